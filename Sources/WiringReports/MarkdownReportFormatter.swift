import WiringCheck
import WiringDiff
import WiringModel
import WiringText

/// Writes a diff report as GitHub-flavoured Markdown, for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`.
///
/// The first line is a hidden marker (`<!-- wiring-diff -->`) a workflow can search for to update
/// one sticky comment instead of adding one per push. When nothing changed, the report is that
/// marker and one short line. Otherwise new crossings come first, in a table with their source
/// lines, then a Mermaid diagram of the changed neighbourhood (GitHub draws it inline), and the
/// other changes in a collapsed section. Every name is escaped (see `MarkdownText`), so no name
/// renders as markup, and files are named relatively, never by an absolute path.
public struct MarkdownReportFormatter: Sendable {
    /// The hidden line that marks a wiring report, for a sticky pull-request comment.
    public static let marker = "<!-- wiring-diff -->"

    /// The most rows listed per section before the rest is summarised, to keep comments readable.
    public var rowLimit: Int
    /// The most UTF-8 bytes of a report (GitHub refuses comments over 65,536 characters).
    var characterLimit = 60_000

    /// Creates a formatter.
    ///
    /// - Parameter rowLimit: The most rows listed per section.
    public init(rowLimit: Int = 200) {
        self.rowLimit = rowLimit
    }

    /// Formats a report.
    ///
    /// - Parameters:
    ///   - report: The judged diff.
    ///   - policy: What counts as a failure, for the verdict line.
    /// - Returns: The Markdown, ending in a newline.
    public func format(_ report: DiffReport, policy: FailurePolicy = .newCrossing) -> String {
        let diff = report.diff
        let names = ReportNames(diff)
        let failed = report.fails(policy)
        let inputs = "\(MarkdownText.escaped(ReviewLocation.reportName(report.beforeName))) → "
            + MarkdownText.escaped(ReviewLocation.reportName(report.afterName))
        if diff.isEmpty && report.staleBaselineEntries.isEmpty {
            return "\(Self.marker)\n\(failed ? "❌" : "✅") **Wiring diff**: no changes (\(inputs)).\n"
        }
        var out: [String] = []
        out.append(Self.marker)
        out.append("## Wiring diff")
        out.append("")
        out.append(inputs)
        out.append("")
        out.append("**\(failed ? "❌" : "✅") \(MarkdownText.escaped(report.verdictLine(policy)))**")
        out.append("")
        out.append("| Change | Added | Removed | Changed |")
        out.append("|---|---:|---:|---:|")
        out.append("| Crossings | \(report.findings.count) | \(diff.removedCrossings.count) | |")
        out.append("| Nodes | \(diff.addedNodes.count) | \(diff.removedNodes.count) | \(diff.changedNodes.count) |")
        let portCounts = PortChange.Kind.allCases.map { kind in diff.portChanges.filter { $0.kind == kind }.count }
        out.append("| Ports | \(portCounts[0]) | \(portCounts[1]) | \(portCounts[2]) |")
        out.append("| Edges | \(diff.addedEdges.count) | \(diff.removedEdges.count) | \(diff.changedEdges.count) |")

        if !report.findings.isEmpty {
            out.append("")
            out.append("### New crossings")
            out.append("")
            out.append("| | Status | From | To | Kind | Rule | Source |")
            out.append("|---|---|---|---|---|---|---|")
            for finding in report.findings.prefix(rowLimit) {
                out.append(row(finding))
            }
            out += overflow(report.findings.count)
        }
        if let flowchart = DiffMermaidWriter().flowchart(for: VisualDiff(report)) {
            out.append("")
            out.append("### Changed neighbourhood")
            out.append("")
            out.append("```mermaid")
            out.append(flowchart)
            out.append("```")
        }
        if !diff.removedCrossings.isEmpty {
            out.append("")
            out.append("### Removed crossings")
            out.append("")
            out += diff.removedCrossings.prefix(rowLimit).map { "- \(MarkdownText.escaped(names.edgeLine($0.edge)))" }
            out += overflow(diff.removedCrossings.count)
        }
        if !report.staleBaselineEntries.isEmpty {
            out.append("")
            out.append("### Stale baseline entries")
            out.append("")
            out.append("These accepted crossings no longer exist; remove them from the baseline.")
            out.append("")
            out += report.staleBaselineEntries.prefix(rowLimit).map { "- \(MarkdownText.escaped($0))" }
            out += overflow(report.staleBaselineEntries.count)
        }
        let details = detailLines(diff, names: names)
        if !details.isEmpty {
            out.append("")
            out.append("<details><summary>Nodes, ports and edges</summary>")
            out.append("")
            out += details
            out.append("")
            out.append("</details>")
        }
        let budget = MarkdownBudget(limit: characterLimit, fullReport: "`wiring diff` with `--format text` or `--format json`")
        return TerminalText.withoutWorkflowCommands(budget.fit(out).joined(separator: "\n") + "\n")
    }

    private func row(_ finding: CrossingFinding) -> String {
        let crossing = finding.crossing
        let icon = finding.needsReview ? (finding.verdict.classification == .forbidden ? "⛔" : "⚠️") : "✅"
        var status = finding.status
        if finding.accepted && finding.verdict.classification != .unclassified {
            status += " (\(finding.verdict.classification.rawValue))"
        }
        let from = "\(MarkdownText.escaped(ReportNames.name(of: crossing.from)))<br><sub>\(MarkdownText.escaped(crossing.from.id))</sub>"
        let to = "\(MarkdownText.escaped(ReportNames.name(of: crossing.to)))<br><sub>\(MarkdownText.escaped(crossing.to.id))</sub>"
        var kind = crossing.edge.kind.rawValue
        if let label = crossing.edge.label { kind += " \(MarkdownText.escaped("[\(label)]"))" }
        let rule = MarkdownText.escaped(finding.verdict.reason)
        let source = ReviewLocation.of(finding).map { place in
            MarkdownText.escaped(place.file + (place.line.map { ":\($0)" } ?? ""))
        } ?? ""
        return "| \(icon) | \(status) | \(from) | \(to) | \(kind) | \(rule) | \(source) |"
    }

    private func detailLines(_ diff: SnapshotDiff, names: ReportNames) -> [String] {
        var out: [String] = []
        func section(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            if !out.isEmpty { out.append("") }
            out.append("#### \(title)")
            out.append("")
            out += lines.prefix(rowLimit)
            out += overflow(lines.count)
        }
        func node(_ mark: String, _ node: Node) -> String {
            "- \(mark) \(MarkdownText.escaped(ReportNames.name(of: node))) (\(node.kind.rawValue)) <sub>\(MarkdownText.escaped(node.id))</sub>"
        }
        section("Nodes added", diff.addedNodes.map { node("➕", $0) })
        section("Nodes removed", diff.removedNodes.map { node("➖", $0) })
        section("Nodes changed", diff.changedNodes.map {
            "- ✏️ \(MarkdownText.escaped(ReportNames.name(of: $0.after))): \(MarkdownText.escaped(ReportNames.fieldChanges($0)))"
        })
        section("Ports", diff.portChanges.map { change in
            let mark = switch change.kind {
            case .added: "➕"
            case .removed: "➖"
            case .changed: "✏️"
            }
            return "- \(mark) \(MarkdownText.escaped(names.portLine(change)))"
        })
        section("Edges added", diff.addedEdges.map { "- ➕ \(MarkdownText.escaped(names.edgeLine($0)))" })
        section("Edges removed", diff.removedEdges.map { "- ➖ \(MarkdownText.escaped(names.edgeLine($0)))" })
        section("Edges changed", diff.changedEdges.map {
            "- ✏️ \(MarkdownText.escaped(names.edgeLine($0.after))): \(MarkdownText.escaped(ReportNames.fieldChanges($0)))"
        })
        return out
    }

    private func overflow(_ count: Int) -> [String] {
        count > rowLimit ? ["", "…and \(count - rowLimit) more (see the JSON or text report)."] : []
    }
}
