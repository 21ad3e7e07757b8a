import WiringModel

/// Narrows a snapshot to what a diagram should show: include and exclude
/// patterns, a focus neighbourhood, and collapsed containers.
enum SnapshotFilter {
    /// Draws each product named as a target it offers as that target (`productsAsTargets(_:)`),
    /// then applies include/exclude patterns and the focus of the options.
    ///
    /// - Throws: `RenderError` for a focus that matches no node or several, or a negative depth.
    static func narrowed(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> GraphSnapshot {
        var result = productsAsTargets(snapshot)
        if !options.include.isEmpty || !options.exclude.isEmpty {
            result = patterned(result, include: options.include.map(NamePattern.init), exclude: options.exclude.map(NamePattern.init))
            if result.nodes.isEmpty && !snapshot.nodes.isEmpty {
                throw RenderError.nothingToRender(reason: "no node matches the include and exclude patterns")
            }
        }
        if let focus = options.focus {
            guard options.depth >= 0 else { throw RenderError.invalidDepth(options.depth) }
            result = try focused(result, on: focus, depth: options.depth)
        }
        return result
    }

    /// Keeps the nodes matching an include pattern (all when there is none) with their
    /// enclosing nodes, minus the nodes matching an exclude pattern and everything inside them.
    static func patterned(_ snapshot: GraphSnapshot, include: [NamePattern], exclude: [NamePattern]) -> GraphSnapshot {
        let nesting = NestingTable(GraphIndex(snapshot))
        var kept: Set<String>
        if include.isEmpty {
            kept = Set(snapshot.nodes.map(\.id))
        } else {
            kept = nesting.addingAncestors(Set(snapshot.nodes.filter { node in include.contains { $0.matches(node) } }.map(\.id)))
        }
        for node in snapshot.nodes where exclude.contains(where: { $0.matches(node) }) {
            kept.remove(node.id)
        }
        // A node inside an excluded one goes too: a cluster cannot lose its frame.
        kept = nesting.keepingWholeChains(kept)
        return restricted(snapshot, to: kept)
    }

    /// Keeps the nodes at most `depth` edges from the focus (following edges either way),
    /// everything inside a focused enclosing node, and the enclosing nodes of all of them.
    static func focused(_ snapshot: GraphSnapshot, on query: String, depth: Int) throws -> GraphSnapshot {
        let index = GraphIndex(snapshot)
        let matches = index.nodes(matching: query)
        guard let seed = matches.first else { throw RenderError.unknownFocus(query) }
        guard matches.count == 1 else { throw RenderError.ambiguousFocus(query, candidates: matches) }
        var frontier = [seed] + descendants(of: seed, in: index)
        var kept = Set(frontier)
        // Stops as soon as nothing new is reached, so `--depth` near Int.max ends as quickly as a small one.
        var step = 0
        while step < depth && !frontier.isEmpty {
            step += 1
            var next: [String] = []
            for id in frontier {
                for edge in index.outgoing[id, default: []] where kept.insert(edge.to).inserted { next.append(edge.to) }
                for edge in index.incoming[id, default: []] where kept.insert(edge.from).inserted { next.append(edge.from) }
            }
            frontier = next
        }
        return restricted(snapshot, to: NestingTable(index).addingAncestors(kept))
    }

    /// Every node inside a node, at any depth.
    static func descendants(of id: String, in index: GraphIndex) -> [String] {
        var result: [String] = []
        var stack = index.children[id, default: []]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: index.children[next, default: []])
        }
        return result
    }

    /// The snapshot with only some nodes and the edges between them.
    static func restricted(_ snapshot: GraphSnapshot, to kept: Set<String>) -> GraphSnapshot {
        var result = snapshot
        result.setNodes(snapshot.nodes.filter { kept.contains($0.id) })
        result.setEdges(snapshot.edges.filter { kept.contains($0.from) && kept.contains($0.to) })
        return result
    }
}
