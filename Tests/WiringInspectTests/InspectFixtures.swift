import WiringModel

/// Small graphs built for one inspect test each.
enum InspectFixtures {
    /// `count` objects in a line, `N0 → N1 → … → N(count-1)`, with an optional edge back to the start.
    static func chain(_ count: Int, closed: Bool = false, kind: EdgeKind = .holds) -> GraphSnapshot {
        let ids = (0..<count).map { String(format: "N%06d", $0) }
        let nodes = ids.map { Node(id: $0, kind: .object, type: "Chain.\($0)") }
        var edges = (1..<count).map { Edge(from: ids[$0 - 1], to: ids[$0], kind: kind) }
        if closed { edges.append(Edge(from: ids[count - 1], to: ids[0], kind: kind)) }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "objects", title: "chain")
    }

    /// `depth` boundaries each nested in the one before.
    static func nested(_ depth: Int) -> GraphSnapshot {
        var nodes: [Node] = []
        var parent: String?
        for level in 0..<depth {
            let id = (parent.map { "\($0)/" } ?? "") + "L\(level)"
            nodes.append(Node(id: id, kind: level == depth - 1 ? .boundary : .container, type: "Deep.L\(level)", parent: parent))
            parent = id
        }
        return GraphSnapshot(nodes: nodes, edges: [], source: "boundaries", title: "deep")
    }

    /// A graph from a compact description: node names (type `Test.<name>`, id the name) and edges.
    static func graph(
        _ names: [String], _ edges: [(String, String, EdgeKind)], weak: Set<String> = [], life: [String: String] = [:]
    ) -> GraphSnapshot {
        let nodes = names.map { Node(id: $0, kind: life.isEmpty ? .object : .service, type: "Test.\($0)", life: life[$0]) }
        let list = edges.map { from, to, kind in
            Edge(from: from, to: to, kind: kind, label: "\(from)\(to)",
                 reference: kind == .holds ? (weak.contains("\(from)\(to)") ? .weak : .strong) : nil)
        }
        return GraphSnapshot(nodes: nodes, edges: list, source: life.isEmpty ? "objects" : "box")
    }
}

extension String {
    /// The text's lines, without the final empty one.
    var lines: [String] {
        var lines = components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
