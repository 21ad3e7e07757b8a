import WiringInspect
import WiringModel

/// What the interactive page shows: the whole graph once, for search, focus, paths, filters and
/// an edge's source lines, and the drawn views of it (the first view, and the picture each box
/// opens into), for opening in place.
struct PageContent {
    /// One drawn view.
    struct View {
        /// The view's id, for the page's hook: `main` for the first view, else `detail-N`.
        var key: String
        /// What is drawn.
        var diagram: Diagram
        /// Graphviz's SVG of it.
        var svg: String
        /// The view whose box opens this one; `nil` for the first view.
        var parent: Int?
        /// The view each box of this one opens into, by the box's node id.
        var opens: [String: Int] = [:]
        /// The nodes of the whole graph each box stands for, by the box's node id. A node of the
        /// view that is itself a node of the graph and not listed stands for itself.
        var members: [String: [String]] = [:]
    }

    /// The graph the views summarise.
    var graph: GraphSnapshot
    /// The views; the first is drawn when the page opens.
    var views: [View]
}

extension PageContent {
    /// The content of a page for a diagram and the views its boxes open, as the renderer draws
    /// them: a box of the graph's levels stands for the graph's nodes in its group, and so does a
    /// stub standing in for a group outside its view (a stub of one node, for that node); a
    /// diagram with collapsed containers has each folded node stand for what it holds.
    ///
    /// - Parameters:
    ///   - graph: The whole graph, before any level summarised it (the snapshot after the
    ///     include, exclude and focus options); the levels' graph, else the diagram's own, when `nil`.
    ///   - diagram: The first view.
    ///   - svg: Its SVG.
    ///   - details: The views its boxes open, and theirs, drawn (`GraphvizRenderer.views(openedFrom:options:)`).
    init(graph whole: GraphSnapshot? = nil, diagram: Diagram, svg: String, details: [HTMLPageWriter.DetailView] = []) {
        let graph = whole ?? diagram.levels?.graph.snapshot ?? diagram.snapshot
        let graphIndex = GraphIndex(graph)
        // The graph's nodes in each group of the levels, at any depth.
        var inGroup: [Int: [String]] = [:]
        if let tree = diagram.levels?.tree {
            for node in graph.nodes {
                guard let group = tree.groupOf[node.id] else { continue }
                for around in tree.chain(to: group) { inGroup[around, default: []].append(node.id) }
            }
        }
        // A group a view split by name is only in that view's levels, after the first view's groups.
        let firstGroups = diagram.levels?.tree.groups.count ?? 0
        func members(of node: Node, in view: Diagram) -> [String]? {
            if let group = view.view?.boxes[node.id] ?? view.view?.stubs[node.id] {
                guard group >= firstGroups, let tree = view.levels?.tree else { return inGroup[group] ?? [] }
                return graph.nodes.filter { tree.groupOf[$0.id].map { tree.contains(group, $0) } ?? false }.map(\.id)
            }
            if let others = view.view?.others[node.id] { return others }
            if let stub = node.attributes["stub"] { return graphIndex.nodesByID[stub] == nil ? [] : [stub] }
            if view.folded[node.id] != nil {
                return [node.id] + SnapshotFilter.descendants(of: node.id, in: graphIndex).sorted()
            }
            return graphIndex.nodesByID[node.id] == nil ? [] : nil
        }
        // Views by id; the view each box opens, by the view it is in and the box's id; a stub
        // opens the view of the box it stands for, wherever that box is.
        var number = ["main": 0]
        for (index, detail) in details.enumerated() where number[detail.id] == nil { number[detail.id] = index + 1 }
        var opened: [String: Int] = [:]
        var ofBox: [String: Int] = [:]
        for (index, detail) in details.enumerated() {
            opened[detail.parent + "\u{0}" + detail.group] = index + 1
            if ofBox[detail.group] == nil { ofBox[detail.group] = index + 1 }
        }
        let drawn: [(id: String, diagram: Diagram, svg: String, parent: String?)] =
            [("main", diagram, svg, nil)] + details.map { ($0.id, $0.diagram, $0.svg, $0.parent) }
        var views: [View] = []
        for (index, item) in drawn.enumerated() {
            var view = View(key: item.id, diagram: item.diagram, svg: item.svg, parent: item.parent.flatMap { number[$0] })
            for node in item.diagram.snapshot.nodes {
                if let target = opened[item.id + "\u{0}" + node.id] ?? node.attributes["stub"].flatMap({ ofBox[$0] }), target != index {
                    view.opens[node.id] = target
                }
                if let inside = members(of: node, in: item.diagram) { view.members[node.id] = inside }
            }
            views.append(view)
        }
        self.init(graph: graph, views: views)
    }
}
