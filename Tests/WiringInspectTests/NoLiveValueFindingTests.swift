import Testing
import WiringInspect
import WiringModel

@Suite("Keys without a live value in inspect")
struct NoLiveValueFindingTests {
    static let snapshot = GraphSnapshot(
        nodes: [
            Node(id: "App.Timer", kind: .object, type: "App.Timer"),
            Node(
                id: "DependencyValues.ticker", kind: .service, type: "App.Ticker", key: "ticker",
                attributes: ["framework": "swift-dependencies", "live": "missing"]),
            Node(
                id: "DependencyValues.clock", kind: .service, type: "App.Clock", key: "clock",
                attributes: ["framework": "swift-dependencies", "live": "Sources/Live/Clock.swift:4"]),
        ],
        edges: [
            Edge(from: "App.Timer", to: "DependencyValues.ticker", kind: .resolves, place: SourcePlace(file: "Sources/App/Timer.swift", line: 7)),
            Edge(from: "App.Timer", to: "DependencyValues.clock", kind: .resolves, place: SourcePlace(file: "Sources/App/Timer.swift", line: 8)),
        ])

    @Test("a read of a key that declares no live value is a warning naming the reader, the key and the place")
    func listed() throws {
        let findings = SnapshotInspector(Self.snapshot).findings()
        #expect(findings.map(\.kind) == [.noLiveValue])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.nodes == ["App.Timer", "DependencyValues.ticker"])
        #expect(findings.first?.message == "no live value: Timer reads \\.ticker, which declares no liveValue in the scanned source "
            + "(Sources/App/Timer.swift:7); add one (a DependencyKey conformance) or scan its module")
    }

    @Test("--warnings prints it, in text and in JSON")
    func answered() throws {
        let inspector = SnapshotInspector(Self.snapshot)
        let text = try inspector.answer(.warnings, format: .text)
        #expect(text.hasPrefix("1 warning, 0 notes\nwarning: no live value: Timer reads \\.ticker"))
        let json = try inspector.answer(.warnings, format: .json)
        #expect(json.contains("noLiveValue") && json.contains("DependencyValues.ticker"))
    }
}
