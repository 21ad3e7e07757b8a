import WiringModel

extension TreeReport {
    /// The deepest nesting drawn in full; deeper lines show only their innermost levels.
    static let maximumIndent = 48

    /// The tree as terminal text, followed by the findings.
    ///
    /// - Parameter style: Glyphs and colour.
    /// - Returns: Lines ending in newlines; every snapshot string is sanitized.
    public func text(style: InspectStyle = .plain) -> String {
        var out = header(style)
        let lastAmongSiblings = Self.lastFlags(entries.map(\.depth))
        // levels[d] tells whether the entry drawn at depth d was the last of its siblings.
        var levels: [Bool] = []
        for (position, entry) in entries.enumerated() {
            let isLast = lastAmongSiblings[position]
            levels.removeLast(max(0, levels.count - entry.depth))
            levels.append(isLast)
            let line = "\(style.paint(TextOutput.safe(entry.name), .heading))\(marks(entry, style))"
            if entry.depth == 0 {
                out += line + "\n"
            } else {
                out += indent(levels, upTo: entry.depth - 1, style) + (isLast ? style.lastBranch : style.branch) + line + "\n"
            }
            let hasChildren = position + 1 < entries.count && entries[position + 1].depth > entry.depth
            let details = entry.ports.map { TextOutput.port($0, style) } + entry.edges.map { $0.outgoingText(style) }
            let prefix = indent(levels, upTo: entry.depth, style)
            for (number, detail) in details.enumerated() {
                let lastDetail = number == details.count - 1 && !hasChildren
                out += prefix + (lastDetail ? style.lastBranch : style.branch) + detail + "\n"
            }
        }
        out += "\n" + InspectFinding.text(findings, style: style)
        return out
    }

    private func header(_ style: InspectStyle) -> String {
        var text = TextOutput.safe(title ?? "snapshot")
        if let source { text += " (\(TextOutput.safe(source)))" }
        let nodes = nodeCount == 1 ? "1 node" : "\(nodeCount) nodes"
        let edges = edgeCount == 1 ? "1 edge" : "\(edgeCount) edges"
        return style.paint("\(text) \(style.dash) \(nodes), \(edges)", .heading) + "\n"
    }

    private func marks(_ entry: Entry, _ style: InspectStyle) -> String {
        let node = Node(
            id: entry.id, kind: entry.kind, type: entry.type, resolved: entry.resolved, key: entry.key, life: entry.life,
            place: entry.place)
        return TextOutput.nodeMarks(node, style)
    }

    /// The vertical lines for levels 1 through `depth`, keeping only the innermost
    /// levels when the nesting is deeper than ``maximumIndent``.
    private func indent(_ levels: [Bool], upTo depth: Int, _ style: InspectStyle) -> String {
        guard depth >= 1 else { return "" }
        var text = ""
        var first = 1
        if depth > Self.maximumIndent {
            first = depth - Self.maximumIndent + 1
            text = "\(style.ellipsis)(\(depth)) "
        }
        for level in first...depth {
            text += levels[level] ? style.gap : style.pipe
        }
        return text
    }

    /// For entries in drawing order with their depths: whether each is the last of its siblings.
    static func lastFlags(_ depths: [Int]) -> [Bool] {
        var result = [Bool](repeating: true, count: depths.count)
        // siblingFollows[d]: an entry at depth d comes later under the same parent.
        var siblingFollows: [Bool] = []
        for position in depths.indices.reversed() {
            let depth = depths[position]
            if siblingFollows.count > depth + 1 { siblingFollows.removeLast(siblingFollows.count - depth - 1) }
            while siblingFollows.count <= depth { siblingFollows.append(false) }
            result[position] = !siblingFollows[depth]
            siblingFollows[depth] = true
        }
        return result
    }
}
