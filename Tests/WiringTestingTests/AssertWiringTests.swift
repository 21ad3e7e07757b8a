import Foundation
import Testing
import WiringTesting

@Suite("assertWiring")
struct AssertWiringTests {
    /// App.Root holding three boundaries; View depends on Presenter.
    static func graph(extra: [Edge] = [], extraNodes: [Node] = []) -> GraphSnapshot {
        let nodes = [
            Node(id: "App.Root", kind: .root, type: "App.Root"),
            Node(id: "App.Root/App.View", kind: .boundary, type: "App.View", parent: "App.Root"),
            Node(id: "App.Root/App.Presenter", kind: .boundary, type: "App.Presenter", parent: "App.Root"),
            Node(id: "App.Root/App.Store", kind: .boundary, type: "App.Store", parent: "App.Root"),
        ]
        let edges = [Edge(from: "App.Root/App.View", to: "App.Root/App.Presenter", kind: .dependency)]
        return GraphSnapshot(nodes: nodes + extraNodes, edges: edges + extra, source: "boundaries", title: "App.Root")
    }

    static let viewToStore = Edge(from: "App.Root/App.View", to: "App.Root/App.Store", kind: .dependency)

    /// A fresh folder, removed when `body` returns.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test("a missing reference is recorded, byte for byte the snapshot's JSON")
    func recordsMissingReference() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("nested/app.wiring.json")
            let result = try assertWiring(Self.graph(), matches: reference)
            #expect(result.didRecord)
            #expect(try Data(contentsOf: reference) == Self.graph().jsonData())
        }
    }

    @Test("the same graph passes and reports no changes")
    func samePasses() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            let result = try WiringAssertion(record: false).check(Self.graph(), against: reference)
            guard case let .matched(report) = result else {
                Issue.record("expected a comparison, got \(result)")
                return
            }
            #expect(report.diff.isEmpty)
        }
    }

    @Test("a committed reference does not go stale when code moves: places are no change, even with .anyChange")
    func movedPlacesMatch() throws {
        func placed(_ shift: Int) -> GraphSnapshot {
            let graph = Self.graph()
            var nodes = graph.nodes
            for index in nodes.indices { nodes[index].place = SourcePlace(file: "Sources/App/App.swift", line: 10 + index + shift) }
            var edges = graph.edges
            for index in edges.indices { edges[index].place = SourcePlace(file: "Sources/App/App.swift", line: 30 + shift) }
            return GraphSnapshot(nodes: nodes, edges: edges, source: graph.source, title: graph.title)
        }
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try placed(0).write(to: reference)
            for live in [placed(7), Self.graph()] {
                let result = try WiringAssertion(failOn: .anyChange, record: false).check(live, against: reference)
                guard case let .matched(report) = result else {
                    Issue.record("expected a comparison, got \(result)")
                    return
                }
                #expect(report.diff.isEmpty)
            }
        }
    }

    @Test("a new crossing throws an error whose description is the text diff naming both ends")
    func newCrossingThrows() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            #expect {
                try WiringAssertion(record: false).check(Self.graph(extra: [Self.viewToStore]), against: reference)
            } throws: { error in
                let text = "\(error)"
                return error is WiringTestingError && text.contains("View -> Store (dependency)")
                    && text.contains("App.Root/App.View") && text.contains("App.Root/App.Store")
                    && text.contains("WIRING_RECORD=1") && !text.contains("\u{1B}")
            }
            // The reference is untouched by a failed comparison.
            #expect(try GraphSnapshot(contentsOf: reference) == Self.graph())
        }
    }

    @Test("rules and a baseline decide which new crossings fail")
    func rulesAndBaseline() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            let live = Self.graph(extra: [Self.viewToStore])
            let layers = CrossingRules(layers: [
                CrossingLayer(name: "ui", match: [NamePattern("*View")]),
                CrossingLayer(name: "data", match: [NamePattern("*Store")]),
            ])
            #expect(try !WiringAssertion(rules: layers, record: false).check(live, against: reference).didRecord)
            let accepted = CrossingBaseline(text: "View -> Store (dependency)\n")
            #expect(try !WiringAssertion(baseline: accepted, record: false).check(live, against: reference).didRecord)
            let upward = CrossingRules(layers: layers.layers.reversed())
            #expect(throws: WiringTestingError.self) {
                try WiringAssertion(rules: upward, failOn: .forbidden, record: false).check(live, against: reference)
            }
        }
    }

    @Test("with any-change, a new node without a crossing fails; by default it passes")
    func anyChange() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            let live = Self.graph(extraNodes: [Node(id: "App.Root/App.Logger", kind: .boundary, type: "App.Logger", parent: "App.Root")])
            #expect(try !WiringAssertion(record: false).check(live, against: reference).didRecord)
            #expect {
                try WiringAssertion(failOn: .anyChange, record: false).check(live, against: reference)
            } throws: { error in
                "\(error)".contains("Logger")
            }
        }
    }

    @Test("recording replaces an existing reference")
    func rerecords() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            let live = Self.graph(extra: [Self.viewToStore])
            #expect(try WiringAssertion(record: true).check(live, against: reference).didRecord)
            #expect(try GraphSnapshot(contentsOf: reference) == live)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.wiring.json"])
        }
    }

    @Test("a corrupt reference is reported with its path and how to fix it")
    func corruptReference() throws {
        try Self.withFolder { folder in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Data("{\"schemaVersion\": 99}".utf8).write(to: reference)
            #expect {
                try WiringAssertion(record: false).check(Self.graph(), against: reference)
            } throws: { error in
                guard case .unreadableReference = error as? WiringTestingError else { return false }
                return "\(error)".contains(reference.path) && "\(error)".contains("WIRING_RECORD=1")
            }
        }
    }

    @Test("named references live in __Snapshots__/<TestFile>/ next to the test file")
    func namedReference() throws {
        try Self.withFolder { folder in
            let testFile = folder.appendingPathComponent("AppWiringTests.swift").path
            let result = try assertWiring(Self.graph(), named: "main app/graph", filePath: testFile)
            let expected = folder.appendingPathComponent("__Snapshots__/AppWiringTests/main_app_graph.wiring.json")
            guard case let .recorded(url) = result else {
                Issue.record("expected a recording, got \(result)")
                return
            }
            #expect(url.path == expected.path)
            #expect(FileManager.default.fileExists(atPath: expected.path))
        }
    }

    @Test("WIRING_RECORD turns recording on", arguments: [
        (["WIRING_RECORD": "1"], true), (["WIRING_RECORD": "true"], true), (["WIRING_RECORD": "0"], false), ([:], false),
    ])
    func recordEnvironment(environment: [String: String], expected: Bool) {
        #expect(WiringAssertion.recordingRequested(in: environment) == expected)
    }
}
