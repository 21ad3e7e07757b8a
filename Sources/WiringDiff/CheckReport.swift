#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WiringModel

/// One snapshot judged by the rules as a whole: every crossing classified, and the cycle and
/// lifetime rules applied. What `wiring check` and `assertWiring` report.
///
/// Unlike `DiffReport`, which judges only the crossings that are new against an earlier
/// snapshot, a check judges every crossing on every run; a baseline is the only way to accept
/// a crossing the rules forbid.
public struct CheckReport: Sendable {
    /// The rules applied.
    public let rules: CrossingRules
    /// Every crossing of the snapshot, classified, sorted by edge.
    public let crossings: [CrossingFinding]
    /// Cycles and captive dependencies the rules speak about, sorted.
    public let graphFindings: [GraphRuleFinding]
    /// Baseline entries that name no crossing of the snapshot, sorted.
    public let staleBaselineEntries: [String]
    /// How the snapshot is named in the report (usually its file path).
    public let snapshotName: String

    /// Checks a snapshot against rules.
    ///
    /// - Parameters:
    ///   - snapshot: The graph to check.
    ///   - rules: The rules.
    ///   - baseline: Crossings accepted on purpose, or `nil` for none.
    ///   - snapshotName: The snapshot's name for the report.
    public init(
        snapshot: GraphSnapshot, rules: CrossingRules, baseline: CrossingBaseline? = nil, snapshotName: String = "snapshot"
    ) {
        let index = GraphIndex(snapshot)
        let named = NamedCrossing.all(in: index)
        self.rules = rules
        self.crossings = named.map { crossing in
            CrossingFinding(crossing: crossing, verdict: rules.classify(crossing), accepted: baseline?.accepts(crossing) ?? false)
        }
        self.graphFindings = GraphRuleCheck(index: index, rules: rules).findings()
        self.staleBaselineEntries = baseline?.staleEntries(among: named) ?? []
        self.snapshotName = snapshotName
    }

    /// Crossings the rules forbid (with severity `error` or `warn`), accepted or not.
    public var forbidden: [CrossingFinding] { crossings.filter { $0.verdict.classification == .forbidden } }

    /// Crossings that fail the check: forbidden by an `error` rule and not accepted.
    public var failingCrossings: [CrossingFinding] { crossings.filter(\.failsRules) }

    /// Cycles and captive dependencies that fail the check: their rule's severity is `error`.
    public var failingGraphFindings: [GraphRuleFinding] { graphFindings.filter(\.fails) }

    /// Whether the check fails: some rule with severity `error` is broken and not accepted.
    public var fails: Bool { !failingCrossings.isEmpty || !failingGraphFindings.isEmpty }

    /// The exit status of `wiring check`: 0 to pass, 1 to fail.
    public var exitStatus: Int32 { fails ? 1 : 0 }

    /// How many crossings have each state.
    ///
    /// - Parameter status: `accepted`, `allowed`, `forbidden` or `unclassified` (see `CrossingFinding.status`).
    /// - Returns: The count.
    public func count(_ status: String) -> Int { crossings.filter { $0.status == status }.count }

    /// One line saying why the check passes or fails, for the end of a report.
    ///
    /// - Returns: For example `fail: 1 forbidden crossing, 1 cycle`.
    public var verdictLine: String {
        let crossingCount = failingCrossings.count
        let cycleCount = failingGraphFindings.filter { $0.kind == .cycle }.count
        let unregisteredCount = failingGraphFindings.filter { $0.kind == .unregistered }.count
        let captiveCount = failingGraphFindings.count - cycleCount - unregisteredCount
        if fails {
            let parts = [
                crossingCount > 0 ? DiffReport.count(crossingCount, "forbidden crossing") : nil,
                cycleCount > 0 ? DiffReport.count(cycleCount, "cycle") : nil,
                captiveCount > 0 ? "\(captiveCount) captive \(captiveCount == 1 ? "dependency" : "dependencies")" : nil,
                unregisteredCount > 0 ? DiffReport.count(unregisteredCount, "unregistered resolve") : nil,
            ].compactMap { $0 }
            return "fail: \(parts.joined(separator: ", ")) against rules with severity error"
        }
        let warnings = crossings.filter { $0.level == .warning }.count + graphFindings.filter { $0.level == .warning }.count
        let accepted = crossings.filter { $0.accepted && $0.verdict.classification == .forbidden }.count
        var line = "pass: no rule with severity error is broken"
        var notes: [String] = []
        if warnings > 0 { notes.append(DiffReport.count(warnings, "warning")) }
        if accepted > 0 { notes.append("\(accepted) forbidden accepted by the baseline") }
        if !notes.isEmpty { line += " (\(notes.joined(separator: ", ")))" }
        return line
    }
}
