import WiringModel

/// Both snapshots merged into one graph, with each node and edge marked by what happened to it:
/// the input for drawing a diff.
///
/// The merged graph holds every node and edge of either snapshot (a node in both takes its
/// later form). New crossings are the loudest mark; unchanged parts are context, drawn small
/// and faint, so the eye goes to what changed.
public struct VisualDiff: Sendable {
    /// How loudly a node or edge is drawn. The raw values match the renderer's emphasis names.
    public enum Mark: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
        /// Unchanged, kept small and faint.
        case context
        /// Changed in place (fields or ports).
        case normal
        /// Gone in the later snapshot.
        case removed
        /// New in the later snapshot.
        case added
        /// A new crossing, or a node at either end of one.
        case newCrossing

        public static func < (lhs: Mark, rhs: Mark) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The union of both snapshots.
    public let snapshot: GraphSnapshot
    /// The mark of every node, by node id.
    public let nodeMarks: [String: Mark]
    /// The mark of every edge, by `Edge.id`.
    public let edgeMarks: [String: Mark]

    /// Merges the two snapshots of a diff and marks the changes.
    ///
    /// - Parameters:
    ///   - diff: The differences to draw.
    ///   - title: A title for the drawing.
    public init(_ diff: SnapshotDiff, title: String? = nil) {
        var nodes: [String: Node] = [:]
        for node in diff.before.nodes { nodes[node.id] = node }
        for node in diff.after.nodes { nodes[node.id] = node }
        var edges: [String: Edge] = [:]
        for edge in diff.before.edges { edges[edge.id] = edge }
        for edge in diff.after.edges { edges[edge.id] = edge }
        snapshot = GraphSnapshot(
            nodes: Array(nodes.values), edges: Array(edges.values), source: diff.after.source ?? diff.before.source,
            title: title ?? diff.after.title)

        var nodeMarks = Dictionary(uniqueKeysWithValues: nodes.keys.map { ($0, Mark.context) })
        var edgeMarks = Dictionary(uniqueKeysWithValues: edges.keys.map { ($0, Mark.context) })
        func raise(_ marks: inout [String: Mark], _ id: String, to mark: Mark) {
            if let current = marks[id], current < mark { marks[id] = mark }
        }
        for change in diff.changedNodes { raise(&nodeMarks, change.id, to: .normal) }
        for change in diff.portChanges { raise(&nodeMarks, change.nodeID, to: .normal) }
        for change in diff.changedEdges { raise(&edgeMarks, change.id, to: .normal) }
        for node in diff.removedNodes { raise(&nodeMarks, node.id, to: .removed) }
        for edge in diff.removedEdges { raise(&edgeMarks, edge.id, to: .removed) }
        for crossing in diff.removedCrossings { raise(&edgeMarks, crossing.id, to: .removed) }
        for node in diff.addedNodes { raise(&nodeMarks, node.id, to: .added) }
        for edge in diff.addedEdges { raise(&edgeMarks, edge.id, to: .added) }
        for crossing in diff.newCrossings {
            raise(&edgeMarks, crossing.id, to: .newCrossing)
            raise(&nodeMarks, crossing.from.id, to: .newCrossing)
            raise(&nodeMarks, crossing.to.id, to: .newCrossing)
        }
        self.nodeMarks = nodeMarks
        self.edgeMarks = edgeMarks
    }
}
