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
    /// The picture is read as lines of UTF-8 bytes that split and match as its lines of `Character`s did
    /// (`SVGLines`). Graphviz writes a label's or a tooltip's `\r` and `\n` as `&#13;` and `&#10;`, and
    /// raw only in ids, classes, links and font names, which the renderer sets without them.
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
            if inText || picture.line(line, hasPrefix: "<text") {
                inText = !picture.line(line, hasSuffix: "</text>")
                continue
            }
            if picture.line(line, hasPrefix: "<g") { depth += 1 }
            if picture.line(line, hasPrefix: "</g>") { depth -= 1 }
            kept.append(line)
            // A label's link wrapper left empty: `<g id="a_…-label"><a …>`, `</a>`, `</g>`.
            if picture.line(line, hasPrefix: "</g>"), kept.count >= 3, picture.line(kept[kept.count - 2], hasPrefix: "</a>"),
               let id = picture.groupID(kept[kept.count - 3]), id.hasPrefix("a_"), id.hasSuffix("-label") {
                kept.removeLast(3)
            }
        }
        return picture.joined(kept)
    }

    /// The id of a group opened on a line (`<g id="…"…`), its character references read.
    static func groupID(_ line: Substring) -> String? {
        let opening = "<g id=\""
        guard line.hasPrefix(opening) else { return nil }
        let rest = line.dropFirst(opening.count)
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescaped(rest[..<end])
    }

    /// XML text with its character and entity references read (`&#45;`, `&#x2d;`, `&amp;`, …); Graphviz
    /// 2.43 writes `-` as `&#45;`, later versions as it is.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var read: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                read = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if name.hasPrefix("#") {
                read = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                read = named[String(name)]
            }
            if let read {
                result += read
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
