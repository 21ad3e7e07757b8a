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
        // Each side is sorted and its crossings found on its own core; the rest is linear walks.
        let (old, new) = BothAtOnce.run({ DiffSide(before, naming: false) }, { DiffSide(after, naming: true) })

        var addedNodes: [Node] = []
        var removedNodes: [Node] = []
        var changedNodes: [NodeChange] = []
        var portChanges: [PortChange] = []
        var i = 0
        var j = 0
        while i < old.nodes.count || j < new.nodes.count {
            if j == new.nodes.count || i < old.nodes.count && old.nodes[i].id < new.nodes[j].id {
                removedNodes.append(old.nodes[i])
                i += 1
            } else if i == old.nodes.count || new.nodes[j].id < old.nodes[i].id {
                addedNodes.append(new.nodes[j])
                j += 1
            } else {
                let (previous, node) = (old.nodes[i], new.nodes[j])
                if let change = NodeChange.between(previous, node) { changedNodes.append(change) }
                // Ports are kept sorted, so equal lists mean no port changed.
                if previous.ports != node.ports { portChanges += PortChange.between(previous, node) }
                i += 1
                j += 1
            }
        }
        self.addedNodes = addedNodes
        self.removedNodes = removedNodes
        self.changedNodes = changedNodes
        self.portChanges = portChanges.sorted()

        let (matchOfAfter, matchOfBefore) = EdgeMatching.match(old.edges, new.edges)
        var addedEdges: [Edge] = []
        var changedEdges: [EdgeChange] = []
        var newCrossings: [Edge] = []
        for (position, edge) in new.edges.enumerated() {
            guard let match = matchOfAfter[position] else {
                addedEdges.append(edge)
                if new.crosses[position] { newCrossings.append(edge) }
                continue
            }
            if let change = EdgeChange.between(old.edges[match], edge) { changedEdges.append(change) }
            if new.crosses[position] && !old.crosses[match] { newCrossings.append(edge) }
        }
        var removedEdges: [Edge] = []
        var removedCrossings: [Crossing] = []
        var crossingIndex = 0
        for (position, edge) in old.edges.enumerated() {
            let crossing: Crossing? = old.crosses[position] ? old.crossings[crossingIndex] : nil
            if crossing != nil { crossingIndex += 1 }
            let match = matchOfBefore[position]
            if match == nil { removedEdges.append(edge) }
            // Edges with one key share their ends and kind, so one match tells whether the key still crosses.
            if let crossing, !(match.map { new.crosses[$0] } ?? false) { removedCrossings.append(crossing) }
        }
        self.addedEdges = addedEdges
        self.removedEdges = removedEdges
        self.changedEdges = changedEdges.sorted { $0.id < $1.id }

        let newCrossingSet = newCrossings.isEmpty ? [] : Set(newCrossings)
        self.newCrossings = new.namedCrossings.filter { newCrossingSet.contains($0.edge) }
        self.removedCrossings = old.named(removedCrossings)
        self.afterCrossings = new.namedCrossings
    }

    /// Whether the two snapshots describe the same graph, as far as the diff compares.
    public var isEmpty: Bool {
        addedNodes.isEmpty && removedNodes.isEmpty && changedNodes.isEmpty && portChanges.isEmpty
            && addedEdges.isEmpty && removedEdges.isEmpty && changedEdges.isEmpty
            && newCrossings.isEmpty && removedCrossings.isEmpty
    }
}
