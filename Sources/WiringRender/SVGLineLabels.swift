import WiringPlatform

/// Takes lines' labels out of a written SVG picture, leaving everything else where the layout put it.
///
/// A label the layout placed on another line or a node (`LineLabelClearance`) is left out of the
/// picture. Nodes, lines and the other labels are placed the same with or without it, so SVG needs no
/// second layout: the label's text is taken out of what Graphviz wrote.
///
/// Graphviz (2.43 and later) writes each edge as a group, `<g id="…" class="edge">`, one element a line:
/// its `<title>`, its line and arrowheads (inside a `<g id="a_…"><a …>` wrapper when it has a tooltip or
/// a link), and its labels, one `<text>` element a line of text, bare or inside a
/// `<g id="a_…-label"><a …>` wrapper when the edge links somewhere. Only the `<text>` elements of the
/// named edges go, with a label wrapper left empty; the words stay in the line's tooltip.
enum SVGLineLabels {
    /// The picture without the text of the labels of the edges with these element ids.
    ///
    /// Every `<text>` element in such an edge's group goes, so it is for edges whose only label is the
    /// one left out (`GraphDescription.hasOnlyLineLabels(on:)`).
    ///
    /// The picture is read as lines of UTF-8 bytes and its markup matched by bytes, as XML reads it
    /// (`SVGLines`): a label's last character cannot hide the `</text>` after it. Graphviz writes a
    /// label's or a tooltip's `\r` and `\n` as `&#13;` and `&#10;`, and raw only in ids, classes, links
    /// and font names, which the renderer sets without them.
    ///
    /// - Parameters:
    ///   - ids: The edges' element ids (`id` attributes), as set, not as written.
    ///   - svg: The picture Graphviz wrote.
    /// - Returns: The picture without those labels; everything else byte for byte.
    static func removingLabels(of ids: Set<String>, from svg: Data) -> Data {
        guard !ids.isEmpty else { return svg }
        // Decoded first, so ill-formed UTF-8 is repaired as it was when the picture was read as text.
        let picture = SVGLines(String(decoding: svg, as: UTF8.self))
        var kept: [SVGLines.Line] = []
        // Inside a named edge's group: how many groups are open; and whether a `<text>` element is open.
        var depth = 0
        var inText = false
        for line in picture.lines() {
            if depth == 0 {
                kept.append(line)
                if picture.line(line, hasSuffix: "\" class=\"edge\">"), let id = picture.groupID(line), ids.contains(id) {
                    depth = 1
                }
                continue
            }
            if inText || picture.line(line, opens: "text") {
                inText = !picture.line(line, hasSuffix: "</text>")
                continue
            }
            if picture.line(line, opens: "g") { depth += 1 }
            let closesGroup = picture.line(line, hasPrefix: "</g>")
            if closesGroup { depth -= 1 }
            kept.append(line)
            // A label's link wrapper left empty: `<g id="a_…-label"><a …>`, `</a>`, `</g>`.
            if closesGroup, kept.count >= 3, picture.line(kept[kept.count - 2], hasPrefix: "</a>"),
               let id = picture.groupID(kept[kept.count - 3]), isLabelWrapper(id) {
                kept.removeLast(3)
            }
        }
        return picture.joined(kept)
    }

    /// Whether a group's id is a label's link wrapper's, `a_…-label`, compared by bytes.
    private static func isLabelWrapper(_ id: String) -> Bool {
        id.utf8.starts(with: "a_".utf8) && id.utf8.reversed().starts(with: "-label".utf8.reversed())
    }
}
