/// The forms a diff report can take.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// Plain text for a terminal, coloured only when asked.
    case text
    /// GitHub-flavoured Markdown for a pull-request comment or a job summary.
    case markdown
    /// A machine-readable JSON document with sorted keys.
    case json
    /// The merged graph drawn as SVG, changes emphasised.
    case svg
    /// The merged graph as a self-contained HTML page, changes emphasised.
    case html

    /// Whether the format draws the graph (and so needs the renderer).
    public var isVisual: Bool { self == .svg || self == .html }
}
