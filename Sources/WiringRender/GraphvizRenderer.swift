import WiringModel
import WiringPlatform

/// Draws a snapshot as DOT, SVG, PNG, PDF, Mermaid, interactive HTML or filtered JSON.
///
/// Layout and output go through Graphviz's C library in-process: the graph
/// is built with cgraph, laid out and written with gvc. No `dot` program is
/// run. DOT, SVG, Mermaid and HTML are deterministic: the same snapshot and
/// options always give the same bytes.
///
/// ```swift
/// var options = RenderOptions()
/// options.focus = "ModelBoundary"
/// let svg = try GraphvizRenderer().render(snapshot, format: .svg, options: options)
/// ```
public struct GraphvizRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Stops freeing each graph and its layout after rendering, for the rest of the process.
    ///
    /// For a process that exits once its output is written, such as the `wiring` command: freeing
    /// a graph node by node costs a few percent of a small render, and the operating system takes
    /// the memory back at exit anyway. Every later render leaves its graph in memory too.
    package static func leavesRenderedGraphsToExit() {
        GraphvizContext.leaveRenderedGraphsToExit()
    }

    /// Renders a snapshot.
    ///
    /// - Parameters:
    ///   - snapshot: The graph to draw.
    ///   - format: The kind of document to write.
    ///   - options: Layout, filters, collapsing and emphasis.
    /// - Returns: The document's bytes (UTF-8 text for all but PNG and PDF).
    /// - Throws: `RenderError` when the options match nothing, the graph is too
    ///   large without `force`, or Graphviz lacks a plugin or fails.
    public func render(_ snapshot: GraphSnapshot, format: OutputFormat, options: RenderOptions = RenderOptions()) throws -> Data {
        switch format {
        case .json:
            return try DiagramPlanner.requested(snapshot, options: options).snapshot.jsonData()
        case .mermaid:
            let diagram = try DiagramPlanner.drawn(snapshot, options: options)
            options.report("writing mermaid")
            return Data(MermaidWriter(direction: diagram.direction).document(for: diagram).utf8)
        case .dot:
            // Planned as the pictures are, keeping only the description of each drawing it lays out.
            var planning = options
            planning.keptDrawingFormat = "dot"
            let diagram = try DiagramPlanner.forLayout(snapshot, options: planning)
            // The candidate the planner laid out and kept is the one chosen: no layout again.
            let description = try diagram.checkedDrawing?.description ?? chosen(diagram, options: options)
            options.report("writing dot")
            return try GraphvizContext.dot(description)
        case .svg, .png, .pdf:
            let diagram = try DiagramPlanner.forLayout(snapshot, options: options)
            return try checked(diagram, format: format.rawValue, options: options) ?? laidOut(diagram, format: format.rawValue, options: options)
        case .html:
            let diagram = try DiagramPlanner.forLayout(snapshot, options: options)
            let svg = try checked(diagram, format: "svg", options: options) ?? laidOut(diagram, format: "svg", options: options)
            let details = try views(openedFrom: diagram, options: options)
            options.report("writing html")
            let graph = try SnapshotFilter.narrowed(snapshot, options: options)
            return Data(HTMLPageWriter().page(svg: String(decoding: svg, as: UTF8.self), diagram: diagram, details: details, graph: graph).utf8)
        }
    }

    /// The most views a page holds besides its first, and the most nodes one view may have.
    static let maxDetailViews = 300
    static let maxDetailNodes = 600

    /// A view a box opens, planned but not yet drawn, or drawn already when planning it laid it out.
    struct OpenedView {
        /// `detail-N`, in breadth-first order.
        var id: String
        /// The id of the view the box is in, and the box's node id there.
        var parent: String
        var box: String
        var diagram: Diagram
        /// How the diagram was described and estimated while planning it, and what its planning wrote.
        var planned: DiagramPlanner.PlannedView
    }

    /// Every view the first view's boxes open, and the boxes of those, breadth first, planned by
    /// the same rules (at most `maxDetailViews`, each of at most `maxDetailNodes` nodes).
    ///
    /// - Parameters:
    ///   - format: The format a view laid out while planning it is written in, to be kept; `nil` when
    ///     the views are changed before they are drawn.
    ///   - planning: The options each view is planned with, from the id of the view it is opened from, its
    ///     group, its depth and the views planned before it; `nil` plans every view with `options`.
    func opened(
        from diagram: Diagram, options: RenderOptions, format: String? = nil,
        planning: ((_ parent: String, _ group: Int, _ depth: Int, _ views: [OpenedView]) -> RenderOptions)? = nil
    ) -> [OpenedView] {
        guard let levels = diagram.levels, let first = diagram.view else { return [] }
        // A box's group is one of the levels of the view it is in (a view may split a group by name).
        struct Pending { var group: Int; var depth: Int; var parent: String; var box: String; var levels: Levels }
        func boxes(of place: Diagram.ViewPlace, in diagram: Diagram, parent: String, levels: Levels) -> [Pending] {
            // In the order their nodes are drawn.
            diagram.snapshot.nodes.compactMap { node in
                place.boxes[node.id].map { Pending(group: $0, depth: place.depth + 1, parent: parent, box: node.id, levels: levels) }
            }
        }
        var queue = boxes(of: first, in: diagram, parent: HTMLPageWriter.firstViewID, levels: levels)
        var next = 0
        var views: [OpenedView] = []
        while next < queue.count && views.count < Self.maxDetailViews {
            let pending = queue[next]
            next += 1
            let planned = DiagramPlanner.plannedView(
                of: pending.group, depth: pending.depth, in: pending.levels,
                options: planning?(pending.parent, pending.group, pending.depth, views) ?? options, format: format)
            let detail = planned.diagram
            guard detail.snapshot.nodes.count <= Self.maxDetailNodes, let place = detail.view else { continue }
            let id = "detail-\(views.count)"
            views.append(OpenedView(id: id, parent: pending.parent, box: pending.box, diagram: detail, planned: planned))
            queue += boxes(of: place, in: detail, parent: id, levels: detail.levels ?? pending.levels)
        }
        return views
    }

    /// The page's views: every view the boxes open, drawn (`HTMLPageWriter.DetailView`); a view laid
    /// out while it was planned is not laid out again.
    func views(openedFrom diagram: Diagram, options: RenderOptions) throws -> [HTMLPageWriter.DetailView] {
        var quiet = options
        quiet.progress = nil
        let views = try opened(from: diagram, options: options, format: "svg").map { view in
            let svg = try view.planned.written ?? laidOut(view.diagram, format: "svg", options: quiet, estimated: view.planned.estimated)
            return HTMLPageWriter.DetailView(
                id: view.id, group: view.box, parent: view.parent, diagram: view.diagram, svg: String(decoding: svg, as: UTF8.self))
        }
        if !views.isEmpty { options.report("drew the \(views.count) views the boxes open") }
        return views
    }

    /// Lays a diagram out and writes it in a Graphviz format.
    ///
    /// - Parameters:
    ///   - estimated: The diagram's description and estimate (`DotGraphBuilder.estimated`), when made already.
    func laidOut(_ diagram: Diagram, format: String, options: RenderOptions, estimated: DotGraphBuilder.Estimate? = nil) throws -> Data {
        options.report(
            "laying out \(diagram.snapshot.nodes.count) nodes and \(diagram.snapshot.edges.count) edges with \(diagram.engine.rawValue)")
        let choice = choices(for: diagram, options: options, estimated: estimated)
        let (index, written) = try GraphvizContext.firstReadable(
            choice.count,
            describe: { index in
                var description = choice.describe(index)
                // Graphviz draws bitmaps at 72 dpi; twice that keeps labels crisp when pasted into documents.
                if format == "png" { description.graphAttributes.append(("dpi", .text("144"))) }
                return description
            },
            format: format, engine: diagram.engine.rawValue, score: choice.score, enough: LargeGraphPolicy.readableScale)
        if let change = choice.change(index) {
            options.report("the planned drawing does not read fitted to a screen; drawn \(change)")
        }
        let data = written ?? Data()
        options.report("wrote \(data.count) bytes of \(format)")
        return data
    }

    /// What laying a diagram out told: whether it reads, and the drawing written, the one a layout of
    /// the diagram keeps (the first candidate that reads, else the best).
    struct Reading {
        /// Whether a candidate drawing reads fitted to a screen.
        var reads: Bool
        /// The drawing kept, written in the format asked for, as `laidOut` writes it.
        var written: Data?
        /// The scale the best candidate drawn fits a screen at (`DrawingChoice.score`).
        var scale = -Double.infinity
        /// What the drawing written changes from the planned one, in words (`DrawingChoice.change`).
        var change: String?
        /// The description of the candidate kept, as `chosen` describes it for DOT.
        var description: GraphDescription?
        /// Whether the drawing kept is its description alone (DOT output), with nothing written.
        var describedOnly = false

        /// The drawing kept, to be written again by no other layout (`Diagram.checkedDrawing`): the SVG
        /// written, or for DOT output the description alone.
        var checked: Diagram.CheckedDrawing? {
            if let written { return Diagram.CheckedDrawing(format: "svg", data: written, change: change, description: description) }
            guard describedOnly, let description else { return nil }
            return Diagram.CheckedDrawing(format: "dot", data: Data(), change: change, description: description)
        }
    }

    /// The drawing made of a diagram while it was planned (`Diagram.checkedDrawing`), when it is in
    /// `format`, reported as `laidOut` reports a layout.
    func checked(_ diagram: Diagram, format: String, options: RenderOptions) -> Data? {
        guard let checked = diagram.checkedDrawing, checked.format == format else { return nil }
        options.report(
            "laying out \(diagram.snapshot.nodes.count) nodes and \(diagram.snapshot.edges.count) edges with \(diagram.engine.rawValue)")
        if let change = checked.change { options.report("the planned drawing does not read fitted to a screen; drawn \(change)") }
        options.report("wrote \(checked.data.count) bytes of \(format)")
        return checked.data
    }

    /// Whether a diagram reads fitted to a screen as `dot` lays it out, trying the candidate drawings
    /// (`DrawingChoice`) as a drawing of it would; not when Graphviz fails. With `svg`, the drawing that
    /// reads is written, the same bytes `laidOut` writes, so it is not laid out again; with `dot`, only
    /// the description of the drawing chosen is kept (DOT output draws no picture).
    ///
    /// - Parameters:
    ///   - estimated: The diagram's description and estimate (`DotGraphBuilder.estimated`), when made already.
    static func reading(
        _ diagram: Diagram, options: RenderOptions, estimated: DotGraphBuilder.Estimate? = nil, format: String? = nil
    ) -> Reading {
        let choice = GraphvizRenderer().choices(for: diagram, options: options, estimated: estimated)
        let describedOnly = format == "dot"
        var reads = false
        var best = -Double.infinity
        let written = try? GraphvizContext.firstReadable(
            choice.count, describe: choice.describe, format: describedOnly ? nil : format, engine: diagram.engine.rawValue,
            score: { index, width, height in
                let scale = DrawingChoice.score(width: width, height: height - choice.gap(index))
                best = max(best, scale)
                if scale >= LargeGraphPolicy.readableScale { reads = true }
                return choice.score(index, width, height)
            },
            enough: LargeGraphPolicy.readableScale, best: format == "svg" || describedOnly ? .keptAsLaidOut : .none)
        let kept = written.flatMap { reads || $0.data != nil || describedOnly ? $0 : nil }
        return Reading(
            reads: reads, written: kept?.data, scale: best,
            change: kept.flatMap { choice.change($0.index) }, description: kept.map { choice.describe($0.index) },
            describedOnly: describedOnly)
    }

    /// The description of the drawing chosen after reading the laid-out size of each candidate
    /// (`DrawingChoice`), for a format written without layout (DOT), so it describes what the other
    /// formats draw.
    private func chosen(_ diagram: Diagram, options: RenderOptions) throws -> GraphDescription {
        let choice = choices(for: diagram, options: options)
        guard choice.count > 1 else { return choice.describe(0) }
        let (index, _) = try GraphvizContext.firstReadable(
            choice.count, describe: choice.describe, format: nil, engine: diagram.engine.rawValue,
            score: choice.score, enough: LargeGraphPolicy.readableScale)
        return choice.describe(index)
    }

    /// The candidate drawings of a diagram (`DrawingChoice`) in the order they are laid out: how many,
    /// how each is described, how a laid-out size scores (noting it for the corrected candidates), and
    /// what the one kept changes from the planned drawing, `nil` for the planned drawing itself. The
    /// planned one is described once, and its direction tells the others'; after them come the
    /// directions planned again from the size `dot` drew them (`DrawingChoice.corrected`). Each
    /// candidate is described once, however often it is asked for.
    private func choices(for diagram: Diagram, options: RenderOptions, estimated: DotGraphBuilder.Estimate? = nil) -> Choices {
        let (first, score) = estimated ?? DotGraphBuilder.standard(for: diagram).estimated(diagram)
        let planned = first.graphAttributes.last { $0.name == "rankdir" }.flatMap { attribute -> LayoutDirection? in
            if case let .text(value) = attribute.value { return LayoutDirection(rawValue: value) }
            return nil
        } ?? diagram.direction
        let all = DrawingChoice.candidates(for: diagram, planned: planned)
        // Each candidate estimated is described with its estimate, and kept.
        var described = [0: first]
        let order = DrawingChoice.order(all.count, planned: score, estimate: { position in
            let (description, score) = DotGraphBuilder.standard(for: all[position]).estimated(all[position])
            described[position] = description
            return score ?? -Double.infinity
        }, enough: LargeGraphPolicy.readableScale)
        let candidates = order.map { all[$0] }
        let corrected = all.count > 1 ? DrawingChoice.correctable(candidates) : []
        let drawn = Drawn()
        // A candidate as estimated, else as described now; kept.
        for (position, description) in described {
            if let index = order.firstIndex(of: position) { drawn.descriptions[index] = description }
        }
        func description(at index: Int) -> GraphDescription {
            if let known = drawn.descriptions[index] { return known }
            let description = DotGraphBuilder.standard(for: candidates[index]).description(of: candidates[index])
            drawn.descriptions[index] = description
            return description
        }
        // The height the empty row above the legend adds to a candidate's drawing, worked out once a candidate.
        func gap(_ index: Int) -> Double {
            if let known = drawn.gaps[index] { return known }
            let candidate = index < candidates.count ? candidates[index] : candidates[corrected[index - candidates.count]]
            let gap = LegendLabel.gapHeight(for: candidate, style: .standard)
            drawn.gaps[index] = gap
            return gap
        }
        return Choices(
            count: candidates.count + corrected.count,
            gap: gap,
            describe: { index in
                guard index >= candidates.count else { return description(at: index) }
                if let known = drawn.descriptions[index] { return known }
                let base = corrected[index - candidates.count]
                // Planned again only once the size `dot` drew the base in is known.
                guard let size = drawn.sizes[base] else { return description(at: base) }
                guard let again = DrawingChoice.corrected(
                    candidates[base], plan: DotGraphBuilder.standard(for: candidates[base]).planned(candidates[base]), drawn: size)
                else {
                    drawn.descriptions[index] = description(at: base)
                    return description(at: base)
                }
                let description = DotGraphBuilder.standard(for: again).description(of: again)
                drawn.descriptions[index] = description
                return description
            },
            score: { index, width, laidOutHeight in
                // Judged without the empty row above the legend, as the planner estimated it.
                let height = laidOutHeight - gap(index)
                drawn.sizes[index] = (width, height)
                let score = DrawingChoice.score(width: width, height: height)
                // Planned again, a drawing that does not read has to be clearly better to be kept.
                return index >= candidates.count && score < LargeGraphPolicy.readableScale
                    ? score / DrawingChoice.againMargin : score
            },
            change: { index in
                guard index >= candidates.count else {
                    return order[index] > 0 ? DrawingChoice.change(from: diagram, planned: planned, to: candidates[index]) : nil
                }
                let base = candidates[corrected[index - candidates.count]]
                let change = DrawingChoice.change(from: diagram, planned: planned, to: base)
                return (change.isEmpty ? "" : change + ", ") + "planned again for the size dot drew it"
            })
    }

    /// The candidates of one drawing (`choices(for:options:)`).
    private struct Choices {
        var count: Int
        /// The height the empty row above the legend adds to a candidate's drawing (`LegendLabel.gapHeight`).
        var gap: (Int) -> Double
        var describe: (Int) -> GraphDescription
        var score: (Int, Double, Double) -> Double
        var change: (Int) -> String?
    }

    /// The description of each candidate, by position, once made, and its laid-out size, noted as
    /// `GraphvizContext.firstReadable` scores them (it describes a candidate, lays it out, then scores it).
    private final class Drawn {
        var descriptions: [Int: GraphDescription] = [:]
        var sizes: [Int: (width: Double, height: Double)] = [:]
        var gaps: [Int: Double] = [:]
    }
}
