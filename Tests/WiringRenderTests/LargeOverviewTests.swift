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

    static func overview(_ configure: (inout RenderOptions) -> Void = { _ in }) throws -> (drawn: GraphSnapshot, dot: String) {
        var options = RenderOptions()
        options.collapse = .overview
        configure(&options)
        let json = try GraphvizRenderer().render(Self.bigPackage, format: .json, options: options)
        let dot = try GraphvizRenderer().render(Self.bigPackage, format: .dot, options: options)
        return (try GraphSnapshot(data: json), String(decoding: dot, as: UTF8.self))
    }

    @Test("a large overview leaves test targets out, draws the hub apart, reduces, unboxes the package and flows left to right")
    func largeByDefault() throws {
        let (drawn, dot) = try Self.overview()
        #expect(!drawn.nodes.contains { $0.id.hasSuffix("Tests") })
        #expect(drawn.node(withID: "module:Core")?.parent == nil)
        #expect(drawn.node(withID: "package:big") == nil)
        #expect(!drawn.edges.contains { $0.to == "module:Core" })
        #expect(!drawn.edges.contains { $0.from == "module:F0" && $0.to == "module:F2" })
        #expect(drawn.edges.contains { $0.id == "module:Core -depends-> package:kit" })
        #expect(dot.contains("rankdir=LR"))
        #expect(dot.contains("5 test targets not drawn in an overview of over 40 groups; pass --tests to draw them"))
        #expect(dot.contains("shared row: the node that a third or more of the rest use is drawn once, apart; "
            + "the 90 lines into it are not drawn in an overview of over 40 groups; pass --no-shared-row to draw them"))
        #expect(dot.contains("transitive reduction: 1 edge implied by longer paths left out in an overview of over 40 groups; "
            + "pass --no-reduce to draw them"))
        #expect(dot.contains("the package big is not drawn as a box around its 46 groups in an overview of over 40 groups"))
        #expect(dot.contains("cluster_shared_row") && dot.contains("rank=same") && dot.contains("used by 45"))
        #expect(!dot.contains("«module»"))
    }

    @Test("a drawing of more than 40 modules and packages is an overview unless --collapse says otherwise")
    func automaticOverview() throws {
        let dot = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot), as: UTF8.self)
        #expect(dot.contains("drawn at the overview level automatically: 52 modules and "))
        #expect(dot.contains(" packages is above 40; pass --collapse none to keep every node"))
        #expect(dot.contains("rankdir=LR") && dot.contains("cluster_shared_row"))
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let whole = String(decoding: try GraphvizRenderer().render(Self.bigPackage, format: .dot, options: options), as: UTF8.self)
        #expect(!whole.contains("overview") && whole.contains("rankdir=TB"))
    }

    @Test("the options draw a large overview whole, and a small one is never shaped")
    func explicitOptions() throws {
        let (drawn, dot) = try Self.overview {
            $0.showsTestTargets = true
            $0.sharesHubs = false
            $0.reduce = false
            $0.direction = .TB
        }
        #expect(drawn.nodes.filter { $0.id.hasSuffix("Tests") }.count == 5)
        #expect(drawn.edges.filter { $0.to == "module:Core" }.count == 90)
        #expect(drawn.edges.contains { $0.from == "module:F0" && $0.to == "module:F2" })
        #expect(dot.contains("rankdir=TB") && !dot.contains("shared row") && !dot.contains("targets not drawn"))

        var options = RenderOptions()
        options.collapse = .overview
        let small = String(decoding: try GraphvizRenderer().render(OverviewRenderTests.modular, format: .dot, options: options), as: UTF8.self)
        #expect(small.contains("rankdir=TB") && small.contains("«module»"))
        #expect(!small.contains("shared row") && !small.contains("transitive reduction"))
        // A group says how many nodes it stands for.
        #expect(small.contains("2 inside"))
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
