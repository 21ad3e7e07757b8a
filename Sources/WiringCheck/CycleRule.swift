/// A rule of a rules file that forbids cycles in one part of the graph:
/// `{ "among": "services", "severity": "error" }`.
public struct CycleRule: Sendable, Hashable, Codable {
    /// Which nodes and edges the rule looks at.
    public var among: CycleScope
    /// How much a cycle matters; `nil` means `error`.
    public var severity: RuleSeverity?

    /// Creates a cycle rule.
    ///
    /// - Parameters:
    ///   - among: Which nodes and edges the rule looks at.
    ///   - severity: How much a cycle matters; `nil` means `error`.
    public init(among: CycleScope, severity: RuleSeverity? = nil) {
        self.among = among
        self.severity = severity
    }

    /// The severity in effect.
    public var effectiveSeverity: RuleSeverity { severity ?? .error }
}
