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
            let diagram = try DiagramPlanner.forLayout(snapshot, options: options)
            options.report("writing dot")
            return try GraphvizContext.dot(builder(diagram, options).description(of: diagram))
        case .svg, .png, .pdf:
            let diagram = try DiagramPlanner.forLayout(snapshot, options: options)
            return try laidOut(diagram, format: format.rawValue, options: options)
        case .html:
            let diagram = try DiagramPlanner.forLayout(snapshot, options: options)
            let svg = try laidOut(diagram, format: "svg", options: options)
            let details = try groupInsides(of: diagram, options: options)
            options.report("writing html")
            let graph = try SnapshotFilter.narrowed(snapshot, options: options)
            return Data(HTMLPageWriter().page(svg: String(decoding: svg, as: UTF8.self), diagram: diagram, details: details, graph: graph).utf8)
        }
    }

    /// The most groups of an overview page whose inside is drawn, and the most nodes one inside may have.
    static let maxDetailViews = 300
    static let maxDetailNodes = 600

    /// For an overview page: each group's inside, drawn, so a click on the group opens it.
    private func groupInsides(of diagram: Diagram, options: RenderOptions) throws -> [HTMLPageWriter.DetailView] {
        guard let source = diagram.detailSource else { return [] }
        let groups = diagram.snapshot.nodes.filter { Int($0.attributes["members"] ?? "") ?? 0 > 0 }
        var views: [HTMLPageWriter.DetailView] = []
        for group in groups.prefix(Self.maxDetailViews) {
            let inside = source.detail(ofGroup: group.id)
            guard inside.nodes.count <= Self.maxDetailNodes else { continue }
            var detail = Diagram(
                snapshot: inside, nodeEmphasis: [:], edgeEmphasis: [:], showsPorts: !options.hidePorts, title: inside.title)
            detail.engine = .dot
            var quiet = options
            quiet.progress = nil
            let svg = try laidOut(detail, format: "svg", options: quiet)
            views.append(HTMLPageWriter.DetailView(
                id: "detail-\(views.count)", group: group.id, parent: "main", diagram: detail, svg: String(decoding: svg, as: UTF8.self)))
        }
        if !views.isEmpty { options.report("drew the inside of \(views.count) groups for the page") }
        return views
    }

    /// Lays a diagram out and writes it in a Graphviz format.
    private func laidOut(_ diagram: Diagram, format: String, options: RenderOptions) throws -> Data {
        options.report(
            "laying out \(diagram.snapshot.nodes.count) nodes and \(diagram.snapshot.edges.count) edges with \(diagram.engine.rawValue)")
        var description = builder(diagram, options).description(of: diagram)
        // Graphviz draws bitmaps at 72 dpi; twice that keeps labels crisp when pasted into documents.
        if format == "png" { description.graphAttributes.append(("dpi", .text("144"))) }
        let data = try GraphvizContext.render(description, format: format, engine: diagram.engine.rawValue)
        options.report("wrote \(data.count) bytes of \(format)")
        return data
    }

    /// The graph builder for the diagram's engine.
    private func builder(_ diagram: Diagram, _ options: RenderOptions) -> DotGraphBuilder {
        DotGraphBuilder(style: .standard, engine: diagram.engine)
    }
}
