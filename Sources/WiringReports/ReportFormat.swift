import WiringModel

/// The forms a diff report can take.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// Plain text for a terminal, coloured only when asked.
    case text
    /// GitHub-flavoured Markdown for a pull-request comment or a job summary.
    case markdown
    /// A machine-readable JSON document with sorted keys.
    case json
    /// SARIF 2.1.0 for code scanning: one result per new crossing, on its source line.
    case sarif
    /// GitHub Actions workflow commands: one annotation per new crossing.
    case github
    /// JUnit XML for test dashboards: one test case per new crossing.
    case junit
    /// Compiler-style diagnostics, `path:line:column: error|warning|note: message [rule]`, which
    /// Xcode's issue navigator and SwiftPM's build output read.
    case xcode
    /// The merged graph drawn as SVG, changes emphasised.
    case svg
    /// The merged graph as a self-contained HTML page, changes emphasised.
    case html

    /// Whether the format draws the graph (and so needs the renderer).
    public var isVisual: Bool { self == .svg || self == .html }

    /// The format a file name's extension implies: `.txt`, `.md`, `.json`, `.sarif` or
    /// `.sarif.json`, `.xml` (JUnit), `.svg`, `.html`.
    ///
    /// The one place `wiring diff` (and `wiring check`) infer a format from `-o FILE`.
    ///
    /// - Parameter path: A file name or path such as `report.md`.
    /// - Returns: The format, or `nil` when the extension says nothing.
    public static func inferred(fromPath path: String) -> ReportFormat? {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        if name.hasSuffix(".sarif.json") || name.hasSuffix(".sarif") { return .sarif }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "txt", "text": return .text
        case "md", "markdown": return .markdown
        case "json": return .json
        case "xml": return .junit
        case "svg": return .svg
        case "html", "htm": return .html
        default: return nil
        }
    }
}
