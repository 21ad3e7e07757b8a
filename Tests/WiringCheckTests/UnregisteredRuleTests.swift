import Foundation
import Testing
import WiringCheck
import WiringModel

@Suite("The unregistered-resolve rule")
struct UnregisteredRuleTests {
    /// A scanned graph: LogoutDaemon resolves CacheCleaner, which nothing registers.
    static let snapshot = GraphSnapshot(
        nodes: [
            Node(id: "container", kind: .box, type: "Swinject.Container"),
            Node(id: "container/App.LogoutDaemon", kind: .service, type: "App.LogoutDaemon", parent: "container", life: "graph"),
            Node(
                id: "container/App.CacheCleaner", kind: .service, type: "App.CacheCleaner", parent: "container",
                resolved: false, attributes: ["registered": "false"]),
        ],
        edges: [
            Edge(
                from: "container/App.LogoutDaemon", to: "container/App.CacheCleaner", kind: .resolves, resolved: false,
                place: SourcePlace(file: "Sources/App/DI.swift", line: 16)),
        ],
        source: "scan")

    static func rules(_ json: String) throws -> CrossingRules {
        try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
    }

    @Test("a check fails on an unregistered resolve when the rules file does not mention it")
    func failsByDefault() throws {
        let report = CheckReport(snapshot: Self.snapshot, rules: try Self.rules("{}"))
        let finding = try #require(report.graphFindings.first)
        #expect(finding.kind == .unregistered && finding.rule == "$.unregistered" && finding.fails)
        #expect(finding.message == "unregistered resolve: LogoutDaemon resolves CacheCleaner, which no registration provides; register CacheCleaner or stop resolving it")
        #expect(finding.place == SourcePlace(file: "Sources/App/DI.swift", line: 16))
        #expect(report.fails)
        #expect(report.verdictLine.contains("1 unregistered resolve"))
    }

    @Test("severity warn reports without failing; off turns the rule off")
    func severities() throws {
        let warned = CheckReport(snapshot: Self.snapshot, rules: try Self.rules(#"{ "unregistered": { "severity": "warn" } }"#))
        #expect(warned.graphFindings.map(\.level) == [.warning])
        #expect(!warned.fails)
        let off = CheckReport(snapshot: Self.snapshot, rules: try Self.rules(#"{ "unregistered": { "severity": "off" } }"#))
        #expect(off.graphFindings.isEmpty)
    }
}
