import WiringModel
import WiringPlatform

/// Turns a prepared diagram into a Graphviz graph description: clusters for
/// enclosing nodes, styled nodes and edges, and the legend.
struct DotGraphBuilder {
    /// The visual language.
    var style: DiagramStyle = .standard
    /// The layout program, which decides a few engine-specific graph attributes.
    var engine: LayoutEngine = .dot
    /// Whether frames are arranged by the lines that cross them: a caption on the side fewer lines cross
    /// (`captionSide`), lines cut at a captioned border (`endsAtCaptionedBorder`) and lines leaving after
    /// a frame's members (`anchorsAfterMembers`). A drawing pinned to another's positions keeps every
    /// caption at its frame's top, where room was left for it, and adds no line of its own.
    var arrangesFramesByLines = true

    /// The builder every drawing of a diagram is described and estimated with: the standard style,
    /// for the diagram's engine.
    static func standard(for diagram: Diagram) -> DotGraphBuilder {
        DotGraphBuilder(style: .standard, engine: diagram.engine)
    }

    /// The graph for a diagram.
    ///
    /// Node names are `n0`, `n1`, … in id order; the snapshot ids travel in
    /// the `id` attribute (as `node-…`, `edge-…`), so SVG elements are stable
    /// and no hostile id ever becomes DOT syntax.
    func description(of diagram: Diagram) -> GraphDescription { estimated(diagram).description }

    /// A diagram's graph and the estimate of how well its drawing reads (`estimated(_:)`).
    typealias Estimate = (description: GraphDescription, score: Double?)

    /// The graph for a diagram, with how well its drawing reads fitted to a screen by the layout's
    /// estimate of its size (`LayoutShaper.score`); `nil` when no layout is shaped (another engine
    /// than `dot`, or a single node).
    func estimated(_ diagram: Diagram) -> Estimate {
        let snapshot = diagram.snapshot
        let index = GraphIndex(snapshot)
        var names: [String: String] = [:]
        for (position, node) in snapshot.nodes.enumerated() { names[node.id] = "n\(position)" }
        var graph = GraphDescription()
        graph.graphAttributes = graphAttributes(for: diagram)
        graph.nodeDefaults = [
            ("fontname", .text(style.fontName)), ("fontsize", .text("11")), ("margin", .text("0.12,0.06")),
            ("penwidth", .text("1.2")),
        ]
        graph.edgeDefaults = [("fontname", .text(style.fontName)), ("fontsize", .text("9")), ("arrowsize", .text("0.8"))]
        let frames = Self.framesOnly(diagram, index: index)
        let anchors = anchored(diagram, index: index, frames: frames)
        graph.nodes = snapshot.nodes.compactMap { node in
            frames.contains(node.id) ? nil
                : GraphDescription.NodeItem(
                    name: names[node.id]!, attributes: anchors.contains(node.id) ? Self.anchor(node) : attributes(of: node, in: diagram))
        }
        graph.edges = snapshot.edges.map { edge in
            var attributes = attributes(of: edge, in: diagram, index: index)
            // A line of a node drawn as its frame ends at the frame's border.
            if anchors.contains(edge.from) { attributes.append(("ltail", .text("cluster_\(names[edge.from]!)"))) }
            if anchors.contains(edge.to) { attributes.append(("lhead", .text("cluster_\(names[edge.to]!)"))) }
            return GraphDescription.EdgeItem(tail: names[edge.from]!, head: names[edge.to]!, attributes: attributes)
        }
        if !anchors.isEmpty { graph.graphAttributes.append(("compound", .text("true"))) }
        if graph.edges.contains(where: { $0.attributes.contains { $0.0 == "xlabel" } }) {
            // Lines' labels are placed after the layout, beside their lines; one that would cover a node or
            // another label is left out rather than drawn over it (its words are in the line's tooltip), so
            // the numbers round a box many lines meet stay apart. The layout is the same either way.
            graph.graphAttributes.append(("forcelabels", .text("false")))
        }
        let score = engine == .dot ? shape(&graph, diagram: diagram, index: index, frames: frames, anchors: anchors, names: names) : nil
        let direction = graph.graphAttributes.last { $0.name == "rankdir" }.flatMap { attribute -> LayoutDirection? in
            if case .text(let value) = attribute.value { return LayoutDirection(rawValue: value) }
            return nil
        }
        let crossings = Self.frameCrossings(index)
        let captionDirection = engine == .dot && arrangesFramesByLines ? direction : nil
        var sides: [String: String] = [:]
        for id in frames.union(anchors) { sides[id] = Self.captionSide(lines: crossings[id, default: (0, 0)], direction: captionDirection) }
        let borderEnds = Self.endsAtCaptionedBorder(index, sides: sides, direction: captionDirection)
        for end in borderEnds {
            graph.edges[end.edge].attributes.append((end.attribute, .text("cluster_\(names[end.frame]!)")))
        }
        if anchors.isEmpty && !borderEnds.isEmpty { graph.graphAttributes.append(("compound", .text("true"))) }
        if captionDirection != nil {
            for link in Self.anchorsAfterMembers(index, frames: frames, anchors: anchors) {
                graph.edges.append(GraphDescription.EdgeItem(
                    tail: names[link.member]!, head: names[link.anchor]!, attributes: [("style", .text("invis"))]))
            }
        }
        // Enclosing nodes with something inside become clusters holding themselves and their children.
        func subgraph(for id: String) -> GraphDescription.Subgraph? {
            let children = index.children[id, default: []]
            guard let node = index.nodesByID[id], !children.isEmpty else { return nil }
            let look = style.clusterLook(for: node.kind)
            let faded = !node.resolved || diagram.emphasis(ofNode: id) == .removed
            let frameOnly = frames.contains(id)
            let captioned = frameOnly || anchors.contains(id)
            var attributes: GraphDescription.Attributes = [
                ("id", .text(TextEscaping.elementID("cluster", id))),
                ("label", captioned ? .html(clusterCaption(node, style: look)) : .text("")),
                ("style", .text(faded ? "rounded,filled,dashed" : "rounded,filled")),
                ("fillcolor", .text(look.fill)),
                ("color", .text(faded ? style.faded : look.border)),
                ("penwidth", .text("1.2")),
                ("margin", .text("14")),
            ]
            if let look = style.emphasis[diagram.emphasis(ofNode: id)], let color = look.color {
                attributes += [("color", .text(color)), ("penwidth", .text(String(max(look.penWidth ?? 1.2, 1.2))))]
            }
            if captioned {
                attributes += [
                    ("fontname", .text(style.fontName)), ("fontsize", .text("12")), ("labeljust", .text("l")),
                    ("labelloc", .text(sides[id] ?? "t")),
                ]
            }
            return GraphDescription.Subgraph(
                name: "cluster_\(names[id]!)", attributes: attributes,
                nodeNames: (frameOnly ? [] : [names[id]!]) + children.filter { index.children[$0, default: []].isEmpty }.map { names[$0]! },
                subgraphs: children.compactMap(subgraph(for:)))
        }
        let topLevel = index.children["", default: []]
        graph.subgraphs = topLevel.compactMap(subgraph(for:))
        if let row = sharedRow(of: diagram, names: names) { graph.subgraphs.append(row) }
        return (graph, score)
    }

    /// The enclosing nodes drawn as their frame alone, their name its caption: those no line starts
    /// or ends at and with no ports to list (a module, a folder, a container), except a boundary
    /// graph's root. A node in the frame saying the frame's name again would be one more box to read.
    ///
    /// A drawing of few nodes keeps every node: one that would show fewer than
    /// `LargeGraphPolicy.fewestBoxes` nodes otherwise draws its frames' nodes too.
    static func framesOnly(_ diagram: Diagram, index: GraphIndex) -> Set<String> {
        var frames: Set<String> = []
        for (id, children) in index.children where !id.isEmpty && !children.isEmpty {
            guard let node = index.nodesByID[id], node.kind != .root,
                  index.outgoing[id, default: []].isEmpty, index.incoming[id, default: []].isEmpty,
                  !diagram.showsPorts || node.ports.isEmpty
            else { continue }
            frames.insert(id)
        }
        return diagram.snapshot.nodes.count - frames.count < LargeGraphPolicy.fewestBoxes ? [] : frames
    }

    /// The enclosing nodes lines start or end at that are drawn as their frame captioned with their name,
    /// as frames drawn alone are: the node itself is an invisible point in the frame, and its lines end
    /// at the frame's border (`dot`'s `compound` with `lhead` and `ltail`). Without it such a frame has no
    /// caption, and the box naming it sits wherever `dot` puts it among the frame's members.
    ///
    /// Only a node with no ports to list, not a boundary graph's root nor in the shared row, every one of
    /// whose lines leads to a node neither inside its frame nor holding it (a line that ends at the
    /// border of the frame it starts in, or of one it is inside, has nowhere to go); and only in `dot`
    /// drawings that still show `LargeGraphPolicy.fewestBoxes` nodes drawn as boxes.
    func anchored(_ diagram: Diagram, index: GraphIndex, frames: Set<String>) -> Set<String> {
        guard engine == .dot else { return [] }
        let shared = Set(diagram.sharedRow.map(\.id))
        var anchors: Set<String> = []
        for (id, children) in index.children where !id.isEmpty && !children.isEmpty && !frames.contains(id) {
            guard let node = index.nodesByID[id], node.kind != .root, !shared.contains(id),
                  !diagram.showsPorts || node.ports.isEmpty
            else { continue }
            let ends = index.outgoing[id, default: []].map(\.to) + index.incoming[id, default: []].map(\.from)
            let holders = Set(index.ancestors(of: id))
            guard !ends.isEmpty,
                  ends.allSatisfy({ $0 != id && !holders.contains($0) && !index.ancestors(of: $0).contains(id) })
            else { continue }
            anchors.insert(id)
        }
        return diagram.snapshot.nodes.count - frames.count - anchors.count < LargeGraphPolicy.fewestBoxes ? [] : anchors
    }

    /// The invisible point a node drawn as its captioned frame is laid out as: its lines' ends, inside
    /// the frame, which the lines are cut off before. It keeps the node's id.
    private static func anchor(_ node: Node) -> GraphDescription.Attributes {
        [
            ("id", .text(TextEscaping.elementID("node", node.id))),
            ("shape", .text("point")), ("style", .text("invis")),
            ("width", .text("0.01")), ("height", .text("0.01")), ("label", .text("")),
        ]
    }

    /// How many lines cross each frame's border: into it (from a node outside to one inside) and out of it.
    static func frameCrossings(_ index: GraphIndex) -> [String: (into: Int, outOf: Int)] {
        var crossings: [String: (into: Int, outOf: Int)] = [:]
        for edge in index.snapshot.edges where edge.from != edge.to {
            let from = Set([edge.from] + index.ancestors(of: edge.from))
            let to = Set([edge.to] + index.ancestors(of: edge.to))
            for frame in to.subtracting(from) { crossings[frame, default: (0, 0)].into += 1 }
            for frame in from.subtracting(to) { crossings[frame, default: (0, 0)].outOf += 1 }
        }
        return crossings
    }

    /// Where a frame's caption goes (`labelloc`): on the side fewer of its lines cross. `dot` draws lines
    /// along the ranks, so in a drawing from top to bottom a line enters a frame through its top, where a
    /// caption is, and leaves through its bottom; a frame more lines enter than leave (a package its app's
    /// modules use) is captioned at its bottom, clear of them. Across the ranks (left to right) the
    /// caption stays at the top, which lines enter and leave through its sides.
    static func captionSide(lines: (into: Int, outOf: Int), direction: LayoutDirection?) -> String {
        switch direction {
        case .TB?: return lines.into > lines.outOf ? "b" : "t"
        case .BT?: return lines.outOf > lines.into ? "b" : "t"
        default: return "t"
        }
    }

    /// The lines that end (`lhead`) or start (`ltail`) at the border of a captioned frame holding one
    /// node, rather than at that node, because they cross the border on the side its caption is on: in a
    /// drawing from top to bottom a line enters a frame through its top and leaves through its bottom, so
    /// a frame lines both enter and leave has a caption on a side some line crosses (`captionSide`), and
    /// the line would run through it. Cut off at the border, the line stops short of the caption; with one
    /// node in the frame, it still reads as a line to that node. Lines to a frame of several nodes keep
    /// their ends, which a reader needs; across the ranks (left to right) none is cut.
    ///
    /// - Parameters:
    ///   - sides: Each captioned frame's caption side (`labelloc`).
    ///   - direction: The drawing's direction, `nil` where captions are not placed by lines.
    /// - Returns: For each such line, its position in the snapshot's edges, the attribute and the frame.
    static func endsAtCaptionedBorder(
        _ index: GraphIndex, sides: [String: String], direction: LayoutDirection?
    ) -> [(edge: Int, attribute: String, frame: String)] {
        let entering: String
        switch direction {
        case .TB?: entering = "t"
        case .BT?: entering = "b"
        default: return []
        }
        /// The captioned frame a node is the only node of, when the caption is on a given side.
        func soleFrame(of id: String, captionedOn side: Bool) -> String? {
            guard index.children[id, default: []].isEmpty, let frame = index.nodesByID[id]?.parent,
                  let caption = sides[frame], (caption == entering) == side, index.children[frame, default: []] == [id]
            else { return nil }
            return frame
        }
        var ends: [(edge: Int, attribute: String, frame: String)] = []
        for (position, edge) in index.snapshot.edges.enumerated() where edge.from != edge.to {
            if let frame = soleFrame(of: edge.to, captionedOn: true), edge.from != frame,
               !index.ancestors(of: edge.from).contains(frame) {
                ends.append((position, "lhead", frame))
            }
            if let frame = soleFrame(of: edge.from, captionedOn: false), edge.to != frame,
               !index.ancestors(of: edge.to).contains(frame) {
                ends.append((position, "ltail", frame))
            }
        }
        return ends
    }

    /// Invisible lines that rank the point a frame's lines start at after the frame's members: from each
    /// member no other member of the frame follows to the point, for every node drawn as its captioned
    /// frame that lines leave. `dot` draws the point's lines from where it puts the point; left to
    /// itself it puts a point with no line into it in the frame's first rank, at the end facing the
    /// lines' other ends, and its lines leave the frame bundled at one spot of its side. After the
    /// members, the point is at the frame's border on the side the lines leave by (its bottom, from top
    /// to bottom), where each line crosses the border at a spot of its own on its way to its end.
    ///
    /// - Returns: The pairs, the member first, in the snapshot's order of nodes.
    static func anchorsAfterMembers(
        _ index: GraphIndex, frames: Set<String>, anchors: Set<String>
    ) -> [(member: String, anchor: String)] {
        var links: [(member: String, anchor: String)] = []
        for node in index.snapshot.nodes where anchors.contains(node.id) && !index.outgoing[node.id, default: []].isEmpty {
            let inside = Set(SnapshotFilter.descendants(of: node.id, in: index))
            let members = index.snapshot.nodes.map(\.id).filter { inside.contains($0) && !frames.contains($0) }
            for member in members where !index.outgoing[member, default: []].contains(where: { inside.contains($0.to) }) {
                links.append((member, node.id))
            }
        }
        return links
    }

    /// Room left empty at each end of a frame's caption, in points. `dot` leaves 8 points between a
    /// caption and the sides of its frame, and a rounded frame's corner bends over 12: a caption as wide
    /// as its frame would run into the corner's curve, its name touching the border.
    static let captionInset = 6

    /// A frame's caption: the kind in small letters and the name, in the frame's colour, with
    /// `captionInset` empty at each end so that it stays clear of the frame's rounded corners.
    private func clusterCaption(_ node: Node, style look: DiagramStyle.ClusterLook) -> String {
        let kind = NodeLabel.caption(of: node)
        let inset = #"<TD WIDTH="\#(Self.captionInset)"></TD>"#
        return #"<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>"#
            + inset
            + #"<TD><FONT POINT-SIZE="9" COLOR="\#(look.border)">«\#(kind)»</FONT> <B>\#(TextEscaping.html(node.displayName))</B></TD>"#
            + inset + "</TR></TABLE>"
    }

    /// The shape `dot`'s layout is given (`LayoutShaper`): the direction, staggered ranks and
    /// stacked small parts, with the shaper that chose it (for its estimate of the drawing).
    struct Planned {
        var shape: LayoutShaper.Shape
        var shaper: LayoutShaper
        /// The nodes drawn as nodes (not frames), in the order of the shaper's items.
        var drawn: [Node]
        /// For each of the shaper's edges, its position in the diagram's edges.
        var described: [Int]
    }

    /// The planned shape of a diagram's layout.
    func planned(_ diagram: Diagram) -> Planned {
        let index = GraphIndex(diagram.snapshot)
        let frames = Self.framesOnly(diagram, index: index)
        return planned(diagram, index: index, frames: frames, anchors: anchored(diagram, index: index, frames: frames))
    }

    private func planned(_ diagram: Diagram, index: GraphIndex, frames: Set<String>, anchors: Set<String>) -> Planned {
        let drawn = diagram.snapshot.nodes.filter { !frames.contains($0.id) }
        var position: [String: Int] = [:]
        for (number, node) in drawn.enumerated() { position[node.id] = number }
        let nesting = NestingTable(index)
        let items = drawn.map { node -> LayoutShaper.Item in
            let size = anchors.contains(node.id) ? (width: 1.0, height: 1.0) : NodeSizes.size(of: node, in: diagram)
            var clusters: [String] = []
            var current = nesting.parent(of: node.id)
            while let parent = current, clusters.count < nesting.depth.count {
                clusters.insert(parent, at: 0)
                current = nesting.parent(of: parent)
            }
            // A node with something inside is drawn in its own frame.
            if !index.children[node.id, default: []].isEmpty { clusters.append(node.id) }
            return LayoutShaper.Item(width: size.width, height: size.height, clusters: clusters)
        }
        var edges: [(from: Int, to: Int)] = []
        var described: [Int] = []
        for (number, edge) in diagram.snapshot.edges.enumerated() {
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            edges.append((from, to))
            described.append(number)
        }
        let separations = diagram.separations
        let shaper = LayoutShaper(
            items: items, edges: edges, nodeSeparation: separations.node * 72, rankSeparation: separations.rank * 72,
            legend: LegendLabel.size(for: diagram, style: style), captioned: frames.union(anchors),
            drawnOverEstimate: diagram.drawnOverEstimate)
        let shape = engine == .dot ? shaper.shape(fixed: diagram.directionIsFixed ? diagram.direction : nil)
            : LayoutShaper.Shape(direction: diagram.direction)
        return Planned(shape: shape, shaper: shaper, drawn: drawn, described: described)
    }

    /// Shapes the layout to fit a screen (`LayoutShaper`): the direction, staggered ranks (`minlen`)
    /// and stacked small parts (invisible edges).
    ///
    /// - Returns: How well the shaped drawing reads by the estimate of its size, `nil` for a single node.
    private func shape(
        _ graph: inout GraphDescription, diagram: Diagram, index: GraphIndex, frames: Set<String>, anchors: Set<String>,
        names: [String: String]
    ) -> Double? {
        guard diagram.snapshot.nodes.count - frames.count > 1 else { return nil }
        let plan = planned(diagram, index: index, frames: frames, anchors: anchors)
        let shape = plan.shape
        if let rankdir = graph.graphAttributes.firstIndex(where: { $0.name == "rankdir" }) {
            graph.graphAttributes[rankdir].value = .text(shape.direction.rawValue)
        }
        for (edge, length) in shape.minlen.sorted(by: { $0.key < $1.key }) {
            graph.edges[plan.described[edge]].attributes.append(("minlen", .text(String(length))))
        }
        for link in shape.invisible {
            graph.edges.append(GraphDescription.EdgeItem(
                tail: names[plan.drawn[link.from].id]!, head: names[plan.drawn[link.to].id]!,
                attributes: [("style", .text("invis"))]))
        }
        return plan.shaper.score(shape)
    }

    /// The box holding the shared row's nodes side by side, in one rank.
    private func sharedRow(of diagram: Diagram, names: [String: String]) -> GraphDescription.Subgraph? {
        let members = diagram.sharedRow.compactMap { names[$0.id] }
        guard !members.isEmpty else { return nil }
        return GraphDescription.Subgraph(
            name: "cluster_shared_row",
            attributes: [
                ("id", .text("cluster-shared-row")),
                ("label", .text("used by a third or more of the rest; lines into these are not drawn")),
                ("fontname", .text(style.fontName)), ("fontsize", .text("10")), ("fontcolor", .text("#616161")),
                ("style", .text("rounded,dashed")), ("color", .text("#9e9e9e")), ("margin", .text("12")),
            ],
            nodeNames: [],
            subgraphs: [GraphDescription.Subgraph(name: "shared_row", attributes: [("rank", .text("same"))], nodeNames: members, subgraphs: [])])
    }

    /// Graph-wide attributes: direction, spacing, the legend, and speed settings for large graphs.
    private func graphAttributes(for diagram: Diagram) -> GraphDescription.Attributes {
        var attributes: GraphDescription.Attributes = [
            ("rankdir", .text(diagram.direction.rawValue)),
            ("fontname", .text(style.fontName)),
            ("bgcolor", .text("white")),
            ("pad", .text("0.3")),
            ("nodesep", .text(String(diagram.separations.node))),
            ("ranksep", .text(String(diagram.separations.rank))),
            ("labelloc", .text("b")),
            ("labeljust", .text("l")),
        ]
        let legend = LegendLabel.html(for: diagram, style: style)
        if !legend.isEmpty { attributes.append(("label", .html(legend))) }
        switch engine {
        case .dot:
            // No `newrank`: with clusters and cross-cluster edges it made layout
            // minutes long on graphs of a few hundred nodes; the cluster-aware
            // default ranking takes well under a second there.
            if diagram.fastLayout {
                // Fewer network-simplex and crossing-minimisation passes, straight edges:
                // keeps large layouts to seconds at some cost in crossings. Not `nslimit1`:
                // limiting the ranking pass can leave a cluster without a rank-0 node,
                // and Graphviz 2.43 then aborts the process on an assertion.
                attributes += [
                    ("nslimit", .text("2")), ("mclimit", .text("0.1")),
                    ("remincross", .text("false")), ("splines", .text("line")),
                ]
            }
        case .sfdp, .neato, .fdp, .circo, .twopi:
            attributes += [("overlap", .text("false")), ("splines", .text(diagram.fastLayout ? "line" : "true"))]
        }
        return attributes
    }

    /// A node's shape, colours, label and stable id.
    private func attributes(of node: Node, in diagram: Diagram) -> GraphDescription.Attributes {
        let look = style.look(for: node.kind)
        let emphasis = style.emphasis[diagram.emphasis(ofNode: node.id)]
        var styles = ["filled"] + look.styles
        var color = look.border
        var fill = look.fill
        var fontColor = "#1a1a1a"
        var penWidth: Double? = nil
        if !node.resolved {
            styles.append("dashed")
            color = style.faded
            fill = style.fadedFill
            fontColor = style.faded
        }
        if let emphasis {
            if let value = emphasis.color { color = value }
            if let value = emphasis.fill { fill = value }
            if let value = emphasis.fontColor { fontColor = value }
            if let value = emphasis.style, !styles.contains(value) { styles.append(value) }
            penWidth = emphasis.penWidth
        }
        var attributes: GraphDescription.Attributes = [
            ("id", .text(TextEscaping.elementID("node", node.id))),
            ("shape", .text(look.shape)),
            ("style", .text(styles.joined(separator: ","))),
            ("color", .text(color)),
            ("fillcolor", .text(fill)),
            ("fontcolor", .text(fontColor)),
            ("tooltip", .text(TextEscaping.dot(node.type))),
            ("label", .html(NodeLabel.html(for: node, in: diagram, style: style))),
        ]
        if let penWidth { attributes.append(("penwidth", .text(String(penWidth)))) }
        if let link = diagram.links[node.id] { attributes += [("href", .text(TextEscaping.dot(link))), ("target", .text("_top"))] }
        if let size = emphasis?.fontSize { attributes.append(("fontsize", .text(String(size)))) }
        return attributes
    }

    /// The words an edge's label gets for each mark of a new crossing.
    static let crossingWords: [Emphasis: String] = [
        .newCrossing: "new crossing", .forbiddenAcceptedCrossing: "forbidden crossing, accepted",
        .acceptedCrossing: "accepted crossing", .allowedCrossing: "allowed crossing",
    ]

    /// An edge's line, arrowheads, label and stable id.
    private func attributes(of edge: Edge, in diagram: Diagram, index: GraphIndex) -> GraphDescription.Attributes {
        let look = style.look(for: edge.kind)
        // `Edge.id` is built anew on every call, so it is built once here.
        let id = edge.id
        let mark = diagram.emphasis(ofEdge: id)
        let emphasis = style.emphasis[mark]
        var color = edge.resolved ? look.color : style.faded
        var styles: [String] = []
        let link = diagram.moduleLinks.isEmpty ? nil : diagram.moduleLinks[id]
        if edge.isWeak || link == .declaredOnly { styles.append("dashed") }
        if !edge.resolved { styles.append("dotted") }
        var penWidth = 1.2
        var fontColor = "#455a64"
        if let emphasis {
            if let value = emphasis.color { color = value }
            if let value = emphasis.fontColor { fontColor = value }
            if let value = emphasis.style, !styles.contains(value) { styles.append(value) }
            if let value = emphasis.penWidth { penWidth = value }
        }
        let fromName = index.nodesByID[edge.from]?.displayName ?? edge.from
        let toName = index.nodesByID[edge.to]?.displayName ?? edge.to
        var words: [String] = []
        if let label = edge.label { words.append(label) }
        if let reference = edge.reference, reference != .strong { words.append(reference.rawValue) }
        if let word = Self.crossingWords[mark] { words.append(word) }
        var attributes: GraphDescription.Attributes = [
            ("id", .text(TextEscaping.elementID("edge", id))),
            ("color", .text(color)),
            ("fontcolor", .text(fontColor)),
            ("penwidth", .text(String(penWidth))),
            ("arrowhead", .text(look.arrowhead)),
            ("tooltip", .text(TextEscaping.dot(
                "\(fromName) → \(toName) (\(link?.rawValue ?? edge.kind.rawValue))"
                    + (words.isEmpty ? "" : " · " + words.joined(separator: " · "))
                    + (diagram.note(ofEdge: id).map { ": \($0)" } ?? "")))),
        ]
        if !styles.isEmpty { attributes.append(("style", .text(styles.joined(separator: ",")))) }
        if let tail = look.arrowtail {
            attributes += [("dir", .text("both")), ("arrowtail", .text(edge.isWeak ? "o" + tail : tail))]
        }
        if !words.isEmpty && !diagram.fastLayout {
            // `xlabel`, not `label`: dot lays a `label` out as a virtual node, and Graphviz 2.43 frees
            // memory twice when such a node sits on a flat edge in the top rank (found by fuzzing).
            attributes.append(("xlabel", .text(TextEscaping.dot(" " + words.joined(separator: " · ") + " "))))
        }
        return attributes
    }
}
