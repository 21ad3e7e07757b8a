import Testing
import WiringModel
@testable import WiringRender

/// How many clicks a service is from the first view, opening boxes as the page and `--pages` do.
@Suite("Click depth")
struct ClickDepthTests {
    /// An app shaped like a modular iOS app: twelve feature modules of screens, and one app module
    /// holding the services by kind (use cases, factories, repositories, data sources, components),
    /// too many to draw whole, so they are grouped by the words of their names; among the use cases,
    /// 38 `Fetch…UseCase`s, more than the other use cases together.
    static func modularApp() -> GraphSnapshot {
        var nodes = [Node(id: "module:App", kind: .module, type: "App")]
        var edges: [Edge] = []
        func service(_ type: String, in module: String) {
            nodes.append(Node(id: type, kind: .service, type: type, parent: "module:" + module))
        }
        let subjects = ["Artist", "Chart", "Credit", "Notice", "Playlist", "Profile", "Search", "Song", "Team", "User"]
        let details = ["Detail", "List", "Status", "Categories"]
        var useCases: [String] = []
        for number in 0..<38 { useCases.append("App.Fetch\(subjects[number / 4])\(details[number % 4])UseCase") }
        for verb in ["Add", "Delete", "Update", "Set", "Check", "Edit"] {
            for number in 0..<4 { useCases.append("App.\(verb)\(subjects[number * 2])UseCase") }
        }
        for useCase in useCases { service(useCase, in: "App") }
        for (number, subject) in subjects.enumerated() {
            service("App.\(subject)Repository", in: "App")
            service("App.\(subject)RemoteDataSource", in: "App")
            service("App.\(subject)Factory", in: "App")
            service("App.\(subject)Component", in: "App")
            service("App.\(subject)DetailComponent", in: "App")
            edges.append(Edge(from: "App.\(subject)Repository", to: "App.\(subject)RemoteDataSource", kind: .resolves))
            edges.append(Edge(from: "App.\(subject)Factory", to: "App.\(subject)Component", kind: .resolves))
            edges.append(Edge(from: "App.\(subject)DetailComponent", to: "App.\(subjects[(number + 1) % 10])Factory", kind: .resolves))
        }
        for (number, useCase) in useCases.enumerated() {
            edges.append(Edge(from: useCase, to: "App.\(subjects[number % 10])Repository", kind: .resolves))
            edges.append(Edge(from: "App.\(subjects[number % 10])Component", to: useCase, kind: .resolves))
        }
        for feature in 0..<12 {
            let module = "Feature\(feature)"
            nodes.append(Node(id: "module:" + module, kind: .module, type: module))
            for screen in 0..<3 {
                let type = "\(module).Screen\(screen)Reactor"
                service(type, in: module)
                edges.append(Edge(from: type, to: useCases[(feature * 3 + screen) % useCases.count], kind: .resolves))
                edges.append(Edge(from: type, to: "App.\(subjects[feature % 10])Factory", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    /// The fewest clicks to each node drawn as itself, opening every box of the first view as drawn
    /// by default and of every view it opens, with the rules each view is planned by.
    static func clicks(_ snapshot: GraphSnapshot) throws -> (reached: [String: Int], boxesPerView: [Int]) {
        let options = RenderOptions()
        let first = try DiagramPlanner.drawn(snapshot, options: options)
        var reached: [String: Int] = [:]
        var boxesPerView: [Int] = []
        func visit(_ diagram: Diagram, clicks: Int) {
            let boxes = diagram.view?.boxes ?? [:]
            if !boxes.isEmpty { boxesPerView.append(boxes.count) }
            for node in diagram.snapshot.nodes where node.attributes["stub"] == nil && boxes[node.id] == nil {
                reached[node.id] = min(reached[node.id] ?? .max, clicks)
            }
            guard let levels = diagram.levels, clicks < 6 else { return }
            for (_, group) in boxes.sorted(by: { $0.key < $1.key }) {
                visit(DiagramPlanner.view(of: group, depth: clicks + 1, in: levels, options: options), clicks: clicks + 1)
            }
        }
        visit(first, clicks: 0)
        return (reached, boxesPerView)
    }

    @Test("every service of a modular app with a large name group of use cases is at most two clicks from the first view")
    func everyServiceWithinTwoClicks() throws {
        let snapshot = Self.modularApp()
        let (reached, boxesPerView) = try Self.clicks(snapshot)
        let services = snapshot.nodes.filter { $0.kind == .service }
        #expect(services.count > 3 * LargeGraphPolicy.flatLeaves)
        for service in services {
            #expect((reached[service.id] ?? .max) <= 2, "\(service.id): \(reached[service.id].map(String.init) ?? "never") clicks")
        }
        // Some service needs both clicks: the first view does not draw them all.
        #expect(services.contains { reached[$0.id] == 2 })
        // Every view of boxes keeps to the most a view shows.
        #expect(boxesPerView.allSatisfy { $0 <= LargeGraphPolicy.mostBoxes })
    }

    @Test("the use cases of the large name group are split by name in the view of their module, each part opening whole")
    func largeNameGroupSplitInItsModulesView() throws {
        let snapshot = Self.modularApp()
        let options = RenderOptions()
        let first = try DiagramPlanner.drawn(snapshot, options: options)
        let levels = try #require(first.levels)
        let app = try #require(first.view?.boxes.values.first { levels.tree[$0].title == "App" })
        let view = DiagramPlanner.view(of: app, depth: 1, in: levels, options: options)
        let split = try #require(view.levels)
        let fetchParts = (view.view?.boxes ?? [:]).values.filter { split.tree[$0].title.hasPrefix("Fetch") }
        #expect(fetchParts.count >= 2)
        for part in fetchParts {
            let opened = DiagramPlanner.view(of: part, depth: 2, in: split, options: options)
            #expect(opened.view?.boxes.isEmpty ?? true)
        }
    }
}
