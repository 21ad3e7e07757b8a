import Foundation
import Testing
@testable import WiringRender

/// A written SVG read as lines of bytes: the same lines and the same answers as its lines of `Character`s.
@Suite("SVG read as lines of bytes")
struct SVGLinesTests {
    /// Patterns the label check matches lines against.
    static let patterns = ["<text", "</text>", "<g", "</g>", "</a>", "\" class=\"edge\">"]

    @Test("lines split and match as a split by Character does: \\r\\n kept together, non-ASCII lines by Characters")
    func linesMatchCharacters() {
        let text = "<g id=\"a\">\r\n<text>x</text>\n\r<g>\n<text x=\"1\">n\u{600}</text>\n</g>\u{301}\n"
            + "<g\u{301} id=\"b\">\n\n</a>\r\r\n<text>é</text>\n<g id=\"e\u{600}\" class=\"edge\">\n</g>"
        let picture = SVGLines(text)
        let lines = picture.lines()
        let characterLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.map { String(decoding: picture.joined([$0]), as: UTF8.self) } == characterLines.map(String.init))
        for (line, characters) in zip(lines, characterLines) {
            for pattern in Self.patterns {
                #expect(picture.line(line, hasPrefix: pattern) == characters.hasPrefix(pattern), "\(characters) \(pattern)")
                #expect(picture.line(line, hasSuffix: pattern) == characters.hasSuffix(pattern), "\(characters) \(pattern)")
            }
        }
    }

    @Test("a label with \\r, \\n and non-ASCII goes whole, and a link or id holding a raw \\r\\n stays one line")
    func labelWithLineBreaksTakenOut() {
        // As Graphviz writes a label "Zoë\r\n→ ü" (its `\r` as `&#13;`, a line a `<text>`) and, raw, a link and an id.
        let link = "<a xlink:href=\"https://example.com/a\r\nb\" xlink:title=\"a to b: Zoë&#13;&#10;→ ü\">"
        let svg = """
            <g id="graph0" class="graph">
            <g id="edge-1" class="edge">
            <title>a&#45;&gt;b</title>
            <g id="a_edge-1">\(link)
            <path fill="none" stroke="black" d="M1,2C3,4 5,6 7,8"/>
            </a>
            </g>
            <g id="a_edge-1-label">\(link)
            <text text-anchor="middle" x="9" y="-5" font-size="9.00">Zoë&#13;</text>
            <text text-anchor="middle" x="9" y="-3" font-size="9.00">→ ü</text>
            </a>
            </g>
            </g>
            <g id="edge\r\n2" class="edge">
            <title>b&#45;&gt;c</title>
            <text text-anchor="middle" x="7" y="-7" font-size="9.00">ça&#10;</text>
            </g>
            <g id="edge-3" class="edge">
            <title>c&#45;&gt;a</title>
            <text text-anchor="middle" x="7" y="-7" font-size="9.00">3 résolus</text>
            </g>
            </g>

            """
        let kept = String(decoding: SVGLineLabels.removingLabels(of: ["edge-1", "edge\r\n2"], from: Data(svg.utf8)), as: UTF8.self)
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let left = kept.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { !left.contains($0) } == [
            "<g id=\"a_edge-1-label\">\(link)",
            "<text text-anchor=\"middle\" x=\"9\" y=\"-5\" font-size=\"9.00\">Zoë&#13;</text>",
            "<text text-anchor=\"middle\" x=\"9\" y=\"-3\" font-size=\"9.00\">→ ü</text>",
            "<text text-anchor=\"middle\" x=\"7\" y=\"-7\" font-size=\"9.00\">ça&#10;</text>",
        ])
        // Nothing else goes but the label wrapper's closing `</a>` and `</g>`, and nothing is added.
        #expect(left.count == lines.count - 6)
        #expect(left.filter { !lines.contains($0) }.isEmpty)
        #expect(kept.contains("<g id=\"edge\r\n2\" class=\"edge\">\n<title>b&#45;&gt;c</title>\n</g>\n<g id=\"edge-3\""))
        #expect(kept.contains("3 résolus</text>") && kept.hasSuffix("</g>\n"))
    }
}
