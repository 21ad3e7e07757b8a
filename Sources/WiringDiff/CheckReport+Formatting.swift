import Foundation

extension CheckReport {
    /// The report in one of the textual report formats.
    ///
    /// - Parameters:
    ///   - format: Text, Markdown or JSON. A check draws nothing: SVG and HTML are refused.
    ///   - colors: For text: whether to add ANSI colour escapes.
    /// - Returns: The report's UTF-8 bytes.
    /// - Throws: `DiffError.renderFailed` for a drawing format.
    public func formatted(as format: ReportFormat, colors: Bool = false) throws -> Data {
        switch format {
        case .text: Data(CheckTextFormatter(colors: colors).format(self).utf8)
        case .markdown: Data(CheckMarkdownFormatter().format(self).utf8)
        case .json: CheckJSONFormatter().format(self)
        case .svg, .html:
            throw DiffError.renderFailed(
                format: format.rawValue, reason: "a check draws nothing; use text, markdown or json, or draw with 'wiring diff'")
        }
    }
}
