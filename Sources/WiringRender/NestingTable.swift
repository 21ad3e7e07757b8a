import WiringModel

/// Each node's place in the parent tree, worked out once for the whole snapshot.
///
/// Asking `GraphIndex.ancestors(of:)` for every node walks a chain of depth d d times: a
/// 20,000-deep parent chain took 43 s to collapse. This table walks each parent link once, so
/// collapsing, filtering and closing a set of nodes under their enclosing nodes stay linear.
/// It tolerates what a snapshot built in code may hold: parents that do not exist (the node
/// counts as top-level) and parent cycles (the walk stops where it comes back).
struct NestingTable {
    /// The nesting depth of each node: 0 at the top.
    let depth: [String: Int]
    /// The node ids ordered by depth, outermost first (ties by id, so the order is deterministic).
    let outermostFirst: [String]
    private let index: GraphIndex

    init(_ index: GraphIndex) {
        self.index = index
        let nodes = index.snapshot.nodes
        // Worked out by the nodes' places in the snapshot: an id that holds a non-ASCII character costs
        // a normalising hash at every lookup, so each id is looked up once or twice, not at every step.
        // A node's number is that of the last node with its id, as `GraphIndex.nodesByID` keeps.
        var number: [String: Int] = [:]
        number.reserveCapacity(nodes.count)
        var repeated: [Int] = []
        for (position, node) in nodes.enumerated() {
            if let earlier = number.updateValue(position, forKey: node.id) { repeated.append(earlier) }
        }
        var own = Array(nodes.indices)
        for position in repeated { own[position] = number[nodes[position].id] ?? position }
        // Each node's parent's number, when the parent exists.
        let parent: [Int?] = nodes.indices.map { position in
            own[position] == position ? nodes[position].parent.flatMap { number[$0] } : nil
        }
        var depthOf = [Int?](repeating: nil, count: nodes.count)
        var onChain = [Bool](repeating: false, count: nodes.count)
        var chain: [Int] = []
        for start in own where depthOf[start] == nil {
            chain.removeAll(keepingCapacity: true)
            var base = -1
            var current: Int? = start
            while let position = current {
                if let known = depthOf[position] {
                    base = known
                    break
                }
                guard !onChain[position] else { break }
                onChain[position] = true
                chain.append(position)
                current = parent[position]
            }
            for position in chain.reversed() {
                base += 1
                depthOf[position] = base
                onChain[position] = false
            }
        }
        var depth: [String: Int] = [:]
        depth.reserveCapacity(nodes.count)
        for position in nodes.indices where own[position] == position { depth[nodes[position].id] = depthOf[position] }
        self.depth = depth
        // Each id's depth looked up once, not at every comparison.
        let placed: [(depth: Int, id: String)] = nodes.indices.map { position in (depthOf[own[position]] ?? 0, nodes[position].id) }
        self.outermostFirst = placed.sorted { (lhs: (depth: Int, id: String), rhs: (depth: Int, id: String)) -> Bool in
            lhs.depth != rhs.depth ? lhs.depth < rhs.depth : lhs.id < rhs.id
        }.map { $0.id }
    }

    /// The parent of a node, when it exists in the snapshot.
    func parent(of id: String) -> String? {
        index.nodesByID[id]?.parent.flatMap { index.nodesByID[$0] != nil ? $0 : nil }
    }

    /// The set with every enclosing node of its members added; each parent link is followed once.
    func addingAncestors(_ ids: Set<String>) -> Set<String> {
        var result = ids
        for id in ids {
            var current = parent(of: id)
            while let parent = current, result.insert(parent).inserted { current = self.parent(of: parent) }
        }
        return result
    }

    /// The members of `kept` whose enclosing nodes are all in `kept` too.
    func keepingWholeChains(_ kept: Set<String>) -> Set<String> {
        var whole: [String: Bool] = [:]
        for id in outermostFirst {
            guard kept.contains(id) else {
                whole[id] = false
                continue
            }
            // Outermost first: a parent is decided before its children (in a cycle, it may not be: then it counts).
            whole[id] = parent(of: id).map { whole[$0] ?? kept.contains($0) } ?? true
        }
        return kept.filter { whole[$0] ?? false }
    }
}
