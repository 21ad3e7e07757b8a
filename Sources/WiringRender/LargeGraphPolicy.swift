/// The sizes at which the renderer changes how it draws, and why.
///
/// `dot`'s crossing minimisation grows much faster than the node count and is
/// worst inside one large cluster with many cross-links. The thresholds keep a
/// default render to seconds on a small machine; docs/rendering.md lists the
/// measurements behind them.
enum LargeGraphPolicy {
    /// Above this many nodes (or `fastLayoutEdges` edges) layout switches to fast
    /// settings: ports and edge labels hidden, fewer optimisation passes, straight edges.
    static let fastLayoutNodes = 500
    /// The edge count that also switches to fast settings.
    static let fastLayoutEdges = 1_000
    /// Above this many nodes, when no collapse level is given, containers are collapsed.
    static let collapseNodes = 1_500
    /// Above this many nodes (after collapsing) the renderer refuses unless forced.
    static let refuseNodes = 5_000
    /// Above this many edges (after collapsing) the renderer refuses unless forced.
    static let refuseEdges = 15_000
}
