import WiringModel

/// One layer of a rules file's layer order: a name and the patterns of the nodes in it.
public struct CrossingLayer: Sendable, Hashable, Codable {
    /// The layer's name, used in reports.
    public var name: String
    /// The patterns of the nodes that belong to the layer.
    public var match: [NamePattern]
    /// How much a crossing from this layer up to a layer above it matters; `nil` means `error`,
    /// and `off` leaves such crossings unclassified.
    public var severity: RuleSeverity?

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - name: The layer's name.
    ///   - match: Patterns (see `NamePattern`) of the nodes in it.
    ///   - severity: How much an upward crossing from this layer matters (`nil`: `error`).
    public init(name: String, match: [NamePattern], severity: RuleSeverity? = nil) {
        self.name = name
        self.match = match
        self.severity = severity
    }
}
