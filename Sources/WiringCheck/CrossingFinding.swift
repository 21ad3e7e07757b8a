import WiringDiff
import WiringModel

/// A crossing as a report shows it: its ends, the rules' verdict, and whether the baseline accepts it.
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

    /// Whether it breaks a rule whose severity is `error` and the baseline does not accept it:
    /// what fails `wiring check`, `assertWiring` and `wiring diff --fail-on forbidden`.
    public var failsRules: Bool { !accepted && verdict.level == .error }

    /// The level a report states it at: the rules' level (`error` or `warning` for a forbidden
    /// crossing, by its rule's severity; `note` otherwise), and `note` once the baseline accepts it.
    package var level: FindingLevel { accepted ? .note : verdict.level }

    /// Where in the source the crossing is made: the edge's place, else the start node's.
    public var place: SourcePlace? { crossing.edge.place ?? crossing.from.place }

    /// One word for the finding's state: `accepted`, `allowed`, `forbidden` or `unclassified`.
    public var status: String { accepted ? "accepted" : verdict.classification.rawValue }

    public static func < (lhs: CrossingFinding, rhs: CrossingFinding) -> Bool { lhs.crossing < rhs.crossing }
}
