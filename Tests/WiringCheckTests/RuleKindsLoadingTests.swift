import Foundation
import Testing
import WiringCheck
import WiringReports
import WiringModel
import WiringTestSupport

@Suite("Rules file: severities, cycles and lifetimes")
struct RuleKindsLoadingTests {
    static func load(_ json: String) throws -> CrossingRules {
        try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
    }

    @Test("severity, cycles and lifetimes are read; a pair without severity is an error")
    func reads() throws {
        let rules = try Self.load("""
            { "layers": [ { "name": "ui", "match": ["*View"], "severity": "warn" } ],
              "forbidden": [ { "from": "A", "to": "B" }, { "from": "C", "to": "D", "severity": "off" } ],
              "cycles": [ { "among": "objects", "severity": "warn" }, { "among": "services" } ],
              "lifetimes": {} }
            """)
        #expect(rules.layers[0].severity == .warn)
        #expect(rules.forbidden.map(\.severity) == [nil, .off])
        #expect(rules.cycles == [CycleRule(among: .objects, severity: .warn), CycleRule(among: .services)])
        #expect(rules.lifetimes?.effectiveSeverity == .error)
        #expect(!rules.isEmpty)
        #expect(!CrossingRules(lifetimes: LifetimeRule()).isEmpty)
    }

    @Test("bad values are refused with the JSON path and the fix", arguments: [
        (#"{ "forbidden": [ { "from": "A", "to": "B", "severity": "fatal" } ] }"#, "$.forbidden[0].severity", "use error, warn or off"),
        (#"{ "cycles": [ { "among": "modules" } ] }"#, "$.cycles[0].among", "use boundaries, services or objects"),
        (#"{ "cycles": [ { "among": "services" }, { "among": "services" } ] }"#, "$.cycles[1].among", "listed twice"),
        (#"{ "allowed": [ { "from": "A", "to": "B", "severity": "warn" } ] }"#, "$.allowed[0].severity", "no severity"),
        (#"{ "lifetime": {} }"#, "$.lifetime", "unknown key"),
        (#"{ "cycles": { "among": "services" } }"#, "$.cycles", "expected an array"),
    ])
    func refused(json: String, path: String, fix: String) {
        #expect {
            try Self.load(json)
        } throws: { error in
            guard case let .invalidRules(file, at, problem) = error as? DiffError else { return false }
            return file == "rules.json" && at == path && problem.contains(fix)
        }
    }

    @Test("--fail-on forbidden fails on a forbidden crossing of severity error only")
    func diffHonoursSeverity() throws {
        let warn = try Self.load(#"{ "forbidden": [ { "from": "*ViewModel", "to": "*Entity", "severity": "warn" } ] }"#)
        let error = try Self.load(CheckSnapshots.forbiddingShortcut)
        #expect(DiffReport(before: CheckSnapshots.v1, after: CheckSnapshots.v2, rules: warn).exitStatus(.forbidden) == 0)
        #expect(DiffReport(before: CheckSnapshots.v1, after: CheckSnapshots.v2, rules: warn).exitStatus(.newCrossing) == 1)
        #expect(DiffReport(before: CheckSnapshots.v1, after: CheckSnapshots.v2, rules: error).exitStatus(.forbidden) == 1)
    }

    @Test("a diff's text report shows where a new crossing is made")
    func diffShowsPlace() {
        let text = TextReportFormatter().format(DiffReport(before: CheckSnapshots.v1, after: CheckSnapshots.v2))
        #expect(text.contains("      at:   Sources/App/ViewModel.swift:12"))
    }

    @Test("the report format follows the output file's extension unless --format is given")
    func formatInference() {
        #expect(ReportFormat.inferred(fromPath: "out/report.md") == .markdown)
        #expect(ReportFormat.inferred(fromPath: "report.MARKDOWN") == .markdown)
        #expect(ReportFormat.inferred(fromPath: "report.json") == .json)
        #expect(ReportFormat.inferred(fromPath: "diff.htm") == .html)
        #expect(ReportFormat.inferred(fromPath: "diff.svg") == .svg)
        #expect(ReportFormat.inferred(fromPath: "report.txt") == .text)
        #expect(ReportFormat.inferred(fromPath: "dir.md/report") == nil)
        #expect(ReportFormat.resolved(explicit: nil, output: "report.md") == .markdown)
        #expect(ReportFormat.resolved(explicit: .json, output: "report.md") == .json)
        #expect(ReportFormat.resolved(explicit: nil, output: "report.out") == .text)
        #expect(ReportFormat.resolved(explicit: nil, output: nil) == .text)
    }

    @Test("a baseline file that does not exist yet is empty, with a note naming it")
    func missingBaseline() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-baseline-\(UUID().uuidString).txt")
        let read = try CrossingBaseline.readingIfPresent(url)
        #expect(read.baseline.entries.isEmpty)
        #expect(read.note?.contains(url.path) == true && read.note?.contains("--update-baseline") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("a keyed service is named Car#key in diff reports, as inspect names it, and a baseline may say so")
    func keyedNames() throws {
        let before = SampleSnapshots.showroom
        var edges = before.edges
        edges.append(Edge(from: "box/Showroom.Car#sportsCar", to: "box/child:garage/Showroom.Mechanic", kind: .resolves))
        let after = GraphSnapshot(nodes: before.nodes, edges: edges)
        let report = DiffReport(before: before, after: after)
        let text = TextReportFormatter().format(report)
        #expect(text.contains("Car#sportsCar -> Mechanic (resolves)"))
        #expect(!text.contains("[sportsCar]"))
        let accepted = DiffReport(before: before, after: after, baseline: CrossingBaseline(text: "Car#sportsCar -> Mechanic (resolves)\n"))
        #expect(!accepted.findings.isEmpty && accepted.findings.allSatisfy { $0.accepted })
    }
}
