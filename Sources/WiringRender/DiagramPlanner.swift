import WiringInspect
import WiringModel

/// Decides what a diagram shows: applies the options' filters and collapse
/// level, and picks lighter drawing for large graphs.
enum DiagramPlanner {
    /// The diagram for a snapshot, before any size-driven decisions.
    ///
    /// - Throws: `RenderError` from the focus or filters.
    static func requested(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        options.report("filtering \(snapshot.nodes.count) nodes and \(snapshot.edges.count) edges")
        var narrowed = try SnapshotFilter.narrowed(snapshot, options: options)
        var notes: [String] = []
        var detailSource: GraphSnapshot?
        var large = false
        if options.collapse == .overview {
            detailSource = narrowed
            let overview = narrowed.overview()
            notes.append(
                "overview: \(overview.nodes.count) groups (modules, assemblies or containers) stand for "
                    + "\(narrowed.nodes.count) nodes; an edge's label counts the edges it stands for")
            narrowed = overview
            large = overview.nodes.count > LargeGraphPolicy.largeOverviewGroups
        }
        let (shaped, sharedRow) = LargeOverview.shaped(narrowed, options: options, large: large, notes: &notes)
        narrowed = shaped
        var diagram = Diagram(
            snapshot: narrowed,
            nodeEmphasis: options.nodeEmphasis.filter { narrowed.node(withID: $0.key) != nil },
            edgeEmphasis: options.edgeEmphasis,
            showsPorts: !options.hidePorts && options.collapse != .boundary && options.collapse != .overview,
            title: options.title ?? narrowed.title ?? snapshot.title)
        diagram.notes = notes
        diagram.detailSource = detailSource
        diagram.sharedRow = sharedRow
        diagram.direction = options.direction ?? (large ? .LR : .TB)
        diagram.compact = large
        diagram.engine = options.engine ?? .dot
        if options.collapse == .container {
            diagram = ContainerCollapser(depth: 1).collapsed(diagram)
        }
        if !diagram.edgeEmphasis.isEmpty {
            let edgeIDs = Set(diagram.snapshot.edges.map(\.id))
            diagram.edgeEmphasis = diagram.edgeEmphasis.filter { edgeIDs.contains($0.key) }
        }
        return diagram
    }

    /// The diagram as drawn (not as written to JSON): as requested, with each module's declared
    /// dependency and its imports of the same module joined into one line (`ModuleLink`).
    ///
    /// - Throws: `RenderError` from the focus or filters.
    static func drawn(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        ModuleLink.joined(try requested(snapshot, options: options))
    }

    /// The diagram for a Graphviz layout: as requested, then collapsed or
    /// lightened by size (`LargeGraphPolicy`).
    ///
    /// - Throws: `RenderError.tooLarge` above the hard limit unless `options.force` is set.
    static func forLayout(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        var diagram = try drawn(snapshot, options: options)
        let original = diagram.snapshot.nodes.count
        let modules = diagram.snapshot.nodes.reduce(0) { $0 + ($1.kind == .module ? 1 : 0) }
        let packages = diagram.snapshot.nodes.reduce(0) { $0 + ($1.kind == .package ? 1 : 0) }
        // Modules and the packages or projects around them: an app beside its packages is as wide as either.
        let manyModules = modules > 0 && modules + packages > LargeGraphPolicy.largeOverviewGroups
        var overviewOptions = options
        overviewOptions.collapse = .overview
        // A graph too wide to read flat is drawn as its overview when that groups it well (a third
        // as many groups as nodes, or fewer), modules or not.
        let grouped = options.collapse == nil && !options.force && !manyModules
            && (LargeGraphPolicy.overviewNodes + 1...LargeGraphPolicy.collapseNodes).contains(original)
            ? try drawn(snapshot, options: overviewOptions) : nil
        let groupsWell = grouped.map { (2...max(2, original / 3)).contains($0.snapshot.nodes.count) } ?? false
        if options.collapse == nil && !options.force
            && (manyModules || groupsWell || original > LargeGraphPolicy.collapseNodes
                && diagram.snapshot.nodes.contains(where: { $0.kind == .module || $0.attributes["assembly"] != nil })) {
            let overview = try grouped ?? drawn(snapshot, options: overviewOptions)
            let note = "drawn at the overview level automatically: "
                + (manyModules ? "\(modules) modules\(packages > 0 ? " and \(packages) packages" : "") is above \(LargeGraphPolicy.largeOverviewGroups)"
                    : groupsWell
                    ? "\(original) nodes is above \(LargeGraphPolicy.overviewNodes), and \(overview.snapshot.nodes.count) groups hold them"
                    : "\(original) nodes is above \(LargeGraphPolicy.collapseNodes)")
                + "; pass --collapse none to keep every node"
            diagram = overview
            diagram.notes.append(note)
            options.report(note)
        } else if options.collapse == nil && !options.force && original > LargeGraphPolicy.collapseNodes {
            diagram = ContainerCollapser(depth: 1).collapsed(diagram)
            let note = "collapsed to container level automatically: \(original) nodes is above \(LargeGraphPolicy.collapseNodes); pass --collapse none to keep every node"
            diagram.notes.append(note)
            options.report(note)
        }
        let nodes = diagram.snapshot.nodes.count
        let edges = diagram.snapshot.edges.count
        if nodes > LargeGraphPolicy.fastLayoutNodes || edges > LargeGraphPolicy.fastLayoutEdges {
            diagram.fastLayout = true
            diagram.showsPorts = false
            let note = "large graph (\(nodes) nodes, \(edges) edges): ports and edge labels hidden, fast layout settings"
            diagram.notes.append(note)
            options.report(note)
        }
        diagram.engine = options.engine ?? .dot
        let checksTangle = nodes > LargeGraphPolicy.tangledCheckNodes || edges > LargeGraphPolicy.tangledCheckEdges
        if checksTangle && LargeGraphPolicy.isTangled(diagram.snapshot) {
            // Every engine's full settings take minutes on such a graph; `dot` does even with fast ones.
            diagram.fastLayout = true
            diagram.showsPorts = false
            var note = "tangled graph (\(nodes) nodes, \(edges) edges, many cycles): fast layout settings"
            if options.engine == nil {
                diagram.engine = .sfdp
                note += ", drawn with sfdp as dot would take minutes; pass --engine dot to force the layered layout"
            }
            diagram.notes.append(note)
            options.report(note)
        }
        if (nodes > LargeGraphPolicy.refuseNodes || edges > LargeGraphPolicy.refuseEdges) && !options.force {
            throw RenderError.tooLarge(
                nodes: nodes, edges: edges, nodeLimit: LargeGraphPolicy.refuseNodes, edgeLimit: LargeGraphPolicy.refuseEdges)
        }
        return diagram
    }
}
