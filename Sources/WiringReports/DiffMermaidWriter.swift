import WiringModel
import WiringText

/// Draws the changed neighbourhood of a diff as a small Mermaid flowchart for a pull-request
/// comment: the nodes that changed or end a changed edge, and the edges among them, each node in a
/// box of its module when they come from two modules or more.
///
/// New crossings that need review are thick red arrows, the loudest thing in the diagram;
/// crossings that are accepted or allowed, added and removed edges each have their own style,
/// and unchanged edges between the drawn nodes are thin and grey. However big the diff, the
/// drawing stays readable where the comment shows it: changed edges are drawn loudest first while
/// their ends fit in `maxNodes` nodes (at most `maxEdges` of them), and a line under the drawing
/// says how many were left out. It stays far below GitHub's Mermaid limits (500 edges, 50,000
/// characters): when escaped labels would still make the text longer than `characterLimit`, fewer
/// edges are drawn, halving until it fits.
struct DiffMermaidWriter {
    /// The most changed edges drawn.
    var maxEdges = 60
    /// The most nodes drawn: a flowchart GitHub fits into a comment's width stays readable with this many.
    var maxNodes = 24
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
        // Loudest first, while the ends fit in the drawing.
        var drawnEdges: [Edge] = []
        var nodeIDs: Set<String> = []
        for edge in changed where drawnEdges.count < maxEdges {
            let new = [edge.from, edge.to].filter { !nodeIDs.contains($0) }
            guard nodeIDs.count + Set(new).count <= maxNodes else { continue }
            drawnEdges.append(edge)
            nodeIDs.formUnion(new)
        }
        // Changed nodes with no changed edge (a new node with no edges, a changed port), loudest first.
        let lone = visual.nodeMarks.filter { $0.value != .context && !nodeIDs.contains($0.key) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let nodeLimit = min(maxNodes, maxEdges * 2)
        for (id, _) in lone where nodeIDs.count < nodeLimit && visual.snapshot.node(withID: id) != nil { nodeIDs.insert(id) }
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
        // Each node in a box of its module, when the nodes come from two modules or more.
        let modules = Self.modules(of: nodes, in: visual.snapshot)
        let byModule = Dictionary(grouping: nodes) { modules[$0.id] ?? "" }
        let boxed = byModule.count > 1
        for (number, module) in byModule.keys.sorted().enumerated() {
            let indent = boxed && !module.isEmpty ? "        " : "    "
            if boxed && !module.isEmpty { lines.append("    subgraph m\(number)[\"\(MermaidText.escaped(module, limit: labelLimit))\"]") }
            for node in byModule[module]! {
                var label = "«\(node.kind.rawValue)» \(MermaidText.escaped(node.displayName, limit: labelLimit))"
                if let key = node.key, !key.isEmpty { label += " (key \(MermaidText.escaped(key, limit: 30)))" }
                lines.append(indent + "\(names[node.id]!)[\"\(label)\"]")
            }
            if boxed && !module.isEmpty { lines.append("    end") }
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

    /// The module each node is in: the nearest module node around it, else the module its type names.
    static func modules(of nodes: [Node], in snapshot: GraphSnapshot) -> [String: String] {
        var result: [String: String] = [:]
        for node in nodes {
            var current = node.parent
            var seen: Set<String> = [node.id]
            var module: String?
            while let id = current, seen.insert(id).inserted, let parent = snapshot.node(withID: id) {
                if parent.kind == .module {
                    module = parent.displayName
                    break
                }
                current = parent.parent
            }
            if node.kind == .module || node.kind == .package { module = nil }
            result[node.id] = module ?? (node.kind == .module || node.kind == .package ? "" : node.module)
        }
        return result
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
