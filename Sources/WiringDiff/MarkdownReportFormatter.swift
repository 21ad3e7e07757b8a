import WiringModel

/// Writes a diff report as GitHub-flavoured Markdown, for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`.
///
/// New crossings come first, in a table; the other changes follow in a collapsed
/// section. Every name is escaped (see `MarkdownText`), so no name renders as markup.
public struct MarkdownReportFormatter: Sendable {
    /// The most rows listed per section before the rest is summarised, to keep comments readable.
    public var rowLimit: Int

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
        var out: [String] = []
        out.append("## Wiring diff")
        out.append("")
        out.append("\(MarkdownText.escaped(report.beforeName)) → \(MarkdownText.escaped(report.afterName))")
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
            out.append("| | Status | From | To | Kind | Where | Rule |")
            out.append("|---|---|---|---|---|---|---|")
            for finding in report.findings.prefix(rowLimit) {
                out.append(row(finding))
            }
            out += overflow(report.findings.count)
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
        return out.joined(separator: "\n") + "\n"
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
        // The later snapshot's place: where the crossing is made now.
        let place = crossing.edge.place.map { MarkdownText.escaped($0.description) } ?? ""
        let rule = MarkdownText.escaped(finding.verdict.reason)
        return "| \(icon) | \(status) | \(from) | \(to) | \(kind) | \(place) | \(rule) |"
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
