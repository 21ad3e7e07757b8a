import Foundation
import Testing
import WiringCheck
import WiringDiff
import WiringModel
import WiringTestSupport

@Suite("CrossingBaseline")
struct CrossingBaselineTests {
    static let before = SampleSnapshots.payments
    static let after = PaymentsEdits.adding([("ViewBoundary", "AFramework"), ("ViewBoundary", "ModelBoundary")])

    @Test("an accepted new crossing does not fail the run; an unaccepted one still does")
    func acceptance() throws {
        let diff = SnapshotDiff(before: Self.before, after: Self.after)
        let viewToFramework = try #require(diff.newCrossings.first { $0.to.displayName == "AFramework" })
        let baseline = CrossingBaseline(entries: [CrossingBaseline.entry(for: viewToFramework)])
        let report = DiffReport(diff: diff, baseline: baseline)
        #expect(report.findings.map(\.accepted).sorted { !$0 && $1 } == [false, true])
        #expect(report.exitStatus(.newCrossing) == 1)

        let all = CrossingBaseline(entries: diff.newCrossings.map(CrossingBaseline.entry(for:)))
        let accepted = DiffReport(diff: diff, baseline: all)
        #expect(accepted.exitStatus(.newCrossing) == 0)
        #expect(accepted.exitStatus(.forbidden) == 0)
        #expect(accepted.staleBaselineEntries.isEmpty)
    }

    @Test("a hand-written short entry accepts the crossing it names")
    func shortForm() {
        let baseline = CrossingBaseline(text: """
            # accepted during the 2.0 migration
            ViewBoundary -> AFramework (dependency)
            PaymentsApp.ViewBoundary -> PaymentsApp.ModelBoundary (dependency)
            """)
        let report = DiffReport(before: Self.before, after: Self.after, baseline: baseline)
        #expect(report.findings.allSatisfy { $0.accepted })
        #expect(report.findings.count == 2)
        #expect(report.exitStatus(.newCrossing) == 0)
        let wrongKind = CrossingBaseline(text: "ViewBoundary -> AFramework (plugin)\n")
        #expect(DiffReport(before: Self.before, after: Self.after, baseline: wrongKind).findings.allSatisfy { !$0.accepted })
    }

    @Test("entries naming no crossing of the later snapshot are stale; old crossings that remain are not")
    func staleEntries() throws {
        let existing = try #require(NamedCrossing.all(in: GraphIndex(Self.before)).first)
        let baseline = CrossingBaseline(text: """
            # header
            Gone -> Away (dependency)
            \(CrossingBaseline.entry(for: existing))
            \(PaymentsEdits.id("Nope")) -dependency-> \(PaymentsEdits.id("Never"))
            """)
        let report = DiffReport(before: Self.before, after: Self.after, baseline: baseline)
        #expect(report.staleBaselineEntries == [
            "Gone -> Away (dependency)", "\(PaymentsEdits.id("Nope")) -dependency-> \(PaymentsEdits.id("Never"))",
        ].sorted())
        #expect(TextReportFormatter().format(report).contains("Gone -> Away (dependency)"))
    }

    @Test("updating drops stale entries, adds the new crossings, keeps the header and sorts")
    func update() throws {
        let diff = SnapshotDiff(before: Self.before, after: Self.after)
        let baseline = CrossingBaseline(text: "# Team baseline\n# keep sorted\nZed -> Gone (dependency)\n")
        let updated = baseline.updated(accepting: diff.newCrossings, current: diff.afterCrossings)
        #expect(updated.header == ["# Team baseline", "# keep sorted"])
        #expect(updated.entries == diff.newCrossings.map(CrossingBaseline.entry(for:)).sorted())
        #expect(updated.entries == updated.entries.sorted())
        let lines = updated.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "# Team baseline")
        #expect(lines.count == 4)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("accepted-crossings.txt")
        try updated.write(to: url)
        let reread = try CrossingBaseline(contentsOf: url)
        #expect(reread == updated)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["accepted-crossings.txt"])
    }

    @Test("an entry for a hostile id stays on one line and still matches")
    func hostileEntries() throws {
        let hostile = SampleSnapshots.hostile
        var before = hostile
        before.setEdges([])
        let diff = SnapshotDiff(before: before, after: hostile)
        #expect(diff.newCrossings.count == 2)
        let baseline = CrossingBaseline(entries: diff.newCrossings.map(CrossingBaseline.entry(for:)))
        #expect(!baseline.text.contains("\u{1B}"))
        let reread = CrossingBaseline(text: baseline.text)
        #expect(reread.entries == baseline.entries)
        #expect(DiffReport(diff: diff, baseline: reread).exitStatus(.newCrossing) == 0)
    }

    @Test("a missing baseline file is reported naming the file")
    func missingFile() {
        #expect {
            try CrossingBaseline(contentsOf: URL(fileURLWithPath: "/nonexistent/accepted.txt"))
        } throws: { error in
            "\(error)".contains("/nonexistent/accepted.txt")
        }
    }
}
