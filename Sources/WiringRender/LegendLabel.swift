import WiringModel

/// The legend drawn as the graph's own HTML-like label, under the diagram.
///
/// Being a label rather than nodes, it adds no node or edge groups to the SVG,
/// so those stay one per snapshot node and edge. Its title starts about one rank separation below
/// the drawing (`gap(for:)`), so it is not read as the caption of the node above it.
struct LegendLabel {
    /// The empty row, in points, above the legend's first row: the drawing's rank separation, the
    /// larger of its two separations, less the 8 points Graphviz leaves between a drawing and its
    /// label. The legend's title then sits as far under the lowest node as a row of the drawing under
    /// the one above it. None when the diagram draws no node: nothing is above the legend.
    static func gap(for diagram: Diagram) -> Int {
        guard !diagram.snapshot.nodes.isEmpty else { return 0 }
        return max(Int((diagram.separations.rank * 72).rounded(.up)) - 8, 0)
    }

    /// How much taller the empty row makes a diagram's drawing, in points: the row and the table's
    /// cell spacing under it; none when the diagram has no legend or no node. A drawing is judged by its size
    /// without it (`DrawingChoice`), so which drawing is chosen does not depend on it.
    static func gapHeight(for diagram: Diagram, style: DiagramStyle) -> Double {
        gap(for: diagram) == 0 || html(for: diagram, style: style).isEmpty ? 0 : Double(gap(for: diagram) + 2)
    }

    /// The legend for the kinds, marks and emphasis present in a diagram.
    static func html(for diagram: Diagram, style: DiagramStyle) -> String {
        let snapshot = diagram.snapshot
        var rows: [String] = []
        if let title = diagram.title, !title.isEmpty {
            rows.append(cell("<B>\(TextEscaping.html(title))</B>", size: 13))
        }
        let keys = colourKeys(of: snapshot)
        if !keys.isEmpty {
            let entries = keys.map { key -> String in
                let look = style.look(for: key.kind)
                return #"<FONT COLOR="\#(look.border)">■</FONT> \#(TextEscaping.html(key.word))"#
            }
            rows.append(strip(entries))
        }
        let links = Set(diagram.moduleLinks.values)
        var marks: [String] = Set(snapshot.edges.map(\.kind)).sorted().filter { links.isEmpty || ($0 != .depends && $0 != .imports) }.map { kind in
            let look = style.look(for: kind)
            return glyph("\(look.legendGlyph) \(kind.rawValue)", color: look.color)
        }
        // Joined module lines: the look of `depends` (dashed when never imported), or of `imports`.
        for link in ModuleLink.allCases where links.contains(link) {
            let look = style.look(for: link == .importedOnly ? .imports : .depends)
            let line = link == .declaredOnly ? "╌╌▶" : look.legendGlyph
            marks.append(glyph("\(line) \(link.rawValue)", color: look.color))
        }
        if snapshot.edges.contains(where: \.isWeak) { marks.append(glyph("╌╌▶ weak / unowned", color: "#555555")) }
        if snapshot.nodes.contains(where: { !$0.resolved && !$0.isStandIn }) || snapshot.edges.contains(where: { !$0.resolved }) {
            marks.append(glyph("┈┈ not resolved", color: style.faded))
        }
        if snapshot.nodes.contains(where: \.isStandIn) { marks.append(glyph("┈┈ outside this view", color: style.faded)) }
        if !marks.isEmpty { rows.append(strip(marks)) }
        let present = Set(diagram.nodeEmphasis.values).union(diagram.edgeEmphasis.values)
        let emphasis = Emphasis.allCases.filter { $0 != .normal && present.contains($0) }.compactMap { mark -> String? in
            guard let look = style.emphasis[mark] else { return nil }
            return glyph("━━ \(look.legend)", color: look.color ?? "#000000")
        }
        if !emphasis.isEmpty { rows.append(strip(emphasis)) }
        for note in diagram.notes {
            rows.append(cell(NodeLabel.small(TextEscaping.html(note), color: "#616161", size: 9), size: 10))
        }
        if let back = diagram.backLink {
            // Its own id: else Graphviz numbers the link by how many such links the process wrote before.
            rows.append(##"<TR><TD ALIGN="LEFT" ID="back-link" HREF="\##(TextEscaping.html(back.file))"><FONT POINT-SIZE="10" COLOR="#1565c0">"##
                + "↑ back to \(TextEscaping.html(back.title))</FONT></TD></TR>")
        }
        guard !rows.isEmpty else { return "" }
        let gap = gap(for: diagram)
        if gap > 0 { rows.insert(#"<TR><TD HEIGHT="\#(gap)"></TD></TR>"#, at: 0) }
        return #"<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="2" CELLPADDING="2">"# + rows.joined() + "</TABLE>"
    }

    /// The legend's size in points, from the text of its rows (`NodeSizes.textWidth`), without the
    /// empty row above them (`gapHeight(for:style:)`).
    static func size(for diagram: Diagram, style: DiagramStyle) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        for (text, size, bold) in rows(for: diagram, style: style) {
            width = max(width, NodeSizes.textWidth(text, size: size, bold: bold) + 8)
            height += Double(size) * 1.2 + 8
        }
        return (width, height)
    }

    /// The legend's rows as plain text with their font size, as `html(for:style:)` writes them.
    private static func rows(for diagram: Diagram, style: DiagramStyle) -> [(String, Double, Bool)] {
        var rows: [(String, Double, Bool)] = []
        if let title = diagram.title, !title.isEmpty { rows.append((title, 13, true)) }
        let keys = colourKeys(of: diagram.snapshot)
        if !keys.isEmpty { rows.append((keys.map { "■ \($0.word)" }.joined(separator: "      "), 10, false)) }
        let edges = Set(diagram.snapshot.edges.map(\.kind)).sorted()
        if !edges.isEmpty {
            let links = Set(diagram.moduleLinks.values).map { "──▶ \($0.rawValue)" }
            rows.append(((edges.map { "──▶ \($0.rawValue)" } + links).joined(separator: "      "), 10, false))
        }
        for note in diagram.notes { rows.append((note, 9, false)) }
        return rows
    }

    /// The colour key: each colour drawn with the word the boxes of that colour are captioned by
    /// (`NodeLabel.caption(of:)`), so a name group drawn in a container's colour says «name group»;
    /// in the order of the node kinds, then of the words.
    static func colourKeys(of snapshot: GraphSnapshot) -> [(kind: NodeKind, word: String)] {
        var seen: Set<String> = []
        var keys: [(kind: NodeKind, word: String)] = []
        for node in snapshot.nodes {
            let word = NodeLabel.caption(of: node)
            if seen.insert(node.kind.rawValue + "\u{0}" + word).inserted { keys.append((node.kind, word)) }
        }
        return keys.sorted { $0.kind != $1.kind ? $0.kind < $1.kind : $0.word < $1.word }
    }

    /// A row holding one cell.
    private static func cell(_ content: String, size: Int) -> String {
        #"<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="\#(size)">\#(content)</FONT></TD></TR>"#
    }

    /// A row of legend entries as one left-aligned line of text.
    ///
    /// One text cell rather than a table of cells: Graphviz stretches nested
    /// tables to the widest row, which would spread the entries apart.
    private static func strip(_ entries: [String]) -> String {
        ##"<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="10" COLOR="#37474f">"##
            + entries.joined(separator: "      ") + "</FONT></TD></TR>"
    }

    /// A legend entry drawn as coloured text.
    private static func glyph(_ text: String, color: String) -> String {
        #"<FONT COLOR="\#(color)">\#(TextEscaping.html(text))</FONT>"#
    }
}
