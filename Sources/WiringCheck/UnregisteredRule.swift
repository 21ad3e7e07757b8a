/// The rule about resolves of services that no registration provides (a crash at run time): a
/// source scan marks such a service node `registered: false`. Written
/// `"unregistered": { "severity": "warn" }`; it applies, as an `error`, when a rules file does not
/// mention it.
public struct UnregisteredRule: Sendable, Hashable, Codable {
    /// How much an unregistered resolve matters; `nil` means `error`.
    public var severity: RuleSeverity?

    /// Creates the rule.
    ///
    /// - Parameter severity: How much an unregistered resolve matters; `nil` means `error`.
    public init(severity: RuleSeverity? = nil) {
        self.severity = severity
    }

    /// The severity in effect.
    public var effectiveSeverity: RuleSeverity { severity ?? .error }
}
