import Testing
import WiringModel
@testable import WiringRender

/// Boxes one click in whose views would not read whole, split by name in place when the view they
/// are in cannot open them and still read.
@Suite("Last boxes split in place")
struct LastBoxPartsTests {
    /// One container: a `FeatureAssembly` of sixteen folders, eight named `Payment…` and eight
    /// `Profile…`, each a view model resolving its store and the next folder's store (one chain through
    /// all sixteen), every store resolving a `Core` service; and nine small assemblies beside it.
    static func app() -> GraphSnapshot {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        let folders = ["Bank", "Card", "Coupon", "Invoice", "Receipt", "Refund", "Tax", "Wallet"].map { "Payment\($0)" }
            + ["Avatar", "Badges", "Email", "Friends", "History", "Privacy", "Settings", "Status"].map { "Profile\($0)" }
        func service(_ name: String, assembly: String, folder: String) {
            nodes.append(Node(
                id: "c/App.\(name)", kind: .service, type: "App.\(name)", parent: "c",
                attributes: ["assembly": "App.\(assembly)Assembly"],
                declared: SourcePlace(file: "Sources/\(folder)/\(name).swift", line: 1)))
        }
        let others = ["Core", "Search", "Chat", "Map", "Music", "News", "Video", "Weather", "Health"]
        for other in others {
            for part in ["Service", "Repository"] { service("\(other)\(part)", assembly: other, folder: other) }
            edges.append(Edge(from: "c/App.\(other)Service", to: "c/App.\(other)Repository", kind: .resolves))
            if other != "Core" { edges.append(Edge(from: "c/App.\(other)Service", to: "c/App.CoreService", kind: .resolves)) }
        }
        for (number, folder) in folders.enumerated() {
            service("\(folder)ViewModel", assembly: "Feature", folder: "Features/\(folder)")
            service("\(folder)Store", assembly: "Feature", folder: "Features/\(folder)")
            edges.append(Edge(from: "c/App.\(folder)ViewModel", to: "c/App.\(folder)Store", kind: .resolves))
            edges.append(Edge(from: "c/App.\(folder)Store", to: "c/App.CoreRepository", kind: .resolves))
            if number + 1 < folders.count {
                edges.append(Edge(from: "c/App.\(folder)ViewModel", to: "c/App.\(folders[number + 1])Store", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a box of frames whose view does not read, which its view cannot open in place and read, is split by name in place")
    func unreadableLastBoxIsSplitInPlace() throws {
        let levels = Levels(Self.app(), title: "App")
        let feature = try #require(levels.tree.groups.indices.first { levels.tree[$0].title == "FeatureAssembly" })
        let depth = LargeGraphPolicy.lastView - 1
        let options = RenderOptions()
        // Drawn whole two clicks in, the sixteen folders do not read; opened in place one click in, as
        // sixteen boxes beside nine, neither does that view.
        let inside = levels.diagram(levels.cut(of: feature, depth: depth + 1), depth: depth + 1, options: options)
        #expect(!DiagramPlanner.readable(inside, options: options))
        var opened = levels.cut(of: 0, depth: depth)
        #expect(opened.boxes.contains(feature))
        opened.opening(feature, in: levels.tree)
        #expect(!DiagramPlanner.readable(levels.diagram(opened, depth: depth, options: options), options: options))
        // So the assembly is drawn open, its folders in two boxes by name, each opening a view that reads.
        let planned = DiagramPlanner.plannedView(of: 0, depth: depth, in: levels, options: options).diagram
        let view = try #require(planned.view)
        let split = try #require(planned.levels)
        #expect(!view.boxes.values.contains(feature))
        #expect(split.tree[feature].children.map { split.tree[$0].title } == ["Payment*", "Profile*"])
        for part in split.tree[feature].children {
            #expect(view.boxes.values.contains(part))
            #expect(split.tree[part].kind == .names && split.tree[part].children.count == 8)
            let partView = split.diagram(split.cut(of: part, depth: depth + 1), depth: depth + 1, options: options)
            #expect(DiagramPlanner.readable(partView, options: options))
        }
    }
}
