import Foundation
import Testing
import WiringModel
@testable import WiringRender

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Names and labels whose characters join the markup written next to them into one `Character`: every
/// output that edits Graphviz's SVG keeps it well-formed, with every node and edge.
@Suite("Names that join markup")
struct JoiningCharacterOutputTests {
    /// A Prepend character (U+0600) at the end, a combining mark (U+0301) at the start, a ZWJ sequence,
    /// a ZWJ at the end, a carriage return and line feed.
    static let words = ["n\u{600}", "\u{301}n", "👩\u{200D}💻", "n\u{200D}", "a\r\nb"]

    /// The ring round a hub (`EdgeLabelOverlapTests.hub(ring:)`), whose labels cover other lines, with
    /// every service's name and every line's label ending or starting with one of `words`; `plain` keeps
    /// ASCII names of the same lengths, for the counts to compare with.
    static func ring(plain: Bool) -> GraphSnapshot {
        var snapshot = EdgeLabelOverlapTests.hub(ring: true)
        var nodes = snapshot.nodes
        for index in nodes.indices where nodes[index].kind == .service {
            nodes[index].type += plain ? "x" : words[index % words.count]
        }
        snapshot.setNodes(nodes)
        var edges = snapshot.edges
        for index in edges.indices {
            let word = plain ? "x" : words[index % words.count]
            edges[index].label = index % 2 == 0 ? (edges[index].label ?? "") + " " + word : word + " " + (edges[index].label ?? "")
        }
        snapshot.setEdges(edges)
        return snapshot
    }

    /// A chain of services whose first view is boxes, each opening a picture, with such names.
    static func chain(plain: Bool) -> GraphSnapshot {
        var snapshot = LastViewTests.chain(100)
        var nodes = snapshot.nodes
        for index in nodes.indices { nodes[index].type += plain ? "x" : words[index % words.count] }
        snapshot.setNodes(nodes)
        return snapshot
    }

    /// How many node and edge groups a well-formed SVG holds.
    static func counts(_ svg: String) throws -> [Int] {
        #if canImport(FoundationXML)
        let document = try XMLDocument(xmlString: svg, options: [])
        let classes = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { try $0.nodes(forXPath: "@class").first?.stringValue }
        return [classes.filter { $0 == "node" }.count, classes.filter { $0 == "edge" }.count]
        #else
        return []
        #endif
    }

    /// The page's first view's drawing, and the other views' drawings, from the page's data.
    static func drawings(ofPage html: String) throws -> [String] {
        let canvas = try #require(html.range(of: "aria-label=\"Drawing: arrows pan, + and − zoom, F fits\">\n"))
        let end = try #require(html.range(of: "\n</div>\n<div id=\"matrix\"", range: canvas.upperBound..<html.endIndex))
        var drawings = [String(html[canvas.upperBound..<end.lowerBound])]
        guard let start = html.range(of: "<script type=\"text/plain\" id=\"wiring-views\">") else { return drawings }
        let close = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let views = Array(html[start.upperBound..<close.lowerBound].utf16)
        let json = try #require(HTMLOutputTests.dataBlock(html))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for view in try #require(object["views"] as? [[String: Any]]) {
            guard let place = view["svg"] as? [Int] else { continue }
            drawings.append(String(decoding: views[place[0]..<(place[0] + place[1])], as: UTF16.self))
        }
        return drawings
    }

    @Test("a picture Graphviz wrote with covered labels ending in a Prepend character keeps every node and edge")
    func graphvizWrittenLabels() throws {
        // The ring as Graphviz is handed it, every label ending in U+0600 (written `…؀</text>`, as a
        // label with no space round it is) and starting with a combining mark or a ZWJ sequence.
        var description = EdgeLabelOverlapTests.ringDescription()
        for index in description.edges.indices {
            description.edges[index].attributes = description.edges[index].attributes.map { attribute in
                guard attribute.name == "xlabel", case .text(let text) = attribute.value else { return attribute }
                let start = ["n", "\u{301}", "👩\u{200D}💻", "n\u{200D}"][index % 4]
                return (attribute.name, .text(start + text.trimmingCharacters(in: .whitespaces) + "\u{600}"))
            }
        }
        let svg = String(decoding: try GraphvizContext.render(description, format: "svg", engine: "dot"), as: UTF8.self)
        #expect(try Self.counts(svg) == [description.nodes.count, description.edges.count])
        // Some labels were taken out; the others are drawn.
        let bytes = Array(svg.utf8), end = Array("\u{600}</text>".utf8)
        let drawn = (0...(bytes.count - end.count)).filter { bytes[$0..<($0 + end.count)].elementsEqual(end) }.count
        #expect(drawn > 0 && drawn < description.edges.count)
    }

    @Test("an SVG with labels taken out is well-formed and keeps every node and edge")
    func svg() throws {
        let svg = try RenderFixtures.text(Self.ring(plain: false), .svg)
        #expect(try Self.counts(svg) == Self.counts(try RenderFixtures.text(Self.ring(plain: true), .svg)))
        // Some labels were taken out, and some of those had such words.
        #expect(svg.components(separatedBy: "<text").count < Self.ring(plain: false).edges.count + 17)
    }

    @Test("the page's drawings are well-formed and keep every node and edge", arguments: [false, true])
    func page(chain: Bool) throws {
        func drawings(plain: Bool) throws -> [String] {
            try Self.drawings(ofPage: RenderFixtures.text(chain ? Self.chain(plain: plain) : Self.ring(plain: plain), .html))
        }
        let hostile = try drawings(plain: false), plain = try drawings(plain: true)
        #expect(hostile.count == plain.count && (!chain || hostile.count > 1))
        for (drawing, plainDrawing) in zip(hostile, plain) {
            #expect(try Self.counts(drawing) == Self.counts(plainDrawing))
        }
    }

    @Test("linked pictures are well-formed and keep every node and edge, their links filled in", arguments: [false, true])
    func pages(chain: Bool) throws {
        func pictures(plain: Bool) throws -> [String] {
            try GraphvizRenderer().pages(chain ? Self.chain(plain: plain) : Self.ring(plain: plain))
                .filter { $0.name.hasSuffix(".svg") }.map { String(decoding: $0.data, as: UTF8.self) }
        }
        let hostile = try pictures(plain: false), plain = try pictures(plain: true)
        #expect(hostile.count == plain.count && (!chain || hostile.count > 1))
        for (picture, plainPicture) in zip(hostile, plain) {
            #expect(try Self.counts(picture) == Self.counts(plainPicture))
            #expect(!picture.contains("wiring-page-"))
        }
    }
}
