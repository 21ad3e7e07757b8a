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

    @Test("a missing reference is recorded, byte for byte the snapshot's JSON, and the assertion fails saying so")
    func recordsMissingReference() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("nested/app.wiring.json")
            #expect {
                try WiringAssertion(record: false, isCI: false).check(Self.graph(), against: reference)
            } throws: { error in
                guard case let .recorded(path, requested, rules) = error as? WiringTestingError else { return false }
                return path == reference.path && !requested && rules == nil
                    && "\(error)".contains("recorded wiring reference") && "\(error)".contains("run the tests again")
            }
            #expect(try Data(contentsOf: reference) == Self.graph().jsonData())
            // The next run is the real check, and passes.
            #expect(try !WiringAssertion(record: false, isCI: false).check(Self.graph(), against: reference).didRecord)
        }
    }

    @Test("in CI a missing reference fails and nothing is written", arguments: ["true", "1", "yes"])
    func missingReferenceInCI(value: String) throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("nested/app.wiring.json")
            #expect(WiringAssertion.runningInCI(["CI": value]))
            #expect {
                try WiringAssertion(record: false, isCI: WiringAssertion.runningInCI(["CI": value]))
                    .check(Self.graph(), against: reference)
            } throws: { error in
                guard case .missingReference = error as? WiringTestingError else { return false }
                return "\(error)".contains(reference.path) && "\(error)".contains("CI")
            }
            #expect(!FileManager.default.fileExists(atPath: reference.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("CI is set by any non-empty value")
    func ciEnvironment() {
        #expect(!WiringAssertion.runningInCI([:]))
        #expect(!WiringAssertion.runningInCI(["CI": ""]))
        #expect(WiringAssertion.runningInCI(["CI": "false-but-set"]))
    }

    @Test("WIRING_RECORD records even in CI, and fails saying so")
    func explicitRecordingInCI() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("app.wiring.json")
            #expect {
                try WiringAssertion(record: true, isCI: true).check(Self.graph(), against: reference)
            } throws: { error in
                guard case .recorded(_, true, _) = error as? WiringTestingError else { return false }
                return "\(error)".contains("WIRING_RECORD")
            }
            #expect(try GraphSnapshot(contentsOf: reference) == Self.graph())
        }
    }

    @Test("a crossing the rules forbid fails on the whole graph, even after the reference was recorded from it")
    func forbiddenCrossingCannotBeRecordedAway() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("app.wiring.json")
            let live = Self.graph(extra: [Self.viewToStore])
            // The reference already has the crossing: the diff alone would pass.
            try live.write(to: reference)
            let rules = CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("View"), to: NamePattern("Store"))])
            #expect {
                try WiringAssertion(rules: rules, record: false, isCI: false).check(live, against: reference)
            } throws: { error in
                guard case .brokenRules = error as? WiringTestingError else { return false }
                let text = "\(error)"
                return text.contains("View -> Store (dependency)") && text.contains("App.Root/App.View")
                    && text.contains("App.Root/App.Store") && text.contains("baseline") && text.contains("allow")
                    && !text.contains("WIRING_RECORD=1")
            }
            // Recording again does not switch the rules off: it records, and still names the broken rule.
            #expect {
                try WiringAssertion(rules: rules, record: true, isCI: false).check(live, against: reference)
            } throws: { error in
                guard case .recorded(_, _, let broken?) = error as? WiringTestingError else { return false }
                return broken.contains("View -> Store")
            }
            // A baseline entry is the way to accept it.
            let accepted = CrossingBaseline(text: "View -> Store (dependency)\n")
            #expect(try !WiringAssertion(rules: rules, baseline: accepted, record: false, isCI: false)
                .check(live, against: reference).didRecord)
            // A rule with severity warn reports but does not fail.
            let warn = CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("View"), to: NamePattern("Store"), severity: .warn)])
            #expect(try !WiringAssertion(rules: warn, record: false, isCI: false).check(live, against: reference).didRecord)
        }
    }

    @Test("the rules' cycle rule fails the assertion naming the chain")
    func cycleRule() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("app.wiring.json")
            let loop = Edge(from: "App.Root/App.Presenter", to: "App.Root/App.View", kind: .dependency)
            let live = Self.graph(extra: [loop])
            try live.write(to: reference)
            let rules = CrossingRules(cycles: [CycleRule(among: .boundaries)])
            #expect {
                try WiringAssertion(rules: rules, record: false, isCI: false).check(live, against: reference)
            } throws: { error in
                "\(error)".contains("Presenter -> View -> Presenter")
            }
        }
    }

    @Test("the same graph passes and reports no changes")
    func samePasses() throws {
        try Self.withFolder { (folder: URL) throws in
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

    @Test("a new crossing throws an error whose description is the text diff naming both ends")
    func newCrossingThrows() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            #expect {
                try WiringAssertion(record: false).check(Self.graph(extra: [Self.viewToStore]), against: reference)
            } throws: { error in
                let text = "\(error)"
                return error is WiringTestingError && text.contains("View -> Store (dependency)")
                    && text.contains("App.Root/App.View") && text.contains("App.Root/App.Store")
                    && text.contains("WIRING_RECORD=1") && text.contains("if the change is intended")
                    && !text.contains("\u{1B}")
            }
            // The reference is untouched by a failed comparison.
            #expect(try GraphSnapshot(contentsOf: reference) == Self.graph())
        }
    }

    @Test("rules and a baseline decide which new crossings fail")
    func rulesAndBaseline() throws {
        try Self.withFolder { (folder: URL) throws in
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
        try Self.withFolder { (folder: URL) throws in
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

    @Test("recording replaces an existing reference, and fails")
    func rerecords() throws {
        try Self.withFolder { (folder: URL) throws in
            let reference = folder.appendingPathComponent("app.wiring.json")
            try Self.graph().write(to: reference)
            let live = Self.graph(extra: [Self.viewToStore])
            #expect(throws: WiringTestingError.self) { try WiringAssertion(record: true).check(live, against: reference) }
            #expect(try GraphSnapshot(contentsOf: reference) == live)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.wiring.json"])
        }
    }

    @Test("a corrupt reference is reported with its path and how to fix it")
    func corruptReference() throws {
        try Self.withFolder { (folder: URL) throws in
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
        try Self.withFolder { (folder: URL) throws in
            let testFile = folder.appendingPathComponent("AppWiringTests.swift").path
            let expected = folder.appendingPathComponent("__Snapshots__/AppWiringTests/main_app_graph.wiring.json")
            #expect(WiringAssertion.referenceURL(named: "main app/graph", filePath: testFile).path == expected.path)
            try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.graph().write(to: expected)
            #expect(try !assertWiring(Self.graph(), named: "main app/graph", filePath: testFile).didRecord)
        }
    }

    @Test("WIRING_RECORD turns recording on", arguments: [
        (["WIRING_RECORD": "1"], true), (["WIRING_RECORD": "true"], true), (["WIRING_RECORD": "0"], false), ([:], false),
    ])
    func recordEnvironment(environment: [String: String], expected: Bool) {
        #expect(WiringAssertion.recordingRequested(in: environment) == expected)
    }
}
