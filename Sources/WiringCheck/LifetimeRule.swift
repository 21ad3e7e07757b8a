/// The rule of a rules file about lifetimes that do not fit together: a long-lived service
/// (`permanent`, Swinject `container`, a singleton) that resolves or strongly holds a short-lived
/// one (`transient`, Swinject `graph`) keeps one instance of it for its whole life, the
/// "captive dependency". Written `"lifetimes": { "severity": "warn" }`.
public struct LifetimeRule: Sendable, Hashable, Codable {
    /// How much a captive dependency matters; `nil` means `error`.
    public var severity: RuleSeverity?

    /// Creates the lifetime rule.
    ///
    /// - Parameter severity: How much a captive dependency matters; `nil` means `error`.
    public init(severity: RuleSeverity? = nil) {
        self.severity = severity
    }

    /// The severity in effect.
    public var effectiveSeverity: RuleSeverity { severity ?? .error }
}
