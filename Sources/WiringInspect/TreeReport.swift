import WiringModel

/// The whole snapshot as a tree: enclosing nodes around their members, each with
/// its ports and outgoing edges, followed by the findings of a lifetime audit.
public struct TreeReport: Sendable, Encodable {
    /// One node of the tree, in the order the tree is drawn.
    public struct Entry: Sendable, Equatable, Encodable {
        /// The node's id.
        public var id: String
        /// The node's printed name.
        public var name: String
        /// What the node stands for.
        public var kind: NodeKind
        /// The fully qualified type name.
        public var type: String
        /// The id of the enclosing node, or `nil` at the top.
        public var parent: String?
        /// How many enclosing nodes are drawn above it (0 at the top).
        public var depth: Int
        /// `false` for a part declared but not made yet.
        public var resolved: Bool
        /// The registration key of a service.
        public var key: String?
        /// The lifetime or scope of a service.
        public var life: String?
        /// The node's ports.
        public var ports: [Port]
        /// The edges leaving the node.
        public var edges: [EdgeStep]
        /// Where in source the node was made, if the snapshot knows.
        public var place: SourcePlace?
    }

    /// The snapshot's title.
    public var title: String?
    /// What produced the snapshot.
    public var source: String?
    /// How many nodes the snapshot has.
    public var nodeCount: Int
    /// How many edges the snapshot has.
    public var edgeCount: Int
    /// Every node, parents before their members, siblings sorted by id.
    public var entries: [Entry]
    /// What the lifetime audit found.
    public var findings: [InspectFinding]

    /// Builds the tree of a snapshot, without recursion so that deep nesting is safe.
    init(index: GraphIndex, names: NodeNames, findings: [InspectFinding]) {
        let snapshot = index.snapshot
        title = snapshot.title
        source = snapshot.source
        nodeCount = snapshot.nodes.count
        edgeCount = snapshot.edges.count
        self.findings = findings
        var entries: [Entry] = []
        entries.reserveCapacity(snapshot.nodes.count)
        var visited = Set<String>()
        // Top-level nodes first; then any node whose parent chain never reaches the top
        // (only possible in an unchecked snapshot), so that nothing goes missing.
        let starts = (index.children[""] ?? []) + snapshot.nodes.map(\.id)
        for start in starts where !visited.contains(start) {
            var stack: [(id: String, depth: Int)] = [(start, 0)]
            while let (id, depth) = stack.popLast() {
                guard visited.insert(id).inserted, let node = index.nodesByID[id] else { continue }
                entries.append(Entry(
                    id: id, name: names.name(of: id), kind: node.kind, type: node.type, parent: node.parent,
                    depth: depth, resolved: node.resolved, key: node.key, life: node.life, ports: node.ports,
                    edges: (index.outgoing[id] ?? []).map { EdgeStep($0, names: names) }, place: node.place))
                for child in (index.children[id] ?? []).reversed() where !visited.contains(child) {
                    stack.append((child, depth + 1))
                }
            }
        }
        self.entries = entries
    }
}
