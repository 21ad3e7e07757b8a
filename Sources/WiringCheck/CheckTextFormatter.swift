import WiringDiff
import WiringModel
import WiringText

/// Writes a check report as plain text for a terminal.
///
/// Forbidden crossings (and those the baseline accepts) are listed with their rule, source place
/// and both ends; unclassified ones one line each, up to `unclassifiedLimit`; allowed ones are
/// only counted. Every name passes through `TerminalText.sanitized`; colour only when asked.
package struct CheckTextFormatter: Sendable {
    /// Whether to add ANSI colour escapes.
    package var colors: Bool
    /// The most unclassified crossings listed before the rest is counted.
    package var unclassifiedLimit: Int

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - colors: Whether to add ANSI colour escapes.
    ///   - unclassifiedLimit: The most unclassified crossings listed.
    package init(colors: Bool = false, unclassifiedLimit: Int = 50) {
        self.colors = colors
        self.unclassifiedLimit = unclassifiedLimit
    }

    /// Formats a report.
    ///
    /// - Parameter report: The checked snapshot.
    /// - Returns: The text, ending in a newline.
    package func format(_ report: CheckReport) -> String {
        var out: [String] = []
        out.append(paint("wiring check", .bold) + " \(clean(report.snapshotName))")
        out.append("")
        let counts = ["forbidden", "accepted", "allowed", "unclassified"].map { "\(report.count($0)) \($0)" }
        out.append(paint("Crossings: \(report.crossings.count) (\(counts.joined(separator: ", ")))", .bold))
        for finding in report.crossings where finding.verdict.classification == .forbidden || finding.accepted {
            out += crossingLines(finding)
        }
        let unclassified = report.crossings.filter { !$0.accepted && $0.verdict.classification == .unclassified }
        if !unclassified.isEmpty {
            out.append("Unclassified crossings (\(unclassified.count)), no rule speaks about them:")
            for finding in unclassified.prefix(unclassifiedLimit) {
                out.append("  ? " + clean(Self.name(finding.crossing)) + placeSuffix(finding.place))
            }
            if unclassified.count > unclassifiedLimit {
                out.append("  …and \(unclassified.count - unclassifiedLimit) more (see --format json)")
            }
        }
        if !report.rules.cycles.isEmpty || report.rules.lifetimes != nil || !report.graphFindings.isEmpty {
            out.append("")
            if report.graphFindings.isEmpty {
                out.append("Cycles, lifetimes and modules: none")
            } else {
                out.append(paint("Cycles, lifetimes and modules (\(report.graphFindings.count)):", .bold))
                for finding in report.graphFindings {
                    let tone: TerminalText.Tone = finding.fails ? .red : .yellow
                    out.append("  " + paint("!", tone) + " \(clean(finding.message)) " + paint("[\(finding.level.rawValue)]", tone))
                    out.append("      rule: \(finding.rule)")
                    if let place = finding.place { out.append("      at:   \(clean(place.description))") }
                }
            }
        }
        out += StaleBaselineText.lines(report.staleBaselineEntries, paint: paint)
        out.append("")
        out.append(paint(report.verdictLine, report.fails ? .red : .green))
        return TerminalText.withoutWorkflowCommands(out.joined(separator: "\n") + "\n")
    }

    /// `From -> To (kind)` with an optional `[label]`, unescaped.
    package static func name(_ crossing: NamedCrossing) -> String {
        var line = "\(ReportNames.name(of: crossing.from)) -> \(ReportNames.name(of: crossing.to)) (\(crossing.edge.kind.rawValue))"
        if let label = crossing.edge.label { line += " [\(label)]" }
        return line
    }

    private func crossingLines(_ finding: CrossingFinding) -> [String] {
        let tone: TerminalText.Tone = switch finding.level {
        case .error: .red
        case .warning: .yellow
        case .note: .green
        }
        let mark = finding.accepted ? "ok" : "!"
        var status = finding.accepted ? "accepted, \(finding.verdict.classification.rawValue)" : "forbidden"
        if !finding.accepted { status += ", \(finding.level.rawValue)" }
        var lines = ["  " + paint(mark, tone) + " \(clean(Self.name(finding.crossing))) " + paint("[\(status)]", tone)]
        if !finding.verdict.reason.isEmpty {
            lines.append("      rule: \(clean(finding.verdict.reason))\(finding.verdict.rule.map { " (\($0))" } ?? "")")
        }
        if let place = finding.place { lines.append("      at:   \(clean(place.description))") }
        lines.append("      from: " + paint(clean(finding.crossing.from.id), .dim))
        lines.append("      to:   " + paint(clean(finding.crossing.to.id), .dim))
        return lines
    }

    private func placeSuffix(_ place: SourcePlace?) -> String {
        place.map { "  " + paint(clean($0.description), .dim) } ?? ""
    }

    private func clean(_ text: String) -> String {
        TerminalText.sanitized(text, limit: 500)
    }

    private func paint(_ text: String, _ tone: TerminalText.Tone) -> String {
        colors ? TerminalText.painted(text, tone) : text
    }
}

extension CheckReport {
    /// The report as the text `wiring check` prints: the counts, what breaks the rules, the verdict.
    ///
    /// - Returns: Plain text (no colour), ending in a newline.
    public func text() -> String {
        CheckTextFormatter().format(self)
    }
}
