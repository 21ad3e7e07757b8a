import WiringModel
import WiringText

/// Writes a diagram as a Mermaid flowchart that GitHub can display.
///
/// GitHub refuses Mermaid documents with more than 500 edges or 50,000
/// characters, so the writer tries ever coarser versions until one fits: as
/// given, without ports, containers collapsed, top-level nodes collapsed, and
/// at last only the best-connected nodes, saying so in a comment.
struct MermaidWriter {
    /// The most edges GitHub draws.
    static let maxEdges = 500
    /// The most characters GitHub draws, with room to spare.
    static let maxCharacters = 49_000
    /// The deepest indentation written; deeper subgraphs are indented no further.
    static let maxIndentLevels = 16

    /// Which way the flowchart runs.
    var direction: LayoutDirection = .TB
    /// The visual language (colours shared with the Graphviz output).
    var style: DiagramStyle = .standard

    /// The smallest faithful document that fits GitHub's limits.
    func document(for diagram: Diagram) -> String {
        var attempts: [(Diagram, String?)] = [(diagram, nil)]
        var lighter = diagram
        lighter.showsPorts = false
        attempts.append((lighter, "ports hidden to fit GitHub's Mermaid limits"))
        attempts.append((ContainerCollapser(depth: 1).collapsed(lighter), "containers collapsed to fit GitHub's Mermaid limits"))
        attempts.append((ContainerCollapser(depth: 0).collapsed(lighter), "top-level nodes collapsed to fit GitHub's Mermaid limits"))
        for (candidate, note) in attempts {
            var candidate = candidate
            if let note { candidate.notes.append(note) }
            let text = write(candidate)
            if candidate.snapshot.edges.count <= Self.maxEdges && text.count <= Self.maxCharacters { return text }
        }
        return write(truncated(attempts.last!.0))
    }

    /// Keeps the best-connected nodes until the document fits.
    private func truncated(_ diagram: Diagram) -> Diagram {
        let index = GraphIndex(diagram.snapshot)
        let ranked = diagram.snapshot.nodes.map(\.id).sorted { lhs, rhs in
            let left = index.outgoing[lhs, default: []].count + index.incoming[lhs, default: []].count
            let right = index.outgoing[rhs, default: []].count + index.incoming[rhs, default: []].count
            return left != right ? left > right : lhs < rhs
        }
        var keep = ranked.count
        var result = diagram
        let nesting = NestingTable(index)
        repeat {
            keep = keep * 3 / 4
            let kept = nesting.addingAncestors(Set(ranked.prefix(keep)))
            result = diagram
            result.snapshot = SnapshotFilter.restricted(diagram.snapshot, to: kept)
            result.notes.append("only the \(result.snapshot.nodes.count) best-connected of \(ranked.count) nodes shown to fit GitHub's Mermaid limits")
        } while keep > 1 && (result.snapshot.edges.count > Self.maxEdges || write(result).count > Self.maxCharacters)
        return result
    }

    /// The flowchart text for a diagram.
    func write(_ diagram: Diagram) -> String {
        let snapshot = diagram.snapshot
        let index = GraphIndex(snapshot)
        var names: [String: String] = [:]
        for (position, node) in snapshot.nodes.enumerated() { names[node.id] = "n\(position)" }
        var lines = ["flowchart \(direction.rawValue)"]
        if let title = diagram.title { lines.append("    %% \(MermaidText.escaped(title))") }
        for note in diagram.notes { lines.append("    %% \(MermaidText.escaped(note))") }
        // Nested subgraphs without recursion, indented at most `maxIndentLevels` deep: indenting a
        // 10,000-deep chain in full wrote 200 MB of spaces.
        enum Step { case open(String, level: Int), close(level: Int) }
        func indent(_ level: Int) -> String { String(repeating: "    ", count: min(level, Self.maxIndentLevels) + 1) }
        var steps: [Step] = index.children["", default: []].reversed().map { .open($0, level: 0) }
        var visited: Set<String> = []
        while let step = steps.popLast() {
            switch step {
            case let .close(level):
                lines.append(indent(level) + "end")
            case let .open(id, level):
                guard let node = index.nodesByID[id], let name = names[id], visited.insert(id).inserted else { continue }
                let children = index.children[id, default: []]
                if children.isEmpty {
                    lines.append(indent(level) + "\(name)[\"\(label(for: node, in: diagram))\"]")
                    continue
                }
                lines.append(indent(level) + "subgraph c\(name)[\" \"]")
                lines.append(indent(level + 1) + "direction \(direction.rawValue)")
                lines.append(indent(level + 1) + "\(name)[\"\(label(for: node, in: diagram))\"]")
                steps.append(.close(level: level))
                steps += children.reversed().map { .open($0, level: level + 1) }
            }
        }
        var linkStyles: [String: [Int]] = [:]
        for (position, edge) in snapshot.edges.enumerated() {
            let emphasis = diagram.emphasis(of: edge)
            let dotted = edge.isWeak || !edge.resolved || emphasis == .removed || diagram.moduleLinks[edge.id] == .declaredOnly
            let arrow = emphasis == .newCrossing ? "==>" : (dotted ? "-.->" : "-->")
            var words: [String] = []
            if let label = edge.label { words.append(label) }
            if let reference = edge.reference, reference != .strong { words.append(reference.rawValue) }
            if let word = DotGraphBuilder.crossingWords[emphasis] { words.append(word) }
            let text = words.isEmpty || diagram.fastLayout ? "" : "|\"\(MermaidText.escaped(words.joined(separator: " · ")))\"|"
            lines.append("    \(names[edge.from]!) \(arrow)\(text) \(names[edge.to]!)")
            linkStyles[linkStyle(for: edge, emphasis: emphasis), default: []].append(position)
        }
        for (styleText, positions) in linkStyles.sorted(by: { $0.key < $1.key }) {
            lines.append("    linkStyle \(positions.map(String.init).joined(separator: ",")) \(styleText)")
        }
        var classes: [String: [String]] = [:]
        for node in snapshot.nodes {
            classes[node.kind.rawValue, default: []].append(names[node.id]!)
            if !node.resolved { classes["unresolved", default: []].append(names[node.id]!) }
            let emphasis = diagram.emphasis(ofNode: node.id)
            if emphasis != .normal { classes[emphasis.rawValue, default: []].append(names[node.id]!) }
        }
        for kind in NodeKind.allCases {
            let look = style.look(for: kind)
            lines.append("    classDef \(kind.rawValue) fill:\(look.fill),stroke:\(look.border),color:#1a1a1a")
        }
        lines.append("    classDef unresolved stroke-dasharray:4 3,color:\(style.faded)")
        for emphasis in Emphasis.allCases where emphasis != .normal {
            guard let look = style.emphasis[emphasis] else { continue }
            var parts = ["stroke:\(look.color ?? "#000000")", "stroke-width:\(look.penWidth ?? 1)px"]
            if let fill = look.fill { parts.append("fill:\(fill)") }
            if let font = look.fontColor { parts.append("color:\(font)") }
            if look.style == "dashed" { parts.append("stroke-dasharray:4 3") }
            lines.append("    classDef \(emphasis.rawValue) \(parts.joined(separator: ","))")
        }
        let order = NodeKind.allCases.map(\.rawValue) + ["unresolved"] + Emphasis.allCases.map(\.rawValue)
        for className in order {
            guard let members = classes[className] else { continue }
            lines.append("    class \(members.joined(separator: ",")) \(className)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node label: kind, display name, key and life, and ports, every name escaped.
    private func label(for node: Node, in diagram: Diagram) -> String {
        var parts = ["«\(NodeLabel.caption(of: node))»", "<b>\(MermaidText.escaped(node.displayName))</b>"]
        var facts: [String] = []
        if let key = node.key { facts.append("key “\(key)”") }
        if let life = node.life { facts.append(life) }
        if let count = diagram.folded[node.id] {
            facts.append("+\(count) inside")
        } else if diagram.view?.boxes[node.id] != nil, let members = node.attributes["members"] {
            facts.append("\(members) inside")
        }
        if let fact = node.fadedFact { facts.append(fact) }
        if !facts.isEmpty { parts.append(MermaidText.escaped(facts.joined(separator: " · "))) }
        if diagram.showsPorts {
            for port in node.ports.prefix(NodeLabel.maxPorts) {
                parts.append(MermaidText.escaped("\(port.name): \(TypeName.unqualified(port.type))"))
            }
        }
        return parts.joined(separator: "<br/>")
    }

    /// The `linkStyle` text of an edge.
    private func linkStyle(for edge: Edge, emphasis: Emphasis) -> String {
        if let look = style.emphasis[emphasis] {
            return "stroke:\(look.color ?? "#000000"),stroke-width:\(look.penWidth ?? 1)px"
        }
        return "stroke:\(edge.resolved ? style.look(for: edge.kind).color : style.faded)"
    }
}
