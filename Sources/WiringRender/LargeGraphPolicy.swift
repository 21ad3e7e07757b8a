import WiringModel

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
    /// Above this many nodes (or `tangledCheckEdges` edges) a graph is checked for being
    /// tangled (`isTangled(_:)`); below it even tangled graphs lay out in a second or two.
    static let tangledCheckNodes = 200
    /// The edge count that also turns the check on.
    static let tangledCheckEdges = 400
    /// How many edges beyond a spanning tree a graph with cycles may have before `dot` is
    /// replaced by `sfdp` (with fast settings) when no engine is asked for. Random object
    /// graphs with `dot`: 240 extra edges 0.8–5 s; 400 extra 3 s with fast settings and over
    /// a minute without; 600 extra 7 s, 700 extra 18 s and 2,000 extra over 5 minutes with
    /// fast settings; `sfdp` with fast settings draws each in 0.3–1.4 s.
    static let tangledExtraEdges = 300
    /// The share of edges that must close a cycle for a graph to count as tangled: layered,
    /// acyclic graphs (boundary graphs) stay fast with `dot` however many edges they have.
    /// The slow random graphs above had 3–29% of their edges closing cycles.
    static let tangledCycleShare = 0.02
    /// Above this many nodes, when no collapse level is given, containers are collapsed.
    static let collapseNodes = 1_500
    /// Above this many nodes a graph is drawn as its overview when that holds it in a third as
    /// many groups or fewer (a flat drawing of a hundred services is thousands of points wide).
    static let overviewNodes = 100
    /// Above this many groups an overview is large. Unless the options say otherwise, a large
    /// overview leaves its test targets out, draws its hubs once in a shared row, leaves out the
    /// edges longer paths imply and flows left to right: a 124-target package drawn with every
    /// line was 16,022 × 1,131 pt, and 2,269 × 1,583 pt this way (docs/modules.md).
    static let largeOverviewGroups = 40
    /// The share of a graph's other nodes that must use a node for it to be a hub.
    static let hubShare = 1.0 / 3.0
    /// The fewest users a hub has, however small the graph.
    static let hubMinimumUsers = 8
    /// The most hubs in the shared row.
    static let maxHubs = 6
    /// A group of at most this many leaves is drawn whole, every node of it in one view; a larger one
    /// is drawn as boxes that open (`LevelCut`). Fitted to a 1600 × 1000 screen, a layered drawing
    /// of this many services keeps their names 9 px tall or more.
    static let flatLeaves = 40
    /// The scale, fitted to a 1600 × 1000 screen, at which the layout's estimate of a drawing counts
    /// as readable: names (11 pt) then 9.4 px tall, a margin above 9 px for the estimate's error.
    static let readableScale = 0.85
    /// A graph too small for boxes by its size but unreadable whole, and without groups of its own,
    /// is split by name into groups of at most this many items.
    static let itemsByName = 16
    /// A view drawn whole frames its folders and name groups only when it has more leaves than this.
    static let fewestFramedLeaves = 12
    /// A view of boxes opens its largest boxes in place until it shows at least this many items.
    static let fewestBoxes = 8
    /// An opened view draws at most this many nodes of one enclosing group outside it as stand-ins
    /// of their own; more are one stand-in, `N others`.
    static let standInsApart = 4
    /// An opened view draws at most this many stand-ins for the groups of one enclosing group beside
    /// it: the groups with the most lines to the view, each apart, and the rest as one, `N modules`
    /// (eighteen feature modules around 37 use cases drew the names 7.6 px tall fitted to a screen).
    static let groupStandInsApart = 8
    /// Opening a box in place stops where the view would show more items than this…
    static let boxesInView = 30
    /// …unless the view has fewer than `fewestBoxes`; then up to this many.
    static let mostBoxes = 60
    /// The most clicks from the first view to any node: views this deep are drawn whole, however large.
    /// The views one click less deep open in place their boxes that hold groups and more than
    /// `flatLeaves` leaves, and split by name the boxes whose view would not read whole
    /// (`DiagramPlanner.plannedView`), so the views this deep are small enough to read (drawn whole,
    /// 63 use cases and the 20 screens using them were 2,075 × 2,739 pt).
    static let lastView = 2
    /// Above this many nodes (after collapsing) the renderer refuses unless forced.
    static let refuseNodes = 5_000
    /// Above this many edges (after collapsing) the renderer refuses unless forced.
    static let refuseEdges = 15_000

    /// Whether `dot` would take far too long: many more edges than a tree, and many of
    /// them closing cycles (found by one iterative depth-first walk).
    ///
    /// - Parameter snapshot: The graph to be laid out.
    /// - Returns: `true` when a force-directed layout should be used instead.
    static func isTangled(_ snapshot: GraphSnapshot) -> Bool {
        let extra = snapshot.edges.count - snapshot.nodes.count
        guard extra > tangledExtraEdges else { return false }
        return Double(backEdgeCount(snapshot)) > tangledCycleShare * Double(snapshot.edges.count)
    }

    /// The number of edges a depth-first walk finds pointing back to a node still on its path.
    static func backEdgeCount(_ snapshot: GraphSnapshot) -> Int {
        var index: [String: Int] = [:]
        for (position, node) in snapshot.nodes.enumerated() { index[node.id] = position }
        var outgoing = [[Int]](repeating: [], count: snapshot.nodes.count)
        for edge in snapshot.edges {
            if let from = index[edge.from], let to = index[edge.to] { outgoing[from].append(to) }
        }
        enum State { case new, onPath, done }
        var state = [State](repeating: .new, count: outgoing.count)
        var backEdges = 0
        for start in outgoing.indices where state[start] == .new {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = .onPath
            while let (node, next) = stack.last {
                if next < outgoing[node].count {
                    stack[stack.count - 1].next += 1
                    let target = outgoing[node][next]
                    switch state[target] {
                    case .new:
                        state[target] = .onPath
                        stack.append((target, 0))
                    case .onPath: backEdges += 1
                    case .done: break
                    }
                } else {
                    state[node] = .done
                    stack.removeLast()
                }
            }
        }
        return backEdges
    }
}
