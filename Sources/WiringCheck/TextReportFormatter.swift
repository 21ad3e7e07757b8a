import WiringDiff
import WiringModel
import WiringText

/// Writes a diff report as plain text for a terminal.
///
/// Every name that comes from a snapshot, a rules file or a baseline passes through
/// `TerminalText.sanitized`, so a hostile type name cannot move the cursor or change
/// colours. Colour (ANSI escapes) is added only when `colors` is set; see
/// `shouldUseColors(environment:isTerminal:)` for the usual decision.
package struct TextReportFormatter: Sendable {
    /// Whether to add ANSI colour escapes.
    package var colors: Bool

    /// Creates a formatter.
    ///
    /// - Parameter colors: Whether to add ANSI colour escapes.
    package init(colors: Bool = false) {
        self.colors = colors
    }

    /// Whether a report written to standard output should be coloured.
    ///
    /// - Parameters:
    ///   - environment: The process environment; a set `NO_COLOR` (any value) turns colour off.
    ///   - isTerminal: Whether standard output is a terminal.
    /// - Returns: `true` only for a terminal without `NO_COLOR`.
    package static func shouldUseColors(environment: [String: String], isTerminal: Bool) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Formats a report.
    ///
    /// - Parameters:
    ///   - report: The judged diff.
    ///   - policy: What counts as a failure, for the closing verdict.
    /// - Returns: The text, ending in a newline.
    package func format(_ report: DiffReport, policy: FailurePolicy = .newCrossing) -> String {
        let diff = report.diff
        let names = ReportNames(diff)
        var out: [String] = []
        out.append(paint("wiring diff", .bold) + " \(clean(report.beforeName)) -> \(clean(report.afterName))")

        out.append("")
        if report.findings.isEmpty {
            out.append("New crossings: none")
        } else {
            out.append(paint("New crossings (\(report.findings.count), \(report.needingReview.count) needing review):", .bold))
            for finding in report.findings {
                out += crossingLines(finding)
            }
        }
        if !diff.removedCrossings.isEmpty {
            out.append(paint("Removed crossings (\(diff.removedCrossings.count)):", .bold))
            for crossing in diff.removedCrossings {
                out.append("  " + paint("-", .red) + " \(clean(names.edgeLine(crossing.edge)))")
            }
        }

        out.append("")
        out.append("Nodes: \(diff.addedNodes.count) added, \(diff.removedNodes.count) removed, \(diff.changedNodes.count) changed")
        for node in diff.addedNodes {
            out.append("  " + paint("+", .green) + " \(clean(ReportNames.name(of: node))) (\(node.kind.rawValue)) " + paint(clean(node.id), .dim))
        }
        for node in diff.removedNodes {
            out.append("  " + paint("-", .red) + " \(clean(ReportNames.name(of: node))) (\(node.kind.rawValue)) " + paint(clean(node.id), .dim))
        }
        for change in diff.changedNodes {
            out.append("  " + paint("~", .yellow) + " \(clean(ReportNames.name(of: change.after))): \(clean(ReportNames.fieldChanges(change)))")
        }
        let added = diff.portChanges.filter { $0.kind == .added }.count
        let removed = diff.portChanges.filter { $0.kind == .removed }.count
        out.append("Ports: \(added) added, \(removed) removed, \(diff.portChanges.count - added - removed) changed")
        for change in diff.portChanges {
            out.append("  " + mark(change.kind) + " \(clean(names.portLine(change)))")
        }
        out.append("Edges: \(diff.addedEdges.count) added, \(diff.removedEdges.count) removed, \(diff.changedEdges.count) changed")
        for edge in diff.addedEdges {
            out.append("  " + paint("+", .green) + " \(clean(names.edgeLine(edge)))")
        }
        for edge in diff.removedEdges {
            out.append("  " + paint("-", .red) + " \(clean(names.edgeLine(edge)))")
        }
        for change in diff.changedEdges {
            out.append("  " + paint("~", .yellow) + " \(clean(names.edgeLine(change.after))): \(clean(ReportNames.fieldChanges(change)))")
        }

        out += StaleBaselineText.lines(report.staleBaselineEntries, paint: paint)

        out.append("")
        let verdict = report.verdictLine(policy)
        out.append(paint(verdict, report.fails(policy) ? .red : .green))
        return TerminalText.withoutWorkflowCommands(out.joined(separator: "\n") + "\n")
    }

    private func crossingLines(_ finding: CrossingFinding) -> [String] {
        let crossing = finding.crossing
        let tone: TerminalText.Tone = finding.needsReview ? .red : .green
        var status = finding.status
        if finding.accepted && finding.verdict.classification != .unclassified {
            status += ", \(finding.verdict.classification.rawValue)"
        }
        var head = "  " + paint(finding.needsReview ? "!" : "ok", tone)
        head += " \(clean(ReportNames.name(of: crossing.from))) -> \(clean(ReportNames.name(of: crossing.to)))"
        head += " (\(crossing.edge.kind.rawValue)\(crossing.edge.label.map { " [\(clean($0))]" } ?? ""))"
        head += " " + paint("[\(status)]", tone)
        var lines = [head]
        if !finding.verdict.reason.isEmpty {
            lines.append("      rule: \(clean(finding.verdict.reason))")
        }
        if let place = finding.place { lines.append("      at:   \(clean(place.description))") }
        lines.append("      from: " + paint(clean(crossing.from.id), .dim))
        lines.append("      to:   " + paint(clean(crossing.to.id), .dim))
        return lines
    }

    private func mark(_ kind: PortChange.Kind) -> String {
        switch kind {
        case .added: paint("+", .green)
        case .removed: paint("-", .red)
        case .changed: paint("~", .yellow)
        }
    }

    private func clean(_ text: String) -> String {
        TerminalText.sanitized(text, limit: 500)
    }

    private func paint(_ text: String, _ tone: TerminalText.Tone) -> String {
        colors ? TerminalText.painted(text, tone) : text
    }
}

extension DiffReport {
    /// The report as the text `wiring diff` prints: changes, crossings and the verdict.
    ///
    /// - Parameter policy: What counts as a failure, for the verdict line.
    /// - Returns: Plain text (no colour), ending in a newline.
    public func text(policy: FailurePolicy = .newCrossing) -> String {
        TextReportFormatter().format(self, policy: policy)
    }
}
