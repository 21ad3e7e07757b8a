/// The rules' classification of one crossing, with the rule that decided it.
public struct CrossingVerdict: Sendable, Hashable, Codable {
    /// Allowed, forbidden or unclassified.
    public var classification: CrossingClassification
    /// The rule that decided, in words (`layer 'domain' may not depend on layer 'ui'`);
    /// empty when no rule applies.
    public var reason: String

    /// Creates a verdict.
    ///
    /// - Parameters:
    ///   - classification: What the rules say.
    ///   - reason: The deciding rule, in words.
    public init(classification: CrossingClassification, reason: String) {
        self.classification = classification
        self.reason = reason
    }

    /// The verdict when no rule applies.
    public static let unclassified = CrossingVerdict(classification: .unclassified, reason: "")
}
