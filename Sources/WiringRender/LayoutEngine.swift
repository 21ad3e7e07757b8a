/// The Graphviz layout program that places nodes and routes edges.
public enum LayoutEngine: String, Sendable, CaseIterable {
    /// Layered, hierarchical layout; the only one that draws clusters as nested boxes reliably.
    case dot
    /// Force-directed layout for large graphs.
    case sfdp
    /// Spring-model layout.
    case neato
    /// Force-directed layout that honours clusters.
    case fdp
    /// Circular layout.
    case circo
    /// Radial layout.
    case twopi
}
