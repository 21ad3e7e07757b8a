import WiringModel

/// A snapshot prepared for drawing: filtered, perhaps collapsed, with the
/// emphasis of each remaining node and edge and the drawing decisions made.
struct Diagram: Sendable {
    /// What is drawn.
    var snapshot: GraphSnapshot
    /// Emphasis per node id of `snapshot`.
    var nodeEmphasis: [String: Emphasis]
    /// Emphasis per `Edge.id` of `snapshot`.
    var edgeEmphasis: [String: Emphasis]
    /// For a node that stands for a collapsed container: how many nodes it holds.
    var folded: [String: Int] = [:]
    /// Whether node labels list ports.
    var showsPorts: Bool
    /// Whether to trade layout quality for speed (large graphs).
    var fastLayout = false
    /// The layout program: the one asked for, or the one chosen for the graph's size and shape.
    var engine: LayoutEngine = .dot
    /// The title shown in the legend.
    var title: String?
    /// A short note per `Edge.id` added to the edge's tooltip (a diff's verdict and rule).
    var edgeNotes: [String: String] = [:]
    /// What the renderer decided on its own (automatic collapsing), for the legend and progress.
    var notes: [String] = []
    /// For an overview: the graph it summarises, from which each group's inside is drawn.
    var detailSource: GraphSnapshot?
    /// Whether to draw tighter, as a large overview is: node labels without their kind (`«module»`,
    /// left to the legend) and nodes closer together.
    var compact = false
    /// Which way a layered layout flows.
    var direction: LayoutDirection = .TB
    /// The nodes drawn once in a shared row, the lines into them left out, with how many nodes use each.
    var sharedRow: [(id: String, users: Int)] = []
    /// What each `depends` and `imports` line stands for, when they are joined (`ModuleLink`).
    var moduleLinks: [String: ModuleLink] = [:]

    /// The emphasis of a node.
    func emphasis(ofNode id: String) -> Emphasis { nodeEmphasis[id] ?? .normal }

    /// The emphasis of an edge.
    func emphasis(of edge: Edge) -> Emphasis { edgeEmphasis.isEmpty ? .normal : emphasis(ofEdge: edge.id) }

    /// The emphasis of the edge with an `Edge.id`, for a caller that has the id already. Most
    /// diagrams mark no edge, and then the id is not even hashed.
    func emphasis(ofEdge id: String) -> Emphasis { edgeEmphasis.isEmpty ? .normal : edgeEmphasis[id] ?? .normal }

    /// The note on the edge with an `Edge.id`, if a diff gave it one.
    func note(ofEdge id: String) -> String? { edgeNotes.isEmpty ? nil : edgeNotes[id] }
}
