import WiringModel

/// Folds each enclosing node at a given nesting depth, with everything inside
/// it, into one node, and merges the edges of the folded nodes onto it.
///
/// Depth 1 is the container level: the root (or top-level box) stays open and
/// each container or child box directly or further inside it becomes one node.
/// Depth 0 folds even the top-level enclosing nodes.
struct ContainerCollapser {
    /// The nesting depth of the enclosing nodes to fold; top-level nodes are at depth 0.
    var depth: Int

    /// The diagram with enclosing nodes at `depth` folded.
    func collapsed(_ diagram: Diagram) -> Diagram {
        let snapshot = diagram.snapshot
        let index = GraphIndex(snapshot)
        // Each node's representative: itself, or the folded enclosing node that holds it. Outermost
        // first, a node takes its parent's representative (or the parent, when that is the one
        // folded), so each node is looked at once however deep the nesting.
        let nesting = NestingTable(index)
        var representative: [String: String] = [:]
        for id in nesting.outermostFirst {
            let nodeDepth = nesting.depth[id] ?? 0
            guard nodeDepth > depth, let parent = nesting.parent(of: id) else {
                representative[id] = id
                continue
            }
            representative[id] = nodeDepth == depth + 1 ? parent : representative[parent] ?? parent
        }
        var folded = diagram.folded
        var nodeEmphasis: [String: Emphasis] = [:]
        var nodes: [Node] = []
        for node in snapshot.nodes {
            let target = representative[node.id] ?? node.id
            if let emphasis = diagram.nodeEmphasis[node.id] {
                nodeEmphasis[target] = (nodeEmphasis[target] ?? emphasis).louder(emphasis)
            }
            if target == node.id {
                nodes.append(node)
            } else {
                folded[target, default: 0] += 1 + (diagram.folded[node.id] ?? 0)
            }
        }
        // Merge edges that join the same representatives with the same meaning.
        struct Key: Hashable { var from, to: String; var kind: EdgeKind; var reference: ReferenceStrength? }
        var groups: [Key: (count: Int, resolved: Bool, label: String?, emphasis: Emphasis?)] = [:]
        for edge in snapshot.edges {
            guard let from = representative[edge.from], let to = representative[edge.to], from != to else { continue }
            let key = Key(from: from, to: to, kind: edge.kind, reference: edge.reference)
            var group = groups[key] ?? (0, false, edge.label, nil)
            group.count += 1
            group.resolved = group.resolved || edge.resolved
            if group.label != edge.label { group.label = nil }
            if let emphasis = diagram.edgeEmphasis[edge.id] { group.emphasis = (group.emphasis ?? emphasis).louder(emphasis) }
            groups[key] = group
        }
        var edges: [Edge] = []
        var edgeEmphasis: [String: Emphasis] = [:]
        for (key, group) in groups {
            let label = group.count > 1 ? "\(group.count) edges" : group.label
            let edge = Edge(from: key.from, to: key.to, kind: key.kind, label: label, reference: key.reference, resolved: group.resolved)
            edges.append(edge)
            if let emphasis = group.emphasis { edgeEmphasis[edge.id] = emphasis }
        }
        var result = diagram
        result.snapshot.setNodes(nodes)
        result.snapshot.setEdges(edges)
        result.nodeEmphasis = nodeEmphasis
        result.edgeEmphasis = edgeEmphasis
        result.folded = folded.filter { result.snapshot.node(withID: $0.key) != nil }
        return result
    }
}
