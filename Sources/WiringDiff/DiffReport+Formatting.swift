import Foundation
import WiringModel

extension DiffReport {
    /// The report in one of the report formats.
    ///
    /// - Parameters:
    ///   - format: Text, Markdown, JSON, or a drawing (SVG, HTML).
    ///   - policy: What counts as a failure, for the verdict the report states.
    ///   - colors: For text: whether to add ANSI colour escapes.
    /// - Returns: The report's bytes (UTF-8 for the textual formats).
    /// - Throws: `DiffError` when a drawing cannot be made.
    public func formatted(as format: ReportFormat, policy: FailurePolicy = .newCrossing, colors: Bool = false) throws -> Data {
        switch format {
        case .text:
            return Data(TextReportFormatter(colors: colors).format(self, policy: policy).utf8)
        case .markdown:
            return Data(MarkdownReportFormatter().format(self, policy: policy).utf8)
        case .json:
            return JSONReportFormatter().format(self, policy: policy)
        case .svg, .html:
            let title = "\(beforeName) → \(afterName): \(verdictLine(policy))"
            return try Self.drawing.draw(VisualDiff(diff, title: title), format: format)
        }
    }

    /// How visual reports are drawn in this build.
    static var drawing: any VisualDiffDrawing { GraphvizDiffDrawing() }
}
