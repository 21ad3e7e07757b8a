import WiringPlatform

/// A versioned, deterministic record of a wiring graph: its nodes, ports and edges.
///
/// A snapshot is what capture produces and what render, diff and inspect read.
/// Its JSON form is sorted and pretty-printed, so the same graph always gives
/// the same bytes and a committed snapshot diffs readably in review.
public struct GraphSnapshot: Sendable, Hashable {
    /// The schema version this module writes and reads.
    public static let currentSchemaVersion = 1

    /// The schema version of the document.
    public var schemaVersion: Int
    /// What produced the graph: `boundaries`, `box`, `objects`, `swinject`, or `nil`.
    public var source: String?
    /// A short title for diagrams and reports, usually the captured root's type.
    public var title: String?
    /// The nodes, sorted by id.
    public internal(set) var nodes: [Node]
    /// The edges, sorted by start, end, kind and label.
    public internal(set) var edges: [Edge]

    /// Creates a snapshot, sorting nodes, ports and edges so that output is deterministic.
    ///
    /// - Parameters:
    ///   - nodes: The nodes, in any order.
    ///   - edges: The edges, in any order; duplicates are merged.
    ///   - source: What produced the graph.
    ///   - title: A short title for diagrams and reports.
    public init(nodes: [Node], edges: [Edge], source: String? = nil, title: String? = nil) {
        self.schemaVersion = Self.currentSchemaVersion
        self.source = source
        self.title = title
        self.nodes = Self.sortedNodes(nodes)
        self.edges = Self.sortedEdges(edges)
    }

    /// Keeps nodes and edges in the order given, for decoding: checks report positions in the document.
    init(documentOrderNodes nodes: [Node], edges: [Edge]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.nodes = nodes
        self.edges = edges
    }

    /// Replaces the nodes, keeping them sorted.
    ///
    /// - Parameter nodes: The new nodes, in any order.
    public mutating func setNodes(_ nodes: [Node]) {
        self.nodes = Self.sortedNodes(nodes)
    }

    /// Replaces the edges, keeping them sorted and unique.
    ///
    /// - Parameter edges: The new edges, in any order.
    public mutating func setEdges(_ edges: [Edge]) {
        self.edges = Self.sortedEdges(edges)
    }

    /// Nodes sorted by id; a list already in order (as every written snapshot is) is kept as it is.
    static func sortedNodes(_ nodes: [Node]) -> [Node] {
        let inOrder = nodes.indices.dropFirst().allSatisfy { TextOrder.precedes(nodes[$0 - 1].id, nodes[$0].id) }
        return inOrder ? nodes : nodes.sorted { $0.id < $1.id }
    }

    /// Edges sorted and without repeats. A list already strictly increasing has no repeats, since
    /// equal edges compare equal, so it is kept as it is without hashing every edge.
    static func sortedEdges(_ edges: [Edge]) -> [Edge] {
        // Compared where they lie: copying two edges out of the array per pair costs more than the comparison.
        let inOrder = edges.withUnsafeBufferPointer { edges in
            guard let base = edges.baseAddress else { return true }
            return edges.indices.dropFirst().allSatisfy { (base + $0 - 1).pointee < (base + $0).pointee }
        }
        if inOrder { return edges }
        // Strings compare by canonical equivalence, so two edges can be equal while their bytes
        // differ (a label "K" and one holding the Kelvin sign). Breaking such ties by the bytes and
        // keeping the first of each run keeps the same edge whatever order the input came in.
        // Places are not part of an edge's identity: of two edges that differ only in place, the
        // one with the first place is kept.
        let sorted = edges.sorted { left, right in
            if left < right { return true }
            if right < left { return false }
            let (leftBytes, rightBytes) = (Self.bytes(of: left), Self.bytes(of: right))
            if leftBytes != rightBytes { return leftBytes.lexicographicallyPrecedes(rightBytes) }
            return Self.placeOrder(left.place, right.place)
        }
        var result: [Edge] = []
        result.reserveCapacity(sorted.count)
        for edge in sorted {
            if let last = result.last, !(last < edge) { continue }  // equal but for bytes or place
            result.append(edge)
        }
        return result
    }

    /// Orders places with a known place first.
    private static func placeOrder(_ left: SourcePlace?, _ right: SourcePlace?) -> Bool {
        switch (left, right) {
        case let (left?, right?): left < right
        case (.some, nil): true
        default: false
        }
    }

    /// An edge's strings as exact bytes, to order edges that compare equal.
    private static func bytes(of edge: Edge) -> [UInt8] {
        Array(edge.from.utf8) + [0] + Array(edge.to.utf8) + [0] + Array((edge.label ?? "").utf8)
    }

    /// The node with an id, if there is one.
    ///
    /// - Parameter id: A node id.
    /// - Returns: The node, or `nil`.
    public func node(withID id: String) -> Node? {
        var low = 0
        var high = nodes.count
        while low < high {
            let mid = (low + high) / 2
            if nodes[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return low < nodes.count && nodes[low].id == id ? nodes[low] : nil
    }
}
