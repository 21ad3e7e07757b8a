/// The kinds of document the renderer writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Graphviz DOT source, without layout positions.
    case dot
    /// Scalable vector graphics laid out by Graphviz.
    case svg
    /// A raster image; needs Graphviz's cairo or gd plugin.
    case png
    /// A PDF page; needs Graphviz's cairo plugin.
    case pdf
    /// A Mermaid flowchart, small enough for GitHub to display.
    case mermaid
    /// One self-contained interactive page: the SVG with pan, zoom, search and a detail panel.
    case html
    /// The filtered snapshot as JSON.
    case json

    /// Whether the output is binary and must not be written to a terminal.
    public var isBinary: Bool { self == .png || self == .pdf }

    /// The conventional file extension.
    public var fileExtension: String {
        switch self {
        case .mermaid: "mmd"
        default: rawValue
        }
    }

    /// The format a file name's extension implies, if any.
    ///
    /// - Parameter path: A file name or path such as `app.svg`.
    /// - Returns: The format, or `nil` when the extension is unknown.
    public static func inferred(fromPath path: String) -> OutputFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "dot", "gv": return .dot
        case "svg": return .svg
        case "png": return .png
        case "pdf": return .pdf
        case "mmd", "mermaid": return .mermaid
        case "html", "htm": return .html
        case "json": return .json
        default: return nil
        }
    }
}
