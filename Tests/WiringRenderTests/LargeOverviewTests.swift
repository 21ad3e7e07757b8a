import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// How an overview of many modules is made to fit a screen, and how a module's declared
/// dependency and its imports of the same module become one line.
@Suite("Large overviews and module lines")
struct LargeOverviewTests {
    /// A package of 45 feature modules in a chain, each also using `Core` (declared and imported),
    /// with a shortcut the reduction leaves out, five test targets, and one dependency package.
    static let bigPackage: GraphSnapshot = {
        var nodes = [
            Node(id: "package:big", kind: .package, type: "big", attributes: ["path": "."]),
            Node(id: "package:kit", kind: .package, type: "kit"),
            Node(id: "module:Core", kind: .module, type: "Core", parent: "package:big", attributes: ["targetType": "library"]),
            Node(
                id: "product:kit/Kit", kind: .module, type: "Kit", parent: "package:kit", attributes: ["product": "true"]),
        ]
        var edges: [Edge] = []
        for number in 0..<45 {
            let id = "module:F\(number)"
            nodes.append(Node(id: id, kind: .module, type: "F\(number)", parent: "package:big", attributes: ["targetType": "library"]))
            edges += [Edge(from: id, to: "module:Core", kind: .depends), Edge(from: id, to: "module:Core", kind: .imports)]
            if number < 44 {
                edges += [
                    Edge(from: id, to: "module:F\(number + 1)", kind: .depends),
                    Edge(from: id, to: "module:F\(number + 1)", kind: .imports),
                ]
            }
        }
        edges.append(Edge(from: "module:F0", to: "module:F2", kind: .imports))
        edges.append(Edge(from: "module:Core", to: "product:kit/Kit", kind: .depends))
        for number in 0..<5 {
            let id = "module:F\(number)Tests"
            nodes.append(Node(id: id, kind: .module, type: "F\(number)Tests", parent: "package:big", attributes: ["targetType": "test"]))
            edges.append(Edge(from: id, to: "module:F\(number)", kind: .imports))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "Modules")
    }()

    @Test("a graph of 52 modules opens on boxes that hold them, its test targets left out and said so")
    func levelsByDefault() throws {
        let diagram = try DiagramPlanner.forLayout(Self.bigPackage, options: RenderOptions())
        let place = try #require(diagram.view)
        #expect(!place.boxes.isEmpty)
        #expect((LargeGraphPolicy.fewestBoxes...LargeGraphPolicy.mostBoxes).contains(diagram.snapshot.nodes.count))
        #expect(!diagram.snapshot.nodes.contains { $0.id.hasSuffix("Tests") })
        #expect(diagram.notes.contains("5 test targets not drawn; pass --tests to draw them"))
        let lead = place.boxes.count == 1 ? "1 box (" : "\(place.boxes.count) boxes ("
        #expect(diagram.notes.contains { $0.hasPrefix(lead) })
        // Every box says how many nodes it stands for, and the boxes hold every module.
        let boxed = place.boxes.keys.compactMap { diagram.snapshot.node(withID: $0)?.attributes["members"] }.compactMap { Int($0) }
        let drawnModules = diagram.snapshot.nodes.filter { $0.kind == .module && place.boxes[$0.id] == nil }.count
        #expect(boxed.reduce(0, +) + drawnModules == 47)
        let dot = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot), as: UTF8.self)
        #expect(dot.contains("inside"))
    }

    @Test("a graph drawn whole after its test targets are left out says so in the drawing written")
    func wholeDrawingSaysTestsAreLeftOut() throws {
        // 14 modules, 13 of them using the first, and 3 test targets: more leaves than are drawn without
        // levels, few enough to read whole once the test targets are left out, so the first view is drawn whole.
        var nodes = [Node(id: "package:app", kind: .package, type: "app", attributes: ["path": "."])]
        var edges: [Edge] = []
        for number in 0..<14 {
            nodes.append(Node(id: "module:M\(number)", kind: .module, type: "M\(number)", parent: "package:app", attributes: ["targetType": "library"]))
            if number > 0 { edges.append(Edge(from: "module:M\(number)", to: "module:M0", kind: .depends)) }
        }
        for number in 0..<3 {
            nodes.append(Node(id: "module:T\(number)", kind: .module, type: "T\(number)", parent: "package:app", attributes: ["targetType": "test"]))
            edges.append(Edge(from: "module:T\(number)", to: "module:M\(number)", kind: .depends))
        }
        let snapshot = GraphSnapshot(nodes: nodes, edges: edges, title: "App")
        let diagram = try DiagramPlanner.forLayout(snapshot, options: RenderOptions())
        #expect(diagram.view?.boxes.isEmpty != false)
        #expect(diagram.notes.contains("3 test targets not drawn; pass --tests to draw them"))
        // The drawing the planner checked and kept is the one written: with the note in its legend.
        let svg = String(decoding: try GraphvizRenderer().render(snapshot, format: .svg), as: UTF8.self)
        #expect(diagram.checkedDrawing != nil)
        #expect(svg.contains("3 test targets not drawn"))
    }

    @Test("--collapse none draws every node; the shared row, the reduction and the tests as the options say")
    func everyNodeWhenAsked() throws {
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let whole = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot, options: options), as: UTF8.self)
        #expect(!whole.contains("inside") && !whole.contains("shared row"))
        #expect(whole.contains("F0Tests"))
        options.sharesHubs = true
        options.reduce = true
        options.showsTestTargets = false
        let shaped = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot, options: options), as: UTF8.self)
        #expect(shaped.contains("cluster_shared_row") && shaped.contains("rank=same") && shaped.contains("used by 45"))
        #expect(shaped.contains("1 line implied by longer paths not drawn"))
        #expect(!shaped.contains("F0Tests"))
        options.direction = .TB
        let fixed = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot, options: options), as: UTF8.self)
        #expect(fixed.contains("rankdir=TB"))
    }

    @Test("--collapse overview draws boxes even for a small graph, each saying how many nodes it holds")
    func explicitOverview() throws {
        var options = RenderOptions()
        options.collapse = .overview
        let small = String(decoding: try GraphvizRenderer().render(OverviewRenderTests.modular, format: .dot, options: options), as: UTF8.self)
        #expect(small.contains("2 inside"))
        #expect(!small.contains("shared row") && !small.contains("transitive reduction"))
    }

    @Test("asked for outside an overview, the shared row and leaving tests out apply to the whole drawing")
    func outsideAnOverview() throws {
        var options = RenderOptions()
        options.sharesHubs = true
        options.showsTestTargets = false
        let json = try GraphvizRenderer().render(Self.bigPackage, format: .json, options: options)
        let drawn = try GraphSnapshot(data: json)
        #expect(!drawn.nodes.contains { $0.id.hasSuffix("Tests") })
        #expect(!drawn.edges.contains { $0.to == "module:Core" })
        let (kept, hubs) = (drawn.nodes.count, LargeOverview.hubs(of: Self.bigPackage))
        #expect(kept == 49 && hubs.map(\.id) == ["module:Core"] && hubs.first?.users == 45)
    }

    @Test("a declared and imported module is one line; declared only is dashed; imported only keeps its own look")
    func moduleLines() throws {
        let snapshot = GraphSnapshot(
            nodes: ["A", "B", "C"].map { Node(id: "module:\($0)", kind: .module, type: $0) },
            edges: [
                Edge(from: "module:A", to: "module:B", kind: .depends), Edge(from: "module:A", to: "module:B", kind: .imports),
                Edge(from: "module:A", to: "module:C", kind: .depends), Edge(from: "module:B", to: "module:C", kind: .imports),
            ])
        let dot = String(decoding: try GraphvizRenderer().render(snapshot, format: .dot), as: UTF8.self)
        #expect(dot.components(separatedBy: " -> ").count - 1 == 3)
        #expect(dot.contains("A → B (declared and imported)"))
        #expect(dot.contains("B → C (imported, not declared)"))
        let declaredOnly = try #require(dot.range(of: "A → C (declared, not imported)"))
        let edgeText = dot[dot[..<declaredOnly.lowerBound].range(of: "->", options: .backwards)!.lowerBound..<declaredOnly.upperBound]
        #expect(edgeText.contains("style=dashed"))
        #expect(dot.contains("declared and imported</FONT>") && dot.contains("imported, not declared</FONT>"))
        // JSON is what the drawing stands for: both edges of the pair stay.
        let json = try GraphSnapshot(data: try GraphvizRenderer().render(snapshot, format: .json))
        #expect(json.edges.count == 4)
        // A marked edge keeps its own line.
        var options = RenderOptions()
        options.edgeEmphasis = [Edge(from: "module:A", to: "module:B", kind: .imports).id: .added]
        let marked = String(decoding: try GraphvizRenderer().render(snapshot, format: .dot, options: options), as: UTF8.self)
        #expect(marked.components(separatedBy: " -> ").count - 1 == 4)
        // The declaration beside a marked import is still imported: not drawn as "declared, not imported".
        #expect(marked.contains("A → B (declared and imported)"))
        #expect(marked.components(separatedBy: "(declared, not imported)").count - 1 == 1)
        let mermaid = String(decoding: try GraphvizRenderer().render(snapshot, format: .mermaid), as: UTF8.self)
        #expect(mermaid.contains("n0 -.-> n2"))
    }
}
