import WiringInspect
import WiringModel

/// How `wiring check` treats each kind of module-graph finding (`modules` in the rules file):
/// `{"implicit-dependency": "error", "unused-dependency": "off", "import-cycle": "error"}`.
///
/// A kind the rules leave out keeps its default: an import cycle is an error, an implicit or
/// unused dependency a warning. Snapshots without a module graph have no such findings.
package struct ModuleRule: Sendable, Hashable, Codable {
    /// The severity set for each kind, where the rules set one.
    package var severities: [String: RuleSeverity]

    /// Creates the rule.
    ///
    /// - Parameter severities: Severities by finding kind (`implicit-dependency`,
    ///   `unused-dependency`, `import-cycle`); kinds left out keep their defaults.
    package init(severities: [ModuleFinding.Kind: RuleSeverity] = [:]) {
        self.severities = Dictionary(uniqueKeysWithValues: severities.map { ($0.key.rawValue, $0.value) })
    }

    /// The severity a kind of finding has under these rules.
    ///
    /// - Parameter kind: The kind of finding.
    /// - Returns: The severity set in the rules, else the default.
    package func severity(of kind: ModuleFinding.Kind) -> RuleSeverity {
        if let set = severities[kind.rawValue] { return set }
        return kind == .importCycle ? .error : .warn
    }

    /// Reads the rules file's form: `{"import-cycle": "error", …}`.
    package init(from decoder: any Decoder) throws {
        severities = try decoder.singleValueContainer().decode([String: RuleSeverity].self)
    }

    /// Writes the rules file's form, so written rules read back as the same rules.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(severities)
    }
}
