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
    ///
    /// Named on each access: only a baseline needs them, and naming every crossing copies two
    /// nodes per crossing.
    public var afterCrossings: [NamedCrossing] { later.named(later.crossings) }
    /// The later snapshot, sorted and indexed.
    private let later: DiffSide

    /// Compares two snapshots.
    ///
    /// - Parameters:
    ///   - before: The earlier snapshot (for example the base branch's).
    ///   - after: The later snapshot (for example the pull request's).
    public init(before: GraphSnapshot, after: GraphSnapshot) {
        self.before = before
        self.after = after
        // Each side is sorted and its crossings found on its own core; the rest is linear walks.
        let (old, new) = BothAtOnce.run({ DiffSide(before) }, { DiffSide(after) })
        let merge = SideMerge(old, new)
        addedNodes = merge.addedNodes
        removedNodes = merge.removedNodes
        changedNodes = merge.changedNodes
        portChanges = merge.portChanges
        addedEdges = merge.addedEdges
        removedEdges = merge.removedEdges
        changedEdges = merge.changedEdges
        self.newCrossings = new.named(merge.newCrossingPositions.compactMap(new.crossing(at:)))
        self.removedCrossings = old.named(merge.removedCrossings)
        self.later = new
    }

    /// Whether the two snapshots describe the same graph, as far as the diff compares.
    public var isEmpty: Bool {
        addedNodes.isEmpty && removedNodes.isEmpty && changedNodes.isEmpty && portChanges.isEmpty
            && addedEdges.isEmpty && removedEdges.isEmpty && changedEdges.isEmpty
            && newCrossings.isEmpty && removedCrossings.isEmpty
    }
}
