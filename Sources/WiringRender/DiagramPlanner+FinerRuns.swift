extension DiagramPlanner {
    /// A view one click short of the last, with a box of name group that reads neither whole nor opened
    /// or split in place, drawn again with the group the box was split from split into more, smaller
    /// name groups (`Levels.resplitByName`).
    ///
    /// A group split by name into a few long runs (`A–G`, `I–P`, `R–W`) has its large runs opened in
    /// place as frames, each holding more than `LargeGraphPolicy.flatLeaves` leaves, and one left a box
    /// that this view has no room to open and whose own view, drawn whole, does not read. Split into
    /// more runs, each is small enough to be a box whose view reads, and this view shows boxes where it
    /// showed frames. The runs are tried from one more than there are, as few as read; a split is kept
    /// only when every view it makes reads (`reads(_:)`): each run's view, one click further, and this
    /// view, planned as before (`splittingLastBoxes`). So a view that reads is never traded for one
    /// that does not.
    ///
    /// - Parameters:
    ///   - box: The box that does not read, one of `cut`'s boxes.
    ///   - cut: The view the box is in, `depth` clicks from the first view.
    ///   - levels: The levels the cut is of.
    ///   - recut: How the view's cut is made from levels.
    /// - Returns: The levels with the group split again and the view's cut planned from them; `nil`
    ///   when the box is no name group of a group drawn open here with runs opened in place, or no
    ///   split reads.
    static func finerRuns(
        for box: Int, in cut: LevelCut, levels: Levels, depth: Int, options: RenderOptions, recut: (Levels) -> LevelCut
    ) -> (levels: Levels, cut: LevelCut)? {
        let tree = levels.tree
        guard let parent = tree[box].parent, cut.open.contains(parent) || parent == cut.subject else { return nil }
        let runs = tree.nameRuns(of: parent)
        // The runs next to the box take the room as frames opened in place.
        guard runs.contains(box), runs.contains(where: { cut.open.contains($0) }) else { return nil }
        // Views one click further, by run: each judged once, the largest first (the likeliest not to read).
        var judged: [String: Bool] = [:]
        func opens(_ run: Int, in levels: Levels) -> Bool {
            let key = "\(levels.tree[run].id) \(levels.tree[run].size) \(levels.tree[run].itemCount)"
            if let known = judged[key] { return known }
            let known = reads(plannedView(of: run, depth: depth + 1, in: levels, options: options).diagram)
            judged[key] = known
            return known
        }
        let step = LargeGraphPolicy.flatLeaves / 8
        var tried: Set<[String]> = []
        for leaves in stride(from: LargeGraphPolicy.flatLeaves, through: step, by: -step) {
            guard let split = levels.resplitByName(parent, leaves: leaves) else { continue }
            let made = split.tree.nameRuns(of: parent)
            let titles = made.map { split.tree[$0].title }
            guard made.count > runs.count, tried.insert(titles).inserted else { continue }
            let (planned, plannedCut) = splittingLastBoxes(of: recut(split), in: split, depth: depth, options: options, recut: nil)
            // Every run a box of the view, with a view that reads: runs opened in place would take the room again.
            let boxes = Set(plannedCut.boxes)
            let largestFirst = made.sorted { split.tree[$0].size > split.tree[$1].size }
            guard made.allSatisfy({ boxes.contains($0) }), largestFirst.allSatisfy({ opens($0, in: planned) }) else { continue }
            let view = planned.diagram(plannedCut, depth: depth, options: options)
            guard reads(withoutHubLines(ModuleLink.joined(shaped(view, options: options)), options: options)) else { continue }
            return (planned, plannedCut)
        }
        return nil
    }

    /// Whether a view shaped for a layout reads: as `dot` draws it, where it is drawn with `dot`'s full
    /// settings (`drawnReading`), else by the estimate.
    static func reads(_ diagram: Diagram) -> Bool {
        if let reading = drawnReading(diagram, format: nil) { return reading.reads }
        return score(sized(ModuleLink.joined(diagram), options: RenderOptions())) >= LargeGraphPolicy.readableScale
    }
}
