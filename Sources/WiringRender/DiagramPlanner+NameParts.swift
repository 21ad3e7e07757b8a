extension DiagramPlanner {
    /// A box of frames one click short of the last view, whose view does not read whole and which
    /// this view cannot open in place and still read, split by name (`Levels.splitByName`) and opened
    /// in place instead: its parts are boxes of this view, each opening a last view of its own.
    ///
    /// The split is kept when it helps both views it touches: every part's view, drawn whole, is
    /// estimated to read better than the box's, and this view with the parts reads, by the estimate or,
    /// where the estimate says it does not, as `dot` draws it (one layout, made only for such a box).
    /// So a view that reads is never traded for one that does not, and a view that does not read is
    /// not made harder to read for parts that would.
    ///
    /// - Parameters:
    ///   - box: The box to split, one of `cut`'s boxes.
    ///   - cut: The view the box is in, `depth` clicks from the first view.
    ///   - levels: The levels the cut is of.
    /// - Returns: The levels with the box split and the cut with its parts in place; `nil` when the names
    ///   give no split, the view would show more than `LargeGraphPolicy.mostBoxes` items, or the split
    ///   does not help.
    static func nameParts(
        of box: Int, in cut: LevelCut, levels: Levels, depth: Int, options: RenderOptions
    ) -> (levels: Levels, cut: LevelCut)? {
        guard let split = levels.splitByName(box),
              cut.boxes.count + cut.leaves.count - 1 + split.tree[box].itemCount <= LargeGraphPolicy.mostBoxes
        else { return nil }
        // The parts are the groups the split made: those past every group the levels had.
        let parts = split.tree[box].children.filter { $0 >= levels.tree.groups.count }
        let whole = scale(levels.diagram(levels.cut(of: box, depth: depth + 1), depth: depth + 1, options: options), options: options)
        guard !parts.isEmpty, parts.allSatisfy({ part in
            let view = split.diagram(split.cut(of: part, depth: depth + 1), depth: depth + 1, options: options)
            return scale(view, options: options) > whole
        }) else { return nil }
        var parted = cut
        parted.opening(box, in: split.tree)
        let view = split.diagram(parted, depth: depth, options: options)
        if readable(view, options: options) { return (split, parted) }
        // The estimate is off both ways for views of boxes in frames: checked as drawn.
        guard options.engine == nil, drawnReading(shaped(view, options: options), format: nil)?.reads == true else { return nil }
        return (split, parted)
    }
}
