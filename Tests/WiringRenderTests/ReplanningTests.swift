import Testing
import WiringModel
@testable import WiringRender

/// Views planned again when they would not read as drawn, and frames told apart by their captions.
@Suite("Re-planning")
struct ReplanningTests {
    /// A module's container with one `Domain` assembly of `chained` services in three folders, each
    /// service resolving the next (one long chain), and `features` assemblies of eight services each: nine items, none opened in place to reach eight.
    static func app(chained: Int = 36, features: Int = 8) -> GraphSnapshot {
        var nodes = [
            Node(id: "package:app", kind: .package, type: "App"),
            Node(id: "module:App", kind: .module, type: "App", parent: "package:app"),
            Node(id: "c", kind: .container, type: "Swinject.Container", parent: "module:App"),
        ]
        var edges: [Edge] = []
        for number in 0..<chained {
            let part = ["Orders", "Payments", "Accounts"][number * 3 / chained]
            nodes.append(Node(
                id: "c/App.Step\(number)", kind: .service, type: "App.Step\(number)", parent: "c",
                attributes: ["assembly": "App.DomainAssembly"],
                declared: SourcePlace(file: "Sources/Domain/\(part)/Step\(number).swift", line: 1)))
            if number + 1 < chained { edges.append(Edge(from: "c/App.Step\(number)", to: "c/App.Step\(number + 1)", kind: .resolves)) }
        }
        for feature in 0..<features {
            for number in 0..<8 {
                let id = "c/App.Feature\(feature)Screen\(number)"
                nodes.append(Node(
                    id: id, kind: .service, type: "App.Feature\(feature)Screen\(number)", parent: "c",
                    attributes: ["assembly": "App.Feature\(feature)Assembly"],
                    declared: SourcePlace(file: "Sources/Feature\(feature)/Screen\(number).swift", line: 1)))
                edges.append(Edge(from: id, to: "c/App.Step\(feature)", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a box of folders one click short of the last view, whose view does not read drawn whole, opens in place")
    func framedBoxThatDoesNotReadOpensInPlace() throws {
        let levels = Levels(Self.app(), title: "App")
        let domain = try #require(levels.tree.groups.indices.first { levels.tree[$0].title == "DomainAssembly" })
        #expect(levels.tree[domain].children.count == 3)
        // The chain of 36 services, drawn whole two clicks in, is far taller than a screen.
        let inside = levels.diagram(levels.cut(of: domain, depth: 2), depth: 2, options: RenderOptions())
        #expect(!DiagramPlanner.readable(inside, options: RenderOptions()))
        // One click in, the assembly is drawn open, its folders boxes whose views are a third as tall.
        let view = DiagramPlanner.plannedView(of: 0, depth: 1, in: levels, options: RenderOptions()).diagram
        let boxes = Set(try #require(view.view).boxes.values)
        #expect(!boxes.contains(domain))
        #expect(levels.tree[domain].children.allSatisfy { boxes.contains($0) })
    }

    /// One container of `assemblies` assemblies of two services each, the first service of each
    /// resolving the next assembly's: a chain of boxes one click in, too long to read drawn as it is.
    static func chainOfAssemblies(_ assemblies: Int = 30) -> GraphSnapshot {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        let names = ["Orders", "Payments", "Accounts", "Search", "Profile", "Settings"]
        for number in 0..<assemblies {
            let name = "\(names[number % names.count])Step\(number)"
            for part in ["Service", "Store"] {
                nodes.append(Node(
                    id: "c/App.\(name)\(part)", kind: .service, type: "App.\(name)\(part)", parent: "c",
                    attributes: ["assembly": "App.\(name)Assembly"]))
            }
            edges.append(Edge(from: "c/App.\(name)Service", to: "c/App.\(name)Store", kind: .resolves))
            if number + 1 < assemblies {
                let next = "\(names[(number + 1) % names.count])Step\(number + 1)"
                edges.append(Edge(from: "c/App.\(name)Service", to: "c/App.\(next)Service", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a view of boxes one click in that does not read as dot draws it has its items split by name")
    func boxedViewThatDoesNotReadIsSplitByName() throws {
        let levels = Levels(Self.chainOfAssemblies(), title: "App")
        let planned = DiagramPlanner.plannedView(of: 0, depth: 1, in: levels, options: RenderOptions(), format: "svg")
        let view = try #require(planned.diagram.view)
        let tree = try #require(planned.diagram.levels).tree
        // Thirty assemblies in a chain are no longer thirty boxes: name groups stand for them.
        #expect(view.boxes.count < 30)
        #expect(view.boxes.values.contains { tree[$0].kind == .names })
    }

    @Test("a view of boxes that reads as dot draws it keeps that drawing, so it is not laid out again")
    func boxedViewThatReadsKeepsItsDrawing() throws {
        let levels = Levels(Self.app(), title: "App")
        let planned = DiagramPlanner.plannedView(of: 0, depth: 1, in: levels, options: RenderOptions(), format: "svg")
        #expect(try #require(planned.diagram.view).boxes.isEmpty == false)
        let svg = String(decoding: try #require(planned.written), as: UTF8.self)
        #expect(svg.contains("<svg"))
    }

    @Test("folders of one group named alike are captioned by the part of their paths that differs")
    func foldersNamedAlikeAreToldApart() {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        let features = ["Vote", "Profile", "Message", "Login", "Common", "Notification"]
        for feature in features {
            for number in 0..<3 {
                nodes.append(Node(
                    id: "c/App.\(feature)UseCase\(number)", kind: .service, type: "App.\(feature)UseCase\(number)", parent: "c",
                    attributes: ["assembly": "App.DomainAssembly"],
                    declared: SourcePlace(file: "Domain/\(feature)Domain/Sources/UseCases/\(feature)UseCase\(number).swift", line: 1)))
            }
        }
        let tree = GroupTree(GraphSnapshot(nodes: nodes, edges: [], title: "App"))
        let titles = tree[0].children.map { tree[$0].title }
        #expect(titles.count == 6)
        #expect(Set(titles).count == 6)
        #expect(titles.contains("VoteDomain/…/UseCases"))
        #expect(titles.allSatisfy { $0.hasSuffix("/UseCases") })
    }
}

/// The last view a click reaches, planned as the first view is.
@Suite("Last view")
struct LastViewTests {
    /// One container with an assembly of `services` services in one folder, each resolving the next:
    /// a chain too long to read in one view, in a group of more than `LargeGraphPolicy.itemsByName` items.
    static func chain(_ services: Int = 24) -> GraphSnapshot {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        let names = ["Orders", "Payments", "Accounts", "Search"]
        for number in 0..<services {
            let id = "c/App.\(names[number % names.count])Step\(number)"
            nodes.append(Node(
                id: id, kind: .service, type: "App.\(names[number % names.count])Step\(number)", parent: "c",
                attributes: ["assembly": "App.DomainAssembly"],
                declared: SourcePlace(file: "Sources/Domain/Step\(number).swift", line: 1)))
            if number + 1 < services {
                edges.append(Edge(from: id, to: "c/App.\(names[(number + 1) % names.count])Step\(number + 1)", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    static func domain(in levels: Levels) throws -> Int {
        try #require(levels.tree.groups.indices.first { levels.tree[$0].members.count > LargeGraphPolicy.itemsByName })
    }

    @Test("the last view, whose group holds more than sixteen items, is checked as dot draws it and stays whole")
    func lastViewIsChecked() throws {
        let levels = Levels(Self.chain(), title: "App")
        let domain = try Self.domain(in: levels)
        #expect(levels.tree[domain].itemCount > LargeGraphPolicy.itemsByName)
        let planned = DiagramPlanner.plannedView(of: domain, depth: LargeGraphPolicy.lastView, in: levels, options: RenderOptions(), format: "svg")
        // Drawn whole, the chain of 24 does not read; split by name in place, its parts frames, it does,
        // and that drawing is kept, so the page does not lay it out again.
        let view = try #require(planned.diagram.view)
        let tree = try #require(planned.diagram.levels).tree
        #expect(tree[domain].children.count > 1 && tree[domain].children.allSatisfy { tree[$0].kind == .names })
        let reads = GraphvizRenderer.reading(planned.diagram, options: RenderOptions()).reads
        #expect(reads)
        let svg = String(decoding: try #require(planned.written), as: UTF8.self)
        #expect(svg.contains("<svg"))
        // Still every node, and no box to open: no click further.
        #expect(view.boxes.isEmpty)
        #expect(planned.diagram.snapshot.nodes.filter { $0.kind == .service }.count == 24)
    }
}
