/// The sizes at which the renderer changes how it draws, and why.
///
/// `dot`'s crossing minimisation and network-simplex ranking grow much faster
/// than linearly; clusters and HTML labels add to it. The thresholds below
/// keep a default render to seconds on a small machine (see docs/rendering.md).
enum LargeGraphPolicy {
    /// Above this many nodes (or `fastLayoutEdges` edges) layout switches to fast
    /// settings: ports hidden, edge labels dropped, fewer optimisation passes, straight edges.
    static let fastLayoutNodes = 1_500
    /// The edge count that also switches to fast settings.
    static let fastLayoutEdges = 3_000
    /// Above this many nodes, when no collapse level is given, containers are collapsed.
    static let collapseNodes = 4_000
    /// Above this many nodes (after collapsing) the renderer refuses unless forced.
    static let refuseNodes = 15_000
}
