import Testing
@testable import WiringModel

/// Placing a graph's nodes inside the modules whose folders hold the files that make them.
@Suite("Placing nodes in modules")
struct ModulePlacementTests {
    static let modules = GraphSnapshot(
        nodes: [
            Node(id: "package:shop", kind: .package, type: "Shop", attributes: ["path": "."]),
            Node(id: "module:App", kind: .module, type: "App", parent: "package:shop", attributes: ["path": "Sources/App"]),
            Node(id: "module:AppKit", kind: .module, type: "AppKit", parent: "package:shop", attributes: ["path": "Sources/AppKit"]),
            Node(id: "module:Core", kind: .module, type: "Core", parent: "package:shop", attributes: ["path": "Sources/App/Core"]),
        ],
        edges: [Edge(from: "module:App", to: "module:Core", kind: .depends)])

    @Test("top-level nodes go to the innermost module folder holding their place; containers follow their insides")
    func placing() {
        let captured = GraphSnapshot(
            nodes: [
                Node(id: "App.Root", kind: .root, type: "App.Root", place: SourcePlace(file: "Sources/App/Root.swift", line: 3)),
                Node(id: "Core.Engine", kind: .boundary, type: "Core.Engine",
                     declared: SourcePlace(file: "Sources/App/Core/Engine.swift", line: 1)),
                Node(id: "Kit.Thing", kind: .object, type: "Kit.Thing", place: SourcePlace(file: "Sources/AppKit/T.swift", line: 1)),
                Node(id: "box", kind: .box, type: "SwincyBox.Box"),
                Node(id: "box/Core.Api", kind: .service, type: "Core.Api", parent: "box",
                     place: SourcePlace(file: "Sources/App/Core/Api.swift", line: 9)),
                Node(id: "mixed", kind: .box, type: "SwincyBox.Box"),
                Node(id: "mixed/A", kind: .service, type: "App.A", parent: "mixed", place: SourcePlace(file: "Sources/App/A.swift", line: 1)),
                Node(id: "mixed/B", kind: .service, type: "AppKit.B", parent: "mixed",
                     place: SourcePlace(file: "Sources/AppKit/B.swift", line: 1)),
                Node(id: "Elsewhere", kind: .object, type: "X.Elsewhere", place: SourcePlace(file: "Scripts/x.swift", line: 1)),
            ],
            edges: [], source: "boundaries", title: "App")
        let placed = captured.placed(inModulesOf: Self.modules)
        let parents = Dictionary(uniqueKeysWithValues: placed.nodes.map { ($0.id, $0.parent ?? "-") })
        #expect(parents["App.Root"] == "module:App")
        #expect(parents["Core.Engine"] == "module:Core")
        #expect(parents["Kit.Thing"] == "module:AppKit")
        #expect(parents["box"] == "module:Core")
        #expect(parents["box/Core.Api"] == "box")
        #expect(parents["mixed"] == "-")
        #expect(parents["Elsewhere"] == "-")
        #expect(placed.edges.map(\.id) == ["module:App -depends-> module:Core"])
        #expect(placed.source == "boundaries" && placed.title == "App")
    }
}
