import WiringDiff
import WiringModel
import WiringPlatform

/// A diff judged by rules and a baseline: what a reviewer or a CI job reads.
///
/// It holds the plain `SnapshotDiff`, each new crossing classified (`CrossingFinding`),
/// the removed crossings, and the baseline entries that no longer name any crossing.
/// `fails(_:)` turns it into the pass/fail decision of `wiring diff`.
public struct DiffReport: Sendable {
    /// The plain differences.
    public let diff: SnapshotDiff
    /// The rules the new crossings were classified with.
    public let rules: CrossingRules
    /// Each new crossing, classified, sorted by edge.
    public let findings: [CrossingFinding]
    /// Baseline entries that name no crossing of the later snapshot, sorted.
    public let staleBaselineEntries: [String]
    /// How the earlier snapshot is named in the report (usually its file path).
    public let beforeName: String
    /// How the later snapshot is named in the report.
    public let afterName: String

    /// Judges a diff.
    ///
    /// - Parameters:
    ///   - diff: The differences between the two snapshots.
    ///   - rules: Rules to classify new crossings with.
    ///   - baseline: Crossings accepted on purpose, or `nil` for none.
    ///   - beforeName: The earlier snapshot's name for the report.
    ///   - afterName: The later snapshot's name for the report.
    public init(
        diff: SnapshotDiff, rules: CrossingRules = .none, baseline: CrossingBaseline? = nil,
        beforeName: String = "before", afterName: String = "after"
    ) {
        self.diff = diff
        self.rules = rules
        self.findings = diff.newCrossings.map { crossing in
            CrossingFinding(crossing: crossing, verdict: rules.classify(crossing), accepted: baseline?.accepts(crossing) ?? false)
        }
        self.staleBaselineEntries = baseline?.staleEntries(among: diff.afterCrossings) ?? []
        self.beforeName = beforeName
        self.afterName = afterName
    }

    /// Compares two snapshots and judges the result.
    ///
    /// - Parameters:
    ///   - before: The earlier snapshot.
    ///   - after: The later snapshot.
    ///   - rules: Rules to classify new crossings with.
    ///   - baseline: Crossings accepted on purpose, or `nil`.
    ///   - beforeName: The earlier snapshot's name for the report.
    ///   - afterName: The later snapshot's name for the report.
    public init(
        before: GraphSnapshot, after: GraphSnapshot, rules: CrossingRules = .none, baseline: CrossingBaseline? = nil,
        beforeName: String = "before", afterName: String = "after"
    ) {
        self.init(
            diff: SnapshotDiff(before: before, after: after), rules: rules, baseline: baseline,
            beforeName: beforeName, afterName: afterName)
    }

    /// New crossings that are neither accepted nor allowed.
    public var needingReview: [CrossingFinding] { findings.filter(\.needsReview) }

    /// New crossings the rules forbid with severity `error` and the baseline does not accept.
    public var forbiddenFindings: [CrossingFinding] { findings.filter(\.failsRules) }

    /// Whether the diff fails under a policy.
    ///
    /// - Parameter policy: What counts as a failure.
    /// - Returns: `true` when `wiring diff` should exit with status 1.
    public func fails(_ policy: FailurePolicy) -> Bool {
        switch policy {
        case .anyChange: !diff.isEmpty || !needingReview.isEmpty
        case .newCrossing: !needingReview.isEmpty
        case .forbidden: !forbiddenFindings.isEmpty
        }
    }

    /// The exit status for a policy: 0 to pass, 1 to fail.
    ///
    /// - Parameter policy: What counts as a failure.
    /// - Returns: 0 or 1.
    public func exitStatus(_ policy: FailurePolicy) -> Int32 {
        fails(policy) ? 1 : 0
    }

    /// One line saying why the diff passes or fails, for the end of a report.
    ///
    /// - Parameter policy: What counts as a failure.
    /// - Returns: For example `fail: 2 new crossings need review (1 forbidden)`.
    public func verdictLine(_ policy: FailurePolicy) -> String {
        let review = needingReview.count
        let forbidden = forbiddenFindings.count
        switch policy {
        case .forbidden where forbidden > 0:
            return "fail: \(Self.count(forbidden, "forbidden new crossing")) not accepted"
        case .newCrossing where review > 0, .anyChange where review > 0:
            let tail = forbidden > 0 ? " (\(forbidden) forbidden)" : ""
            return "fail: \(Self.count(review, "new crossing")) \(review == 1 ? "needs" : "need") review\(tail)"
        case .anyChange where !diff.isEmpty:
            return "fail: the graphs differ (--fail-on any-change)"
        default:
            if diff.isEmpty { return "pass: no changes" }
            if findings.isEmpty { return "pass: no new crossings" }
            if review > 0 { return "pass: no forbidden new crossings (\(review) unclassified, --fail-on forbidden)" }
            return "pass: every new crossing is accepted or allowed"
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
