import WiringModel

extension GraphSnapshot {
    /// The graph one level up: one node per group, and one edge per pair of groups and edge kind,
    /// labelled with how many edges it stands for. A big graph read this way fits on a screen.
    ///
    /// A node's group is the module that holds it (its nearest `module` ancestor); where there are
    /// no modules, the assembly its registration was made in (attribute `assembly`), else the
    /// outermost root, container or box around it. Modules and packages stay as they are, so a
    /// module graph keeps its packages around its modules. Edges inside one group are left out and
    /// counted on the group (attribute `innerEdges`); each group says how many nodes it stands for
    /// (attribute `members`).
    ///
    /// - Returns: The overview, with the same source and the title marked as an overview.
    public func overview() -> GraphSnapshot {
        let index = GraphIndex(self)
        var groupOf: [String: String] = [:]
        var groups: [String: Node] = [:]
        var members: [String: Int] = [:]
        for node in nodes {
            let group = Self.group(of: node, index: index)
            groupOf[node.id] = group.id
            if groups[group.id] == nil { groups[group.id] = group }
            if group.id != node.id { members[group.id, default: 0] += 1 }
        }
        var counts: [String: (edge: Edge, count: Int)] = [:]
        var inner: [String: Int] = [:]
        for edge in edges {
            guard let from = groupOf[edge.from], let to = groupOf[edge.to] else { continue }
            if from == to {
                inner[from, default: 0] += 1
                continue
            }
            let key = from + "\u{0}" + to + "\u{0}" + edge.kind.rawValue
            let count = (counts[key]?.count ?? 0) + 1
            let first = counts[key]?.edge ?? Edge(from: from, to: to, kind: edge.kind, place: edge.place)
            counts[key] = (first, count)
        }
        let groupNodes = groups.values.map { group -> Node in
            var node = group
            node.ports = []
            if let parent = node.parent, groups[parent] == nil { node.parent = nil }
            if let count = members[group.id], count > 0 { node.attributes["members"] = String(count) }
            if let count = inner[group.id], count > 0 { node.attributes["innerEdges"] = String(count) }
            return node
        }
        let groupEdges = counts.values.map { entry -> Edge in
            var edge = entry.edge
            if entry.count > 1 { edge.label = "\(entry.count) \(entry.edge.kind.rawValue)" }
            return edge
        }
        return GraphSnapshot(
            nodes: groupNodes, edges: groupEdges, source: source, title: (title.map { $0 + " — " } ?? "") + "overview")
    }

    /// The group a node belongs to in the overview.
    private static func group(of node: Node, index: GraphIndex) -> Node {
        if node.kind == .module || node.kind == .package { return node }
        var outermost = node
        var current = node
        var seen: Set<String> = [node.id]
        while let parentID = current.parent, seen.insert(parentID).inserted, let parent = index.nodesByID[parentID] {
            if parent.kind == .module { return parent }
            current = parent
            if parent.kind.isEnclosing { outermost = parent }
        }
        if let assembly = node.attributes["assembly"], !assembly.isEmpty {
            return Node(id: "assembly:" + assembly, kind: .container, type: assembly, attributes: ["assembly": assembly])
        }
        if outermost.id == node.id, let parent = node.parent, let container = index.nodesByID[parent] { return container }
        return outermost
    }
}
