/// An edge whose two ends lie in different boundaries (or, in a box graph,
/// in different modules or boxes): the arrows an architecture review cares about.
public struct Crossing: Sendable, Hashable, Comparable {
    /// The edge that crosses.
    public var edge: Edge
    /// The area the edge starts in: a boundary id, or a module or box for services and objects.
    public var fromArea: String
    /// The area the edge ends in.
    public var toArea: String

    /// Creates a crossing.
    ///
    /// - Parameters:
    ///   - edge: The edge that crosses.
    ///   - fromArea: The area it starts in.
    ///   - toArea: The area it ends in.
    public init(edge: Edge, fromArea: String, toArea: String) {
        self.edge = edge
        self.fromArea = fromArea
        self.toArea = toArea
    }

    public static func < (lhs: Crossing, rhs: Crossing) -> Bool { lhs.edge < rhs.edge }
}

extension GraphIndex {
    /// Whether an edge crosses an architectural boundary, and between which areas.
    ///
    /// - A `dependency`, `plugin` or `adapts` edge joins two boundaries: it crosses
    ///   whenever its ends differ.
    /// - A `resolves` edge crosses when its services live in different boxes or
    ///   their types come from different modules.
    /// - A `holds` edge crosses when its objects' types come from different modules.
    ///
    /// - Parameter edge: An edge of the indexed snapshot.
    /// - Returns: The crossing, or `nil` when the edge stays inside one area.
    public func crossing(for edge: Edge) -> Crossing? {
        guard let from = nodesByID[edge.from], let to = nodesByID[edge.to] else { return nil }
        return Crossing.between(edge, from: from, to: to)
    }

    /// Every crossing in the snapshot, sorted by edge.
    public var crossings: [Crossing] {
        snapshot.edges.compactMap(crossing(for:))
    }
}

extension Crossing {
    /// The crossing an edge makes between two nodes, if any: the rule `GraphIndex.crossing(for:)`
    /// applies, for callers that look nodes up their own way.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - from: The node the edge starts at (`edge.from`).
    ///   - to: The node the edge ends at (`edge.to`).
    /// - Returns: The crossing, or `nil` when the edge stays inside one area.
    public static func between(_ edge: Edge, from: Node, to: Node) -> Crossing? {
        guard edge.from != edge.to else { return nil }
        switch edge.kind {
        case .dependency, .plugin, .adapts:
            return Crossing(edge: edge, fromArea: from.id, toArea: to.id)
        case .depends, .imports:
            return Crossing(edge: edge, fromArea: from.type, toArea: to.type)
        case .resolves:
            if from.parent != to.parent {
                return Crossing(edge: edge, fromArea: from.parent ?? "", toArea: to.parent ?? "")
            }
            if !TypeName.sameModule(from.type, to.type) {
                return Crossing(edge: edge, fromArea: from.module, toArea: to.module)
            }
            return nil
        case .holds:
            if !TypeName.sameModule(from.type, to.type) {
                return Crossing(edge: edge, fromArea: from.module, toArea: to.module)
            }
            return nil
        }
    }

    /// Whether `between(_:from:to:)` finds a crossing, reading the edge and nodes where they lie
    /// and making no crossing: for walking every edge of a large snapshot, where copying two
    /// nodes per edge would cost more than the rule.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - from: The node the edge starts at.
    ///   - to: The node the edge ends at.
    /// - Returns: Whether the edge crosses.
    package static func occurs(
        _ edge: UnsafePointer<Edge>, from: UnsafePointer<Node>, to: UnsafePointer<Node>
    ) -> Bool {
        guard TextOrder.compare(edge.pointee.from, edge.pointee.to) != 0 else { return false }
        switch edge.pointee.kind {
        case .dependency, .plugin, .adapts, .depends, .imports:
            return true
        case .resolves:
            return from.pointee.parent != to.pointee.parent || !TypeName.sameModule(from.pointee.type, to.pointee.type)
        case .holds:
            return !TypeName.sameModule(from.pointee.type, to.pointee.type)
        }
    }
}
