import WiringModel

/// Why one node reaches another: the shortest chains of edges between them.
public struct PathReport: Sendable, Encodable {
    /// The id of the start node.
    public var from: String
    /// The printed name of the start node.
    public var fromName: String
    /// The id of the end node.
    public var to: String
    /// The printed name of the end node.
    public var toName: String
    /// The number of edges on a shortest path, or `nil` when there is none.
    public var length: Int?
    /// Shortest paths as their edges in order, the first ``PathFinder`` limit of them,
    /// ordered by the ids along the way.
    public var paths: [[EdgeStep]]
    /// `true` when more shortest paths exist than are listed.
    public var more: Bool
    /// When there is no path forward: the length of a shortest path back from the end
    /// node to the start node, if there is one.
    public var reverseLength: Int?

    /// The answer as terminal text.
    ///
    /// - Parameter style: Glyphs and colour.
    /// - Returns: Lines ending in newlines; every snapshot string is sanitized.
    public func text(style: InspectStyle = .plain) -> String {
        let start = TextOutput.safe(fromName)
        let end = TextOutput.safe(toName)
        guard let length else {
            var out = "no path from \(start) to \(end)\n"
            if let reverseLength {
                let steps = reverseLength == 1 ? "1 step" : "\(reverseLength) steps"
                out += "but \(end) reaches \(start) in \(steps): swap the two names to see how\n"
            }
            return out
        }
        if length == 0 { return "\(start) and \(end) are the same node\n" }
        let steps = length == 1 ? "1 step" : "\(length) steps"
        let count = paths.count == 1 && !more ? "" : more ? " (first \(paths.count) shortest paths)" : " (\(paths.count) shortest paths)"
        var out = style.paint("\(start) reaches \(end) in \(steps)\(count)", .heading) + "\n"
        for (number, path) in paths.enumerated() {
            if paths.count > 1 { out += "\(number + 1).\n" }
            out += "  \(start)\n"
            for step in path { out += "  \(step.outgoingText(style))\n" }
        }
        if more { out += "more shortest paths exist\n" }
        return out
    }
}
