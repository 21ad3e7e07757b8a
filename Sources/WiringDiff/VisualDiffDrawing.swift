import Foundation

/// Draws a visual diff in a visual report format.
///
/// Kept behind a protocol so the report code does not depend on how the drawing is made.
protocol VisualDiffDrawing: Sendable {
    /// Draws the merged graph.
    ///
    /// - Parameters:
    ///   - visual: The merged graph with its marks.
    ///   - format: `.svg` or `.html`.
    /// - Returns: The drawing's bytes.
    /// - Throws: `DiffError` when the drawing cannot be made.
    func draw(_ visual: VisualDiff, format: ReportFormat) throws -> Data
}
