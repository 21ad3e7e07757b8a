import WiringModel

/// A node present in both snapshots whose kind, type, parent or resolved state differs.
public struct NodeChange: Sendable, Hashable {
    /// The node's id, the same in both snapshots.
    public var id: String
    /// The node as it was.
    public var before: Node
    /// The node as it is now.
    public var after: Node
    /// The names of the fields that differ, in a fixed order: `kind`, `type`, `parent`, `resolved`.
    public var fields: [String]

    /// Compares two versions of one node.
    ///
    /// - Parameters:
    ///   - before: The node in the earlier snapshot.
    ///   - after: The node with the same id in the later snapshot.
    /// - Returns: The change, or `nil` when none of the compared fields differ.
    public static func between(_ before: Node, _ after: Node) -> NodeChange? {
        var fields: [String] = []
        if before.kind != after.kind { fields.append("kind") }
        if before.type != after.type { fields.append("type") }
        if before.parent != after.parent { fields.append("parent") }
        if before.resolved != after.resolved { fields.append("resolved") }
        guard !fields.isEmpty else { return nil }
        return NodeChange(id: after.id, before: before, after: after, fields: fields)
    }
}
