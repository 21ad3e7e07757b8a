/// Shapes a layered layout to fit a screen before `dot` makes it: which way it flows, which wide
/// ranks are staggered over several rows, and how the small disconnected parts are stacked.
///
/// Dependency graphs of apps are shallow and wide: many roots, a few shared services, many nodes
/// with no edge drawn. `dot` puts every rank in one row, and every part without edges to the rest
/// in the top row, so they come out as ribbons many times wider than high. The shaper estimates the
/// drawing's size as `dot` builds it (`FrameLayout`): each frame (cluster) ranked on its own from
/// the edges inside it, then placed in the frame around it as one block spanning its ranks, long
/// edges taking room in every rank they cross. In each frame, for each direction, it tries:
///
/// - *staggering* a wide rank, as Graphviz's `unflatten` does: a node only others point to is
///   moved down, one only pointing to others moved up, by lengthening its edges (`minlen`), in a
///   round-robin of 1…L rows, so one row of sixty becomes four of fifteen;
/// - *stacking* the parts of a frame that no edge inside it joins (single nodes, small groups) into
///   columns beside the rest, joined by invisible edges;
///
/// and keeps, frame by frame from the inside out, the shape that fits a 1600 × 1000 screen best, and
/// for the whole drawing the direction whose drawing shows names largest, with an aspect ratio
/// within 3:1 where any shape has one. Everything it adds is a plain Graphviz attribute (`minlen`,
/// `style=invis`), so the same DOT laid out by the `dot` command draws the same.
struct LayoutShaper {
    /// A node to place: its size in points and the clusters it is drawn in, outermost first.
    struct Item {
        var width: Double
        var height: Double
        var clusters: [String] = []

        /// The innermost cluster.
        var cluster: String? { clusters.last }
    }

    /// The shape chosen.
    struct Shape: Equatable {
        /// Which way ranks flow.
        var direction: LayoutDirection = .TB
        /// `minlen` per edge position (only those above 1).
        var minlen: [Int: Int] = [:]
        /// Invisible edges (item positions) that stack parts into columns.
        var invisible: [Invisible] = []
        /// The estimated drawing, in points.
        var width = 0.0
        var height = 0.0
        /// How many stacked parts have lines from outside their frame, which go round the frame.
        var roundabout = 0

        struct Invisible: Equatable { var from: Int; var to: Int }
    }

    /// The screen a drawing is fitted to: 1600 × 1000, less a page's header.
    static let screen = (width: 1600.0, height: 900.0)
    /// The widest aspect ratio that reads.
    static let widestAspect = 3.0
    /// The margin on an estimated aspect ratio, as `LargeGraphPolicy.readableScale` has on scale: of 43
    /// real apps' first views `dot` drew 29 within 1.15 times the estimate's aspect ratio (lines routed
    /// round frames and labelled lines make a drawing wider), so an estimate counts within 3:1 below 2.6:1.
    static let aspectMargin = 1.15
    /// A cluster's frame: its margin on every side, and the height of its caption.
    static let clusterMargin = 16.0
    static let clusterCaption = 20.0

    var items: [Item]
    /// Edges between item positions.
    var edges: [(from: Int, to: Int)]
    /// Space between nodes of a rank and between ranks, in points.
    var nodeSeparation: Double
    var rankSeparation: Double
    /// The legend under the drawing, in points.
    var legend: (width: Double, height: Double) = (0, 0)
    /// The clusters drawn with a caption (frames drawn alone); the others have none.
    var captioned: Set<String> = []
    /// How much wider and taller than estimated `dot` drew the same drawing before, as a factor on
    /// every estimate of the whole drawing (1 when it was not laid out yet).
    var drawnOverEstimate: (width: Double, height: Double) = (1, 1)

    /// The rows a wide rank may be staggered over: up to 6, and up to 10 in a drawing planned again
    /// because `dot` drew it larger than estimated (its crossing lines took the room).
    var staggerRows: [Int] {
        drawnOverEstimate == (1, 1) ? [1, 2, 3, 4, 6] : [1, 2, 3, 4, 6, 8, 10]
    }

    /// The best shape.
    ///
    /// Frames of two or three members are stacked only when no shape of the drawing without that, in any
    /// direction tried, is within 3:1: a drawing that reads without it is shaped as it always was.
    ///
    /// A part stacked under another in a frame is reached by its lines from outside the frame round the
    /// frame (`dot` keeps a frame's rows whole, so a line passes the rows above its end outside them).
    /// Where the best shape stacks such parts, the drawing is shaped again with them heading columns
    /// only, and that shape is kept when it reads as well (or reads, when the best one does).
    ///
    /// - Parameter fixed: A direction the options ask for; only staggering and stacking are chosen.
    func shape(fixed: LayoutDirection? = nil) -> Shape {
        guard items.count > 1 else { return Shape(direction: fixed ?? .TB) }
        let frames = FrameLayout(items: items, edges: edges, captioned: captioned)
        var shapings: [String: FrameLayout.Shaping] = [:]
        let best = shape(frames, fixed: fixed, stackingReached: true, shapings: &shapings)
        guard best.roundabout > 0 else { return best }
        let direct = shape(frames, fixed: fixed, stackingReached: false, shapings: &shapings)
        let (bestScore, directScore) = (score(best), score(direct))
        let reads = directScore >= min(bestScore * 0.98, LargeGraphPolicy.readableScale)
        let within = withinAspect(width: direct.width, height: direct.height) || !withinAspect(width: best.width, height: best.height)
        return reads && within ? direct : best
    }

    /// The best shape with or without parts lines from outside reach stacked; the shapings of the first
    /// (`stackingReached`) are kept in `shapings`, by direction and settings, and reused by the second.
    private func shape(
        _ frames: FrameLayout, fixed: LayoutDirection?, stackingReached: Bool, shapings: inout [String: FrameLayout.Shaping]
    ) -> Shape {
        let directions = fixed.map { [$0] } ?? [.TB, .LR]
        var best: Shape?
        var bestScore = -Double.infinity
        var anyWithin = false
        for fewMembers in [false, true] {
            if fewMembers && anyWithin { break }
            var chosen: Shape?
            var chosenScore = -Double.infinity
            for direction in directions {
                let key = "\(direction.rawValue) \(fewMembers)"
                var (shape, shaping) = frames.shaped(
                    across: direction == .TB || direction == .BT, nodeSeparation: nodeSeparation,
                    rankSeparation: rankSeparation, rows: staggerRows, stackingFewMembers: fewMembers,
                    stackingReached: stackingReached, reusing: stackingReached ? nil : shapings[key],
                    score: score(width:height:), withinAspect: withinAspect(width:height:))
                if stackingReached { shapings[key] = shaping }
                shape.direction = direction
                if withinAspect(width: shape.width, height: shape.height) { anyWithin = true }
                let score = score(width: shape.width, height: shape.height)
                // Top to bottom first: left to right has to read clearly better.
                if score > chosenScore * 1.05 {
                    chosen = shape
                    chosenScore = score
                }
            }
            // Stacking frames of a few members has to pay for itself too.
            if chosenScore > (fewMembers ? bestScore * 1.02 : bestScore) {
                best = chosen
                bestScore = chosenScore
            }
        }
        return best ?? Shape(direction: fixed ?? .TB)
    }

    /// How well a shape reads fitted to the screen: the fitted scale, much less when the aspect
    /// ratio may be beyond 3:1 (`aspectMargin`).
    func score(_ shape: Shape) -> Double { score(width: shape.width, height: shape.height) }

    func score(width: Double, height: Double) -> Double {
        let (width, height) = drawn(width: width, height: height)
        let scale = min(Self.screen.width / width, Self.screen.height / height, 1.4)
        let aspect = max(width / height, height / width) * Self.aspectMargin
        return aspect <= Self.widestAspect ? scale : scale / (1 + aspect)
    }

    /// Whether the whole drawing, estimated at a size, counts as within 3:1 (`aspectMargin`), as `score` judges it.
    func withinAspect(width: Double, height: Double) -> Bool {
        let (width, height) = drawn(width: width, height: height)
        return max(width / height, height / width) * Self.aspectMargin <= Self.widestAspect
    }

    /// The size of the picture an estimate of the drawing stands for: scaled by what `dot` drew before,
    /// with the legend under it and the margins round it.
    private func drawn(width: Double, height: Double) -> (width: Double, height: Double) {
        (max(width * drawnOverEstimate.width, legend.width) + 43, height * drawnOverEstimate.height + legend.height + 43)
    }

    /// How well a block inside the drawing fits a screen of its own: its fitted scale, less beyond 3:1.
    static func blockScore(width: Double, height: Double) -> Double {
        let scale = min(screen.width / max(width, 1), screen.height / max(height, 1), 1.4)
        return blockWithinAspect(width: width, height: height) ? scale : scale / (1 + aspect(width: width, height: height))
    }

    /// Whether a block inside the drawing is within 3:1, as `blockScore` judges it.
    static func blockWithinAspect(width: Double, height: Double) -> Bool {
        aspect(width: width, height: height) <= widestAspect
    }

    private static func aspect(width: Double, height: Double) -> Double {
        max(width / max(height, 1), height / max(width, 1))
    }
}
