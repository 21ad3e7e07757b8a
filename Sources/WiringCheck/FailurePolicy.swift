/// What makes `wiring diff` (and `assertWiring`) fail.
public enum FailurePolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Fail on any difference at all, and on everything `newCrossing` fails on.
    case anyChange = "any-change"
    /// Fail on a new crossing that is neither accepted by the baseline nor allowed by the rules
    /// (an unclassified or forbidden one). The default.
    case newCrossing = "new-crossing"
    /// Fail only on a new crossing the rules forbid and the baseline does not accept.
    case forbidden
}
