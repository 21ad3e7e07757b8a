import WiringDiff
import WiringModel
import WiringPlatform

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
        let failing = Dictionary(grouping: failingGraphFindings, by: \.kind).mapValues(\.count)
        if fails {
            let kinds: [(GraphRuleFinding.Kind, String, String)] = [
                (.cycle, "cycle", "cycles"), (.captiveDependency, "captive dependency", "captive dependencies"),
                (.implicitDependency, "implicit module dependency", "implicit module dependencies"),
                (.unusedDependency, "unused module dependency", "unused module dependencies"),
                (.importCycle, "import cycle", "import cycles"),
                (.unregistered, "unregistered resolve", "unregistered resolves"),
                (.noLiveValue, "key without a live value", "keys without a live value"),
            ]
            let parts = [crossingCount > 0 ? DiffReport.count(crossingCount, "forbidden crossing") : nil]
                + kinds.map { kind, one, many in failing[kind].map { $0 == 1 ? "1 \(one)" : "\($0) \(many)" } }
            return "fail: \(parts.compactMap { $0 }.joined(separator: ", ")) against rules with severity error"
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
