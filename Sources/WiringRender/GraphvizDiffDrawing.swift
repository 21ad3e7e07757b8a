import WiringCheck
import WiringPlatform
import WiringReports
import WiringModel

/// Draws a visual diff with the Graphviz renderer, each mark becoming the renderer's emphasis.
///
/// The diff core (`WiringDiff`) is pure Swift and cannot draw; hand this to
/// `DiffReport.formatted(as:policy:colors:drawing:)` or `DiffRequest.drawing` for SVG and HTML diffs:
///
/// ```swift
/// let svg = try report.formatted(as: .svg, drawing: GraphvizDiffDrawing())
/// ```
///
/// Nodes that exist in the earlier snapshot stay exactly where `wiring render` of that snapshot
/// puts them; only new nodes are placed (see `PinnedDiffLayout`). New crossings are drawn by
/// verdict — needs review (loudest), forbidden but accepted, allowed, accepted with no rule —
/// and the legend names each mark present. The HTML page flips between before, the diff and
/// after on the same positions, and its side panel shows each crossing's verdict and rule.
public struct GraphvizDiffDrawing: VisualDiffDrawing {
    /// When set, only the changed neighbourhood is drawn: what changed and the nodes this many
    /// edges from it, with their enclosing nodes. Positions stay those of the whole drawing.
    public var neighbourhoodDepth: Int?

    /// Creates the drawing.
    ///
    /// - Parameter neighbourhoodDepth: Draw only the changed neighbourhood, to this depth; `nil`
    ///   draws everything.
    public init(neighbourhoodDepth: Int? = nil) {
        self.neighbourhoodDepth = neighbourhoodDepth
    }

    /// Draws the merged graph of a diff.
    ///
    /// - Parameters:
    ///   - visual: The merged graph with its marks.
    ///   - format: `.svg` or `.html`.
    /// - Returns: The drawing's bytes.
    /// - Throws: `DiffError.renderFailed` when the graph cannot be drawn in that format.
    public func draw(_ visual: VisualDiff, format: ReportFormat) throws -> Data {
        guard format.isVisual else { throw DiffError.renderFailed(format: format.rawValue, reason: "not a drawing format") }
        var options = RenderOptions()
        options.title = visual.snapshot.title
        options.nodeEmphasis = visual.nodeMarks.mapValues(Self.emphasis)
        options.edgeEmphasis = visual.edgeMarks.mapValues(Self.emphasis)
        var merged = visual.snapshot
        if let neighbourhoodDepth {
            merged = SnapshotFilter.restricted(merged, to: visual.changedNeighbourhood(depth: neighbourhoodDepth))
        }
        do {
            var diagram = try DiagramPlanner.forLayout(merged, options: options)
            diagram.edgeNotes = visual.findings.mapValues(Self.note)
            let svg = try PinnedDiffLayout.svg(diagram, before: visual.before)
            if format == .svg { return svg }
            let overlay = DiffOverlay(visual)
            return Data(HTMLPageWriter().page(svg: String(decoding: svg, as: UTF8.self), diagram: diagram, overlay: overlay).utf8)
        } catch let RenderError.tooLarge(nodes, edges, nodeLimit, edgeLimit) {
            throw DiffError.renderFailed(
                format: format.rawValue,
                reason: "the merged graph has \(nodes) nodes and \(edges) edges, above the drawing limit of "
                    + "\(nodeLimit) nodes or \(edgeLimit) edges; use --focus-changes, or --format text, markdown or json")
        } catch let error as RenderError {
            throw DiffError.renderFailed(format: format.rawValue, reason: error.description)
        }
    }

    /// The verdict of a crossing in words, with the deciding rule.
    static func note(_ finding: CrossingFinding) -> String {
        var text = verdict(finding)
        if !finding.verdict.reason.isEmpty { text += " (rule: \(finding.verdict.reason))" }
        return text
    }

    /// The verdict of a crossing in a few words.
    static func verdict(_ finding: CrossingFinding) -> String {
        switch VisualDiff.Mark.of(finding) {
        case .newCrossing: "needs review: \(finding.verdict.classification.rawValue)"
        case .forbiddenAcceptedCrossing: "forbidden, accepted by the baseline"
        case .acceptedCrossing: "accepted by the baseline, no rule"
        default: "allowed\(finding.accepted ? ", accepted by the baseline" : "")"
        }
    }

    static func emphasis(_ mark: VisualDiff.Mark) -> Emphasis {
        switch mark {
        case .context: .context
        case .normal: .normal
        case .removed: .removed
        case .added: .added
        case .allowedCrossing: .allowedCrossing
        case .acceptedCrossing: .acceptedCrossing
        case .forbiddenAcceptedCrossing: .forbiddenAcceptedCrossing
        case .newCrossing: .newCrossing
        }
    }
}
