/// One layer of a rules file's layer order: a name and the patterns of the nodes in it.
public struct CrossingLayer: Sendable, Hashable, Codable {
    /// The layer's name, used in reports.
    public var name: String
    /// The patterns of the nodes that belong to the layer.
    public var match: [NamePattern]

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - name: The layer's name.
    ///   - match: Patterns (see `NamePattern`) of the nodes in it.
    public init(name: String, match: [NamePattern]) {
        self.name = name
        self.match = match
    }
}
