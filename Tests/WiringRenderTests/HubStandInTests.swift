import Testing
import WiringModel
@testable import WiringRender

/// A view whose nodes are nearly all joined to one stand-in for what is outside it.
@Suite("Hub stand-ins")
struct HubStandInTests {
    /// A module of 36 factories; a module of 12 feature components, each using three factories,
    /// each factory using a component in turn (the factories a component provides to the screens).
    static func factories() -> GraphSnapshot {
        var nodes = [Node(id: "module:App", kind: .module, type: "App"), Node(id: "module:Features", kind: .module, type: "Features")]
        var edges: [Edge] = []
        let subjects = ["Artist", "Chart", "Credit", "Notice", "Playlist", "Profile", "Search", "Song", "Team", "User", "Home", "Setting"]
        for (number, subject) in subjects.enumerated() {
            let component = "Features.\(subject)Component"
            nodes.append(Node(id: component, kind: .service, type: component, parent: "module:Features"))
            for (offset, kind) in ["Detail", "List", "Popup"].enumerated() {
                let factory = "App.\(subject)\(kind)Factory"
                nodes.append(Node(id: factory, kind: .service, type: factory, parent: "module:App"))
                edges.append(Edge(from: component, to: factory, kind: .resolves))
                edges.append(Edge(from: factory, to: "Features.\(subjects[(number + offset + 1) % subjects.count])Component", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    /// The view of the factories' module as the last click opens it.
    static func factoriesView() throws -> (view: Diagram, factories: [String]) {
        let snapshot = factories()
        let levels = Levels(snapshot, title: "App")
        let app = try #require(levels.tree.groups.indices.first { levels.tree[$0].title == "App" })
        let view = DiagramPlanner.view(of: app, depth: LargeGraphPolicy.lastView, in: levels, options: RenderOptions())
        return (view, snapshot.nodes.filter { $0.type.hasSuffix("Factory") }.map(\.id))
    }

    @Test("a stand-in joined to every node of a view the last click opens is drawn without its lines, and the view reads")
    func hubLinesLeftOut() throws {
        let (view, factories) = try Self.factoriesView()
        let drawn = Set(view.snapshot.nodes.map(\.id))
        #expect(factories.allSatisfy(drawn.contains))
        let standIns = Set(view.snapshot.nodes.filter { $0.attributes["stub"] != nil }.map(\.id))
        #expect(standIns.count == 1)
        #expect(!view.snapshot.edges.contains { standIns.contains($0.from) || standIns.contains($0.to) })
        #expect(view.notes.contains { $0.contains("(outside this view) is joined to 36 of the nodes drawn; its 72 lines are not drawn") })
        let score = try #require(DotGraphBuilder.standard(for: view).estimated(view).score)
        #expect(score >= LargeGraphPolicy.readableScale)
    }

    @Test("several stand-ins whose lines are left out are said in one line of the legend")
    func severalHubsOneLine() {
        let hubs = [
            HubStandIns.Hub(id: "module:Features", joined: 17, lines: 20),
            HubStandIns.Hub(id: "module:Domain", joined: 17, lines: 17),
            HubStandIns.Hub(id: "others", joined: 9, lines: 9),
        ]
        let names = ["module:Features": "*Feature", "module:Domain": "*Domain", "others": "6 others"]
        #expect(HubStandIns.note(hubs, names: names)
            == "*Feature, *Domain and 6 others (outside this view) are joined to 17, 17 and 9 of the nodes drawn; their 46 lines are not drawn")
        #expect(HubStandIns.note([hubs[2]], names: names)
            == "6 others (outside this view) is joined to 9 of the nodes drawn; its 9 lines are not drawn")
        #expect(HubStandIns.note([HubStandIns.Hub(id: "x", joined: 8, lines: 1)], names: [:])
            == "x (outside this view) is joined to 8 of the nodes drawn; its line is not drawn")
    }
}
