import Foundation
import Testing
import WiringCheck
import WiringModel

@Suite("The no-live-value rule")
struct NoLiveValueRuleTests {
    /// A scanned graph: a reducer reads a key whose key type declares no live value.
    static let snapshot = GraphSnapshot(
        nodes: [
            Node(id: "App.Timer", kind: .object, type: "App.Timer", attributes: ["framework": "swift-dependencies"]),
            Node(
                id: "DependencyValues.ticker", kind: .service, type: "App.Ticker", key: "ticker",
                attributes: ["framework": "swift-dependencies", "live": "missing"]),
            Node(
                id: "DependencyValues.bell", kind: .service, type: "App.Bell", key: "bell",
                attributes: ["framework": "swift-dependencies", "live": "Sources/App/Bell.swift:9"]),
        ],
        edges: [
            Edge(from: "App.Timer", to: "DependencyValues.ticker", kind: .resolves, place: SourcePlace(file: "Sources/App/Timer.swift", line: 7)),
            Edge(from: "App.Timer", to: "DependencyValues.bell", kind: .resolves, place: SourcePlace(file: "Sources/App/Timer.swift", line: 8)),
        ],
        source: "scan")

    static func rules(_ json: String) throws -> CrossingRules {
        try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
    }

    @Test("a read of a key without a live value is a warning by default, at the read")
    func warnsByDefault() throws {
        let report = CheckReport(snapshot: Self.snapshot, rules: try Self.rules("{}"))
        let finding = try #require(report.graphFindings.first)
        #expect(report.graphFindings.count == 1)
        #expect(finding.kind == .noLiveValue && finding.rule == "$.no-live-value" && !finding.fails)
        #expect(finding.message.hasPrefix(#"no live value: Timer reads \.ticker, which"#))
        #expect(finding.place == SourcePlace(file: "Sources/App/Timer.swift", line: 7))
        #expect(!report.fails)
    }

    @Test("severity error fails the check; off turns the rule off")
    func severities() throws {
        let failing = CheckReport(snapshot: Self.snapshot, rules: try Self.rules(#"{ "no-live-value": { "severity": "error" } }"#))
        #expect(failing.fails)
        #expect(failing.verdictLine.contains("1 key without a live value"))
        let off = CheckReport(snapshot: Self.snapshot, rules: try Self.rules(#"{ "no-live-value": { "severity": "off" } }"#))
        #expect(off.graphFindings.isEmpty)
    }
}
