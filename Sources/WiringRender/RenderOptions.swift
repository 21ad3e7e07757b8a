/// What to draw and how: layout, filters, collapsing, and emphasis overlays.
///
/// The defaults draw the whole snapshot top to bottom with `dot` (`sfdp` for a
/// large, tangled graph), ports
/// listed, and pick a lighter drawing automatically for large graphs (see
/// `LargeGraphPolicy`). Filters apply in this order: include/exclude
/// patterns, then focus and depth, then collapsing.
public struct RenderOptions: Sendable {
    /// The Graphviz layout program; `nil` chooses `dot`, or `sfdp` for a large graph with
    /// many cycles, where `dot` would take minutes (see `LargeGraphPolicy`).
    public var engine: LayoutEngine?
    /// Which way a layered layout flows; `nil` flows top to bottom, or left to right for a large
    /// overview (more than 40 groups), whose long rows of module names would not fit a screen.
    public var direction: LayoutDirection?
    /// A node to centre on: an id, a type or a display name. `nil` draws everything.
    public var focus: String?
    /// With `focus`: keep the nodes at most this many edges away (either direction).
    public var depth: Int = 1
    /// How much to fold away; `nil` lets the renderer choose by graph size.
    public var collapse: CollapseLevel?
    /// Glob patterns (`*` matches any run of characters) on a node's type,
    /// display name or id; when not empty, only matching nodes (and their
    /// enclosing nodes) are drawn.
    public var include: [String] = []
    /// Glob patterns of nodes to leave out, with everything inside them.
    public var exclude: [String] = []
    /// Leaves the port lists out of node labels.
    public var hidePorts = false
    /// Leaves out every edge a longer path already implies (the transitive reduction), and says
    /// in the diagram's notes how many. `nil` reduces a large overview (more than 40 groups) only.
    public var reduce: Bool?
    /// Draws test targets (modules of target type `test`). `nil` leaves them out of a large
    /// overview only, and the diagram's notes say how many.
    public var showsTestTargets: Bool?
    /// Draws the nodes that most others use (at least a third of them) once, in a shared row,
    /// without the lines into them, which the diagram's notes count. `nil` does so in a large
    /// overview only.
    public var sharesHubs: Bool?
    /// Draws graphs above the hard size limit instead of refusing, and turns off automatic collapsing.
    public var force = false
    /// Emphasis per node id, for overlays such as a diff.
    public var nodeEmphasis: [String: Emphasis] = [:]
    /// Emphasis per edge, keyed by `Edge.id`.
    public var edgeEmphasis: [String: Emphasis] = [:]
    /// The diagram's title; `nil` uses the snapshot's title.
    public var title: String?
    /// Called with a short message at each step of long work (filtering, layout, output).
    public var progress: (@Sendable (String) -> Void)?
    /// Draws the levels' first view with every leaf, whatever its size (a visual diff's earlier
    /// snapshot, drawn as its merged drawing is).
    var drawsEveryLeaf = false
    /// For a view planned as a picture of `GraphvizRenderer.pages`: its boxes' links and its link back.
    var pageLinks: PageLinks?
    /// The format the planner keeps a drawing it lays out in (`Diagram.checkedDrawing`): `svg`, written
    /// and checked as an SVG picture is; or `dot`, for DOT output, which keeps only the description of the
    /// drawing chosen, so planning writes no picture and checks no line's label.
    var keptDrawingFormat = "svg"

    /// Creates the default options.
    public init() {}

    /// Reports a step, if anyone listens.
    func report(_ message: @autoclosure () -> String) {
        progress?(message())
    }
}
