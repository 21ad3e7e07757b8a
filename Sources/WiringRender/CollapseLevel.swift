/// How much detail a diagram folds away.
public enum CollapseLevel: String, Sendable, CaseIterable {
    /// Every node with its ports.
    case none
    /// Every node, without port lists.
    case boundary
    /// Each container (below the root) and each child box drawn as one node,
    /// with the edges of everything inside it aggregated onto it.
    case container
    /// The overview: one node per module (or, where there are no modules, per assembly or
    /// outermost container), with the edges between them counted. See `GraphSnapshot.overview()`.
    case overview
}
