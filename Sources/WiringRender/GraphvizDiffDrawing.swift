import Foundation
import WiringDiff
import WiringModel

/// Draws a visual diff with the Graphviz renderer, each mark becoming the renderer's emphasis.
///
/// The diff core (`WiringDiff`) is pure Swift and cannot draw; hand this to
/// `DiffReport.formatted(as:policy:colors:drawing:)` or `DiffRequest.drawing` for SVG and HTML diffs:
///
/// ```swift
/// let svg = try report.formatted(as: .svg, drawing: GraphvizDiffDrawing())
/// ```
public struct GraphvizDiffDrawing: VisualDiffDrawing {
    /// Creates the drawing.
    public init() {}

    /// Draws the merged graph of a diff.
    ///
    /// - Parameters:
    ///   - visual: The merged graph with its marks.
    ///   - format: `.svg` or `.html`.
    /// - Returns: The drawing's bytes.
    /// - Throws: `DiffError.renderFailed` when the graph cannot be drawn in that format.
    public func draw(_ visual: VisualDiff, format: ReportFormat) throws -> Data {
        let output: OutputFormat
        switch format {
        case .svg: output = .svg
        case .html: output = .html
        case .text, .markdown, .json: throw DiffError.renderFailed(format: format.rawValue, reason: "not a drawing format")
        }
        var options = RenderOptions()
        options.title = visual.snapshot.title
        options.nodeEmphasis = visual.nodeMarks.mapValues(Self.emphasis)
        options.edgeEmphasis = visual.edgeMarks.mapValues(Self.emphasis)
        do {
            return try GraphvizRenderer().render(visual.snapshot, format: output, options: options)
        } catch let RenderError.tooLarge(nodes, edges, nodeLimit, edgeLimit) {
            throw DiffError.renderFailed(
                format: format.rawValue,
                reason: "the merged graph has \(nodes) nodes and \(edges) edges, above the drawing limit of "
                    + "\(nodeLimit) nodes or \(edgeLimit) edges; use --format text, markdown or json")
        } catch let error as RenderError {
            throw DiffError.renderFailed(format: format.rawValue, reason: error.description)
        }
    }

    static func emphasis(_ mark: VisualDiff.Mark) -> Emphasis {
        switch mark {
        case .context: .context
        case .normal: .normal
        case .removed: .removed
        case .added: .added
        case .newCrossing: .newCrossing
        }
    }
}
