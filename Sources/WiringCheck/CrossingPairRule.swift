import WiringDiff
import WiringModel

/// A rule about crossings from nodes matching one pattern to nodes matching another.
public struct CrossingPairRule: Sendable, Hashable, Codable {
    /// The pattern the crossing's start node must match.
    public var from: NamePattern
    /// The pattern the crossing's end node must match.
    public var to: NamePattern
    /// Why the rule exists, shown in reports.
    public var reason: String?
    /// For a forbidden pair: how much a crossing it forbids matters; `nil` means `error`, and
    /// `off` turns the pair off. Allowed pairs take no severity.
    public var severity: RuleSeverity?

    /// Creates a pair rule.
    ///
    /// - Parameters:
    ///   - from: The pattern for the start node.
    ///   - to: The pattern for the end node.
    ///   - reason: Why the rule exists.
    ///   - severity: For a forbidden pair, how much its crossings matter (`nil`: `error`).
    public init(from: NamePattern, to: NamePattern, reason: String? = nil, severity: RuleSeverity? = nil) {
        self.from = from
        self.to = to
        self.reason = reason
        self.severity = severity
    }

    /// Whether the rule applies to a crossing.
    ///
    /// - Parameter crossing: A crossing with its ends.
    /// - Returns: `true` when the start matches `from` and the end matches `to`.
    public func applies(to crossing: NamedCrossing) -> Bool {
        from.matches(crossing.from) && to.matches(crossing.to)
    }

    /// A short description for reports: `from -> to`, with the reason when there is one.
    var summary: String {
        let pair = "\(from.text) -> \(to.text)"
        guard let reason, !reason.isEmpty else { return pair }
        return "\(pair): \(reason)"
    }
}
