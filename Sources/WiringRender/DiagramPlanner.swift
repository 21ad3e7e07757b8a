import WiringInspect
import WiringModel
import WiringPlatform

/// Decides what a diagram shows: applies the options' filters and collapse
/// level, and picks lighter drawing for large graphs.
enum DiagramPlanner {
    /// The diagram for a snapshot as the options ask for it: filtered, and collapsed only as
    /// `collapse` says (the JSON output).
    ///
    /// - Throws: `RenderError` from the focus or filters.
    static func requested(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        try planned(snapshot, options: options, automatic: false)
    }

    /// The diagram as drawn: as requested, or, when no collapse level is given, the first view of
    /// the graph's levels where the whole graph is too large to read (`Levels`); with each module's
    /// declared dependency and its imports of the same module joined into one line (`ModuleLink`).
    ///
    /// - Throws: `RenderError` from the focus or filters.
    static func drawn(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        ModuleLink.joined(try planned(snapshot, options: options, automatic: true))
    }

    /// Filters, then draws the first view of the levels when asked (`--collapse overview`) or, with
    /// `automatic`, when the graph is too large to read whole.
    private static func planned(_ snapshot: GraphSnapshot, options: RenderOptions, automatic: Bool) throws -> Diagram {
        options.report("filtering \(snapshot.nodes.count) nodes and \(snapshot.edges.count) edges")
        var narrowed = try SnapshotFilter.narrowed(snapshot, options: options)
        let title = options.title ?? narrowed.title ?? snapshot.title
        var notes: [String] = []
        // Levels for a graph of more than a handful of nodes: a small one is drawn as it is, every node.
        let levelled = options.collapse == .overview
            || automatic && options.collapse == nil && !options.force && Self.leafCount(narrowed) > LargeGraphPolicy.fewestFramedLeaves
        if levelled {
            if options.showsTestTargets == nil && Self.leafCount(narrowed) > LargeGraphPolicy.fewestFramedLeaves {
                let (kept, left) = LargeOverview.withoutTestTargets(narrowed)
                if left > 0 {
                    notes.append("\(left) test \(left == 1 ? "target" : "targets") not drawn; pass --tests to draw them")
                    narrowed = kept
                }
            }
            // One index of the graph for every grouping of it.
            let narrowedIndex = GraphIndex(narrowed)
            var levels = Levels(narrowed, title: title, graph: narrowedIndex)
            var cut = levels.firstCut(boxes: options.collapse == .overview)
            // How the cut is made again from levels split by name.
            var recut: (Levels) -> LevelCut = { $0.firstCut(boxes: options.collapse == .overview) }
            // Checked in `dot`'s drawing where no engine is asked for.
            let checks = options.collapse == nil && options.engine == nil
            // A whole view shaped to see whether it reads, and drawn as shaped when it does: by the
            // estimate, then as `dot` draws it.
            var shapedWhole: Diagram?
            func readsWhole(_ whole: LevelCut) -> Bool {
                // With the notes the legend says (test targets left out), as the drawing kept is written.
                var diagram = levels.diagram(whole, depth: 0, options: options)
                diagram.notes.insert(contentsOf: notes, at: 0)
                diagram = shaped(diagram, options: options)
                guard score(sized(ModuleLink.joined(diagram), options: RenderOptions())) >= LargeGraphPolicy.readableScale
                else { return false }
                if checks, let reading = drawnReading(diagram, format: options.keptDrawingFormat) {
                    guard reading.reads else { return false }
                    diagram.checkedDrawing = reading.checked
                }
                shapedWhole = diagram
                return true
            }
            if options.drawsEveryLeaf {
                cut = LevelCut(of: 0, in: levels.tree, flat: true)
            } else if !cut.isWhole && options.collapse == nil && levels.tree[0].size <= LargeGraphPolicy.mostBoxes {
                // Above the size drawn whole without a second look, but maybe still readable whole.
                let whole = LevelCut(of: 0, in: levels.tree, flat: true)
                if readsWhole(whole) { cut = whole }
            } else if cut.isWhole && (options.collapse == .overview || options.collapse == nil && !readsWhole(cut)) {
                // Boxes asked for, or small but too wide or too tangled to read whole: boxes, by the groups
                // the code has, else by name; drawn by default, opened in place up to the fewest a view shows.
                let fewest = options.collapse == .overview ? nil : LargeGraphPolicy.fewestBoxes
                cut = levels.firstCut(boxes: true, fewest: fewest)
                recut = { $0.firstCut(boxes: true, fewest: fewest) }
                // No groups of the code's own, or too few items shown because the last box stays a box
                // (two projects, one holding 40 pods, were a view of three items): split by name.
                if cut.isWhole || cut.boxes.count + cut.leaves.count < fewest ?? 0 {
                    let byName = Levels(narrowed, title: title, maxItems: LargeGraphPolicy.itemsByName, graph: narrowedIndex)
                    let named = byName.firstCut(boxes: true, fewest: fewest)
                    if cut.isWhole || named.boxes.count + named.leaves.count > cut.boxes.count + cut.leaves.count {
                        (levels, cut) = (byName, named)
                    }
                }
            }
            if let diagram = shapedWhole {
                // Drawn whole: no boxes, so no note about them.
                return diagram
            }
            func firstView(_ levels: Levels, _ cut: LevelCut) -> Diagram {
                var diagram = levels.diagram(cut, depth: 0, options: options)
                diagram.notes += notes
                if let note = levels.note(for: cut) { diagram.notes.append(note) }
                return shaped(diagram, options: options)
            }
            var diagram = firstView(levels, cut)
            let checksDrawing = checks && !options.drawsEveryLeaf && !cut.isWhole
            // The split by name of the group holding the most items, and how `dot` draws it: made once.
            var splitTried: SplitTried?
            func splitChecked() -> SplitByName? {
                if let tried = splitTried { return tried.split }
                var split: SplitByName?
                if let crowded = crowdedGroup(of: cut, in: levels), let splitLevels = levels.splitByName(crowded) {
                    let splitCut = recut(splitLevels)
                    let splitView = firstView(splitLevels, splitCut)
                    split = SplitByName(
                        levels: splitLevels, cut: splitCut, view: splitView,
                        reading: drawnReading(splitView, format: options.keptDrawingFormat))
                }
                splitTried = SplitTried(split: split)
                return split
            }
            func keepSplit(_ split: SplitByName) {
                var view = split.view
                view.checkedDrawing = split.reading?.checked
                (levels, cut, diagram) = (split.levels, split.cut, view)
            }
            // A view the estimate shows far too large to read however `dot` draws it (`DrawingChoice.hopeless`)
            // has its split checked first, and the split kept when it reads: the view itself costs no layout.
            if checksDrawing, DrawingChoice.hopeless(score(sized(ModuleLink.joined(diagram), options: RenderOptions()))),
               let split = splitChecked(), split.reading?.reads == true {
                keepSplit(split)
            } else if checksDrawing, let reading = drawnReading(diagram, format: options.keptDrawingFormat) {
                if let split = reading.reads ? nil : splitChecked(), let again = split.reading,
                   again.reads || again.scale > reading.scale * DrawingChoice.againMargin {
                    // Drawn larger than estimated: the group holding the most items is split by name,
                    // kept when that reads, or reads clearly better.
                    keepSplit(split)
                } else {
                    // Kept: the drawing checked (the first that reads, else the best) is the one written.
                    diagram.checkedDrawing = reading.checked
                }
            }
            if !cut.isWhole {
                options.report("drawn as \(cut.boxes.count == 1 ? "1 box that opens" : "\(cut.boxes.count) boxes that open"): \(narrowed.nodes.count) nodes are too many to read at once; pass --collapse none to draw every node")
            }
            return diagram
        }
        var diagram = Diagram(
            snapshot: narrowed,
            nodeEmphasis: options.nodeEmphasis.filter { narrowed.node(withID: $0.key) != nil },
            edgeEmphasis: options.edgeEmphasis,
            showsPorts: !options.hidePorts && options.collapse != .boundary && options.collapse != .overview,
            title: title)
        if options.collapse == .container {
            diagram = ContainerCollapser(depth: 1).collapsed(diagram)
        } else if automatic && options.collapse == nil && !options.force && narrowed.nodes.count > LargeGraphPolicy.collapseNodes {
            // Too few leaves for levels, yet many nodes: nesting, folded a level down.
            diagram = ContainerCollapser(depth: 1).collapsed(diagram)
            let note = "collapsed to container level automatically: \(narrowed.nodes.count) nodes is above \(LargeGraphPolicy.collapseNodes); pass --collapse none to keep every node"
            diagram.notes.append(note)
            options.report(note)
        }
        diagram = shaped(diagram, options: options)
        if !diagram.edgeEmphasis.isEmpty {
            let edgeIDs = Set(diagram.snapshot.edges.map(\.id))
            diagram.edgeEmphasis = diagram.edgeEmphasis.filter { edgeIDs.contains($0.key) }
        }
        return diagram
    }

    /// A first view with the group holding its most items split by name (`Levels.splitByName`), and
    /// how `dot` draws it.
    private struct SplitByName {
        var levels: Levels
        var cut: LevelCut
        var view: Diagram
        var reading: GraphvizRenderer.Reading?
    }

    /// Whether the split by name was made and checked already, and what it gave: `nil` when the view
    /// has no group to split or the names give no split.
    private struct SplitTried {
        var split: SplitByName?
    }

    /// How `dot` draws a view shaped for it (`shaped(_:options:)`), tried as a drawing of it would be
    /// (`GraphvizRenderer.reading`), with the drawing kept in `format` (`svg`: written; `dot`: described
    /// only; `nil`: whether it reads, nothing kept); `nil` for a drawing too large for other candidates to
    /// be tried (`DrawingChoice.mostNodes`) or laid out with fast settings.
    static func drawnReading(_ diagram: Diagram, format: String?) -> GraphvizRenderer.Reading? {
        let drawn = sized(ModuleLink.joined(diagram), options: RenderOptions())
        guard !drawn.fastLayout, drawn.engine == .dot, drawn.snapshot.nodes.count <= DrawingChoice.mostNodes else { return nil }
        return GraphvizRenderer.reading(drawn, options: RenderOptions(), format: format)
    }

    /// The group of a view (its subject or a group drawn open) holding the most items, when it holds
    /// more than `LargeGraphPolicy.itemsByName`: the one to split by name when the view does not read.
    static func crowdedGroup(of cut: LevelCut, in levels: Levels) -> Int? {
        var items: [Int: Int] = [:]
        for group in cut.placedIn.values { items[group, default: 0] += 1 }
        guard let (group, count) = items.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
              count > LargeGraphPolicy.itemsByName
        else { return nil }
        return group
    }

    /// Whether a diagram, drawn as it is, would be readable fitted to a screen, by the layout's
    /// estimate of its size (`LayoutShaper.score`).
    static func readable(_ diagram: Diagram, options: RenderOptions) -> Bool {
        scale(diagram, options: options) >= LargeGraphPolicy.readableScale
    }

    /// The scale at which a diagram, drawn as it is, fits a screen, by the layout's estimate of its
    /// size (`LayoutShaper.score`).
    static func scale(_ diagram: Diagram, options: RenderOptions) -> Double {
        score(sized(ModuleLink.joined(shaped(diagram, options: options)), options: RenderOptions()))
    }

    /// The scale at which a diagram shaped and sized for a layout fits a screen, by the layout's estimate.
    static func score(_ drawn: Diagram) -> Double {
        let plan = DotGraphBuilder.standard(for: drawn).planned(drawn)
        return plan.shaper.score(plan.shape)
    }

    /// The nodes with nothing inside them: what a view draws, one way or another.
    static func leafCount(_ snapshot: GraphSnapshot) -> Int {
        let parents = Set(snapshot.nodes.lazy.compactMap(\.parent))
        return snapshot.nodes.reduce(0) { $0 + (parents.contains($1.id) ? 0 : 1) }
    }

    /// A diagram with what a large drawing leaves out taken out (`LargeOverview`), its direction and
    /// its compactness: a view of boxes with more than `LargeGraphPolicy.largeOverviewGroups` nodes is large.
    static func shaped(_ diagram: Diagram, options: RenderOptions) -> Diagram {
        var diagram = diagram
        let large = diagram.view.map { !$0.boxes.isEmpty } ?? false && diagram.snapshot.nodes.count > LargeGraphPolicy.largeOverviewGroups
        let (snapshot, sharedRow) = LargeOverview.shaped(
            diagram.snapshot, options: options, large: large, dense: diagram.view != nil, notes: &diagram.notes)
        diagram.snapshot = snapshot
        diagram.sharedRow = sharedRow
        diagram.compact = large
        diagram.engine = options.engine ?? .dot
        if let direction = options.direction {
            diagram.direction = direction
            diagram.directionIsFixed = true
        }
        return diagram
    }

    /// The diagram of the view a box opens, `depth` clicks from the first view, drawn by the same rules
    /// (`plannedView(of:depth:in:options:format:)`).
    static func view(of group: Int, depth: Int, in levels: Levels, options: RenderOptions) -> Diagram {
        plannedView(of: group, depth: depth, in: levels, options: options).diagram
    }

    /// A view's diagram with what planning it made on the way, so drawing it does not make it again.
    struct PlannedView {
        /// The diagram, shaped and sized for a layout.
        var diagram: Diagram
        /// Its description and estimate (`DotGraphBuilder.estimated`), when made while planning it.
        var estimated: DotGraphBuilder.Estimate?
        /// Its drawing, when it was laid out while planning it and reads, as `GraphvizRenderer.laidOut`
        /// writes it in the format asked for.
        var written: Data?
    }

    /// The view a box opens, `depth` clicks from the first view, drawn by the same rules.
    ///
    /// A view drawn whole that does not read, short of `LargeGraphPolicy.lastView`, shows the groups
    /// inside it as boxes: by the estimate, or, where the estimate says it reads, as `dot` draws it
    /// (laid out once, the drawing kept when it reads). With no groups inside, a box costs a click to a node that
    /// the view would show: it is drawn so only when `dot`'s drawing of the whole does not read either,
    /// as its items split by name (`Levels.splitByName`) when the boxes are estimated to read better,
    /// each part one click further. The diagram's levels are then the split ones, which the views its
    /// boxes open are drawn from.
    ///
    /// One click short of `LargeGraphPolicy.lastView`, where the views the boxes open are drawn whole,
    /// a box whose view would not read whole is split by name in place (`splittingLastBoxes`).
    ///
    /// The whole view is shaped and described once, for the estimate and for `dot`; kept whole, it is
    /// returned as it was shaped, with its description and, with `format`, the drawing `dot` made of it.
    static func plannedView(of group: Int, depth: Int, in levels: Levels, options: RenderOptions, format: String? = nil) -> PlannedView {
        var quiet = options
        quiet.progress = nil
        var levels = levels
        var cut = levels.cut(of: group, depth: depth)
        // How the cut is made again from levels split by name.
        var recut: (Levels) -> LevelCut = { $0.cut(of: group, depth: depth) }
        if cut.isWhole && depth < LargeGraphPolicy.lastView {
            let diagram = levels.diagram(cut, depth: depth, options: quiet)
            let drawn = sized(ModuleLink.joined(shaped(diagram, options: quiet)), options: quiet)
            let estimated = DotGraphBuilder.standard(for: drawn).estimated(drawn)
            // The estimate reads the drawing as `dot` lays it out, whatever engine is asked for.
            let whole = options.engine == nil ? estimated.score ?? score(drawn) : scale(diagram, options: quiet)
            let hasGroups = !levels.tree[group].children.isEmpty
            var reading: GraphvizRenderer.Reading?
            var kept = true
            let estimatedReads = whole >= LargeGraphPolicy.readableScale
            // Read as `dot` draws it: where the estimate says it does not read and no groups would be
            // boxes instead, and where it says it reads (`dot` draws some views larger than estimated).
            if !estimatedReads && !hasGroups || estimatedReads && options.engine == nil && !drawn.fastLayout {
                reading = GraphvizRenderer.reading(drawn, options: quiet, estimated: estimated, format: format)
            }
            if estimatedReads ? reading?.reads == false : reading?.reads != true {
                // Split by name only when the parts are estimated to read better than the whole as drawn.
                let drawnWhole = min(whole, reading?.scale ?? whole)
                var boxed = LevelCut(of: group, in: levels.tree, boxesAlways: true, lastBoxes: depth + 1 >= LargeGraphPolicy.lastView)
                if boxed.isWhole, let split = levels.splitByName(group) {
                    let parts = LevelCut(of: group, in: split.tree, boxesAlways: true)
                    if scale(split.diagram(parts, depth: depth, options: quiet), options: quiet) > drawnWhole {
                        levels = split
                        boxed = parts
                        kept = false
                    }
                }
                if !boxed.isWhole {
                    cut = boxed
                    kept = false
                    recut = { LevelCut(of: group, in: $0.tree, boxesAlways: true, lastBoxes: depth + 1 >= LargeGraphPolicy.lastView) }
                }
            }
            // Kept whole, with the same levels: drawn as shaped.
            if kept && levels.note(for: cut) == nil {
                return PlannedView(diagram: drawn, estimated: estimated, written: reading?.written)
            }
        }
        // A view of boxes: its cut, from the levels, as drawn.
        func boxedView(_ levels: Levels, _ cut: LevelCut) -> (Levels, LevelCut, Diagram) {
            var (levels, cut) = (levels, cut)
            if !cut.isWhole && depth + 1 >= LargeGraphPolicy.lastView {
                (levels, cut) = splittingLastBoxes(of: cut, in: levels, depth: depth, options: quiet, recut: recut)
            }
            var diagram = levels.diagram(cut, depth: depth, options: quiet)
            if let note = levels.note(for: cut) { diagram.notes.append(note) }
            return (levels, cut, withoutHubLines(ModuleLink.joined(shaped(diagram, options: quiet)), options: quiet))
        }
        var diagram: Diagram
        (levels, cut, diagram) = boxedView(levels, cut)
        // The last view a click reaches is drawn whole, all its groups open as frames, and planned as the
        // first view is: its most crowded group split by name in place, checked as `dot` draws it. Only
        // where the estimate says the whole does not read and the split reads better: no layout otherwise.
        let last = cut.isWhole && depth >= LargeGraphPolicy.lastView
        if last {
            guard let crowded = crowdedGroup(of: cut, in: levels), let split = levels.splitByName(crowded) else {
                return PlannedView(diagram: diagram)
            }
            let whole = score(diagram)
            guard whole < LargeGraphPolicy.readableScale, score(boxedView(split, recut(split)).2) > whole else {
                return PlannedView(diagram: diagram)
            }
        }
        // Checked as `dot` draws it (lines routed round frames take room the estimate does not give
        // them): a view of boxes, or the last view, that does not read has the group holding its most
        // items split by name, kept when that reads, or reads clearly better; the drawing that reads is kept.
        guard !cut.isWhole || last, options.engine == nil, !diagram.fastLayout,
              diagram.engine == .dot, diagram.snapshot.nodes.count <= DrawingChoice.mostNodes
        else { return PlannedView(diagram: diagram) }
        let reading = GraphvizRenderer.reading(diagram, options: quiet, format: format)
        if reading.reads { return PlannedView(diagram: diagram, written: reading.written) }
        guard let crowded = crowdedGroup(of: cut, in: levels), let split = levels.splitByName(crowded) else {
            return PlannedView(diagram: diagram, written: reading.written)
        }
        let (_, splitCut, splitView) = boxedView(split, recut(split))
        let again = GraphvizRenderer.reading(splitView, options: quiet, format: format)
        // The last view's split stays whole (its parts frames, not boxes): no click further.
        guard again.reads || again.scale > reading.scale * DrawingChoice.againMargin, last ? splitCut.isWhole : !splitCut.isWhole else {
            return PlannedView(diagram: diagram, written: reading.written)
        }
        return PlannedView(diagram: splitView, written: again.written)
    }

    /// A view's drawing, sized for a layout; when the estimate says it does not read, without the lines
    /// of the stand-ins joined to a third or more of it (`HubStandIns`) if that is estimated to read better.
    static func withoutHubLines(_ diagram: Diagram, options: RenderOptions) -> Diagram {
        let drawn = sized(diagram, options: options)
        let whole = score(drawn)
        guard whole < LargeGraphPolicy.readableScale, let apart = HubStandIns.apart(diagram) else { return drawn }
        let drawnApart = sized(apart, options: options)
        return score(drawnApart) > whole ? drawnApart : drawn
    }

    /// A view whose boxes open the last views a click reaches, with each box of more than
    /// `LargeGraphPolicy.itemsByName` items and no groups whose view the estimate says does not read
    /// whole split by name (`Levels.splitByName`) and opened in place, its parts boxes of the view,
    /// while the view stays within `LargeGraphPolicy.mostBoxes` items; and each box of frames whose view
    /// does not read opened in place, or, where this view would not read so, split by name in place
    /// (`nameParts(of:in:levels:depth:options:)`), or else, for a run of a group split by name beside runs
    /// opened in place, planned again with that group in more, smaller runs (`finerRuns`).
    ///
    /// - Parameter recut: How the view's cut is made from levels; `nil` where the view is planned again
    ///   from smaller runs already (no second re-split).
    static func splittingLastBoxes(
        of cut: LevelCut, in levels: Levels, depth: Int, options: RenderOptions, recut: ((Levels) -> LevelCut)?
    ) -> (Levels, LevelCut) {
        var levels = levels
        var cut = cut
        for box in cut.boxes where levels.tree[box].children.isEmpty && levels.tree[box].itemCount > LargeGraphPolicy.itemsByName {
            let inside = levels.cut(of: box, depth: depth + 1)
            guard !readable(levels.diagram(inside, depth: depth + 1, options: options), options: options),
                  let split = levels.splitByName(box),
                  cut.boxes.count + cut.leaves.count - 1 + split.tree[box].itemCount <= LargeGraphPolicy.mostBoxes
            else { continue }
            levels = split
            cut.opening(box, in: split.tree)
        }
        // A box of frames (folders, name groups) whose view does not read, by the estimate or as `dot`
        // draws it (lines routed round the frames take room the estimate does not give them): opened
        // in place, its groups boxes of this view, when this view is still estimated to read so; else
        // split by name in place, when that helps (`nameParts`).
        for box in cut.boxes where !levels.tree[box].children.isEmpty && levels.tree[box].size > LargeGraphPolicy.fewestFramedLeaves
            && cut.boxes.count + cut.leaves.count - 1 + levels.tree[box].itemCount <= LargeGraphPolicy.mostBoxes {
            let inside = levels.diagram(levels.cut(of: box, depth: depth + 1), depth: depth + 1, options: options)
            if readable(inside, options: options) {
                let drawn = sized(ModuleLink.joined(shaped(inside, options: options)), options: options)
                guard options.engine == nil, !drawn.fastLayout, !GraphvizRenderer.reading(drawn, options: options).reads else { continue }
            }
            var opened = cut
            opened.opening(box, in: levels.tree)
            if readable(levels.diagram(opened, depth: depth, options: options), options: options) {
                cut = opened
            } else if let parted = nameParts(of: box, in: cut, levels: levels, depth: depth, options: options) {
                (levels, cut) = parted
            } else if let recut, let finer = finerRuns(for: box, in: cut, levels: levels, depth: depth, options: options, recut: recut) {
                // Planned again from the split: every box of it was looked at there.
                return finer
            }
        }
        return (levels, cut)
    }

    /// The diagram for a Graphviz layout: as drawn, then lightened by size (`LargeGraphPolicy`).
    ///
    /// - Throws: `RenderError.tooLarge` above the hard limit unless `options.force` is set.
    static func forLayout(_ snapshot: GraphSnapshot, options: RenderOptions) throws -> Diagram {
        let diagram = sized(try drawn(snapshot, options: options), options: options)
        let nodes = diagram.snapshot.nodes.count
        let edges = diagram.snapshot.edges.count
        if (nodes > LargeGraphPolicy.refuseNodes || edges > LargeGraphPolicy.refuseEdges) && !options.force {
            throw RenderError.tooLarge(
                nodes: nodes, edges: edges, nodeLimit: LargeGraphPolicy.refuseNodes, edgeLimit: LargeGraphPolicy.refuseEdges)
        }
        return diagram
    }

    /// Fast layout settings for a large drawing and `sfdp` for a tangled one (`LargeGraphPolicy`).
    static func sized(_ diagram: Diagram, options: RenderOptions) -> Diagram {
        var diagram = diagram
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
        return diagram
    }
}