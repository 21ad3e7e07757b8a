import WiringModel
import WiringText

/// Draws the changed neighbourhood of a diff as a small Mermaid flowchart for a pull-request
/// comment: the nodes that changed or end a changed edge, and the edges among them.
///
/// New crossings that need review are thick red arrows, the loudest thing in the diagram;
/// crossings that are accepted or allowed, added and removed edges each have their own style,
/// and unchanged edges between the drawn nodes are thin and grey. The drawing stays far below
/// GitHub's Mermaid limits (500 edges, 50,000 characters): at most `maxEdges` changed edges are
/// drawn, loudest first, and a comment line says how many were left out; when escaped labels
/// would still make the text longer than `characterLimit`, fewer edges are drawn, halving until
/// it fits.
struct DiffMermaidWriter {
    /// The most changed edges drawn.
    var maxEdges = 60
    /// The most characters of a label.
    var labelLimit = 60
    /// The most UTF-8 bytes of the flowchart (GitHub draws none over 50,000 characters).
    var characterLimit = 40_000

    /// The flowchart text, or `nil` when nothing changed that can be drawn.
    func flowchart(for visual: VisualDiff) -> String? {
        var edges = maxEdges
        while true {
            guard let text = flowchart(for: visual, maxEdges: edges) else { return nil }
            if text.utf8.count <= characterLimit { return text }
            if edges <= 1 { return nil }
            edges /= 2
        }
    }

    /// The flowchart with at most `maxEdges` changed edges.
    private func flowchart(for visual: VisualDiff, maxEdges: Int) -> String? {
        let changed = visual.snapshot.edges
            .filter { visual.edgeMarks[$0.id, default: .context] != .context }
            .sorted { lhs, rhs in
                let left = visual.edgeMarks[lhs.id, default: .context], right = visual.edgeMarks[rhs.id, default: .context]
                return left != right ? left > right : lhs < rhs
            }
        let drawnEdges = Array(changed.prefix(maxEdges))
        var nodeIDs = Set(drawnEdges.flatMap { [$0.from, $0.to] })
        // Changed nodes with no changed edge (a new node with no edges, a changed port).
        for (id, mark) in visual.nodeMarks where mark != .context && nodeIDs.count < maxEdges * 2 { nodeIDs.insert(id) }
        guard !nodeIDs.isEmpty else { return nil }
        let nodes = visual.snapshot.nodes.filter { nodeIDs.contains($0.id) }
        let drawnIDs = Set(drawnEdges.map(\.id))
        let context = visual.snapshot.edges.filter {
            !drawnIDs.contains($0.id) && visual.edgeMarks[$0.id, default: .context] == .context
                && nodeIDs.contains($0.from) && nodeIDs.contains($0.to)
        }.prefix(maxEdges)
        var names: [String: String] = [:]
        for (position, node) in nodes.enumerated() { names[node.id] = "n\(position)" }

        var lines = ["flowchart LR"]
        if changed.count > drawnEdges.count {
            lines.append("    %% \(changed.count - drawnEdges.count) more changed edges not drawn; see the tables")
        }
        for node in nodes {
            var label = "«\(node.kind.rawValue)» \(MermaidText.escaped(node.displayName, limit: labelLimit))"
            if let key = node.key, !key.isEmpty { label += " (key \(MermaidText.escaped(key, limit: 30)))" }
            lines.append("    \(names[node.id]!)[\"\(label)\"]")
        }
        var linkStyles: [String: [Int]] = [:]
        for (position, edge) in (drawnEdges + context).enumerated() {
            let mark = visual.edgeMarks[edge.id, default: .context]
            let look = Self.look(mark)
            let text = look.word.map { "|\"\($0)\"|" } ?? ""
            lines.append("    \(names[edge.from]!) \(look.arrow)\(text) \(names[edge.to]!)")
            linkStyles[look.style, default: []].append(position)
        }
        for (style, positions) in linkStyles.sorted(by: { $0.key < $1.key }) {
            lines.append("    linkStyle \(positions.map(String.init).joined(separator: ",")) \(style)")
        }
        lines.append("    classDef newCrossing fill:#ffebee,stroke:#d50000,stroke-width:3px,color:#b71c1c")
        lines.append("    classDef added fill:#e3f6e4,stroke:#2e7d32,stroke-width:2px")
        lines.append("    classDef removed fill:#f5f5f5,stroke:#9e9e9e,stroke-dasharray:4 3,color:#757575")
        lines.append("    classDef context fill:#fafafa,stroke:#cfcfcf,color:#757575")
        var classes: [String: [String]] = [:]
        for node in nodes {
            switch visual.nodeMarks[node.id, default: .context] {
            case .newCrossing: classes["newCrossing", default: []].append(names[node.id]!)
            case .added: classes["added", default: []].append(names[node.id]!)
            case .removed: classes["removed", default: []].append(names[node.id]!)
            case .context: classes["context", default: []].append(names[node.id]!)
            default: break
            }
        }
        for name in ["newCrossing", "added", "removed", "context"] {
            if let members = classes[name] { lines.append("    class \(members.joined(separator: ",")) \(name)") }
        }
        return lines.joined(separator: "\n")
    }

    /// The arrow, label word and `linkStyle` of an edge mark.
    private static func look(_ mark: VisualDiff.Mark) -> (arrow: String, word: String?, style: String) {
        switch mark {
        case .newCrossing: ("==>", "needs review", "stroke:#d50000,stroke-width:4px")
        case .forbiddenAcceptedCrossing: ("==>", "forbidden, accepted", "stroke:#e65100,stroke-width:3px,stroke-dasharray:6 3")
        case .acceptedCrossing: ("-->", "accepted", "stroke:#6a1b9a,stroke-width:2px,stroke-dasharray:6 3")
        case .allowedCrossing: ("-->", "allowed", "stroke:#1565c0,stroke-width:2px")
        case .added: ("-->", "added", "stroke:#2e7d32,stroke-width:2px")
        case .removed: ("-.->", "removed", "stroke:#9e9e9e,stroke-width:1px,stroke-dasharray:4 3")
        case .normal: ("-->", "changed", "stroke:#37474f,stroke-width:1px")
        case .context: ("-->", nil, "stroke:#cfcfcf,stroke-width:1px")
        }
    }
}
