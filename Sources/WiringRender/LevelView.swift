import WiringModel

/// One view of a graph's levels as a snapshot to draw: the cut's leaves as themselves, its boxes as
/// one node each (attribute `members`: the nodes inside), its open groups as frames, and every group
/// outside the view's subject that an edge reaches as one stand-in (a *stub*, attribute `stub`
/// naming the group). Edges that join the same two drawn nodes with the same kind are one line,
/// labelled with how many they are (`12 resolves`).
struct LevelView: Sendable {
    /// What the view draws.
    var snapshot: GraphSnapshot
    /// For each drawn edge (`Edge.id`) that stands for several: how many.
    var edgeCounts: [String: Int] = [:]
    /// For each drawn edge: where the edges it stands for are written, at most `maxPlaces`.
    var edgePlaces: [String: [SourcePlace]] = [:]
    /// The group each box (by node id) stands for.
    var boxes: [String: Int] = [:]
    /// The group each stub (by node id) stands for, when it is a group (not a single node).
    var stubs: [String: Int] = [:]
    /// The nodes each stand-in for several nodes outside the view (`N others`) stands for.
    var others: [String: [String]] = [:]
    /// The emphasis of each drawn node: the loudest of what it stands for.
    var nodeEmphasis: [String: Emphasis] = [:]
    /// The emphasis of each drawn line (`Edge.id`): the loudest of the edges it stands for.
    var edgeEmphasis: [String: Emphasis] = [:]

    /// The most places kept per line.
    static let maxPlaces = 20

    /// The view of a cut.
    ///
    /// - Parameters:
    ///   - title: The view's title; the subject group's name when `nil`.
    ///   - nodeEmphasis: Emphasis per node of the graph (a diff's marks), carried to what draws it.
    ///   - edgeEmphasis: Emphasis per edge of the graph (`Edge.id`), carried to the line that draws it.
    init(
        _ cut: LevelCut, tree: GroupTree, graph: GraphIndex, title: String?,
        nodeEmphasis: [String: Emphasis] = [:], edgeEmphasis: [String: Emphasis] = [:]
    ) {
        let subject = cut.subject
        // What each group below the subject is drawn as: itself open (nil), or the box holding it.
        var boxOf: [Int: Int] = [:]
        var stack = cut.boxes
        for box in cut.boxes { boxOf[box] = box }
        while let group = stack.popLast() {
            for child in tree[group].children {
                boxOf[child] = boxOf[group]
                stack.append(child)
            }
        }
        let subjectChain = tree.chain(to: subject)
        let drawnGroups = Set(cut.open + cut.boxes)
        func nodeID(ofGroup group: Int) -> String { tree[group].node ?? tree[group].id }
        func clusterID(_ group: Int?) -> String? { group.flatMap { $0 == subject ? nil : nodeID(ofGroup: $0) } }
        /// The drawn node an edge's end lands on, or `nil` when it is the subject itself: for a stub, the
        /// group it stands for, or the node (`original`) when it stands for one node. Whether an end is a
        /// stub is told by `outside`, never by its id, which a name may make look like anything.
        /// The enclosing groups whose nodes outside the view are one stand-in together (`others`)…
        var leavesTogether: Set<Int> = []
        /// …and the groups beside the view drawn in their enclosing group's stand-in (the same one).
        var groupsTogether: Set<Int> = []
        /// The enclosing group of an end drawn as one stand-in with others.
        func togetherIn(_ end: (id: String, outside: Bool, stub: Int?, original: String)) -> Int? {
            guard end.outside else { return nil }
            if let stub = end.stub {
                guard groupsTogether.contains(stub), let enclosing = tree[stub].parent else { return nil }
                return enclosing
            }
            guard let group = tree.groupOf[end.original], leavesTogether.contains(group) else { return nil }
            return group
        }
        func drawn(_ id: String) -> (id: String, outside: Bool, stub: Int?, original: String)? {
            drawn(end: apartOrTogether(id))
        }
        func drawn(end: (id: String, outside: Bool, stub: Int?, original: String)?) -> (id: String, outside: Bool, stub: Int?, original: String)? {
            guard let end else { return nil }
            if let enclosing = togetherIn(end) { return ("stub:others:" + tree[enclosing].id, true, nil, end.original) }
            return end
        }
        func apartOrTogether(_ id: String) -> (id: String, outside: Bool, stub: Int?, original: String)? {
            guard let group = tree.groupOf[id] else { return nil }
            let isLeaf = tree.leaves.contains(id)
            if tree.contains(subject, group) {
                if let box = boxOf[group] { return (nodeID(ofGroup: box), false, nil, id) }
                if isLeaf { return (id, false, nil, id) }
                // An enclosing node: its group's frame, or the nearest frame drawn around it.
                var current: Int? = group
                while let frame = current, frame != subject {
                    if drawnGroups.contains(frame) { return (nodeID(ofGroup: frame), false, nil, id) }
                    current = tree[frame].parent
                }
                return nil
            }
            // Outside: the group beside the subject's chain that holds it, or the node itself when it
            // sits directly in one of the subject's enclosing groups.
            let chain = tree.chain(to: group)
            var common = 0
            while common < chain.count, common < subjectChain.count, chain[common] == subjectChain[common] { common += 1 }
            if common < chain.count { return ("stub:" + tree[chain[common]].id, true, chain[common], id) }
            guard isLeaf else { return nil }
            return ("stub:" + id, true, nil, id)
        }
        // Many nodes of one enclosing group reached from inside (the roots that use a few shared
        // services) are one stand-in, `N others`, instead of a ring of stand-ins wider than the view;
        // so are many groups beside the view in one enclosing group (eighteen feature modules using
        // the use cases the view holds), `N modules`.
        var leavesApart: [Int: Set<String>] = [:]
        var groupsApart: [Int: Set<Int>] = [:]
        var linesOfGroup: [Int: Int] = [:]
        var reachedInGroup: [Int: Set<String>] = [:]
        // Where each edge's ends land apart from stand-ins shared with others, worked out once for
        // the two walks over the edges below (looking an id up hashes it, and ids are long).
        let edgeEnds = graph.snapshot.edges.map { (from: apartOrTogether($0.from), to: apartOrTogether($0.to)) }
        for ends in edgeEnds {
            guard let from = drawn(end: ends.from), let to = drawn(end: ends.to), from.outside != to.outside else { continue }
            let outside = from.outside ? from : to
            if let stub = outside.stub {
                guard let enclosing = tree[stub].parent else { continue }
                groupsApart[enclosing, default: []].insert(stub)
                linesOfGroup[stub, default: 0] += 1
                reachedInGroup[stub, default: []].insert(outside.original)
            } else if let group = tree.groupOf[outside.original] {
                leavesApart[group, default: []].insert(outside.original)
            }
        }
        leavesTogether = Set(leavesApart.filter { $0.value.count > LargeGraphPolicy.standInsApart }.keys)
        // The groups with the most lines to the view stay apart; the rest are one stand-in.
        for groups in groupsApart.values where groups.count > LargeGraphPolicy.groupStandInsApart {
            let ranked = groups.sorted { (linesOfGroup[$0] ?? 0, tree[$1].id) > (linesOfGroup[$1] ?? 0, tree[$0].id) }
            groupsTogether.formUnion(ranked.dropFirst(LargeGraphPolicy.groupStandInsApart - 1))
        }

        var nodes: [Node] = []
        var stubNodes: [String: Node] = [:]
        for group in cut.open + cut.boxes {
            let info = tree[group]
            var node = info.node.flatMap { graph.nodesByID[$0] } ?? Node(id: info.id, kind: Self.nodeKind(of: info.kind), type: info.title)
            node.id = nodeID(ofGroup: group)
            node.parent = clusterID(cut.placedIn[info.id])
            if info.kind != .module && info.kind != .package && info.kind != .container { node.attributes["group"] = info.kind.rawValue }
            if cut.boxes.contains(group) {
                node.ports = []
                node.attributes["members"] = String(info.size)
                boxes[node.id] = group
            }
            nodes.append(node)
        }
        for leaf in cut.leaves {
            guard var node = graph.nodesByID[leaf] else { continue }
            node.parent = clusterID(cut.placedIn[leaf])
            nodes.append(node)
        }
        for (id, emphasis) in nodeEmphasis {
            guard let end = drawn(id), !end.outside else { continue }
            self.nodeEmphasis[end.id] = (self.nodeEmphasis[end.id] ?? emphasis).louder(emphasis)
        }
        struct Key: Hashable { var from, to: String; var kind: EdgeKind }
        var tallies: [Key: (edge: Edge, count: Int, resolved: Bool, places: [SourcePlace], emphasis: Emphasis?)] = [:]
        for (edge, ends) in zip(graph.snapshot.edges, edgeEnds) {
            guard let from = drawn(end: ends.from), let to = drawn(end: ends.to), from.id != to.id,
                  !(from.outside && to.outside)
            else { continue }
            for end in [from, to] where end.outside && stubNodes[end.id] == nil {
                if end.id.hasPrefix("stub:others:"), let group = apartOrTogether(end.original).flatMap(togetherIn) {
                    let leaves = leavesTogether.contains(group) ? leavesApart[group, default: []] : []
                    let groups = groupsApart[group, default: []].intersection(groupsTogether)
                    let members = groups.reduce(into: leaves) { $0.formUnion(reachedInGroup[$1, default: []]) }.sorted()
                    let type = leaves.isEmpty ? Self.count(groups.map { tree[$0].kind }) : "\(leaves.count + groups.count) others"
                    let kinds = Set(groups.map { tree[$0].kind })
                    let kind = leaves.isEmpty && kinds.count == 1 ? kinds.first.map(Self.nodeKind(of:)) ?? .object : .object
                    stubNodes[end.id] = Node(id: end.id, kind: kind, type: type, resolved: false,
                                             attributes: ["stub": tree[group].node ?? tree[group].id])
                    others[end.id] = members
                    continue
                }
                stubNodes[end.id] = Self.stub(end.id, group: end.stub, original: end.original, tree: tree, graph: graph)
                if let group = end.stub { stubs[end.id] = group }
            }
            let key = Key(from: from.id, to: to.id, kind: edge.kind)
            var tally = tallies[key] ?? (Edge(from: from.id, to: to.id, kind: edge.kind, label: edge.label, reference: edge.reference,
                                              resolved: edge.resolved, place: edge.place), 0, false, [], nil)
            tally.count += 1
            tally.resolved = tally.resolved || edge.resolved
            if let place = edge.place, tally.places.count < Self.maxPlaces { tally.places.append(place) }
            if !edgeEmphasis.isEmpty, let emphasis = edgeEmphasis[edge.id] { tally.emphasis = (tally.emphasis ?? emphasis).louder(emphasis) }
            tallies[key] = tally
        }
        var edges: [Edge] = []
        for tally in tallies.values {
            var edge = tally.edge
            if tally.count > 1 {
                edge.label = "\(tally.count) \(edge.kind.rawValue)"
                edge.reference = nil
                edge.resolved = tally.resolved
                edge.place = tally.places.min()
            }
            edges.append(edge)
            if let emphasis = tally.emphasis { self.edgeEmphasis[edge.id] = emphasis }
            if tally.count > 1 { edgeCounts[edge.id] = tally.count }
            if !tally.places.isEmpty { edgePlaces[edge.id] = tally.places.sorted() }
        }
        snapshot = GraphSnapshot(
            nodes: nodes + stubNodes.values, edges: edges, source: graph.snapshot.source,
            title: title ?? tree[subject].title)
    }

    /// The stand-in for a group or node outside the view.
    private static func stub(_ id: String, group: Int?, original: String, tree: GroupTree, graph: GraphIndex) -> Node {
        if let group {
            let info = tree[group]
            let source = info.node.flatMap { graph.nodesByID[$0] }
            var node = Node(id: id, kind: source?.kind ?? nodeKind(of: info.kind), type: source?.type ?? info.title, resolved: false,
                            attributes: ["stub": info.node ?? info.id])
            if info.kind != .module && info.kind != .package && info.kind != .container { node.attributes["group"] = info.kind.rawValue }
            return node
        }
        let source = graph.nodesByID[original]
        return Node(id: id, kind: source?.kind ?? .object, type: source?.type ?? original, resolved: false, attributes: ["stub": original])
    }

    /// How many groups one stand-in holds, in words: `18 modules`, `3 folders`, `5 groups`.
    static func count(_ kinds: [GroupTree.Kind]) -> String {
        let distinct = Set(kinds)
        var word = "groups"
        if distinct.count == 1, let kind = distinct.first {
            switch kind {
            case .module: word = "modules"
            case .package: word = "packages"
            case .folder: word = "folders"
            case .container: word = "containers"
            case .assembly: word = "assemblies"
            case .whole, .names: word = "groups"
            }
        }
        return "\(kinds.count) \(word)"
    }

    /// The node kind a group without a node of its own is drawn as.
    static func nodeKind(of kind: GroupTree.Kind) -> NodeKind {
        switch kind {
        case .module: .module
        case .package, .folder: .package
        case .whole, .container, .assembly, .names: .container
        }
    }
}
