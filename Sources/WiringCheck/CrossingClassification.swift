/// What the rules say about a new crossing.
public enum CrossingClassification: String, Sendable, Hashable, CaseIterable, Codable {
    /// An allowed pair or the layer order permits it.
    case allowed
    /// A forbidden pair or the layer order rules it out.
    case forbidden
    /// No rule speaks about it.
    case unclassified
}
