/// How much breaking one rule matters, as a rules file sets it per rule (`"severity": "warn"`).
///
/// The three values follow linters such as ESLint: an `error` fails `wiring check` (exit 1) and
/// `assertWiring`; a `warn` is reported but passes; `off` turns the rule off, as if it were not in
/// the file. A rule without `severity` is an `error`.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable, Codable {
    /// Breaking the rule fails the check.
    case error
    /// Breaking the rule is reported but does not fail the check.
    case warn
    /// The rule is not applied.
    case off

    /// The level a finding of a rule with this severity is reported at; `nil` for `off`.
    package var level: FindingLevel? {
        switch self {
        case .error: .error
        case .warn: .warning
        case .off: nil
        }
    }
}
