import WiringModel

/// Assembling the snapshot: the nodes sorted by id, each node's edges sorted and merged.
extension ObjectGraphCapture {
    /// Drops what only the walk needs (the objects it keeps alive, the table of those seen, the ids
    /// given out), so the snapshot built next can take that memory.
    mutating func releaseWalk() {
        for object in kept { object.release() }
        kept = []
        queue = []
        nodeByObject = ObjectPositions()
        usedIDs = UniqueIDs()
        nextNumberByPosition = [:]
        nextNumberByID = [:]
        pending = []
    }

    /// The nodes sorted by id and the edges in `Edge`'s order. Positions are sorted, not nodes, and
    /// references compare their ends by the nodes' ranks rather than by id strings. When every id
    /// is plain, repeated edges are merged here too.
    ///
    /// Nodes and edges are copies of one made beforehand with only their own fields set in place:
    /// the model's initialisers, compiled in another module, set and sort every field for every node.
    mutating func sorted(allPlain: Bool) -> (nodes: [Node], edges: [Edge]) {
        let (nodes, rank, order) = sortedNodes(allPlain: allPlain)
        types = []
        let count = nodes.count
        while referenceStarts.count <= count { referenceStarts.append(references.count) }
        let edgeTemplate = Edge(from: "", to: "", kind: .holds, label: "", reference: .strong)
        var edges: [Edge] = []
        edges.reserveCapacity(references.count)
        let references = self.references
        let largest = (0..<count).reduce(0) { max($0, referenceStarts[$1 + 1] - referenceStarts[$1]) }
        var buffer = [Int](repeating: 0, count: largest)
        buffer.withUnsafeMutableBufferPointer { buffer in
            for (place, position) in order.enumerated() {
                let from = nodes[place].id
                let group = Self.sort(references, in: referenceStarts[position]..<referenceStarts[position + 1], rank: rank, into: buffer)
                // Equal edges have equal sort keys, so they fall in one run of the order; keep one
                // of each. Within a run only the strength can differ.
                var runStart = 0
                for index in group.indices {
                    let reference = references[group[index]]
                    if allPlain, index > 0 {
                        let previous = references[group[index - 1]]
                        if previous.to != reference.to || previous.label != reference.label { runStart = index }
                        else if group[runStart..<index].contains(where: { references[$0].strength == reference.strength }) { continue }
                    }
                    edges.append(edgeTemplate)
                    let last = edges.count - 1
                    edges[last].from = from
                    edges[last].to = nodes[rank[Int(reference.to)]].id
                    edges[last].label = reference.label
                    edges[last].reference = reference.strength
                }
            }
        }
        return (nodes, edges)
    }

    /// The nodes in id order, each position's place in that order (its rank), and the positions in
    /// that order. Each id becomes a `String` here, once.
    ///
    /// Ids made only of ASCII and the `×` of repeated labels are in normal form, so their UTF-8
    /// bytes sort as the strings do; comparing bytes skips String's Unicode-aware comparison.
    private mutating func sortedNodes(allPlain: Bool) -> (nodes: [Node], rank: [Int], order: [Int]) {
        let joined = ids.joined()
        ids = IDBytes()
        let count = joined.count
        var strings: [String] = []
        let order: [Int]
        if allPlain {
            order = joined.sortedPositions()
        } else {
            strings = (0..<count).map { joined.id(at: $0) }
            let plain = (0..<count).map { joined.isPlain(at: $0) }
            order = Array(strings.indices).sorted { a, b in
                plain[a] && plain[b] ? strings[a].utf8.lexicographicallyPrecedes(strings[b].utf8) : strings[a] < strings[b]
            }
        }
        var rank = [Int](repeating: 0, count: count)
        let nodeTemplate = Node(id: "", kind: .object, type: "")
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        for (place, position) in order.enumerated() {
            rank[position] = place
            nodes.append(nodeTemplate)
            nodes[place].id = allPlain ? joined.id(at: position) : strings[position]
            nodes[place].type = types[position]
        }
        return (nodes, rank, order)
    }

    /// The indices of the references found in one object, in `Edge`'s order: by the rank of the
    /// end, then by label, equal references in the order found.
    ///
    /// References are kept grouped by their start, and the snapshot takes the groups in the nodes'
    /// order, so each group is sorted as its edges are made: only the few references of one object
    /// are compared with each other, and each group is read from memory once.
    ///
    /// - Parameters:
    ///   - references: Every reference found.
    ///   - range: The indices of one object's references.
    ///   - rank: Each position's place in the nodes' order.
    ///   - buffer: Room for the largest group, reused from group to group.
    /// - Returns: The start of `buffer`, holding the sorted indices.
    static func sort(
        _ references: [FoundReference], in range: Range<Int>, rank: [Int], into buffer: UnsafeMutableBufferPointer<Int>
    ) -> UnsafeMutableBufferPointer<Int> {
        var group = UnsafeMutableBufferPointer(rebasing: buffer[0..<range.count])
        for (slot, index) in range.enumerated() { group[slot] = index }
        guard group.count > 1 else { return group }
        if group.count > 16 {
            group.sort { Self.referencePrecedes($0, $1, references, rank) }
            return group
        }
        // Most objects hold few references: sort them in place by insertion.
        for end in 1..<group.count {
            let moving = group[end]
            var slot = end
            while slot > 0, Self.referencePrecedes(moving, group[slot - 1], references, rank) {
                group[slot] = group[slot - 1]
                slot -= 1
            }
            group[slot] = moving
        }
        return group
    }

    /// Whether reference `a` comes before reference `b` of the same start: by the rank of the end,
    /// then by label, then in the order found.
    static func referencePrecedes(_ a: Int, _ b: Int, _ references: [FoundReference], _ rank: [Int]) -> Bool {
        let (left, right) = (references[a], references[b])
        if left.to != right.to { return rank[Int(left.to)] < rank[Int(right.to)] }
        if left.label != right.label { return left.label < right.label }
        return a < b
    }
}
