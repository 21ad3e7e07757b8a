import WiringModel

/// One snapshot of a diff, sorted and indexed for matching against the other one.
///
/// The two sides are independent, so `SnapshotDiff` builds them at the same time.
struct DiffSide: Sendable {
    /// The nodes, sorted by id.
    let nodes: [Node]
    /// The edges, sorted.
    let edges: [Edge]
    /// Whether each edge of `edges` crosses.
    let crosses: [Bool]
    /// The position of each node in `nodes`, by id.
    private let positions: IDPositions

    /// Indexes a snapshot.
    ///
    /// - Parameter snapshot: The snapshot; `GraphSnapshot` keeps its nodes sorted by id and its
    ///   edges sorted without repeats, whichever way it was made.
    init(_ snapshot: GraphSnapshot) {
        let nodes = snapshot.nodes
        let edges = snapshot.edges
        self.nodes = nodes
        self.edges = edges
        // Ids are unique in a checked snapshot; were one repeated, the first would be found.
        let positions = IDPositions(nodes.map(\.id))
        // Only whether each edge crosses is kept: a diff names few crossings, so each is made
        // again when asked for (`crossing(at:)`) rather than kept for every edge.
        var crosses = [Bool](repeating: false, count: edges.count)
        // Edges are sorted by start, so an object's edges come together: its position is looked up
        // once for all of them. Edges and nodes are read where they lie, not copied out of the arrays.
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                guard let nodeBase = nodes.baseAddress, let edgeBase = edges.baseAddress else { return }
                var start: (id: String, position: Int?)?
                for index in edges.indices {
                    let edge = edgeBase + index
                    let from: Int?
                    if let start, TextOrder.compare(start.id, edge.pointee.from) == 0 {
                        from = start.position
                    } else {
                        from = positions.position(of: edge.pointee.from)
                        start = (edge.pointee.from, from)
                    }
                    guard let from, let to = positions.position(of: edge.pointee.to) else { continue }
                    crosses[index] = Crossing.occurs(edge, from: nodeBase + from, to: nodeBase + to)
                }
            }
        }
        self.positions = positions
        self.crosses = crosses
    }

    /// The crossing the edge at a position of `edges` makes, if it crosses.
    func crossing(at position: Int) -> Crossing? {
        guard crosses[position] else { return nil }
        let edge = edges[position]
        guard let from = positions.position(of: edge.from), let to = positions.position(of: edge.to) else { return nil }
        return Crossing.between(edge, from: nodes[from], to: nodes[to])
    }

    /// Every crossing, in edge order.
    var crossings: [Crossing] {
        edges.indices.compactMap(crossing(at:))
    }

    /// The node with an id, if this snapshot has it.
    func node(_ id: String) -> Node? {
        positions.position(of: id).map { nodes[$0] }
    }

    /// The named form of `crossings`, sorted.
    func named(_ crossings: [Crossing]) -> [NamedCrossing] {
        let named = crossings.compactMap { crossing -> NamedCrossing? in
            guard let from = node(crossing.edge.from), let to = node(crossing.edge.to) else { return nil }
            return NamedCrossing(crossing: crossing, from: from, to: to)
        }
        return named.isSorted(by: <) ? named : named.sorted()
    }
}

extension Array {
    /// Whether no element comes before the one in front of it; checked before sorting a list
    /// that usually is in order already.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
