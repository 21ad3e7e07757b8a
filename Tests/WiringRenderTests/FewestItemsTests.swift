import Testing
import WiringModel
@testable import WiringRender

/// A first view shows at least `LargeGraphPolicy.fewestBoxes` items when the graph has them.
@Suite("Fewest items in a first view")
struct FewestItemsTests {
    /// An Xcode project of an app and its tests, and a CocoaPods project of `pods` pods the app links,
    /// each pod using the next: too wide to read whole.
    static func appWithPods(_ pods: Int = 40) -> GraphSnapshot {
        var nodes = [
            Node(id: "project:App", kind: .package, type: "App"),
            Node(id: "module:App", kind: .module, type: "App", parent: "project:App"),
            Node(id: "module:AppUITests", kind: .module, type: "AppUITests", parent: "project:App"),
            Node(id: "project:Pods", kind: .package, type: "Pods"),
        ]
        var edges = [Edge(from: "module:AppUITests", to: "module:App", kind: .dependency)]
        var previous = ""
        for number in 0..<pods {
            let id = "module:\(["Analytics", "Networking", "Layout", "Rx", "Web"][number % 5])Pod\(number)"
            nodes.append(Node(id: id, kind: .module, type: String(id.dropFirst("module:".count)), parent: "project:Pods"))
            edges.append(Edge(from: "module:App", to: id, kind: .dependency))
            if number > 0 { edges.append(Edge(from: previous, to: id, kind: .dependency)) }
            previous = id
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("two projects, one holding 40 pods, are not drawn as a view of three items")
    func fewProjectsOneLargeAreSplitByName() throws {
        let drawn = try DiagramPlanner.drawn(Self.appWithPods(), options: RenderOptions())
        let view = try #require(drawn.view)
        let modules = drawn.snapshot.nodes.filter { $0.kind == .module }.count
        #expect(modules + view.boxes.count >= LargeGraphPolicy.fewestBoxes)
        #expect(!view.boxes.isEmpty)
    }
}
