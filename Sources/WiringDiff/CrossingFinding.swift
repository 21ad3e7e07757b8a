/// A new crossing as a report shows it: its ends, the rules' verdict, and whether the baseline accepts it.
public struct CrossingFinding: Sendable, Hashable, Comparable {
    /// The crossing with its two ends.
    public var crossing: NamedCrossing
    /// What the rules say about it.
    public var verdict: CrossingVerdict
    /// Whether the accepted-crossings baseline lists it.
    public var accepted: Bool

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - crossing: The crossing.
    ///   - verdict: The rules' classification.
    ///   - accepted: Whether the baseline lists it.
    public init(crossing: NamedCrossing, verdict: CrossingVerdict, accepted: Bool) {
        self.crossing = crossing
        self.verdict = verdict
        self.accepted = accepted
    }

    /// Whether a reviewer has to look at it: not accepted, and not allowed by the rules.
    public var needsReview: Bool { !accepted && verdict.classification != .allowed }

    /// Whether it is forbidden and not accepted.
    public var isForbiddenAndUnaccepted: Bool { !accepted && verdict.classification == .forbidden }

    /// One word for the finding's state: `accepted`, `allowed`, `forbidden` or `unclassified`.
    public var status: String { accepted ? "accepted" : verdict.classification.rawValue }

    public static func < (lhs: CrossingFinding, rhs: CrossingFinding) -> Bool { lhs.crossing < rhs.crossing }
}
