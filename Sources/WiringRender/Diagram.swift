import WiringModel
import WiringPlatform

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
    /// For a view of the graph's levels: the levels, from which the view each box opens is drawn.
    var levels: Levels?
    /// For a view of the graph's levels: which it is, and what its boxes and stubs stand for.
    var view: ViewPlace?
    /// For each line (`Edge.id`) that stands for several edges: how many.
    var edgeCounts: [String: Int] = [:]
    /// For each line (`Edge.id`) of a view: where the edges it stands for are written.
    var edgePlaces: [String: [SourcePlace]] = [:]
    /// Links from nodes (by id) to other pictures (`GraphvizRenderer.pages`): a box to the picture it opens.
    var links: [String: String] = [:]
    /// The picture this one was opened from, linked from the legend.
    var backLink: PageLinks.BackLink?
    /// Whether to draw tighter, as a large overview is: node labels without their kind (`«module»`,
    /// left to the legend) and nodes closer together.
    var compact = false
    /// Whether ranks are drawn closer still than `compact` draws them: a drawing that did not read
    /// laid out as planned (`DrawingChoice`).
    var tight = false
    /// How much wider and taller than the layout's estimate `dot` drew this drawing when it was laid
    /// out before (`DrawingChoice.corrected`): the shape is planned again expecting as much.
    var drawnOverEstimate: (width: Double, height: Double) = (1, 1)
    /// The drawing `dot` made of this diagram when it was planned, to check that it reads
    /// (`DiagramPlanner`): its format, the same bytes a layout of it writes, and what it changes from
    /// the planned drawing (`DrawingChoice.change`).
    var checkedDrawing: CheckedDrawing?

    /// A drawing `dot` made of a diagram while it was planned (`Diagram.checkedDrawing`).
    struct CheckedDrawing: Sendable {
        /// The format it is written in.
        var format: String
        /// The bytes a layout of the diagram writes; none for `dot`, whose output is written from
        /// `description`.
        var data: Data
        /// What it changes from the planned drawing, in words (`DrawingChoice.change`).
        var change: String?
        /// The description of the candidate laid out (`DrawingChoice`), which DOT output writes.
        var description: GraphDescription?
    }
    /// The space between nodes of a rank and between ranks, in inches.
    var separations: (node: Double, rank: Double) {
        tight ? (0.12, 0.3) : compact ? (0.12, 0.45) : (0.35, 0.55)
    }
    /// Which way a layered layout flows.
    var direction: LayoutDirection = .TB
    /// Whether `direction` was asked for; else the layout chooses it from the graph's shape (`LayoutShaper`).
    var directionIsFixed = false
    /// The nodes drawn once in a shared row, the lines into them left out, with how many nodes use each.
    var sharedRow: [(id: String, users: Int)] = []
    /// What each `depends` and `imports` line stands for, when they are joined (`ModuleLink`).
    var moduleLinks: [String: ModuleLink] = [:]

    /// Where a view sits among the graph's levels.
    struct ViewPlace: Sendable {
        /// The group the view is of (`GroupTree` index; 0 for the first view).
        var group: Int
        /// Clicks from the first view.
        var depth: Int
        /// The group each box (by node id) stands for.
        var boxes: [String: Int]
        /// The group each stub (by node id) stands for.
        var stubs: [String: Int]
        /// The nodes each stand-in for several nodes outside the view stands for.
        var others: [String: [String]] = [:]
    }

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
