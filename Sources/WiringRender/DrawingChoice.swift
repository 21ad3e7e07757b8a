/// The drawings tried for a diagram when the one planned does not read once laid out.
///
/// `LayoutShaper` plans a drawing from an estimate of `dot`'s layout, and `dot` sometimes draws wider
/// or taller than estimated: lines routed round frames, nodes spread to straighten lines, a long chain
/// of ranks. After laying the planned drawing out, the renderer reads its real size; when names would
/// be drawn smaller than `LargeGraphPolicy.readableScale` fitted to the screen, or it is wider than
/// 3:1, it lays out the next candidate: the same drawing tighter (kinds left to the legend, ranks and
/// nodes closer), then the other direction, as planned and tighter. It keeps the first that reads, or
/// the one that reads best. A drawing that reads as planned costs no second layout, and one the
/// estimate already shows too large is not laid out first (`order`). When none of them reads, each
/// direction is planned once more expecting `dot` to draw as much wider or taller than estimated as
/// it did (`corrected`): lines crossing staggered rows, and their labels, take more room than the
/// estimate gives them, and a row staggered deeper is often what reads.
enum DrawingChoice {
    /// The most nodes a drawing may have for other candidates to be tried: past it, no drawing of the
    /// whole reads on one screen, and each extra layout costs more.
    static let mostNodes = 200

    /// The candidates, the planned drawing first.
    static func candidates(for diagram: Diagram, planned direction: LayoutDirection) -> [Diagram] {
        guard !diagram.fastLayout, diagram.engine == .dot, diagram.snapshot.nodes.count <= mostNodes else { return [diagram] }
        var candidates = [diagram]
        func tighter(_ diagram: Diagram) -> Diagram? {
            guard !diagram.tight else { return nil }
            var tight = diagram
            tight.compact = true
            tight.tight = true
            return tight
        }
        // Tighter in the planned direction: left free, the shaper may turn it, and the other direction
        // is tried on its own below.
        var planned = diagram
        planned.direction = direction
        planned.directionIsFixed = true
        if let tight = tighter(planned) { candidates.append(tight) }
        if !diagram.directionIsFixed {
            var turned = diagram
            turned.direction = [.LR, .RL].contains(direction) ? .TB : .LR
            turned.directionIsFixed = true
            candidates.append(turned)
            if let tight = tighter(turned) { candidates.append(tight) }
        }
        return candidates
    }

    /// The order the candidates are laid out in, as positions in `candidates(for:planned:)`: as they
    /// come when the estimate of the planned drawing's size (`LayoutShaper.score`) says it reads, or
    /// when nothing is estimated; else the first candidate whose estimate reads comes first, then the
    /// rest as they come. A drawing the estimate shows too large to read (a long chain of ranks) then
    /// costs no layout of its own, in-process or in the DOT written for the `dot` command, which
    /// makes the same choice. The others are estimated only when the planned one does not read.
    ///
    /// - Parameters:
    ///   - count: How many candidates there are.
    ///   - planned: The planned drawing's estimate, `nil` when none was made.
    ///   - estimate: The estimate of the candidate at a position.
    ///   - enough: The estimate that reads (`LargeGraphPolicy.readableScale`).
    static func order(_ count: Int, planned: Double?, estimate: (Int) -> Double, enough: Double) -> [Int] {
        let positions = Array(0..<count)
        guard let planned, planned < enough,
              let first = positions.dropFirst().first(where: { estimate($0) >= enough }) else { return positions }
        return [first] + positions.filter { $0 != first }
    }

    /// The candidates planned once more from what `dot` drew, as positions in `candidates` (laid out in
    /// that order): for each direction, the tightest drawing of it.
    static func correctable(_ candidates: [Diagram]) -> [Int] {
        var chosen: [LayoutDirection: Int] = [:]
        for (position, candidate) in candidates.enumerated() {
            if let known = chosen[candidate.direction], candidates[known].tight || !candidate.tight { continue }
            chosen[candidate.direction] = position
        }
        return chosen.values.sorted()
    }

    /// How much better than its estimate (`LayoutShaper.score`) a planned drawing may read as `dot`
    /// draws it, tighter or turned: twice. `dot` mostly draws larger than estimated (routed lines,
    /// labels); on the views of six real apps' pages (26 candidates laid out with an estimate) it read
    /// at most 1.07 times better, and a view of 38 use cases planned at 1.11 read at 0.86 at best.
    static let mostDrawnGain = 2.0

    /// Whether a drawing estimated at `estimate` cannot read as `dot` draws it, however much better than
    /// estimated it is drawn (`mostDrawnGain`): another plan is tried before it is laid out.
    static func hopeless(_ estimate: Double) -> Bool {
        estimate * mostDrawnGain < LargeGraphPolicy.readableScale
    }

    /// How much better than the best drawing so far one planned again must read to be kept when neither
    /// reads: a drawing as tall but wider is no gain.
    static let againMargin = 1.02

    /// A drawing planned again expecting `dot` to draw it as much wider and taller than the estimate
    /// as it did: the drawn size (`drawn`, points, the legend under it) over the planned estimate
    /// (`plan`), each factor kept within 0.5…4.
    static func corrected(
        _ diagram: Diagram, plan: DotGraphBuilder.Planned, drawn: (width: Double, height: Double)
    ) -> Diagram? {
        let shape = plan.shape, legend = plan.shaper.legend
        guard shape.width > 0, shape.height > 0 else { return nil }
        func kept(_ factor: Double) -> Double { min(max(factor, 0.5), 4) }
        var corrected = diagram
        corrected.direction = shape.direction
        corrected.directionIsFixed = true
        corrected.drawnOverEstimate = (
            kept(drawn.width / max(shape.width, legend.width)), kept(max(drawn.height - legend.height, 1) / shape.height))
        return corrected
    }

    /// What a candidate changes from the diagram drawn in its planned direction, in words:
    /// `left to right, nodes and ranks closer, kinds in the legend`.
    static func change(from diagram: Diagram, planned direction: LayoutDirection, to candidate: Diagram) -> String {
        var changes: [String] = []
        if candidate.direction != direction { changes.append(candidate.direction == .LR ? "left to right" : "top to bottom") }
        if candidate.tight && !diagram.tight { changes.append("nodes and ranks closer, kinds in the legend") }
        return changes.joined(separator: ", ")
    }

    /// How well a laid-out drawing of `width` × `height` points reads fitted to the screen, with its
    /// margins (`pad`, 0.3 inch a side).
    static func score(width: Double, height: Double) -> Double {
        LayoutShaper.blockScore(width: width + 43, height: height + 43)
    }
}
