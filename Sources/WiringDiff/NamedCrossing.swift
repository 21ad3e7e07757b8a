import WiringModel

/// A crossing together with the nodes at its two ends, so a report can name them.
public struct NamedCrossing: Sendable, Hashable, Comparable {
    /// The crossing, as `GraphIndex.crossing(for:)` found it.
    public var crossing: Crossing
    /// The node the edge starts at.
    public var from: Node
    /// The node the edge points to.
    public var to: Node

    /// Creates a named crossing.
    ///
    /// - Parameters:
    ///   - crossing: The crossing.
    ///   - from: The node at the start of its edge.
    ///   - to: The node at the end of its edge.
    public init(crossing: Crossing, from: Node, to: Node) {
        self.crossing = crossing
        self.from = from
        self.to = to
    }

    /// The crossing edge.
    public var edge: Edge { crossing.edge }

    /// The stable id of the crossing: its edge's id.
    public var id: String { crossing.edge.id }

    /// Every crossing of a snapshot, with its ends, sorted by edge.
    ///
    /// - Parameter index: The index of the snapshot.
    /// - Returns: The crossings whose two ends exist in the snapshot.
    package static func all(in index: GraphIndex) -> [NamedCrossing] {
        let named = index.crossings.compactMap { crossing -> NamedCrossing? in
            guard let from = index.nodesByID[crossing.edge.from], let to = index.nodesByID[crossing.edge.to] else {
                return nil
            }
            return NamedCrossing(crossing: crossing, from: from, to: to)
        }
        // A snapshot's edges are sorted, so its crossings usually are already.
        return named.isSorted(by: <) ? named : named.sorted()
    }

    public static func < (lhs: NamedCrossing, rhs: NamedCrossing) -> Bool { lhs.crossing < rhs.crossing }
}
