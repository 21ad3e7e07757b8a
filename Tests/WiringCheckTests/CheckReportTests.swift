import Foundation
import Testing
import WiringCheck
import WiringReports
import WiringModel
import WiringTestSupport

@Suite("CheckReport")
struct CheckReportTests {
    static func rules(_ json: String) throws -> CrossingRules {
        try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
    }

    @Test("every crossing is judged, not only new ones: V2's forbidden crossing fails, V1 passes")
    func wholeGraph() throws {
        let rules = try Self.rules(CheckSnapshots.forbiddingShortcut)
        let failing = CheckReport(snapshot: CheckSnapshots.v2, rules: rules, snapshotName: "v2.json")
        #expect(failing.crossings.count == 3)
        #expect(failing.fails && failing.exitStatus == 1)
        #expect(failing.failingCrossings.map { "\($0.crossing.from.displayName)->\($0.crossing.to.displayName)" } == ["ViewModel->Entity"])
        #expect(failing.failingCrossings.first?.verdict.rule == "$.forbidden[0]")
        #expect(failing.failingCrossings.first?.level == .error)
        let text = CheckTextFormatter().format(failing)
        #expect(text.contains("ViewModel -> Entity (dependency) [forbidden, error]"))
        #expect(text.contains("at:   Sources/App/ViewModel.swift:12"))
        #expect(text.contains("App.Root/App.ViewModel") && text.contains("App.Root/App.Entity"))
        #expect(text.hasSuffix("fail: 1 forbidden crossing against rules with severity error\n"))
        let passing = CheckReport(snapshot: CheckSnapshots.v1, rules: rules)
        #expect(!passing.fails && passing.exitStatus == 0)
    }

    @Test("a baseline accepts a forbidden crossing; an entry naming no crossing is stale")
    func baseline() throws {
        let rules = try Self.rules(CheckSnapshots.forbiddingShortcut)
        let baseline = CrossingBaseline(text: "ViewModel -> Entity (dependency)\nGone -> Away (dependency)\n")
        let report = CheckReport(snapshot: CheckSnapshots.v2, rules: rules, baseline: baseline)
        #expect(!report.fails)
        #expect(report.count("accepted") == 1)
        #expect(report.crossings.first { $0.accepted }?.level == .note)
        #expect(report.staleBaselineEntries == ["Gone -> Away (dependency)"])
        #expect(report.verdictLine.contains("1 forbidden accepted by the baseline"))
        #expect(report.text().contains("\nStale baseline entries (1), no longer crossings; remove them:\n  Gone -> Away (dependency)\n"))
    }

    @Test("severity warn reports without failing; off turns the rule off and the next rule decides")
    func severities() throws {
        let warn = try Self.rules(#"{ "forbidden": [ { "from": "*ViewModel", "to": "*Entity", "severity": "warn" } ] }"#)
        let warned = CheckReport(snapshot: CheckSnapshots.v2, rules: warn)
        #expect(!warned.fails)
        #expect(warned.forbidden.first?.level == .warning)
        #expect(warned.verdictLine.contains("1 warning"))

        let off = try Self.rules("""
            { "layers": [ { "name": "ui", "match": ["*ViewModel"] }, { "name": "domain", "match": ["*Entity"] } ],
              "forbidden": [ { "from": "*ViewModel", "to": "*Entity", "severity": "off" } ] }
            """)
        let finding = CheckReport(snapshot: CheckSnapshots.v2, rules: off).crossings.first { $0.crossing.to.displayName == "Entity" && $0.crossing.from.displayName == "ViewModel" }
        #expect(finding?.verdict.classification == .allowed)
        #expect(finding?.verdict.rule == "$.layers[0]")
    }

    @Test("a layer's severity applies to crossings from it up to a layer above")
    func layerSeverity() throws {
        let rules = try Self.rules("""
            { "layers": [ { "name": "ui", "match": ["*ViewModel"] },
                          { "name": "domain", "match": ["*Entity", "*UseCase"], "severity": "warn" } ] }
            """)
        let upward = GraphSnapshot(
            nodes: CheckSnapshots.v1.nodes,
            edges: CheckSnapshots.v1.edges + [Edge(from: CheckSnapshots.id("Entity"), to: CheckSnapshots.id("ViewModel"), kind: .dependency)])
        let report = CheckReport(snapshot: upward, rules: rules)
        #expect(report.forbidden.count == 1)
        #expect(report.forbidden.first?.verdict.severity == .warn)
        #expect(!report.fails)
        #expect(CheckReport(snapshot: upward, rules: CrossingRules(layers: rules.layers.map {
            CrossingLayer(name: $0.name, match: $0.match)
        })).fails)
    }

    @Test("a cycle rule names every service of a three-service loop, with the rule and the place")
    func cycles() throws {
        let rules = try Self.rules(#"{ "cycles": [ { "among": "services" }, { "among": "boundaries" } ] }"#)
        let report = CheckReport(snapshot: CheckSnapshots.services, rules: rules)
        #expect(report.graphFindings.count == 1)
        let cycle = try #require(report.graphFindings.first)
        #expect(cycle.kind == .cycle && cycle.scope == .services && cycle.rule == "$.cycles[0]")
        #expect(cycle.chainText == "A -> B -> C -> A")
        #expect(cycle.place == SourcePlace(file: "Sources/App/Box.swift", line: 7))
        #expect(report.fails)
        #expect(CheckTextFormatter().format(report).contains("cycle among services (3 nodes): A -> B -> C -> A"))
        // Boundaries have no loop, and a rule that is off finds nothing.
        let off = try Self.rules(#"{ "cycles": [ { "among": "services", "severity": "off" } ] }"#)
        #expect(CheckReport(snapshot: CheckSnapshots.services, rules: off).graphFindings.isEmpty)
    }

    @Test("the lifetime rule names a permanent service that resolves a transient one")
    func captiveDependency() throws {
        let rules = try Self.rules(#"{ "lifetimes": { "severity": "warn" } }"#)
        let report = CheckReport(snapshot: CheckSnapshots.services, rules: rules)
        let finding = try #require(report.graphFindings.first)
        #expect(finding.kind == .captiveDependency && finding.rule == "$.lifetimes" && finding.level == .warning)
        #expect(finding.chain.map(\.displayName) == ["Cache", "Clock"])
        #expect(finding.message.contains("permanent Cache -> transient Clock"))
        #expect(finding.place == SourcePlace(file: "Sources/App/Box.swift", line: 20))
        #expect(!report.fails)
    }

    @Test("JSON and Markdown carry every crossing's level, rule and place; the same report gives the same bytes")
    func formats() throws {
        let report = CheckReport(
            snapshot: CheckSnapshots.v2, rules: try Self.rules(CheckSnapshots.forbiddingShortcut), snapshotName: "v2.json")
        let json = CheckJSONFormatter().format(report)
        #expect(json == CheckJSONFormatter().format(report))
        let document = try JSONDecoder().decode(CheckJSONDocument.self, from: json)
        #expect(document.result.exitStatus == 1)
        #expect(document.crossings.count == 3)
        let forbidden = try #require(document.crossings.first { $0.classification == .forbidden })
        #expect(forbidden.level == .error && forbidden.fails && forbidden.rule == "$.forbidden[0]")
        #expect(forbidden.place == SourcePlace(file: "Sources/App/ViewModel.swift", line: 12))
        let markdown = CheckMarkdownFormatter().format(report)
        #expect(markdown.hasPrefix("## Wiring check"))
        #expect(markdown.contains("| ⛔ | forbidden (error) | ViewModel"))
        #expect(throws: DiffError.self) { try report.formatted(as: .svg) }
    }
}
