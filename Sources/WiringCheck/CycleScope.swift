import WiringModel

/// Which part of a graph a cycle rule looks at.
public enum CycleScope: String, Sendable, Hashable, CaseIterable, Codable {
    /// Boundaries, containers, plugins and adapters, over `dependency`, `plugin` and `adapts` edges.
    case boundaries
    /// Boxes and their services, over `resolves` edges.
    case services
    /// Objects, over strong `holds` edges: retain cycles.
    case objects

    /// Whether a node belongs to the scope.
    ///
    /// - Parameter node: A node of the snapshot.
    /// - Returns: `true` for a node of one of the scope's kinds.
    public func contains(_ node: Node) -> Bool {
        switch self {
        case .boundaries: [.root, .container, .boundary, .adapter, .plugin].contains(node.kind)
        case .services: node.kind == .box || node.kind == .service
        case .objects: node.kind == .object
        }
    }

    /// Whether an edge counts for the scope's cycles (both ends must belong to it too).
    ///
    /// - Parameter edge: An edge of the snapshot.
    /// - Returns: `true` for an edge of one of the scope's kinds; weak and unowned references
    ///   never close a retain cycle, so they do not count.
    public func counts(_ edge: Edge) -> Bool {
        switch self {
        case .boundaries: [.dependency, .plugin, .adapts].contains(edge.kind)
        case .services: edge.kind == .resolves
        case .objects: edge.kind == .holds && !edge.isWeak
        }
    }

    /// The scope's nodes in a sentence: `boundaries`, `services`, `objects`.
    var noun: String { rawValue }
}
