import WiringModel

extension GraphSnapshot {
    /// The most nodes `transitiveReduction()` reduces; a larger graph comes back unchanged.
    public static let maxReducedNodes = 20_000

    /// Whether an edge is a dependency a path can run through: every edge but an app embedding a
    /// product (a `depends` edge labelled `embeds`, such as an app extension), which is no dependency.
    public static func isDependencyPath(_ edge: Edge) -> Bool {
        !(edge.kind == .depends && edge.label == "embeds")
    }

    /// The graph without the edges a longer path already implies: when A reaches C through B, the
    /// edge A → C is left out. Only dependencies make paths (`isDependencyPath(_:)`): an app that
    /// embeds an extension keeps its own lines to what both use, and the embedding line is kept.
    /// Edges inside a cycle are all kept (no one of them is implied by the others in a way a reader
    /// could follow), and so are parallel edges of different kinds.
    ///
    /// - Returns: The reduced graph and how many edges were left out (0 for a graph of more than
    ///   `maxReducedNodes` nodes, which is returned unchanged).
    public func transitiveReduction() -> (snapshot: GraphSnapshot, removed: Int) {
        guard nodes.count <= Self.maxReducedNodes, !edges.isEmpty else { return (self, 0) }
        let paths = edges.filter(Self.isDependencyPath)
        guard paths.count < edges.count else { return reducedAlongPaths() }
        var dependencies = self
        dependencies.setEdges(paths)
        let (reduced, removed) = dependencies.reducedAlongPaths()
        guard removed > 0 else { return (self, 0) }
        var result = self
        result.setEdges(reduced.edges + edges.filter { !Self.isDependencyPath($0) })
        return (result, removed)
    }

    /// `transitiveReduction()` over every edge.
    private func reducedAlongPaths() -> (snapshot: GraphSnapshot, removed: Int) {
        let graph = IndexedGraph(self)
        let components = CycleFinder(graph: graph).components(including: { _ in true })
        // Each node's component: its own number when it is in no cycle.
        var component = Array(0..<graph.count)
        for members in components {
            for member in members { component[member] = members[0] }
        }
        // Successors of each component, without repeats, and an order where every edge goes forward.
        var successors: [Int: Set<Int>] = [:]
        for edge in 0..<graph.sources.count where graph.sources[edge] >= 0 && graph.targets[edge] >= 0 {
            let from = component[graph.sources[edge]]
            let to = component[graph.targets[edge]]
            if from != to { successors[from, default: []].insert(to) }
        }
        let order = Self.reversePostorder(Set(component), successors: successors)
        // What each component reaches through at least one other component, as bits.
        let words = (graph.count + 63) / 64
        var reach: [Int: [UInt64]] = [:]
        var implied: Set<[Int]> = []
        for node in order.reversed() {
            var through = [UInt64](repeating: 0, count: words)
            let next = successors[node] ?? []
            for successor in next {
                guard let further = reach[successor] else { continue }
                for word in 0..<words { through[word] |= further[word] }
            }
            for successor in next where through[successor / 64] & (1 << UInt64(successor % 64)) != 0 {
                implied.insert([node, successor])
            }
            var all = through
            for successor in next { all[successor / 64] |= 1 << UInt64(successor % 64) }
            reach[node] = all
        }
        var kept: [Edge] = []
        for (number, edge) in edges.enumerated() {
            guard graph.sources[number] >= 0, graph.targets[number] >= 0 else {
                kept.append(edge)
                continue
            }
            let from = component[graph.sources[number]]
            let to = component[graph.targets[number]]
            if from != to, implied.contains([from, to]) { continue }
            kept.append(edge)
        }
        var reduced = self
        reduced.setEdges(kept)
        return (reduced, edges.count - kept.count)
    }

    /// Components in reverse postorder of a depth-first walk: every edge goes from an earlier one
    /// to a later one (the components form no cycle).
    private static func reversePostorder(_ all: Set<Int>, successors: [Int: Set<Int>]) -> [Int] {
        var visited: Set<Int> = []
        var postorder: [Int] = []
        for start in all.sorted() where !visited.contains(start) {
            visited.insert(start)
            var stack: [(Int, [Int])] = [(start, (successors[start] ?? []).sorted())]
            while !stack.isEmpty {
                if let next = stack[stack.count - 1].1.popLast() {
                    if visited.insert(next).inserted { stack.append((next, (successors[next] ?? []).sorted())) }
                } else {
                    postorder.append(stack.removeLast().0)
                }
            }
        }
        return postorder.reversed()
    }
}
