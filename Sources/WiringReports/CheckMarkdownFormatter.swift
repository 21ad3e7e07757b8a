import WiringCheck
import WiringDiff
import WiringModel
import WiringText

/// Writes a check report as GitHub-flavoured Markdown, for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`: the verdict, a table of forbidden crossings, the cycles and captive
/// dependencies, then the unclassified crossings in a collapsed section. Every name is escaped.
public struct CheckMarkdownFormatter: Sendable {
    /// The most rows listed per section before the rest is summarised.
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
    /// - Parameter report: The checked snapshot.
    /// - Returns: The Markdown, ending in a newline.
    public func format(_ report: CheckReport) -> String {
        var out: [String] = []
        out.append("## Wiring check")
        out.append("")
        out.append(MarkdownText.escaped(report.snapshotName))
        out.append("")
        out.append("**\(report.fails ? "❌" : "✅") \(MarkdownText.escaped(report.verdictLine))**")
        out.append("")
        out.append("| Crossings | Forbidden | Accepted | Allowed | Unclassified |")
        out.append("|---:|---:|---:|---:|---:|")
        let counts = ["forbidden", "accepted", "allowed", "unclassified"].map { "\(report.count($0))" }
        out.append("| \(report.crossings.count) | \(counts.joined(separator: " | ")) |")

        let listed = report.crossings.filter { $0.verdict.classification == .forbidden || $0.accepted }
        if !listed.isEmpty {
            out.append("")
            out.append("### Forbidden and accepted crossings")
            out.append("")
            out.append("| | Status | From | To | Kind | Rule | Place |")
            out.append("|---|---|---|---|---|---|---|")
            out += listed.prefix(rowLimit).map(row)
            out += overflow(listed.count)
        }
        if !report.graphFindings.isEmpty {
            out.append("")
            out.append("### Cycles and lifetimes")
            out.append("")
            out += report.graphFindings.prefix(rowLimit).map { finding in
                let icon = finding.fails ? "⛔" : "⚠️"
                let place = finding.place.map { " — \(MarkdownText.escaped($0.description))" } ?? ""
                return "- \(icon) \(MarkdownText.escaped(finding.message)) (\(finding.level.rawValue), \(MarkdownText.escaped(finding.rule)))\(place)"
            }
            out += overflow(report.graphFindings.count)
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
        let unclassified = report.crossings.filter { !$0.accepted && $0.verdict.classification == .unclassified }
        if !unclassified.isEmpty {
            out.append("")
            out.append("<details><summary>Unclassified crossings (\(unclassified.count))</summary>")
            out.append("")
            out += unclassified.prefix(rowLimit).map { "- \(MarkdownText.escaped(CheckTextFormatter.name($0.crossing)))" }
            out += overflow(unclassified.count)
            out.append("")
            out.append("</details>")
        }
        let budget = MarkdownBudget(limit: characterLimit, fullReport: "`wiring check` with `--format text` or `--format json`")
        return TerminalText.withoutWorkflowCommands(budget.fit(out).joined(separator: "\n") + "\n")
    }

    private func row(_ finding: CrossingFinding) -> String {
        let crossing = finding.crossing
        let icon = switch finding.level {
        case .error: "⛔"
        case .warning: "⚠️"
        case .note: "✅"
        }
        let status = finding.accepted ? "accepted (forbidden)" : "forbidden (\(finding.level.rawValue))"
        let from = "\(MarkdownText.escaped(ReportNames.name(of: crossing.from)))<br><sub>\(MarkdownText.escaped(crossing.from.id))</sub>"
        let to = "\(MarkdownText.escaped(ReportNames.name(of: crossing.to)))<br><sub>\(MarkdownText.escaped(crossing.to.id))</sub>"
        var kind = crossing.edge.kind.rawValue
        if let label = crossing.edge.label { kind += " \(MarkdownText.escaped("[\(label)]"))" }
        let rule = MarkdownText.escaped(finding.verdict.reason)
        let place = finding.place.map { MarkdownText.escaped($0.description) } ?? ""
        return "| \(icon) | \(status) | \(from) | \(to) | \(kind) | \(rule) | \(place) |"
    }

    private func overflow(_ count: Int) -> [String] {
        count > rowLimit ? ["", "…and \(count - rowLimit) more (see the JSON report)."] : []
    }
}
