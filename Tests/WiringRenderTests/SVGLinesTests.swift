import Foundation
import Testing
@testable import WiringRender

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A written SVG read as lines of bytes, its markup matched by bytes as XML reads it.
@Suite("SVG read as lines of bytes")
struct SVGLinesTests {
    /// Patterns the label check matches lines against.
    static let patterns = ["<text", "</text>", "<g", "</g>", "</a>", "\" class=\"edge\">"]

    /// Lines with characters that join the markup next to them into one `Character`: a Prepend character
    /// (U+0600) before `<` or `"`, a combining mark (U+0301) after `>` or `<g`, a ZWJ sequence, `\r\n`.
    static let text = "<g id=\"a\">\r\n<text>x</text>\n\r<g>\n<text x=\"1\">n\u{600}</text>\n</g>\u{301}\n"
        + "<g\u{301} id=\"b\">\n\n</a>\r\r\n<text>é</text>\n<g id=\"e\u{600}\" class=\"edge\">\n</g>\n"
        + "<text x=\"2\">\u{301}y</text>\n<text x=\"3\">👩\u{200D}💻\u{200D}</text>"

    @Test("lines split as a split by Character does, \\r\\n kept together, and markup matched by Unicode scalars")
    func markupMatchedByScalars() {
        let picture = SVGLines(Self.text)
        let lines = picture.lines()
        let characterLines = Self.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.map { String(decoding: picture.joined([$0]), as: UTF8.self) } == characterLines.map(String.init))
        for (line, characters) in zip(lines, characterLines) {
            let scalars = Array(characters.unicodeScalars)
            for pattern in Self.patterns {
                let wanted = Array(pattern.unicodeScalars)
                #expect(picture.line(line, hasPrefix: pattern) == scalars.starts(with: wanted), "\(characters) \(pattern)")
                #expect(picture.line(line, hasSuffix: pattern) == scalars.reversed().starts(with: wanted.reversed()), "\(characters) \(pattern)")
            }
        }
    }

    @Test("a start tag is its name then white space, / or >: not a longer name, not a name with a mark")
    func startTags() {
        let picture = SVGLines("<g id=\"a\">\n<g>\n<g\n<glyph>\n<g\u{301} id=\"b\">\n<text x=\"1\">\n<textPath>\n</g>")
        let opens = picture.lines().map { (picture.line($0, opens: "g"), picture.line($0, opens: "text")) }
        #expect(opens.map(\.0) == [true, true, true, false, false, false, false, false])
        #expect(opens.map(\.1) == [false, false, false, false, false, true, false, false])
    }

    @Test("a group's id is read by bytes: its quote found after a Prepend character, its references read")
    func groupIDs() {
        let picture = SVGLines("<g id=\"e\u{600}\" class=\"edge\">\n<g id=\"edge&#45;1&#x2D;&amp;&lt;&#13;&#10;\">\n"
            + "<g id=\"a&bogus;&#;&#x;&#1114112;&#55296;&#45;\u{301}b\">\n<g class=\"x\">")
        #expect(picture.lines().map(picture.groupID) == ["e\u{600}", "edge-1-&<\r\n", "a&bogus;&#;&#x;&#1114112;&#55296;-\u{301}b", nil])
    }

    /// An edge whose label is `label`, as Graphviz writes one, linked or not, then a node.
    static func edge(_ number: Int, label: String) -> String {
        let id = "edge-\(number)", linked = number % 2 == 0
        let text = "<text text-anchor=\"middle\" x=\"\(number)\" y=\"-5\" font-size=\"9.00\">\(label)</text>"
        let link = "<a xlink:href=\"https://example.com\" xlink:title=\"\(label)\">"
        return """
            <g id="\(id)" class="edge">
            <title>a&#45;&gt;b</title>
            <g id="a_\(id)">\(link)
            <path fill="none" stroke="black" d="M1,2C3,4 5,6 7,8"/>
            </a>
            </g>
            \(linked ? "<g id=\"a_\(id)-label\">\(link)\n\(text)\n</a>\n</g>" : text)
            </g>
            """
    }

    @Test("a label ending in a Prepend character, or starting with a combining mark, goes alone and the picture stays whole", arguments: [
        "n\u{600}", "\u{600}", "\u{301}n", "\u{301}", "👩\u{200D}💻", "n\u{200D}", "n&#13;&#10;", "n\r\nm",
    ])
    func joiningLabelTakenOut(label: String) throws {
        let edges = (1...4).map { Self.edge($0, label: label) }
        let node = "<g id=\"node1\" class=\"node\">\n<title>\(label)</title>\n<text x=\"1\" y=\"-1\">\(label)</text>\n</g>"
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
            + "<g id=\"graph0\" class=\"graph\">\n" + edges.joined(separator: "\n") + "\n" + node + "\n</g>\n</svg>\n"
        let kept = String(decoding: SVGLineLabels.removingLabels(of: ["edge-1", "edge-2"], from: Data(svg.utf8)), as: UTF8.self)
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let left = kept.split(separator: "\n", omittingEmptySubsequences: false)
        // Edge 1's label line, edge 2's label line and its wrapper's three lines, and nothing else.
        #expect(lines.filter { !left.contains($0) } == [
            "<text text-anchor=\"middle\" x=\"1\" y=\"-5\" font-size=\"9.00\">\(label)</text>",
            "<g id=\"a_edge-2-label\"><a xlink:href=\"https://example.com\" xlink:title=\"\(label)\">",
            "<text text-anchor=\"middle\" x=\"2\" y=\"-5\" font-size=\"9.00\">\(label)</text>",
        ])
        #expect(left.count == lines.count - 5)
        #if canImport(FoundationXML)
        let document = try XMLDocument(xmlString: kept, options: [])
        let groups = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { try $0.nodes(forXPath: "@class").first?.stringValue }
        #expect(groups.filter { $0 == "edge" }.count == 4 && groups.filter { $0 == "node" }.count == 1, "\(groups)")
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        // Edges 3 and 4 keep their labels, the node its name.
        #expect(texts.count == 3, "\(texts)")
        #endif
    }
}
