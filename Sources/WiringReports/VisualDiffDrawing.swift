import WiringCheck
import WiringModel

import WiringPlatform

/// Draws a visual diff in a visual report format.
///
/// The diff core is pure Swift and builds on every platform; drawing needs Graphviz, which only
/// the tools' side links. `WiringRender.GraphvizDiffDrawing` is the drawing the `wiring` tool uses.
public protocol VisualDiffDrawing: Sendable {
    /// Draws the merged graph.
    ///
    /// - Parameters:
    ///   - visual: The merged graph with its marks.
    ///   - format: `.svg` or `.html`.
    /// - Returns: The drawing's bytes.
    /// - Throws: `DiffError` when the drawing cannot be made.
    func draw(_ visual: VisualDiff, format: ReportFormat) throws -> Data
}
