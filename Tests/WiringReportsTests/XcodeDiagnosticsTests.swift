import Foundation
import Testing
@testable import WiringCheck
@testable import WiringReports
import WiringModel
import WiringTestSupport

/// `--format xcode`: one `path:line:column: level: message [rule]` line per finding, which Xcode and
/// SwiftPM read, whatever the names in the snapshot hold.
@Suite("Xcode diagnostics")
struct XcodeDiagnosticsTests {
    /// Whether a line has the shape Xcode and SwiftPM parse, ending in the rule.
    static func hasShape(_ line: String) -> Bool {
        line.wholeMatch(of: #/[^:]+:[0-9]+:[0-9]+: (error|warning|note): .+ \[[^\]]+\]/#) != nil
    }

    static func rules(_ json: String) throws -> CrossingRules {
        try CrossingRules(data: Data(json.utf8), fileName: "rules.json")
    }

    static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("a diff's new crossing is a warning at its line; a forbidden one an error, with the rule")
    func diffFindingsAtTheirLines() throws {
        let plain = DiffReport(before: ReviewApp.v1, after: ReviewApp.v2, beforeName: "V1.json", afterName: "V2.json")
        let warning = Self.lines(try plain.formatted(as: .xcode))
        #expect(warning == [
            "Sources/App/AppStoreV2.swift:27:1: warning: New crossing ViewModel → Entity (dependency): no rule speaks about it. "
                + "Review it: allow it in the rules or accept it in the baseline if intended. "
                + "From App.AppRoot/App.ViewModel to App.AppRoot/App.Entity. [wiring/unclassified-crossing]"
        ])
        let forbidding = try Self.rules(#"{"forbidden": [{"from": "*ViewModel", "to": "*Entity", "reason": "use cases"}]}"#)
        let judged = DiffReport(
            before: ReviewApp.v1, after: ReviewApp.v2, rules: forbidding, beforeName: "V1.json", afterName: "V2.json")
        let error = Self.lines(try judged.formatted(as: .xcode, pathPrefix: "../../"))
        #expect(error.count == 1)
        #expect(error[0].hasPrefix("../../Sources/App/AppStoreV2.swift:27:1: error: New crossing ViewModel → Entity"))
        #expect(error[0].hasSuffix("[wiring/forbidden-crossing]"))
    }

    @Test("a check writes its forbidden crossings and broken cycle rules, not 'new'")
    func checkFindings() throws {
        var cyclic = ReviewApp.v2
        cyclic.setEdges(cyclic.edges + [
            Edge(from: ReviewApp.id("Entity"), to: ReviewApp.id("ViewModel"), kind: .dependency,
                 place: SourcePlace(file: "Sources/App/Entity.swift", line: 3))
        ])
        let rules = try Self.rules(#"{"forbidden": [{"from": "*ViewModel", "to": "*Entity"}], "cycles": [{"among": "boundaries"}]}"#)
        let report = CheckReport(snapshot: cyclic, rules: rules, snapshotName: "app.wiring.json")
        let lines = Self.lines(try report.formatted(as: .xcode))
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Sources/App/AppStoreV2.swift:27:1: error: Crossing ViewModel → Entity (dependency): forbidden"))
        #expect(lines[1].contains(": error: cycle among boundaries"))
        #expect(lines[1].hasSuffix("(rule $.cycles[0]) [wiring/cycle]"))
        for line in lines { #expect(Self.hasShape(line), "\(line)") }
    }

    @Test("hostile names, paths without a place and colons keep every line in shape")
    func hostileInputKeepsTheShape() throws {
        var after = ReviewApp.v2
        after.setEdges(after.edges.map { edge in
            var edge = edge
            edge.label = "evil\nsrc/x.swift:1:1: error: injected\u{1B}[31m"
            edge.place = edge.to.hasSuffix("Entity") ? nil : SourcePlace(file: "/abs/C:\\x.swift", line: 0)
            return edge
        })
        let report = DiffReport(before: ReviewApp.v1, after: after, beforeName: "V1.json", afterName: "dir/V:2.json")
        let lines = Self.lines(try report.formatted(as: .xcode, policy: .anyChange))
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(Self.hasShape(line), "\(line)")
            #expect(!line.contains("\u{1B}"))
        }
        let writer = XcodeDiagnosticsWriter(fallbackFile: "")
        #expect(writer.line(file: nil, line: nil, level: .note, message: "a\nb", rule: "r") == "snapshot:1:1: note: a\\u{a}b [r]\n")
    }
}
