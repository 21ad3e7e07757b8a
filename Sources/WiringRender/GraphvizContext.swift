import CGraphviz
import CTextMetrics
import WiringModel

import WiringPlatform

/// The one place that calls Graphviz's C library: builds a graph through
/// cgraph, lays it out and writes it with gvc, all in-process.
///
/// Graphviz keeps global state and is not thread-safe, so every call goes
/// through `lock`. Each C resource is released by a `defer` right after it is acquired.
enum GraphvizContext {
    /// Serializes every call into Graphviz.
    private static let lock = Lock()
    /// Messages Graphviz reported during the current call; only touched while `lock` is held.
    nonisolated(unsafe) private static var messages: [String] = []
    /// Whether `render` frees the graph and its layout once it has the output; see
    /// `GraphvizRenderer.leavesLastGraphToExit()`. Read and written with the lock held.
    nonisolated(unsafe) private static var freesRenderedGraphs = true
    /// The context for vector output (SVG, DOT with layout), made on first use and kept for the
    /// process; only touched while `lock` is held.
    nonisolated(unsafe) private static var vectorContext: OpaquePointer?
    /// The context for raster and PDF output, made on first use; only touched while `lock` is held.
    nonisolated(unsafe) private static var rasterContext: OpaquePointer?

    /// Counts the layouts Graphviz makes (`layOut`, `layout`), the pictures it writes and the layouts
    /// checked for lines' labels on other lines, for a caller that asks what a render cost
    /// (`counting(_:)`); only touched while `lock` is held.
    final class LayoutTally: @unchecked Sendable {
        var count = 0
        var pictures = 0
        var labelChecks = 0
    }

    /// What a render cost Graphviz: layouts made, pictures written (any format but DOT without layout),
    /// and laid-out graphs read back to check lines' labels (`LineLabelClearance`).
    struct Work: Sendable, Equatable {
        var layouts = 0
        var pictures = 0
        var labelChecks = 0
    }

    /// The tally the layouts made by the current task are counted in, if any.
    @TaskLocal static var layoutTally: LayoutTally?

    /// Runs `body` and counts the layouts Graphviz makes for it on this task: what a render costs,
    /// whatever other renders run at the same time.
    ///
    /// - Returns: What `body` returned, and how many layouts it made.
    static func countingLayouts<T>(_ body: () throws -> T) rethrows -> (result: T, layouts: Int) {
        let (result, work) = try counting(body)
        return (result, work.layouts)
    }

    /// Runs `body` and counts what Graphviz does for it on this task (`Work`).
    static func counting<T>(_ body: () throws -> T) rethrows -> (result: T, work: Work) {
        let tally = LayoutTally()
        let result = try $layoutTally.withValue(tally, operation: body)
        return (result, lock.withLock { Work(layouts: tally.count, pictures: tally.pictures, labelChecks: tally.labelChecks) })
    }

    /// The shared context for a format. Both load plugin libraries on demand, as the `dot`
    /// command does: opening every installed plugin up front costs more than laying out a small
    /// graph. The vector context measures labels with `CTextMetrics`, so it never opens the font
    /// system; PNG and PDF are drawn by cairo with pango's fonts, so their context measures with
    /// pango too, and text is measured by what draws it.
    private static func sharedContext(for format: String) throws -> OpaquePointer {
        let raster = GraphvizPlugins.drawsWithInstalledFonts(format)
        if let made = raster ? rasterContext : vectorContext { return made }
        guard let made = gvContextPlugins(raster ? nil : wiring_text_layout_builtins(), 1) else {
            throw RenderError.graphviz(stage: "start-up", message: "gvContextPlugins failed")
        }
        if raster { rasterContext = made } else { vectorContext = made }
        return made
    }

    /// Builds a graph, lays it out and writes it.
    ///
    /// - Parameters:
    ///   - description: The graph.
    ///   - format: A Graphviz output format (`canon`, `svg`, `png`, `pdf`).
    ///   - engine: The layout program, or `nil` to write without layout (only for `canon`).
    /// - Returns: The bytes Graphviz wrote.
    /// - Throws: `RenderError.missingPlugin` when Graphviz lacks the format or engine,
    ///   `RenderError.graphviz` when it fails.
    static func render(_ description: GraphDescription, format: String, engine: String?) throws -> Data {
        var description = description
        // PNG and PDF: a label left out can let the layout place another one elsewhere, so the result is
        // checked again, a bounded number of times; the last layout is written as it is. SVG is written once.
        for pass in 0..<4 {
            let outcome: (data: Data?, covered: [String]) = try withBuiltGraph(description) { graph in
                let context = try sharedContext(for: format)
                if let engine { try layOut(graph, context: context, engine: engine) }
                defer { if engine != nil && freesRenderedGraphs { gvFreeLayout(context, graph) } }
                guard engine != nil && pass < 3 else { return (try write(graph, context: context, format: format), []) }
                return try writtenClear(graph, context: context, description: description, format: format)
            }
            if let data = outcome.data { return data }
            description.leaveOutLineLabels(of: Set(outcome.covered))
        }
        throw RenderError.graphviz(stage: "placing the lines' labels", message: "no layout was written")
    }

    /// Writes a laid-out graph without the lines' labels its layout placed on another line or a node
    /// (`LineLabelClearance`), when that needs no second layout.
    ///
    /// SVG takes those labels' text out of what Graphviz wrote (`SVGLineLabels`): nodes, lines and the
    /// other labels are placed the same with or without them. PNG and PDF draw the text into the picture,
    /// so for them the covered edges are returned, to lay the picture out again without their labels.
    ///
    /// - Returns: What was written, or `nil` and the edges whose labels are covered.
    private static func writtenClear(
        _ graph: UnsafeMutablePointer<Agraph_t>, context: OpaquePointer, description: GraphDescription, format: String
    ) throws -> (data: Data?, covered: [String]) {
        let covered = coveredLineLabels(graph, description: description, format: format)
        if covered.isEmpty { return (try write(graph, context: context, format: format), []) }
        guard format == "svg", description.hasOnlyLineLabels(on: Set(covered)) else { return (nil, covered) }
        return (SVGLineLabels.removingLabels(of: Set(covered), from: try write(graph, context: context, format: format)), [])
    }

    /// Where the layout of a laid-out graph put its lines' labels, lines and nodes.
    private static func lineLabelClearance(_ graph: UnsafeMutablePointer<Agraph_t>) -> LineLabelClearance {
        attachLayout(graph)
        func numbers(_ text: String?) -> [Double] {
            (text ?? "").split(separator: ",").compactMap { Double($0.trimming { $0 == " " || $0 == "!" }) }
        }
        var clearance = LineLabelClearance()
        var node = agfstnode(graph)
        while let current = node {
            let object = UnsafeMutableRawPointer(current)
            let centre = numbers(value(object, "pos"))
            if centre.count >= 2, let width = value(object, "width").flatMap(Double.init),
               let height = value(object, "height").flatMap(Double.init) {
                clearance.nodes.append(PinnedBox(x: centre[0], y: centre[1], width: width * 72, height: height * 72))
            }
            var edge = agfstout(graph, current)
            while let out = edge {
                let object = UnsafeMutableRawPointer(out)
                if let id = value(object, "id") {
                    if let pos = value(object, "pos"), !pos.isEmpty { clearance.splines[id] = pos }
                    let place = numbers(value(object, "xlp"))
                    if place.count >= 2, let text = value(object, "xlabel"), !text.isEmpty {
                        let size = value(object, "fontsize").flatMap(Double.init) ?? 14
                        clearance.labels.append(LineLabelClearance.Label(
                            edge: id, x: place[0], y: place[1],
                            width: wiring_text_width(text, size, 0), height: wiring_text_line_height(size)))
                    }
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        // The frames: every cluster's box, however deep.
        func frames(in parent: UnsafeMutablePointer<Agraph_t>) {
            var sub = agfstsubg(parent)
            while let current = sub {
                if let bb = value(UnsafeMutableRawPointer(current), "bb"), let rect = LayoutReadback.rect(parsing: bb),
                   rect.maxX > rect.minX, rect.maxY > rect.minY {
                    clearance.frames.append(rect)
                }
                frames(in: current)
                sub = agnxtsubg(current)
            }
        }
        frames(in: graph)
        return clearance
    }

    /// Lays candidates out in turn and keeps the first whose drawing reads, as `score` rates the laid-out
    /// size (points, margins left out) against `enough`; when none does, the one rated best.
    ///
    /// - Parameters:
    ///   - count: How many candidates there are.
    ///   - describe: The description of each candidate: the same graph drawn differently, the preferred first.
    ///   - format: The format to write the chosen one in, or `nil` to only choose.
    ///   - engine: The layout program.
    ///   - score: Rates a candidate, by its position, from its laid-out size; a later candidate's
    ///     description may depend on the sizes an earlier one was rated by.
    ///   - best: What is written when none reads (`BestDrawing`).
    /// - Returns: The chosen candidate's position and, with a format, what Graphviz wrote.
    /// - Throws: As `render` does.
    static func firstReadable(
        _ count: Int, describe: (Int) -> GraphDescription, format: String?, engine: String,
        score: (_ index: Int, _ width: Double, _ height: Double) -> Double, enough: Double, best keeping: BestDrawing = .laidOutAgain
    ) throws -> (index: Int, data: Data?) {
        var best = (index: 0, score: -Double.infinity, data: Data?.none)
        for index in 0..<count {
            let isLast = index == count - 1
            let description = describe(index)
            var relaid: [String] = []
            let written: Data?? = try withBuiltGraph(description) { graph in
                let context = try sharedContext(for: format ?? "svg")
                try layOut(graph, context: context, engine: engine)
                var kept = false
                defer { if !kept || freesRenderedGraphs { gvFreeLayout(context, graph) } }
                let rated = c("bb") { agget(UnsafeMutableRawPointer(graph), $0) }.map { String(cString: $0) }
                    .flatMap(LayoutReadback.size(ofBox:)).map { score(index, $0.width, $0.height) } ?? -Double.infinity
                let better = rated > best.score
                if better { best = (index, rated, nil) }
                // The first that reads, or the best when it is the last: no second layout.
                guard rated >= enough || keeping != .none && isLast && better else {
                    // The best so far, written as laid out, in case none after it reads.
                    if better, keeping == .keptAsLaidOut, let format {
                        best.data = try writtenClear(graph, context: context, description: description, format: format).data
                    }
                    return nil
                }
                kept = true
                guard let format else { return .some(nil) }
                // A label on another line: left out of an SVG, or laid out again without it.
                let outcome = try writtenClear(graph, context: context, description: description, format: format)
                relaid = outcome.covered
                guard let data = outcome.data else { return nil }
                return .some(data)
            }
            if !relaid.isEmpty, let format {
                var description = description
                description.leaveOutLineLabels(of: Set(relaid))
                return (index, try render(description, format: format, engine: engine))
            }
            if let written { return (index, written) }
        }
        guard let format, keeping != .none else { return (best.index, nil) }
        if let data = best.data { return (best.index, data) }
        return (best.index, try render(describe(best.index), format: format, engine: engine))
    }

    /// The edges of a laid-out picture whose label is on another line or a node (`LineLabelClearance`).
    private static func coveredLineLabels(
        _ graph: UnsafeMutablePointer<Agraph_t>, description: GraphDescription, format: String
    ) -> [String] {
        guard description.checksLineLabels(format: format) else { return [] }
        layoutTally?.labelChecks += 1
        return lineLabelClearance(graph).coveredLabels()
    }

    /// What `firstReadable` writes when no candidate reads.
    enum BestDrawing {
        /// Nothing: only a drawing that reads is written.
        case none
        /// The best candidate, laid out again once all are rated (when it is not the last).
        case laidOutAgain
        /// The best candidate, written as soon as it is rated the best so far: no second layout, at the
        /// cost of writing each drawing that is better than those before it (for vector formats).
        case keptAsLaidOut
    }

    /// Lays a built graph out.
    private static func layOut(_ graph: UnsafeMutablePointer<Agraph_t>, context: OpaquePointer, engine: String) throws {
        layoutTally?.count += 1
        guard gvLayout(context, graph, engine) == 0 else {
            let message = lastMessage()
            if message.contains("not recognized") || message.contains("unavailable") || message.contains("Could not load") {
                throw RenderError.missingPlugin(
                    format: engine, plugin: "layout plugin for \(engine)", package: GraphvizPlugins.package)
            }
            throw RenderError.graphviz(stage: "layout with \(engine)", message: message)
        }
    }

    /// Writes a graph (laid out, or not for `canon`) in a format.
    private static func write(_ graph: UnsafeMutablePointer<Agraph_t>, context: OpaquePointer, format: String) throws -> Data {
        layoutTally?.pictures += 1
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = wiring_gvRenderData(context, graph, format, &buffer, &length)
        defer { if let buffer { gvFreeRenderData(buffer) } }
        guard status == 0, let buffer else {
            let message = lastMessage()
            if message.contains("not recognized") || message.contains("unavailable") || message.contains("Could not load")
                || message.isEmpty {
                throw RenderError.missingPlugin(
                    format: format, plugin: GraphvizPlugins.plugin(for: format), package: GraphvizPlugins.package)
            }
            throw RenderError.graphviz(stage: "writing \(format)", message: message)
        }
        return Data(bytes: buffer, count: length)
    }

    /// Puts a laid-out graph's layout into its attributes (`pos`, `xlp`, `bb`, …) with gvc's `attach_attrs`,
    /// as Graphviz does before it writes DOT, so `value(_:_:)` reads it; nothing is written.
    private static func attachLayout(_ graph: UnsafeMutablePointer<Agraph_t>) {
        attach_attrs(graph)
    }

    /// The value of a graph, node or edge attribute; `nil` when it has none.
    private static func value(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
        c(name) { agget(object, $0) }.map { String(cString: $0) }
    }

    /// Lays a graph out and reads back where everything went: node centres and sizes, edge
    /// splines and cluster boxes, keyed by each object's `id` attribute.
    ///
    /// - Parameters:
    ///   - description: The graph; its nodes, edges and clusters carry `id` attributes.
    ///   - engine: The layout program (`dot`, `nop2`, …).
    /// - Returns: Graphviz's `pos`, `width`, `height` and `bb` values (points; sizes in inches).
    /// - Throws: `RenderError.graphviz` when layout fails.
    static func layout(_ description: GraphDescription, engine: String) throws -> LayoutReadback {
        try withBuiltGraph(description) { graph in
            let context = try sharedContext(for: "svg")
            layoutTally?.count += 1
            guard gvLayout(context, graph, engine) == 0 else {
                throw RenderError.graphviz(stage: "layout with \(engine)", message: lastMessage())
            }
            defer { gvFreeLayout(context, graph) }
            attachLayout(graph)
            var readback = LayoutReadback()
            var node = agfstnode(graph)
            while let current = node {
                let object = UnsafeMutableRawPointer(current)
                if let id = value(object, "id"), let pos = value(object, "pos") {
                    readback.nodes[id] = LayoutReadback.NodePlace(
                        pos: pos, width: value(object, "width") ?? "0", height: value(object, "height") ?? "0")
                }
                var edge = agfstout(graph, current)
                while let out = edge {
                    let object = UnsafeMutableRawPointer(out)
                    if let id = value(object, "id"), let pos = value(object, "pos"), !pos.isEmpty { readback.edges[id] = pos }
                    edge = agnxtout(graph, out)
                }
                node = agnxtnode(graph, current)
            }
            func clusters(_ parent: UnsafeMutablePointer<Agraph_t>) {
                var sub = agfstsubg(parent)
                while let current = sub {
                    let object = UnsafeMutableRawPointer(current)
                    if let id = value(object, "id"), let bb = value(object, "bb"), !bb.isEmpty { readback.clusters[id] = bb }
                    clusters(current)
                    sub = agnxtsubg(current)
                }
            }
            clusters(graph)
            return readback
        }
    }

    /// Builds a graph and writes it as DOT, without layout, with cgraph's own writer.
    ///
    /// - Parameter description: The graph.
    /// - Returns: DOT source; cgraph quotes and escapes every string.
    /// - Throws: `RenderError.graphviz` when the graph cannot be built or written.
    static func dot(_ description: GraphDescription) throws -> Data {
        try withBuiltGraph(description) { graph in
            var buffer: UnsafeMutablePointer<CChar>?
            var size = 0
            defer { free(buffer) }
            let status: Int32 = try {
                guard let stream = open_memstream(&buffer, &size) else {
                    throw RenderError.graphviz(stage: "writing dot", message: String(cString: strerror(errno)))
                }
                defer { fclose(stream) }
                return agwrite(graph, UnsafeMutableRawPointer(stream))
            }()
            guard status == 0, let buffer else { throw RenderError.graphviz(stage: "writing dot", message: lastMessage()) }
            return Data(bytes: buffer, count: size)
        }
    }

    /// Parses DOT text with cgraph and counts what it holds; used to check that written DOT reads back.
    ///
    /// - Parameter dot: DOT source.
    /// - Returns: The numbers of nodes, edges and subgraphs (at any depth).
    /// - Throws: `RenderError.graphviz` when the text does not parse.
    static func parse(dot: String) throws -> (nodes: Int, edges: Int, subgraphs: Int) {
        try withGraphviz {
            guard let graph = agmemread(dot) else { throw RenderError.graphviz(stage: "parsing dot", message: lastMessage()) }
            defer { agclose(graph) }
            func subgraphCount(_ parent: UnsafeMutablePointer<Agraph_t>) -> Int {
                var count = 0
                var sub = agfstsubg(parent)
                while let current = sub {
                    count += 1 + subgraphCount(current)
                    sub = agnxtsubg(current)
                }
                return count
            }
            return (Int(agnnodes(graph)), Int(agnedges(graph)), subgraphCount(graph))
        }
    }

    /// The next object id cgraph is given; only touched while `lock` is held.
    nonisolated(unsafe) private static var nextObjectID: IDTYPE = 1

    /// cgraph's default disciplines, except that objects get ids in the order they are made.
    ///
    /// cgraph keeps a graph's subgraphs ordered by id, and its default id discipline uses the
    /// address of an object's interned name as its id, so clusters were laid out and written in an
    /// order that changed from run to run with the heap's layout. This discipline declines to map
    /// names (cgraph then keeps names in its own table) and hands out ids from one counter, so
    /// everything is ordered by when it was made, which `build` keeps fixed: same input, same bytes.
    /// Starting from cgraph's own structures keeps this working with every Graphviz version's fields.
    nonisolated(unsafe) private static let orderedDiscipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: wiring_default_id_discipline())
        ids.pointee.map = { _, _, name, id, _ in
            // A name is left to cgraph's internal map, which then asks again without one.
            guard name == nil, let id else { return 0 }
            id.pointee = GraphvizContext.nextObjectID
            // Odd, as cgraph's own anonymous ids are: even ids are taken for interned names.
            GraphvizContext.nextObjectID += 2
            return 1
        }
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        discipline.initialize(to: wiring_default_discipline())
        discipline.pointee.id = ids
        return discipline
    }()

    /// Opens a directed graph with ids in creation order, builds a description into it, and runs
    /// a body with it, the lock held; the graph is closed afterwards.
    private static func withBuiltGraph<T>(
        _ description: GraphDescription, _ body: (UnsafeMutablePointer<Agraph_t>) throws -> T
    ) throws -> T {
        try withGraphviz {
            var kind = Agdesc_t()
            kind.directed = 1
            kind.maingraph = 1
            guard let graph = c("wiring", { agopen($0, kind, orderedDiscipline) }) else {
                throw RenderError.graphviz(stage: "graph construction", message: lastMessage())
            }
            defer { if freesRenderedGraphs { agclose(graph) } }
            try build(description, into: graph)
            return try body(graph)
        }
    }

    /// Stops freeing rendered graphs: for a process that ends right after its render, when the
    /// operating system takes the memory back at once.
    static func leaveRenderedGraphsToExit() {
        lock.lock()
        defer { lock.unlock() }
        freesRenderedGraphs = false
    }

    /// Runs a body with the lock held and Graphviz's messages captured instead of printed.
    private static func withGraphviz<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        messages = []
        let previous = agseterrf { text in
            if let text { GraphvizContext.messages.append(String(cString: text)) }
            return 0
        }
        defer { agseterrf(previous) }
        return try body()
    }

    /// The errors Graphviz reported, joined, without trailing newlines.
    private static func lastMessage() -> String {
        messages.joined().split(whereSeparator: \.isNewline).joined(separator: "; ")
    }

    /// Creates every subgraph, node and edge, then sets attributes.
    ///
    /// Attributes are set after everything exists because setting a graph
    /// attribute changes the default that subgraphs created later inherit.
    private static func build(_ description: GraphDescription, into graph: UnsafeMutablePointer<Agraph_t>) throws {
        // A layout declares the node label default globally (`label="\N"`), so graphs made
        // after one would be written differently from graphs made before; declaring it on
        // every graph keeps output the same whatever ran earlier in the process.
        declare(graph, AGNODE, "label", .text("\\N"))
        for (name, value) in description.nodeDefaults { declare(graph, AGNODE, name, value) }
        for (name, value) in description.edgeDefaults { declare(graph, AGEDGE, name, value) }
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        for item in description.nodes {
            guard let node = c(item.name, { agnode(graph, $0, 1) }) else {
                throw RenderError.graphviz(stage: "graph construction", message: lastMessage())
            }
            nodes[item.name] = node
        }
        var subgraphs: [(UnsafeMutablePointer<Agraph_t>, GraphDescription.Attributes)] = []
        func addSubgraphs(_ items: [GraphDescription.Subgraph], to parent: UnsafeMutablePointer<Agraph_t>) throws {
            for item in items {
                guard let sub = c(item.name, { agsubg(parent, $0, 1) }) else {
                    throw RenderError.graphviz(stage: "graph construction", message: lastMessage())
                }
                for name in item.nodeNames { if let node = nodes[name] { agsubnode(sub, node, 1) } }
                subgraphs.append((sub, item.attributes))
                try addSubgraphs(item.subgraphs, to: sub)
            }
        }
        try addSubgraphs(description.subgraphs, to: graph)
        // Every node and every edge attribute is declared on the root graph, so its symbol is
        // looked up by name once and reused. A subgraph's attributes may be declared on the
        // subgraph itself, so graphs keep no symbols from one to the next.
        var edgeSymbols: Symbols = [:]
        for item in description.edges {
            guard let tail = nodes[item.tail], let head = nodes[item.head], let edge = agedge(graph, tail, head, nil, 1) else {
                throw RenderError.graphviz(stage: "graph construction", message: "edge \(item.tail) -> \(item.head)")
            }
            set(item.attributes, on: UnsafeMutableRawPointer(edge), in: graph, symbols: &edgeSymbols)
        }
        var nodeSymbols: Symbols = [:]
        for item in description.nodes {
            if let node = nodes[item.name] { set(item.attributes, on: UnsafeMutableRawPointer(node), in: graph, symbols: &nodeSymbols) }
        }
        for (sub, attributes) in subgraphs {
            var symbols: Symbols = [:]
            set(attributes, on: UnsafeMutableRawPointer(sub), in: graph, symbols: &symbols)
        }
        var symbols: Symbols = [:]
        set(description.graphAttributes, on: UnsafeMutableRawPointer(graph), in: graph, symbols: &symbols)
    }

    /// Attribute symbols by name, for one kind of object.
    private typealias Symbols = [String: UnsafeMutablePointer<Agsym_t>]

    /// Declares a default attribute value for all objects of a kind.
    private static func declare(_ graph: UnsafeMutablePointer<Agraph_t>, _ kind: Int32, _ name: String, _ value: GraphDescription.Value) {
        if case let .text(text) = value { c(name, text) { _ = agattr(graph, kind, $0, $1) } }
    }

    /// Sets attributes on a graph, node or edge.
    ///
    /// An attribute not yet declared for the object's kind is declared with an empty default, as
    /// `agsafeset` does; its symbol goes into `symbols`, and later objects are set through it.
    private static func set(
        _ attributes: GraphDescription.Attributes, on object: UnsafeMutableRawPointer, in graph: UnsafeMutablePointer<Agraph_t>,
        symbols: inout Symbols
    ) {
        for (name, value) in attributes {
            let symbol: UnsafeMutablePointer<Agsym_t>
            if let known = symbols[name] {
                symbol = known
            } else {
                let declared = c(name, "") { name, empty in
                    _ = agsafeset(object, name, empty, empty)
                    return agattrsym(object, name)
                }
                guard let declared else { continue }
                symbols[name] = declared
                symbol = declared
            }
            switch value {
            case let .text(text):
                c(text) { _ = agxset(object, symbol, $0) }
            case let .html(text):
                // An HTML-like label is a reference-counted string with the html flag set.
                guard let html = c(text, { agstrdup_html(graph, $0) }) else { continue }
                defer { agstrfree(graph, html) }
                agxset(object, symbol, html)
            }
        }
    }

    /// Lends a string to one of Graphviz's `char *` parameters; Graphviz copies what it keeps.
    private static func c<R>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> R) -> R {
        text.withCString { body(UnsafeMutablePointer(mutating: $0)) }
    }

    /// Lends two strings to Graphviz's `char *` parameters.
    private static func c<R>(_ first: String, _ second: String, _ body: (UnsafeMutablePointer<CChar>, UnsafeMutablePointer<CChar>) -> R) -> R {
        c(first) { a in c(second) { b in body(a, b) } }
    }
}
