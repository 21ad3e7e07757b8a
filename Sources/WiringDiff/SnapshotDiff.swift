import WiringModel

/// What changed between two snapshots of one app: nodes, ports, edges and crossings.
///
/// Nodes are matched by `Node.id`, edges by `Edge.id` and ports by name within their
/// node. A crossing (see `GraphIndex.crossing(for:)`) is new when its edge crosses in
/// the later snapshot but did not cross, or did not exist, in the earlier one; that
/// includes an old edge that starts to cross because one of its ends moved.
///
/// Every list is sorted, so the same pair of snapshots always gives the same diff.
public struct SnapshotDiff: Sendable {
    /// The earlier snapshot.
    public let before: GraphSnapshot
    /// The later snapshot.
    public let after: GraphSnapshot
    /// Nodes only in the later snapshot, sorted by id.
    public let addedNodes: [Node]
    /// Nodes only in the earlier snapshot, sorted by id.
    public let removedNodes: [Node]
    /// Nodes in both whose kind, type, parent or resolved state differs, sorted by id.
    public let changedNodes: [NodeChange]
    /// Ports added, removed or changed on nodes present in both, sorted by node id and name.
    public let portChanges: [PortChange]
    /// Edges only in the later snapshot, sorted.
    public let addedEdges: [Edge]
    /// Edges only in the earlier snapshot, sorted.
    public let removedEdges: [Edge]
    /// Edges in both whose reference strength or resolved state differs, sorted by id.
    public let changedEdges: [EdgeChange]
    /// Crossings in the later snapshot that were not crossings in the earlier one.
    public let newCrossings: [NamedCrossing]
    /// Crossings in the earlier snapshot that are no longer crossings in the later one.
    public let removedCrossings: [NamedCrossing]
    /// Every crossing of the later snapshot, new or not (a baseline is checked against these).
    public let afterCrossings: [NamedCrossing]

    /// Compares two snapshots.
    ///
    /// - Parameters:
    ///   - before: The earlier snapshot (for example the base branch's).
    ///   - after: The later snapshot (for example the pull request's).
    public init(before: GraphSnapshot, after: GraphSnapshot) {
        self.before = before
        self.after = after
        let oldIndex = GraphIndex(before)
        let newIndex = GraphIndex(after)

        addedNodes = after.nodes.filter { oldIndex.nodesByID[$0.id] == nil }.sorted { $0.id < $1.id }
        removedNodes = before.nodes.filter { newIndex.nodesByID[$0.id] == nil }.sorted { $0.id < $1.id }
        var changedNodes: [NodeChange] = []
        var portChanges: [PortChange] = []
        for node in after.nodes {
            guard let old = oldIndex.nodesByID[node.id] else { continue }
            if let change = NodeChange.between(old, node) { changedNodes.append(change) }
            portChanges += PortChange.between(old, node)
        }
        self.changedNodes = changedNodes.sorted { $0.id < $1.id }
        self.portChanges = portChanges.sorted()

        let oldEdges = Self.edgesByID(before.edges)
        let newEdges = Self.edgesByID(after.edges)
        addedEdges = after.edges.filter { oldEdges[$0.id] == nil }.sorted()
        removedEdges = before.edges.filter { newEdges[$0.id] == nil }.sorted()
        changedEdges = after.edges.compactMap { edge in
            oldEdges[edge.id].flatMap { EdgeChange.between($0, edge) }
        }
        .sorted { $0.id < $1.id }

        let oldCrossings = NamedCrossing.all(in: oldIndex)
        let newCrossings = NamedCrossing.all(in: newIndex)
        let oldCrossingIDs = Set(oldCrossings.map(\.id))
        let newCrossingIDs = Set(newCrossings.map(\.id))
        self.newCrossings = newCrossings.filter { !oldCrossingIDs.contains($0.id) }
        self.removedCrossings = oldCrossings.filter { !newCrossingIDs.contains($0.id) }
        self.afterCrossings = newCrossings
    }

    /// Whether the two snapshots describe the same graph, as far as the diff compares.
    public var isEmpty: Bool {
        addedNodes.isEmpty && removedNodes.isEmpty && changedNodes.isEmpty && portChanges.isEmpty
            && addedEdges.isEmpty && removedEdges.isEmpty && changedEdges.isEmpty
            && newCrossings.isEmpty && removedCrossings.isEmpty
    }

    /// Edges by id; two edges with one id (possible only in a hand-edited file) keep the first.
    private static func edgesByID(_ edges: [Edge]) -> [String: Edge] {
        Dictionary(edges.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
