import WiringText

/// Why a diagram could not be drawn.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The focus matches no node.
    case unknownFocus(String)
    /// The focus matches several nodes and none exactly.
    case ambiguousFocus(String, candidates: [String])
    /// The depth is negative.
    case invalidDepth(Int)
    /// The filters left nothing to draw.
    case nothingToRender(reason: String)
    /// The graph is larger than the renderer draws without being forced.
    case tooLarge(nodes: Int, edges: Int, nodeLimit: Int, edgeLimit: Int)
    /// Graphviz has no plugin for the output format.
    case missingPlugin(format: String, plugin: String, package: String)
    /// Graphviz failed to lay out or write the graph.
    case graphviz(stage: String, message: String)
    /// Linked pictures were asked for in a format that is not a picture.
    case unsupportedPages(format: String)

    public var description: String {
        switch self {
        case let .unknownFocus(query):
            "focus '\(Self.quoted(query))' matches no node; pass a node id, type or display name from the snapshot"
        case let .ambiguousFocus(query, candidates):
            "focus '\(Self.quoted(query))' matches \(candidates.count) nodes ("
                + candidates.prefix(5).map { "'\(Self.quoted($0))'" }.joined(separator: ", ")
                + (candidates.count > 5 ? ", …" : "") + "); pass one of their ids"
        case let .invalidDepth(depth):
            "depth \(depth) is negative; pass 0 or more"
        case let .nothingToRender(reason):
            "nothing to render: \(reason); loosen --include, --exclude or --focus"
        case let .tooLarge(nodes, edges, nodeLimit, edgeLimit):
            "graph has \(nodes) nodes and \(edges) edges after collapsing, above the limit of \(nodeLimit) nodes or \(edgeLimit) edges; "
                + "narrow it with --focus, --include or --exclude, or pass --force to draw it anyway"
        case let .missingPlugin(format, plugin, package):
            "graphviz has no '\(format)' output plugin (\(plugin)); install \(package), or render svg instead"
        case let .graphviz(stage, message):
            "graphviz failed during \(stage): \(message.isEmpty ? "no message" : Self.quoted(message))"
        case let .unsupportedPages(format):
            "--pages draws pictures, not '\(Self.quoted(format))'; pass --format svg, png or pdf"
        }
    }

    /// Keeps names from a snapshot printable in a terminal.
    static func quoted(_ text: String) -> String { TerminalText.sanitized(text, limit: 300) }
}
