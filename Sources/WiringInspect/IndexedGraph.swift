import WiringModel

/// The snapshot as integer adjacency lists, for the graph searches.
///
/// Node numbers follow the snapshot's id order and each node's edges follow the
/// snapshot's edge order, so every search that walks these lists in order is
/// deterministic and breaks ties by sorted id.
struct IndexedGraph: Sendable {
    /// Node ids, sorted; a node's number is its position here.
    let ids: [String]
    /// Node numbers by id.
    let numbers: [String: Int]
    /// The snapshot's edges, sorted.
    let edges: [Edge]
    /// The start node of each edge.
    let sources: [Int]
    /// The end node of each edge.
    let targets: [Int]
    /// Edge numbers leaving each node, sorted by end node, kind and label.
    let outgoing: [[Int]]
    /// Edge numbers arriving at each node, sorted by start node, kind and label.
    let incoming: [[Int]]

    init(_ snapshot: GraphSnapshot) {
        ids = snapshot.nodes.map(\.id)
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(ids.count)
        for (number, id) in ids.enumerated() { numbers[id] = number }
        self.numbers = numbers
        edges = snapshot.edges
        var sources: [Int] = []
        var targets: [Int] = []
        var outgoing = [[Int]](repeating: [], count: ids.count)
        var incoming = [[Int]](repeating: [], count: ids.count)
        sources.reserveCapacity(edges.count)
        targets.reserveCapacity(edges.count)
        for (number, edge) in edges.enumerated() {
            // A checked snapshot names only existing nodes; a hand-built one that
            // does not is tolerated by leaving such an edge out of the searches.
            let from = numbers[edge.from] ?? -1
            let to = numbers[edge.to] ?? -1
            sources.append(from)
            targets.append(to)
            guard from >= 0, to >= 0 else { continue }
            outgoing[from].append(number)
            incoming[to].append(number)
        }
        self.sources = sources
        self.targets = targets
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The node count.
    var count: Int { ids.count }
}
