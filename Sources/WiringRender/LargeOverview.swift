import WiringInspect
import WiringModel

/// What makes a large overview fit a screen: test targets left out, the package around nearly
/// everything unboxed, the groups that most others use drawn once in a shared row without the
/// lines into them, and the edges longer paths imply left out (`shaped(_:options:large:notes:)`).
enum LargeOverview {
    /// The graph without its test targets (module nodes of target type `test`, with anything
    /// inside them) and their edges.
    ///
    /// - Returns: The graph, and how many test targets were left out.
    static func withoutTestTargets(_ snapshot: GraphSnapshot) -> (snapshot: GraphSnapshot, left: Int) {
        let testTargets = snapshot.nodes.filter { $0.kind == .module && $0.attributes["targetType"] == "test" }
        // Most graphs have none: no index is built for them.
        guard !testTargets.isEmpty else { return (snapshot, 0) }
        let index = GraphIndex(snapshot)
        var left: Set<String> = []
        let tests = testTargets.count
        for node in testTargets {
            left.insert(node.id)
            left.formUnion(SnapshotFilter.descendants(of: node.id, in: index))
        }
        return (SnapshotFilter.restricted(snapshot, to: Set(snapshot.nodes.map(\.id)).subtracting(left)), tests)
    }

    /// The hubs of a graph: nodes with nothing inside them that at least
    /// `LargeGraphPolicy.hubShare` of the graph's other such nodes (and at least
    /// `LargeGraphPolicy.hubMinimumUsers`) have an edge to, the most used first, at most
    /// `LargeGraphPolicy.maxHubs`.
    ///
    /// - Returns: Each hub's id with how many nodes use it.
    static func hubs(of snapshot: GraphSnapshot) -> [(id: String, users: Int)] {
        let index = GraphIndex(snapshot)
        let leaves = snapshot.nodes.filter { index.children[$0.id, default: []].isEmpty }.map(\.id)
        let leafSet = Set(leaves)
        let needed = max(LargeGraphPolicy.hubMinimumUsers, Int((LargeGraphPolicy.hubShare * Double(leaves.count - 1)).rounded(.up)))
        var users: [String: Set<String>] = [:]
        for edge in snapshot.edges where edge.from != edge.to && leafSet.contains(edge.to) && leafSet.contains(edge.from) {
            users[edge.to, default: []].insert(edge.from)
        }
        let hubs = users.filter { $0.value.count >= needed }.map { (id: $0.key, users: $0.value.count) }
        return Array(hubs.sorted { $0.users != $1.users ? $0.users > $1.users : $0.id < $1.id }.prefix(LargeGraphPolicy.maxHubs))
    }

    /// The graph with its hubs taken out of their clusters and the edges into them left out,
    /// for drawing the hubs once, in a shared row.
    ///
    /// - Parameter hubs: The hubs, as `hubs(of:)` gives them.
    /// - Returns: The graph, and how many edges were left out.
    static func apart(_ snapshot: GraphSnapshot, hubs: [(id: String, users: Int)]) -> (snapshot: GraphSnapshot, leftEdges: Int) {
        let ids = Set(hubs.map(\.id))
        var result = snapshot
        result.setNodes(snapshot.nodes.map { node in
            var node = node
            if ids.contains(node.id) { node.parent = nil }
            return node
        })
        let kept = snapshot.edges.filter { !ids.contains($0.to) || ids.contains($0.from) }
        result.setEdges(kept)
        return (result, snapshot.edges.count - kept.count)
    }
}

extension LargeOverview {
    /// The graph with the package that holds more than half of its nodes (the root package of a
    /// module graph) no longer drawn as a box: its nodes sit free and its own node is left out. A
    /// box round nearly everything tells a reader nothing and makes `dot` route every line to
    /// another package around it.
    ///
    /// - Returns: The graph, and the package unboxed with how many nodes it held, if any was.
    static func unboxingLargestPackage(_ snapshot: GraphSnapshot) -> (snapshot: GraphSnapshot, package: (name: String, holds: Int)?) {
        let index = GraphIndex(snapshot)
        let packages = snapshot.nodes.filter { $0.kind == .package && $0.parent == nil }
        let sizes = packages.map { (node: $0, holds: index.children[$0.id, default: []].count) }
        guard let largest = sizes.max(by: { $0.holds != $1.holds ? $0.holds < $1.holds : $0.node.id > $1.node.id }),
              largest.holds * 2 > snapshot.nodes.count,
              !snapshot.edges.contains(where: { $0.from == largest.node.id || $0.to == largest.node.id })
        else { return (snapshot, nil) }
        var result = snapshot
        result.setNodes(snapshot.nodes.compactMap { node in
            if node.id == largest.node.id { return nil }
            var node = node
            if node.parent == largest.node.id { node.parent = nil }
            return node
        })
        return (result, (largest.node.displayName, largest.holds))
    }
}

extension LargeOverview {
    /// The graph as a large overview draws it, or as the options ask for any drawing: test targets
    /// left out, the largest package unboxed, hubs apart, implied edges left out. Each step taken
    /// is a line of `notes`.
    ///
    /// - Parameters:
    ///   - large: Whether the graph is an overview of more than `LargeGraphPolicy.largeOverviewGroups` groups.
    /// - Returns: The graph, and the hubs to draw in a shared row.
    ///   - dense: Whether a drawing with many more lines than nodes may be reduced (a view of the levels).
    static func shaped(
        _ snapshot: GraphSnapshot, options: RenderOptions, large: Bool, dense: Bool = false, notes: inout [String]
    ) -> (snapshot: GraphSnapshot, sharedRow: [(id: String, users: Int)]) {
        var graph = snapshot
        let bySize = large ? " in an overview of over \(LargeGraphPolicy.largeOverviewGroups) groups" : ""
        if !(options.showsTestTargets ?? !large) {
            let (kept, left) = withoutTestTargets(graph)
            if left > 0 {
                notes.append("\(left) test \(left == 1 ? "target" : "targets") not drawn\(bySize); pass --tests to draw them")
                graph = kept
            }
        }
        if large {
            let (unboxed, package) = unboxingLargestPackage(graph)
            if let package {
                notes.append("the package \(package.name) is not drawn as a box around its \(package.holds) groups\(bySize)")
                graph = unboxed
            }
        }
        var sharedRow: [(id: String, users: Int)] = []
        if options.sharesHubs ?? large {
            sharedRow = hubs(of: graph)
            if !sharedRow.isEmpty {
                let (apart, left) = apart(graph, hubs: sharedRow)
                let count = sharedRow.count
                notes.append(
                    "shared row: \(count == 1 ? "the node" : "the \(count) nodes") that a third or more of the rest use "
                        + "\(count == 1 ? "is" : "are") drawn once, apart; \(left == 1 ? "the line" : "the \(left) lines") into "
                        + "\(count == 1 ? "it" : "them") \(left == 1 ? "is" : "are") not drawn\(bySize)"
                        + (options.sharesHubs == nil ? "; pass --no-shared-row to draw them" : ""))
                graph = apart
            }
        }
        // A dense drawing (more lines than half again its nodes) is reduced too: its long lines
        // implied by shorter paths are what makes it unreadable.
        let dense = dense && graph.edges.count * 2 > graph.nodes.count * 3
        if options.reduce ?? (large || dense) {
            let (reduced, removed) = graph.transitiveReduction()
            if options.reduce != nil || removed > 0 {
                notes.append(
                    (removed == 0 ? "transitive reduction: no edge is implied by a longer path"
                        : "\(removed) \(removed == 1 ? "line" : "lines") implied by longer paths not drawn")
                        + (options.reduce == nil && removed > 0 ? "; pass --no-reduce to draw them" : ""))
            }
            graph = reduced
        }
        return (graph, sharedRow)
    }
}
