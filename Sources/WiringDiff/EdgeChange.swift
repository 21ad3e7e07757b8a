import WiringModel

/// An edge present in both snapshots (same id) whose reference strength or resolved state differs.
public struct EdgeChange: Sendable, Hashable {
    /// The edge's id, the same in both snapshots.
    public var id: String
    /// The edge as it was.
    public var before: Edge
    /// The edge as it is now.
    public var after: Edge
    /// The names of the fields that differ, in a fixed order: `reference`, `resolved`.
    public var fields: [String]

    /// Compares two versions of one edge.
    ///
    /// - Parameters:
    ///   - before: The edge in the earlier snapshot.
    ///   - after: The edge with the same id in the later snapshot.
    /// - Returns: The change, or `nil` when nothing differs.
    public static func between(_ before: Edge, _ after: Edge) -> EdgeChange? {
        var fields: [String] = []
        if before.reference != after.reference { fields.append("reference") }
        if before.resolved != after.resolved { fields.append("resolved") }
        guard !fields.isEmpty else { return nil }
        return EdgeChange(id: after.id, before: before, after: after, fields: fields)
    }
}
