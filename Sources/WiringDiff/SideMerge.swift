import WiringModel

/// The node and edge differences between two diff sides, found by walking their sorted lists
/// side by side: nodes by id, edges with `EdgeMatching`.
struct SideMerge {
    let addedNodes: [Node]
    let removedNodes: [Node]
    let changedNodes: [NodeChange]
    let portChanges: [PortChange]
    let addedEdges: [Edge]
    let removedEdges: [Edge]
    let changedEdges: [EdgeChange]
    /// Positions in the later side's edges of those that cross where their key did not cross (or
    /// did not exist) before.
    let newCrossingPositions: [Int]
    /// Crossings of the earlier side whose key no longer crosses (or no longer exists).
    let removedCrossings: [Crossing]

    /// Compares two sides.
    ///
    /// - Parameters:
    ///   - old: The earlier snapshot's side.
    ///   - new: The later snapshot's side.
    init(_ old: DiffSide, _ new: DiffSide) {
        // Nodes and edges are matched independently, so on two cores at the same time.
        let (nodes, edges) = BothAtOnce.run({ NodeMerge(old, new) }, { EdgeMerge(old, new) })
        addedNodes = nodes.addedNodes
        removedNodes = nodes.removedNodes
        changedNodes = nodes.changedNodes
        portChanges = nodes.portChanges
        addedEdges = edges.addedEdges
        removedEdges = edges.removedEdges
        changedEdges = edges.changedEdges
        newCrossingPositions = edges.newCrossingPositions
        removedCrossings = edges.removedCrossings
    }
}

/// The node half of `SideMerge`: one walk over both sides' sorted nodes.
private struct NodeMerge: Sendable {
    var addedNodes: [Node] = []
    var removedNodes: [Node] = []
    var changedNodes: [NodeChange] = []
    var portChanges: [PortChange] = []

    init(_ old: DiffSide, _ new: DiffSide) {
        var portChanges: [PortChange] = []
        var i = 0
        var j = 0
        while i < old.nodes.count || j < new.nodes.count {
            // Compared once per step: 0 when both sides have the node.
            let order = i == old.nodes.count ? 1 : j == new.nodes.count ? -1 : TextOrder.compare(old.nodes[i].id, new.nodes[j].id)
            if order < 0 {
                removedNodes.append(old.nodes[i])
                i += 1
            } else if order > 0 {
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
        self.portChanges = portChanges.sorted()
    }
}

/// The edge half of `SideMerge`: edges paired by `EdgeMatching`, and the crossings that changed.
private struct EdgeMerge: Sendable {
    var addedEdges: [Edge] = []
    var removedEdges: [Edge] = []
    var changedEdges: [EdgeChange] = []
    var newCrossingPositions: [Int] = []
    var removedCrossings: [Crossing] = []

    init(_ old: DiffSide, _ new: DiffSide) {
        let (matchOfAfter, matchOfBefore) = EdgeMatching.match(old.edges, new.edges)
        var changedEdges: [EdgeChange] = []
        for (position, edge) in new.edges.enumerated() {
            guard let match = matchOfAfter[position] else {
                addedEdges.append(edge)
                if new.crosses[position] { newCrossingPositions.append(position) }
                continue
            }
            if let change = EdgeChange.between(old.edges[match], edge) { changedEdges.append(change) }
            if new.crosses[position] && !old.crosses[match] { newCrossingPositions.append(position) }
        }
        for (position, edge) in old.edges.enumerated() {
            let match = matchOfBefore[position]
            if match == nil { removedEdges.append(edge) }
            // Edges with one key share their ends and kind, so one match tells whether the key still crosses.
            if old.crosses[position], !(match.map { new.crosses[$0] } ?? false), let crossing = old.crossing(at: position) {
                removedCrossings.append(crossing)
            }
        }
        self.changedEdges = changedEdges.sorted { $0.id < $1.id }
    }
}
