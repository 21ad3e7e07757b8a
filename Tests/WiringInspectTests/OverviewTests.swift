import Testing
import WiringModel
@testable import WiringInspect

/// The overview level (one node per module, assembly or container) and the transitive reduction.
@Suite("Overview and reduction")
struct OverviewTests {
    @Test("services are grouped by the module that holds them; edges between groups are counted")
    func byModule() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "package:app", kind: .package, type: "App"),
                Node(id: "module:Feature", kind: .module, type: "Feature", parent: "package:app"),
                Node(id: "module:Core", kind: .module, type: "Core", parent: "package:app"),
                Node(id: "container", kind: .container, type: "Swinject.Container", parent: "module:Feature"),
                Node(id: "container/Feature.A", kind: .service, type: "Feature.A", parent: "container"),
                Node(id: "container/Feature.B", kind: .service, type: "Feature.B", parent: "container"),
                Node(id: "core", kind: .container, type: "Swinject.Container", parent: "module:Core"),
                Node(id: "core/Core.C", kind: .service, type: "Core.C", parent: "core"),
            ],
            edges: [
                Edge(from: "container/Feature.A", to: "container/Feature.B", kind: .resolves),
                Edge(from: "container/Feature.A", to: "core/Core.C", kind: .resolves),
                Edge(from: "container/Feature.B", to: "core/Core.C", kind: .resolves),
                Edge(from: "module:Feature", to: "module:Core", kind: .imports),
            ],
            title: "App")
        let overview = snapshot.overview()
        #expect(overview.nodes.map(\.id) == ["module:Core", "module:Feature", "package:app"])
        #expect(overview.edges.map(\.id) == [
            "module:Feature -resolves-> module:Core [2 resolves]", "module:Feature -imports-> module:Core",
        ])
        let feature = overview.nodes.first { $0.id == "module:Feature" }
        #expect(feature?.attributes["members"] == "3")
        #expect(feature?.attributes["innerEdges"] == "1")
        #expect(overview.title == "App — overview")
    }

    @Test("a group's inside keeps its nodes and edges, and stands each outside group in as one stub")
    func detail() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "module:Feature", kind: .module, type: "Feature"),
                Node(id: "module:Core", kind: .module, type: "Core"),
                Node(id: "c", kind: .container, type: "Swinject.Container", parent: "module:Feature"),
                Node(id: "c/Feature.A", kind: .service, type: "Feature.A", parent: "c"),
                Node(id: "c/Feature.B", kind: .service, type: "Feature.B", parent: "c"),
                Node(id: "k", kind: .container, type: "Swinject.Container", parent: "module:Core"),
                Node(id: "k/Core.C", kind: .service, type: "Core.C", parent: "k"),
            ],
            edges: [
                Edge(from: "c/Feature.A", to: "c/Feature.B", kind: .resolves),
                Edge(from: "c/Feature.A", to: "k/Core.C", kind: .resolves),
                Edge(from: "c/Feature.B", to: "k/Core.C", kind: .resolves),
                Edge(from: "k/Core.C", to: "c/Feature.B", kind: .resolves),
            ])
        let inside = snapshot.detail(ofGroup: "module:Feature")
        #expect(inside.nodes.map { "\($0.id) \($0.parent ?? "-") \($0.resolved)" } == [
            "c module:Feature true", "c/Feature.A c true", "c/Feature.B c true", "module:Feature - true",
            "stub:module:Core - false",
        ])
        #expect(inside.edges.map(\.id) == [
            "c/Feature.A -resolves-> c/Feature.B", "c/Feature.A -resolves-> stub:module:Core",
            "c/Feature.B -resolves-> stub:module:Core", "stub:module:Core -resolves-> c/Feature.B",
        ])
        #expect(inside.title == "Feature")
        #expect(inside.nodes.last?.attributes["stub"] == "module:Core")
    }

    @Test("the products used from a dependency package fold into that package's node")
    func productsFoldIntoTheirPackage() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "package:app", kind: .package, type: "app"),
                Node(id: "package:kit", kind: .package, type: "kit"),
                Node(id: "module:App", kind: .module, type: "App", parent: "package:app"),
                Node(id: "product:kit/KitA", kind: .module, type: "KitA", parent: "package:kit", attributes: ["product": "true"]),
                Node(id: "product:kit/KitB", kind: .module, type: "KitB", parent: "package:kit", attributes: ["product": "true"]),
            ],
            edges: [
                Edge(from: "module:App", to: "product:kit/KitA", kind: .depends),
                Edge(from: "module:App", to: "product:kit/KitB", kind: .depends),
                Edge(from: "module:App", to: "product:kit/KitA", kind: .imports),
            ])
        let overview = snapshot.overview()
        #expect(overview.nodes.map(\.id) == ["module:App", "package:app", "package:kit"])
        #expect(overview.edges.map(\.id) == [
            "module:App -depends-> package:kit [2 depends]", "module:App -imports-> package:kit",
        ])
        #expect(overview.node(withID: "package:kit")?.attributes["members"] == "2")
        #expect(snapshot.detail(ofGroup: "package:kit").nodes.map(\.id) == [
            "package:kit", "product:kit/KitA", "product:kit/KitB", "stub:module:App",
        ])
    }

    @Test("without modules, registrations group by assembly, else by their outermost container")
    func byAssemblyOrContainer() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "c", kind: .container, type: "Swinject.Container"),
                Node(id: "c/A", kind: .service, type: "App.A", parent: "c", attributes: ["assembly": "App.NetworkAssembly"]),
                Node(id: "c/B", kind: .service, type: "App.B", parent: "c", attributes: ["assembly": "App.UIAssembly"]),
                Node(id: "c/C", kind: .service, type: "App.C", parent: "c"),
            ],
            edges: [Edge(from: "c/B", to: "c/A", kind: .resolves), Edge(from: "c/C", to: "c/A", kind: .resolves)])
        let overview = snapshot.overview()
        #expect(overview.nodes.map(\.id) == ["assembly:App.NetworkAssembly", "assembly:App.UIAssembly", "c"])
        #expect(overview.edges.map(\.id) == [
            "assembly:App.UIAssembly -resolves-> assembly:App.NetworkAssembly", "c -resolves-> assembly:App.NetworkAssembly",
        ])
    }

    @Test("outside module nodes, services whose types name two modules or more are grouped by those modules, unless assemblies split them finer")
    func byTypeModule() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "package:kit", kind: .package, type: "kit"),
                Node(id: "module:Kit", kind: .module, type: "Kit", parent: "package:kit"),
                Node(id: "c", kind: .container, type: "Swinject.Container"),
                Node(id: "c/App.A", kind: .service, type: "App.A", parent: "c", attributes: ["assembly": "App.AppAssembly"]),
                Node(id: "c/App.B", kind: .service, type: "App.B", parent: "c", attributes: ["assembly": "App.AppAssembly"]),
                Node(id: "c/Kit.Store", kind: .service, type: "Kit.Store", parent: "c", attributes: ["assembly": "App.AppAssembly"]),
                Node(id: "c/Swift.String", kind: .service, type: "Swift.String", parent: "c"),
            ],
            edges: [
                Edge(from: "c/App.A", to: "c/App.B", kind: .resolves), Edge(from: "c/App.A", to: "c/Kit.Store", kind: .resolves),
                Edge(from: "c/App.B", to: "c/Kit.Store", kind: .resolves), Edge(from: "c/App.B", to: "c/Swift.String", kind: .resolves),
            ])
        let overview = snapshot.overview()
        // `Kit.Store` joins the module node of that name; `App` is a module of its own; the
        // standard library's types are no module of the app's.
        #expect(overview.nodes.map(\.id) == ["c", "module:App", "module:Kit", "package:kit"])
        #expect(overview.edges.map(\.id) == [
            "module:App -resolves-> c", "module:App -resolves-> module:Kit [2 resolves]",
        ])
        #expect(overview.node(withID: "module:App")?.attributes["members"] == "2")
        #expect(overview.node(withID: "module:Kit")?.parent == "package:kit")

        // Assemblies that split the same services finer win.
        let assembled = GraphSnapshot(
            nodes: [Node(id: "c", kind: .container, type: "Swinject.Container")]
                + ["A", "B", "C"].map { Node(id: "c/App.\($0)", kind: .service, type: "App.\($0)", parent: "c", attributes: ["assembly": "App.\($0)Assembly"]) }
                + [Node(id: "c/Kit.D", kind: .service, type: "Kit.D", parent: "c", attributes: ["assembly": "App.DAssembly"])],
            edges: [])
        #expect(assembled.overview().nodes.map(\.id) == [
            "assembly:App.AAssembly", "assembly:App.BAssembly", "assembly:App.CAssembly", "assembly:App.DAssembly",
        ])
    }

    @Test("a container whose every registration went to an assembly's group is left out")
    func emptiedContainer() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "c", kind: .container, type: "Swinject.Container"),
                Node(id: "c/A", kind: .service, type: "App.A", parent: "c", attributes: ["assembly": "App.NetworkAssembly"]),
                Node(id: "c/B", kind: .service, type: "App.B", parent: "c", attributes: ["assembly": "App.UIAssembly"]),
                Node(id: "lone", kind: .container, type: "Swinject.Container"),
            ],
            edges: [Edge(from: "c/B", to: "c/A", kind: .resolves)])
        #expect(snapshot.overview().nodes.map(\.id) == ["assembly:App.NetworkAssembly", "assembly:App.UIAssembly", "lone"])
    }

    @Test("the reduction leaves out edges a longer path implies, keeps cycles and parallel kinds")
    func reduction() {
        func node(_ id: String) -> Node { Node(id: id, kind: .module, type: id) }
        let snapshot = GraphSnapshot(
            nodes: ["A", "B", "C", "D", "E"].map(node),
            edges: [
                Edge(from: "A", to: "B", kind: .depends), Edge(from: "B", to: "C", kind: .depends),
                Edge(from: "A", to: "C", kind: .depends),  // implied by A -> B -> C
                Edge(from: "A", to: "C", kind: .imports),  // implied too, whatever its kind
                Edge(from: "C", to: "D", kind: .depends), Edge(from: "D", to: "C", kind: .imports),  // a cycle
                Edge(from: "A", to: "D", kind: .depends),  // implied through the cycle
                Edge(from: "D", to: "E", kind: .depends),
            ])
        let (reduced, removed) = snapshot.transitiveReduction()
        #expect(removed == 3)
        #expect(reduced.edges.map(\.id) == [
            "A -depends-> B", "B -depends-> C", "C -depends-> D", "D -imports-> C", "D -depends-> E",
        ])
    }

    @Test("a graph with no implied edge comes back unchanged")
    func nothingToReduce() {
        let snapshot = GraphSnapshot(
            nodes: [Node(id: "A", kind: .object, type: "A"), Node(id: "B", kind: .object, type: "B")],
            edges: [Edge(from: "A", to: "B", kind: .holds), Edge(from: "B", to: "A", kind: .holds)])
        let (reduced, removed) = snapshot.transitiveReduction()
        #expect(removed == 0)
        #expect(reduced == snapshot)
    }
}
