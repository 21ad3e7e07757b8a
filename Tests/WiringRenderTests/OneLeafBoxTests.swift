import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// A box holding one leaf would cost a click to see one node: it is drawn open, a frame round the leaf.
@Suite("Boxes of one leaf")
struct OneLeafBoxTests {
    /// The 100-service app of `LevelTests` beside a package `Components` whose one module, which the app
    /// imports, registers one service the app resolves: a group kept for its module's lines.
    private static let snapshot: GraphSnapshot = {
        var snapshot = LevelTests.services(100, assemblies: 6)
        var nodes = snapshot.nodes
        nodes.append(Node(id: "package:components", kind: .package, type: "Components"))
        nodes.append(Node(id: "module:Components", kind: .module, type: "Components", parent: "package:components"))
        nodes.append(Node(id: "Components.Toasts", kind: .service, type: "Components.Toasts", parent: "module:Components"))
        snapshot.setNodes(nodes)
        snapshot.setEdges(snapshot.edges + [
            Edge(from: "c/App.Service0", to: "Components.Toasts", kind: .resolves),
            Edge(from: "module:App", to: "module:Components", kind: .imports),
        ])
        return snapshot
    }()

    @Test("the first view draws the one service in its module's frame, not a box of one")
    func drawnOpen() {
        let levels = Levels(Self.snapshot, title: "App")
        let group = levels.tree.groupOf["Components.Toasts"]!
        #expect(levels.tree[group].size == 1)
        let cut = levels.firstCut()
        #expect(!cut.isWhole)
        #expect(!cut.boxes.contains(group))
        #expect(cut.open.contains(group))
        #expect(cut.leaves.contains("Components.Toasts"))
        let diagram = levels.diagram(cut, depth: 0, options: RenderOptions())
        #expect(diagram.snapshot.node(withID: "Components.Toasts") != nil)
        #expect(diagram.snapshot.node(withID: levels.tree[group].id)?.attributes["members"] == nil)
    }

    @Test("boxes asked for stay boxes, however few they hold")
    func askedForStayBoxes() {
        let levels = Levels(Self.snapshot, title: "App")
        let group = levels.tree.groupOf["Components.Toasts"]!
        #expect(levels.firstCut(boxes: true).boxes.contains(group))
    }
}
