import WiringModel

extension GraphSnapshot {
    /// The graph one level up: one node per group, and one edge per pair of groups and edge kind,
    /// labelled with how many edges it stands for. A big graph read this way fits on a screen.
    ///
    /// A node's group is the module that holds it (its nearest `module` ancestor). Outside every
    /// module node it is the module its type names (`module:CommonKit` for `CommonKit.SecuredStore`,
    /// the module node of that id if there is one) when those types name two modules or more and
    /// no assembly holds more of these nodes than the largest such module; else the assembly its
    /// registration was made in (attribute `assembly`), else the outermost root, container or box
    /// around it. Modules and packages stay as they are, so a
    /// module graph keeps its packages around its modules, except that the products used from a
    /// package (module nodes with attribute `product`) fold into that package's node, one node per
    /// dependency package. Edges inside one group are left out and
    /// counted on the group (attribute `innerEdges`); each group says how many nodes it stands for
    /// (attribute `members`). A container all of whose registrations went to assemblies' groups is
    /// left out.
    ///
    /// - Returns: The overview, with the same source and the title marked as an overview.
    public func overview() -> GraphSnapshot {
        let grouping = Grouping(self)
        var members: [String: Int] = [:]
        var inner: [String: Int] = [:]
        var tally = EdgeTally()
        for node in nodes where grouping.groupOf[node.id] != node.id {
            members[grouping.groupOf[node.id] ?? "", default: 0] += 1
        }
        for edge in edges {
            guard let from = grouping.groupOf[edge.from], let to = grouping.groupOf[edge.to] else { continue }
            if from == to {
                inner[from, default: 0] += 1
            } else {
                tally.add(from: from, to: to, like: edge)
            }
        }
        // A container whose every registration went to an assembly's group stands for nothing.
        let parents = Set(nodes.compactMap(\.parent))
        let joined = Set(tally.edges.flatMap { [$0.from, $0.to] })
        let emptied = Set(grouping.groups.values.filter { group in
            group.kind.isEnclosing && group.kind != .module && group.kind != .package && parents.contains(group.id)
                && members[group.id] == nil && inner[group.id] == nil && !joined.contains(group.id)
        }.map(\.id))
        let groupNodes = grouping.groups.values.filter { !emptied.contains($0.id) }.map { group -> Node in
            var node = group
            node.ports = []
            if let parent = node.parent, grouping.groups[parent] == nil { node.parent = nil }
            if let count = members[group.id], count > 0 { node.attributes["members"] = String(count) }
            if let count = inner[group.id], count > 0 { node.attributes["innerEdges"] = String(count) }
            return node
        }
        return GraphSnapshot(
            nodes: groupNodes, edges: tally.edges, source: source, title: (title.map { $0 + " — " } ?? "") + "overview")
    }

    /// The id of each node's group in `overview()`.
    public func overviewGroups() -> [String: String] { Grouping(self).groupOf }

    /// The inside of one group of `overview()`: its nodes and their edges, with each group outside
    /// that they have edges to or from drawn as a single stub node (attribute `stub` naming the
    /// group, not resolved) joined by one edge per kind and direction, labelled with its count.
    ///
    /// - Parameter group: The id of a group node of the overview.
    /// - Returns: The group's inside, titled with the group's name.
    public func detail(ofGroup group: String) -> GraphSnapshot {
        let grouping = Grouping(self)
        var kept = nodes.filter { grouping.groupOf[$0.id] == group }
        let inside = Set(kept.map(\.id))
        for index in kept.indices where kept[index].parent.map({ !inside.contains($0) }) ?? false { kept[index].parent = nil }
        var stubs: [String: Node] = [:]
        var tally = EdgeTally()
        var innerEdges: [Edge] = []
        for edge in edges {
            let fromInside = inside.contains(edge.from)
            let toInside = inside.contains(edge.to)
            if fromInside && toInside {
                innerEdges.append(edge)
                continue
            }
            guard fromInside || toInside, let other = grouping.groupOf[fromInside ? edge.to : edge.from],
                  let otherNode = grouping.groups[other]
            else { continue }
            let stub = "stub:" + other
            stubs[stub] = Node(id: stub, kind: otherNode.kind, type: otherNode.type, resolved: false, attributes: ["stub": other])
            tally.add(from: fromInside ? edge.from : stub, to: fromInside ? stub : edge.to, like: edge)
        }
        return GraphSnapshot(
            nodes: kept + stubs.values, edges: innerEdges + tally.edges, source: source,
            title: grouping.groups[group]?.type ?? group)
    }
}

/// Which overview group each node of a snapshot belongs to, and the group's node.
private struct Grouping {
    var groupOf: [String: String] = [:]
    var groups: [String: Node] = [:]

    init(_ snapshot: GraphSnapshot) {
        let index = GraphIndex(snapshot)
        // Nodes no module node holds, whose types name two modules or more (an app split into
        // framework targets), are grouped by those modules, unless their assemblies split them
        // finer (a smaller largest group).
        var byModule: [String: Int] = [:]
        var byAssembly: [String: Int] = [:]
        for node in snapshot.nodes where !node.kind.isEnclosing && Self.moduleAncestor(of: node, index: index) == nil {
            let module = Self.typeModule(of: node)
            byModule[module ?? "", default: 0] += 1
            byAssembly[node.attributes["assembly"] ?? "", default: 0] += 1
        }
        let modules = byModule.keys.filter { !$0.isEmpty }.count
        let byTypeModule = modules >= 2 && (byModule.values.max() ?? 0) <= (byAssembly.values.max() ?? 0)
        for node in snapshot.nodes {
            let group = Self.group(of: node, index: index, byTypeModule: byTypeModule)
            groupOf[node.id] = group.id
            if groups[group.id] == nil { groups[group.id] = group }
        }
    }

    private static func group(of node: Node, index: GraphIndex, byTypeModule: Bool) -> Node {
        if node.kind == .module, node.attributes["product"] != nil, let packageID = node.parent,
           let package = index.nodesByID[packageID], package.kind == .package {
            return package
        }
        if node.kind == .module || node.kind == .package { return node }
        if let module = moduleAncestor(of: node, index: index) { return module }
        if byTypeModule, !node.kind.isEnclosing, let module = typeModule(of: node) {
            return index.nodesByID["module:" + module] ?? Node(id: "module:" + module, kind: .module, type: module)
        }
        if let assembly = node.attributes["assembly"], !assembly.isEmpty {
            return Node(id: "assembly:" + assembly, kind: .container, type: assembly, attributes: ["assembly": assembly])
        }
        var outermost = node
        var current = node
        var seen: Set<String> = [node.id]
        while let parentID = current.parent, seen.insert(parentID).inserted, let parent = index.nodesByID[parentID] {
            current = parent
            if parent.kind.isEnclosing { outermost = parent }
        }
        return outermost
    }

    /// The nearest `module` node around a node.
    private static func moduleAncestor(of node: Node, index: GraphIndex) -> Node? {
        var current = node
        var seen: Set<String> = [node.id]
        while let parentID = current.parent, seen.insert(parentID).inserted, let parent = index.nodesByID[parentID] {
            if parent.kind == .module { return parent }
            current = parent
        }
        return nil
    }

    /// The module a node's type names first (`CommonKit` of `CommonKit.SecuredStore`), if any.
    private static func typeModule(of node: Node) -> String? {
        let head = node.type.prefix { $0 != "." && $0 != "<" && $0 != "(" && $0 != "[" && $0 != " " }
        guard !head.isEmpty, node.type.dropFirst(head.count).first == ".",
              head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), head != "Swift"
        else { return nil }
        return String(head)
    }
}

/// Edges between groups, one per start, end and kind, labelled with how many they stand for.
private struct EdgeTally {
    private var tallies: [String: (edge: Edge, count: Int)] = [:]

    mutating func add(from: String, to: String, like edge: Edge) {
        let key = from + "\u{0}" + to + "\u{0}" + edge.kind.rawValue
        let first = tallies[key]?.edge ?? Edge(from: from, to: to, kind: edge.kind, place: edge.place)
        tallies[key] = (first, (tallies[key]?.count ?? 0) + 1)
    }

    var edges: [Edge] {
        tallies.values.map { tally in
            var edge = tally.edge
            if tally.count > 1 { edge.label = "\(tally.count) \(edge.kind.rawValue)" }
            return edge
        }
    }
}
