import WiringModel
import WiringPlatform

/// Lays a visual diff out on the positions `wiring render` gives the earlier snapshot, so a
/// reviewer who knows that diagram finds every old node where it was.
///
/// The earlier snapshot is laid out exactly as `render` lays it out (same planner, same graph
/// description, same engine), and Graphviz's positions are read back. In the merged drawing
/// every node the earlier layout placed keeps its centre (`pos="x,y!"`), every old edge between
/// two unchanged nodes keeps its spline, and only new nodes are placed (`NewNodePlacer`: near
/// their neighbours, in free space). Graphviz's `nop2` layout (`neato -n2`) then draws the
/// result as given, routing only new edges; clusters get boxes grown to hold their new members.
/// The whole drawing may shift by one common offset (its bounding box and legend differ), never
/// node by node.
enum PinnedDiffLayout {
    /// The SVG of a merged diagram pinned to the earlier snapshot's layout.
    ///
    /// - Parameters:
    ///   - diagram: The merged diagram, planned and marked.
    ///   - before: The earlier snapshot.
    /// - Returns: The SVG bytes.
    /// - Throws: `RenderError` when Graphviz fails.
    static func svg(_ diagram: Diagram, before: GraphSnapshot) throws -> Data {
        let builder = DotGraphBuilder(style: .pinned, engine: .dot, arrangesFramesByLines: false)
        var description = builder.description(of: diagram)
        guard !before.nodes.isEmpty, !diagram.snapshot.nodes.isEmpty else {
            return try GraphvizContext.render(description, format: "svg", engine: diagram.engine.rawValue)
        }
        // The earlier snapshot drawn as the merged one is: the same direction when one was asked for,
        // and whole when the merged drawing is whole.
        var renderOptions = RenderOptions()
        if diagram.directionIsFixed { renderOptions.direction = diagram.direction }
        renderOptions.drawsEveryLeaf = diagram.view.map { $0.boxes.isEmpty } ?? false
        let beforeDiagram = try DiagramPlanner.forLayout(before, options: renderOptions)
        let beforeDescription = DotGraphBuilder.standard(for: beforeDiagram).description(of: beforeDiagram)
        let old = try GraphvizContext.layout(beforeDescription, engine: beforeDiagram.engine.rawValue)
        let sizes = try self.sizes(of: description)

        let snapshot = diagram.snapshot
        let index = GraphIndex(snapshot)
        var fixed: [String: PinnedBox] = [:]
        var unchangedSize: Set<String> = []
        var items: [NewNodePlacer.Item] = []
        let frames = DotGraphBuilder.framesOnly(diagram, index: index)
        // A node drawn as its captioned frame is pinned on the frame's border once the frame is known.
        let anchors = builder.anchored(diagram, index: index, frames: frames)
        for node in snapshot.nodes where !frames.contains(node.id) && !anchors.contains(node.id) {
            let element = TextEscaping.elementID("node", node.id)
            let size = sizes.box(of: element) ?? PinnedBox(x: 0, y: 0, width: 54, height: 36)
            if let was = old.box(of: element) {
                fixed[node.id] = PinnedBox(x: was.x, y: was.y, width: size.width, height: size.height)
                if abs(was.width - size.width) < 0.5 && abs(was.height - size.height) < 0.5 { unchangedSize.insert(node.id) }
            } else {
                let neighbours = index.outgoing[node.id, default: []].map(\.to) + index.incoming[node.id, default: []].map(\.from)
                items.append(NewNodePlacer.Item(
                    id: node.id, width: size.width, height: size.height, neighbours: neighbours,
                    ancestors: index.ancestors(of: node.id)))
            }
        }
        var oldClusters: [String: PinnedRect] = [:]
        for node in snapshot.nodes {
            if let rect = old.rect(ofCluster: TextEscaping.elementID("cluster", node.id)) { oldClusters[node.id] = rect }
        }
        let placed = NewNodePlacer().place(items, fixed: fixed, clusters: oldClusters)
        var boxes = fixed.merging(placed) { first, _ in first }
        description.subgraphs = description.subgraphs.map { clusterBoxes($0, snapshot: snapshot, index: index, boxes: boxes, old: oldClusters) }
        for (id, point) in borderPoints(anchors, of: description.subgraphs, snapshot: snapshot, index: index, boxes: boxes) {
            boxes[id] = PinnedBox(x: point.x, y: point.y, width: 1, height: 1)
        }

        // Nodes are named after their position in the snapshot (`n12`); a frame drawn alone has no node.
        for item in description.nodes.indices {
            guard let position = Int(description.nodes[item].name.dropFirst()), position < snapshot.nodes.count,
                  let box = boxes[snapshot.nodes[position].id]
            else { continue }
            description.nodes[item].attributes.append(
                ("pos", .text("\(PinnedRect.number(box.x)),\(PinnedRect.number(box.y))!")))
        }
        for (position, edge) in snapshot.edges.enumerated()
        where unchangedSize.contains(edge.from) && unchangedSize.contains(edge.to) {
            if let spline = old.edges[TextEscaping.elementID("edge", edge.id)] {
                description.edges[position].attributes.append(("pos", .text(spline)))
            }
        }
        description.graphAttributes.append(("splines", .text(Self.splines(for: diagram))))
        return try GraphvizContext.render(description, format: "svg", engine: "nop2")
    }

    /// How new edges are routed. Routing around obstacles (`true`) builds a visibility graph over
    /// every node, which grows with the square of the node count; above `routedNodeLimit`
    /// nodes new edges are drawn as gentle curves instead, which costs nothing.
    static func splines(for diagram: Diagram) -> String {
        if diagram.fastLayout { return "line" }
        return diagram.snapshot.nodes.count <= routedNodeLimit ? "true" : "curved"
    }

    /// The most nodes for which new edges are routed around the others.
    static let routedNodeLimit = 60

    /// Every node's size as Graphviz computes it from its label, without laying anything out.
    private static func sizes(of description: GraphDescription) throws -> LayoutReadback {
        var only = GraphDescription()
        only.nodeDefaults = description.nodeDefaults
        only.nodes = description.nodes.map { item in
            var item = item
            item.attributes.append(("pos", .text("0,0!")))
            return item
        }
        return try GraphvizContext.layout(only, engine: "nop2")
    }

    /// Where each node drawn as its captioned frame is pinned: on its frame's border, at the point nearest
    /// to the middle of its lines' other ends. `nop2` does not cut lines off at a frame's border as `dot`
    /// does (`lhead`, `ltail`), so the node's invisible point is put there and its lines end at it.
    private static func borderPoints(
        _ anchors: Set<String>, of subgraphs: [GraphDescription.Subgraph], snapshot: GraphSnapshot, index: GraphIndex,
        boxes: [String: PinnedBox]
    ) -> [String: (x: Double, y: Double)] {
        var frames: [String: PinnedRect] = [:]
        func collect(_ subgraph: GraphDescription.Subgraph) {
            subgraph.subgraphs.forEach(collect)
            guard let position = Int(subgraph.name.dropFirst("cluster_n".count)), position < snapshot.nodes.count,
                  let bb = subgraph.attributes.last(where: { $0.name == "bb" }), case let .text(text) = bb.value
            else { return }
            let values = text.split(separator: ",").compactMap { Double($0) }
            if values.count == 4 {
                frames[snapshot.nodes[position].id] = PinnedRect(minX: values[0], minY: values[1], maxX: values[2], maxY: values[3])
            }
        }
        subgraphs.forEach(collect)
        var points: [String: (x: Double, y: Double)] = [:]
        for id in anchors.sorted() {
            guard let frame = frames[id] else { continue }
            let ends = index.outgoing[id, default: []].map(\.to) + index.incoming[id, default: []].map(\.from)
            let centres = ends.compactMap { end -> (x: Double, y: Double)? in
                if let box = boxes[end] { return (box.x, box.y) }
                return frames[end].map { (($0.minX + $0.maxX) / 2, ($0.minY + $0.maxY) / 2) }
            }
            guard !centres.isEmpty else { continue }
            let x = centres.map(\.x).reduce(0, +) / Double(centres.count)
            let y = centres.map(\.y).reduce(0, +) / Double(centres.count)
            let nearest = frame.clamped(x: x, y: y)
            // The ends lie outside the frame; should their middle fall inside it, the top edge's middle serves.
            points[id] = nearest == (x, y) ? ((frame.minX + frame.maxX) / 2, frame.maxY) : nearest
        }
        return points
    }

    /// A cluster (and those inside it) with a `bb` holding its members: the earlier box, grown
    /// around any member that is new or larger.
    private static func clusterBoxes(
        _ subgraph: GraphDescription.Subgraph, snapshot: GraphSnapshot, index: GraphIndex, boxes: [String: PinnedBox],
        old: [String: PinnedRect]
    ) -> GraphDescription.Subgraph {
        var subgraph = subgraph
        subgraph.subgraphs = subgraph.subgraphs.map { clusterBoxes($0, snapshot: snapshot, index: index, boxes: boxes, old: old) }
        let margin = 14.0
        var rect: PinnedRect?
        func add(_ other: PinnedRect) { rect = rect.map { $0.union(other) } ?? other }
        for name in subgraph.nodeNames {
            guard let position = Int(name.dropFirst()), position < snapshot.nodes.count,
                  let box = boxes[snapshot.nodes[position].id] else { continue }
            add(box.rect(margin: margin))
        }
        for child in subgraph.subgraphs {
            if let bb = child.attributes.last(where: { $0.name == "bb" }), case let .text(text) = bb.value {
                let values = text.split(separator: ",").compactMap { Double($0) }
                if values.count == 4 {
                    add(PinnedRect(minX: values[0], minY: values[1], maxX: values[2], maxY: values[3]).grown(by: margin / 2))
                }
            }
        }
        if let ownerName = subgraph.name.split(separator: "_").last, let position = Int(ownerName.dropFirst()),
           position < snapshot.nodes.count, let was = old[snapshot.nodes[position].id] {
            add(was)
        }
        if let rect { subgraph.attributes.append(("bb", .text(rect.bb))) }
        return subgraph
    }
}

extension PinnedRect {
    /// The rectangle grown by `margin` on every side.
    func grown(by margin: Double) -> PinnedRect {
        PinnedRect(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}
