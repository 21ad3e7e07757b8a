/// What a node of a wiring graph stands for.
///
/// Boundary graphs use `root`, `container`, `boundary`, `adapter` and `plugin`;
/// box graphs use `box` and `service`; a generic object walk uses `object`.
public enum NodeKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// The root boundary of a boundary graph: the one the app creates itself.
    case root
    /// A boundary that composes subboundaries.
    case container
    /// A plain boundary: a factory for the objects of one area of concern.
    case boundary
    /// A boundary that implements a plugin declared by another boundary.
    case adapter
    /// A plugin: an abstract boundary declared by the boundary that needs it.
    case plugin
    /// A dependency-injection box (or a child box).
    case box
    /// One registration in a box.
    case service
    /// Any other instance reached by a generic object walk.
    case object
    /// A Swift package of the module graph: the scanned root package or one it depends on.
    case package
    /// A module of the module graph: a package's target (`type` is the target's name), or a
    /// product of another package that a target depends on.
    case module

    /// Whether nodes of this kind enclose other nodes (clusters in a diagram).
    public var isEnclosing: Bool {
        switch self {
        case .root, .container, .box, .package, .module: true
        default: false
        }
    }

    /// Whether this kind belongs to a boundary graph.
    public var isBoundaryKind: Bool {
        switch self {
        case .root, .container, .boundary, .adapter, .plugin: true
        default: false
        }
    }

    public static func < (lhs: NodeKind, rhs: NodeKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
