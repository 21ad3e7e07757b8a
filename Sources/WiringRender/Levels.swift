import WiringModel

/// A graph's levels: its groups (`GroupTree`) and the view of each group that a click on its box
/// opens, every view drawn by the same rules (`LevelCut`, `LevelView`).
///
/// The first view is the whole graph's. A view at `LargeGraphPolicy.lastView` clicks from it is drawn
/// whole, so every node is at most that many clicks from the first view; the views one click less deep
/// show as boxes only groups small enough for that (`LevelCut`'s `lastBoxes`).
struct Levels: Sendable {
    /// The groups.
    let tree: GroupTree
    /// The graph the groups are of.
    let graph: GraphIndex
    /// The first view's title.
    let title: String?

    /// - Parameters:
    ///   - maxItems: The most items a group holds before it is split by name (`GroupTree`).
    ///   - graph: The snapshot's index, when the caller has one; else it is built here.
    init(_ snapshot: GraphSnapshot, title: String?, maxItems: Int = LargeGraphPolicy.flatLeaves, graph built: GraphIndex? = nil) {
        let index = built ?? GraphIndex(snapshot)
        tree = GroupTree(snapshot, maxItems: maxItems, index: index)
        graph = index
        self.title = title
    }

    private init(tree: GroupTree, graph: GraphIndex, title: String?) {
        self.tree = tree
        self.graph = graph
        self.title = title
    }

    /// The levels with a group's items split by the words of their names (`NameGroups`) into groups
    /// of at most `LargeGraphPolicy.itemsByName` (half the items for fewer), each a box its view
    /// opens; the other groups keep their indices. `nil` when the names give no split.
    func splitByName(_ group: Int) -> Levels? {
        var split = tree
        let most = min(LargeGraphPolicy.itemsByName, max(2, (tree[group].itemCount + 1) / 2))
        guard split.split(group, most: most) else { return nil }
        split.recount()
        return Levels(tree: split, graph: graph, title: title)
    }

    /// The levels with a group that was split by name split again into runs of the alphabet of at most
    /// `leaves` leaves each (`GroupTree.resplit(_:leaves:)`), from the items its split had: the new runs
    /// take the old runs' places, and the other groups keep their indices. `nil` when the group was not
    /// split by name or the names give no more runs than it had.
    func resplitByName(_ group: Int, leaves: Int) -> Levels? {
        var split = tree
        guard split.resplit(group, leaves: leaves) else { return nil }
        split.recount()
        return Levels(tree: split, graph: graph, title: title)
    }

    /// The cut of the first view; `boxes` draws boxes even where the whole graph would be readable.
    ///   `fewest` opens boxes in place until the view shows that many items, while a box stays (`LevelCut`).
    func firstCut(boxes: Bool = false, fewest: Int? = nil) -> LevelCut {
        LevelCut(of: 0, in: tree, flat: false, boxesAlways: boxes, fewest: fewest)
    }

    /// The view of a group, `depth` clicks from the first view: drawn whole `LargeGraphPolicy.lastView`
    /// clicks deep; one click less deep, its boxes are the last (`LevelCut`'s `lastBoxes`).
    func cut(of group: Int, depth: Int) -> LevelCut {
        LevelCut(
            of: group, in: tree, flat: depth >= LargeGraphPolicy.lastView, lastBoxes: depth + 1 >= LargeGraphPolicy.lastView)
    }

    /// The diagram of a cut.
    ///
    /// - Parameters:
    ///   - depth: How many clicks from the first view it is.
    func diagram(_ cut: LevelCut, depth: Int, options: RenderOptions) -> Diagram {
        let view = LevelView(
            cut, tree: tree, graph: graph, title: cut.subject == 0 ? title : nil,
            nodeEmphasis: options.nodeEmphasis, edgeEmphasis: options.edgeEmphasis)
        var diagram = Diagram(
            snapshot: view.snapshot, nodeEmphasis: view.nodeEmphasis,
            edgeEmphasis: view.edgeEmphasis, showsPorts: !options.hidePorts && cut.isWhole && options.collapse != .boundary,
            title: view.snapshot.title)
        diagram.levels = self
        diagram.view = Diagram.ViewPlace(group: cut.subject, depth: depth, boxes: view.boxes, stubs: view.stubs, others: view.others)
        diagram.edgeCounts = view.edgeCounts
        diagram.edgePlaces = view.edgePlaces
        options.pageLinks?.apply(to: &diagram, subject: cut.subject, depth: depth)
        return diagram
    }

    /// The names from the first view down to a group's view, for a breadcrumb.
    func path(to group: Int) -> [String] {
        tree.chain(to: group).map { $0 == 0 ? title ?? "" : tree[$0].title }
    }

    /// A line for the legend saying what the view's boxes are and stand for.
    func note(for cut: LevelCut) -> String? {
        guard !cut.boxes.isEmpty else { return nil }
        let kinds = Set(cut.boxes.map { tree[$0].kind })
        let order: [(GroupTree.Kind, String)] = [
            (.package, "packages"), (.module, "modules"), (.container, "containers"), (.assembly, "assemblies"),
            (.folder, "folders"), (.names, "name groups"),
        ]
        let words = order.filter { kinds.contains($0.0) }.map(\.1)
        let inside = cut.boxes.reduce(0) { $0 + tree[$1].size }
        let boxes = cut.boxes.count == 1 ? "1 box (\(words.joined(separator: ", "))) holds" : "\(cut.boxes.count) boxes (\(words.joined(separator: ", "))) hold"
        return "\(boxes) \(inside) nodes; a click opens \(cut.boxes.count == 1 ? "it" : "one"); a line's number counts its edges"
    }
}
