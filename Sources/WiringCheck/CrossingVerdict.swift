/// The rules' classification of one crossing, with the rule that decided it.
public struct CrossingVerdict: Sendable, Hashable, Codable {
    /// Allowed, forbidden or unclassified.
    public var classification: CrossingClassification
    /// The rule that decided, in words (`layer 'domain' may not depend on layer 'ui'`);
    /// empty when no rule applies.
    public var reason: String
    /// For a forbidden crossing: the deciding rule's severity, `error` or `warn` (`nil` reads as
    /// `error`). `nil` for allowed and unclassified crossings.
    public var severity: RuleSeverity?
    /// Where the deciding rule is in the rules file, as a JSON path (`$.forbidden[0]`,
    /// `$.layers[2]`); `nil` when no rule decided.
    public var rule: String?

    /// Creates a verdict.
    ///
    /// - Parameters:
    ///   - classification: What the rules say.
    ///   - reason: The deciding rule, in words.
    ///   - severity: For a forbidden crossing, the deciding rule's severity.
    ///   - rule: The deciding rule's JSON path in the rules file.
    public init(classification: CrossingClassification, reason: String, severity: RuleSeverity? = nil, rule: String? = nil) {
        self.classification = classification
        self.reason = reason
        self.severity = severity
        self.rule = rule
    }

    /// The level a report states the crossing at, from the rules alone: `error` or `warning` for
    /// a forbidden crossing (by its rule's severity), `note` otherwise.
    package var level: FindingLevel {
        guard classification == .forbidden else { return .note }
        return (severity ?? .error).level ?? .note
    }

    /// The verdict when no rule applies.
    public static let unclassified = CrossingVerdict(classification: .unclassified, reason: "")
}
