/// The rule about swift-dependencies keys the live graph reads but that declare no `liveValue`
/// in the scanned source (a source scan marks such a key's node `live: "missing"`): the app reads
/// the key's test value, or fails, when it first reads it. Written
/// `"no-live-value": { "severity": "error" }`; it applies, as a `warn`, when a rules file does not
/// mention it (a live value may sit in a module the scan did not read).
public struct NoLiveValueRule: Sendable, Hashable, Codable {
    /// How much a key without a live value matters; `nil` means `warn`.
    public var severity: RuleSeverity?

    /// Creates the rule.
    ///
    /// - Parameter severity: How much a key without a live value matters; `nil` means `warn`.
    public init(severity: RuleSeverity? = nil) {
        self.severity = severity
    }

    /// The severity in effect.
    public var effectiveSeverity: RuleSeverity { severity ?? .warn }
}
