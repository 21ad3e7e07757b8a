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
        var depth: [String: Int] = [:]
        depth.reserveCapacity(index.snapshot.nodes.count)
        for node in index.snapshot.nodes where depth[node.id] == nil {
            var chain: [String] = []
            var onChain: Set<String> = []
            var base = -1
            var current: String? = node.id
            while let id = current, index.nodesByID[id] != nil {
                if let known = depth[id] {
                    base = known
                    break
                }
                guard onChain.insert(id).inserted else { break }
                chain.append(id)
                current = index.nodesByID[id]?.parent
            }
            for id in chain.reversed() {
                base += 1
                depth[id] = base
            }
        }
        self.depth = depth
        // Each id's depth looked up once, not at every comparison.
        let placed: [(depth: Int, id: String)] = index.snapshot.nodes.map { node in (depth[node.id] ?? 0, node.id) }
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
