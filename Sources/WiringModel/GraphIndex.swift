/// Lookup tables over a snapshot: nodes by id, edges by end, children by parent.
///
/// Build one per snapshot and share it; render, diff and inspect all ask these questions.
package struct GraphIndex: Sendable {
    /// The snapshot indexed.
    package let snapshot: GraphSnapshot
    /// Every node by id.
    package let nodesByID: [String: Node]
    /// Edges leaving each node, sorted.
    package let outgoing: [String: [Edge]]
    /// Edges arriving at each node, sorted.
    package let incoming: [String: [Edge]]
    /// The ids of the nodes directly inside each node, sorted; `""` holds the top-level nodes.
    package let children: [String: [String]]

    /// Indexes a snapshot.
    ///
    /// - Parameter snapshot: A snapshot whose edges and parents name existing nodes.
    package init(_ snapshot: GraphSnapshot) {
        self.snapshot = snapshot
        var nodesByID: [String: Node] = [:]
        nodesByID.reserveCapacity(snapshot.nodes.count)
        var children: [String: [String]] = [:]
        for node in snapshot.nodes {
            nodesByID[node.id] = node
            children[node.parent ?? "", default: []].append(node.id)
        }
        var outgoing: [String: [Edge]] = [:]
        var incoming: [String: [Edge]] = [:]
        for edge in snapshot.edges {
            outgoing[edge.from, default: []].append(edge)
            incoming[edge.to, default: []].append(edge)
        }
        self.nodesByID = nodesByID
        self.outgoing = outgoing
        self.incoming = incoming
        self.children = children
    }

    /// The enclosing nodes of a node, innermost first.
    ///
    /// - Parameter id: A node id.
    /// - Returns: The ids of its parent, grandparent and so on.
    package func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [id]
        var current = nodesByID[id]?.parent
        while let parent = current, seen.insert(parent).inserted {
            result.append(parent)
            current = nodesByID[parent]?.parent
        }
        return result
    }

    /// The nodes whose display name, type or id matches a user's query.
    ///
    /// The first tier with any match decides: an exact id; an exact display name, or display
    /// name with `#key` as reports print a keyed service (`Car#sports`); an exact type; an exact
    /// key; a display name equal but for case; and last a case-insensitive substring of the type
    /// or id. So a name that is exactly one node's display name picks that node, however many
    /// other names contain it.
    ///
    /// - Parameter query: What the user typed.
    /// - Returns: The ids of matching nodes, sorted.
    package func nodes(matching query: String) -> [String] {
        if nodesByID[query] != nil { return [query] }
        let lowered = query.lowercased()
        let tiers: [(Node) -> Bool] = [
            { node in node.displayName == query || node.key.map { "\(node.displayName)#\($0)" == query } == true },
            { $0.type == query },
            { $0.key == query },
            { $0.displayName.lowercased() == lowered },
        ]
        for tier in tiers {
            let matches = snapshot.nodes.filter(tier)
            if !matches.isEmpty { return matches.map(\.id) }
        }
        // An empty query is no part of any name.
        guard !lowered.isEmpty else { return [] }
        return snapshot.nodes.filter { $0.type.lowercased().contains(lowered) || $0.id.lowercased().contains(lowered) }
            .map(\.id)
    }
}
