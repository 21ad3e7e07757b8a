import WiringModel

/// Snapshots of any size for benchmarks and scale tests, built on `SampleSnapshots.layered(layers:width:)`.
///
/// Every graph is deterministic: the same arguments always give the same snapshot, so two runs
/// of a benchmark or a test read the same bytes.
public enum SyntheticGraphs {
    /// The layers and width of a layered graph with about `nodes` nodes.
    ///
    /// A layered graph has one root, one container per layer and `width` boundaries in each layer,
    /// so `1 + layers × (width + 1)` nodes. Small graphs get few layers; big ones about 30.
    ///
    /// - Parameter nodes: The number of nodes wanted (at least 4).
    /// - Returns: The layers and width that come closest without going far over.
    public static func shape(forNodes nodes: Int) -> (layers: Int, width: Int) {
        let wanted = max(nodes, 4)
        let layers: Int
        switch wanted {
        case ..<100: layers = 5
        case ..<1_000: layers = 10
        case ..<10_000: layers = 20
        default: layers = 30
        }
        let width = max(1, Int((Double(wanted - 1) / Double(layers)).rounded()) - 1)
        return (layers, width)
    }

    /// A boundary-like layered graph with about `nodes` nodes and twice as many dependency edges.
    ///
    /// - Parameter nodes: The number of nodes wanted.
    /// - Returns: `SampleSnapshots.layered(layers:width:)` with the shape from `shape(forNodes:)`.
    public static func layered(nodes: Int) -> GraphSnapshot {
        let (layers, width) = shape(forNodes: nodes)
        return SampleSnapshots.layered(layers: layers, width: width)
    }

    /// A layered graph whose dependency edges number about `edges`.
    ///
    /// - Parameter edges: The number of edges wanted; the graph uses 30 layers.
    /// - Returns: A layered snapshot with `2 × 29 × width` edges (a few fewer where the two edges of a
    ///   boundary meet the same target).
    public static func layered(edges: Int) -> GraphSnapshot {
        let layers = 30
        let width = max(2, edges / (2 * (layers - 1)))
        return SampleSnapshots.layered(layers: layers, width: width)
    }

    /// The "after" version of a snapshot: the same graph plus `count` new crossing edges.
    ///
    /// Each new edge is a dependency from a boundary to one in an earlier layer, the wrong way for a
    /// layered architecture, so a diff reports each as a new crossing. Edges already present are skipped
    /// and the next candidate is tried, so exactly `count` edges are added when the graph has room.
    ///
    /// - Parameters:
    ///   - snapshot: The "before" snapshot, typically from `layered(nodes:)` or `layered(edges:)`.
    ///   - count: How many crossing edges to add.
    /// - Returns: The "after" snapshot, with the same title suffixed by `+ N crossings`.
    public static func addingCrossings(to snapshot: GraphSnapshot, count: Int) -> GraphSnapshot {
        let boundaries = snapshot.nodes.filter { $0.kind == .boundary }.map(\.id)
        guard boundaries.count > 1, count > 0 else { return snapshot }
        var existing = Set(snapshot.edges.map { "\($0.from)\u{0}\($0.to)" })
        var added: [Edge] = []
        var candidate = 0
        let limit = boundaries.count * 4
        while added.count < count && candidate < limit {
            // Walk the boundaries from the last one backwards against ones spread over the front half.
            let from = boundaries[boundaries.count - 1 - (candidate % boundaries.count)]
            let to = boundaries[(candidate * 7_919) % max(1, boundaries.count / 2)]
            candidate += 1
            guard from != to, existing.insert("\(from)\u{0}\(to)").inserted else { continue }
            added.append(Edge(from: from, to: to, kind: .dependency))
        }
        let title = "\(snapshot.title ?? "graph") + \(added.count) crossings"
        return GraphSnapshot(nodes: snapshot.nodes, edges: snapshot.edges + added, source: snapshot.source, title: title)
    }
}
