extension GraphSnapshot {
    /// Creates a snapshot from lists its producer has already put in order, without checking them.
    ///
    /// `init(nodes:edges:source:title:)` walks both lists to see whether they need sorting, which
    /// compares every neighbouring pair of id strings. A producer that sorts by id itself (capture
    /// does, comparing node ranks rather than strings) passes its lists here instead. Debug builds
    /// still check the order.
    ///
    /// - Parameters:
    ///   - nodes: The nodes, strictly increasing by id.
    ///   - edges: The edges, strictly increasing under `<` (so without repeats).
    ///   - source: What produced the graph.
    ///   - title: A short title for diagrams and reports.
    package init(presortedNodes nodes: [Node], edges: [Edge], source: String?, title: String?) {
        assert(nodes.indices.dropFirst().allSatisfy { nodes[$0 - 1].id < nodes[$0].id }, "nodes out of order")
        assert(edges.indices.dropFirst().allSatisfy { edges[$0 - 1] < edges[$0] }, "edges out of order")
        self.init(documentOrderNodes: nodes, edges: edges)
        self.source = source
        self.title = title
    }
}
