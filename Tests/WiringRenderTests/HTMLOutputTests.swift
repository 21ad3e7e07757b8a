import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("HTML output")
struct HTMLOutputTests {
    @Test("the page is self-contained: inline SVG, style, script and data, nothing from the network")
    func selfContained() throws {
        let html = try RenderFixtures.text(SampleSnapshots.payments, .html)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(html.contains(#"<script type="application/json" id="wiring-data">"#))
        #expect(html.contains("default-src 'none'"))
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
        #expect(!html.contains("https://"))
        // Graphviz writes the hyphen as a character reference; the browser reads it as `node-…`.
        #expect(html.contains(#"id="node&#45;PaymentsApp.ApplicationBoundary""#))
        #expect(html.contains(#""element":"node-PaymentsApp.ApplicationBoundary""#))
    }

    @Test("the embedded graph data decodes and lists every node and edge")
    func embeddedData() throws {
        let html = try RenderFixtures.text(SampleSnapshots.payments, .html)
        let json = try #require(Self.dataBlock(html))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["nodes"] as? [Any])?.count == SampleSnapshots.payments.nodes.count)
        #expect((object["edges"] as? [Any])?.count == SampleSnapshots.payments.edges.count)
        // One view, drawn in the page itself, whose nodes are the graph's.
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 1 && views[0]["svg"] == nil && views[0]["key"] as? String == "main")
        let drawn = try #require(views[0]["nodes"] as? [[String: Any]])
        #expect(drawn.compactMap { $0["node"] as? Int } == Array(SampleSnapshots.payments.nodes.indices))
        #expect(!html.contains("id=\"wiring-views\""))
    }

    @Test("the drawing in the page leaves out what the browser need not build: comments, titles, links and line breaks")
    func slimDrawing() throws {
        let svg = String(decoding: try GraphvizRenderer().render(SampleSnapshots.payments, format: .svg), as: UTF8.self)
        let drawing = PageData.drawing(svg)
        #expect(drawing.hasPrefix("<svg") && drawing.hasSuffix("</svg>"))
        for gone in ["<!--", "<title>", "<a ", "</a>", "id=\"a_", ">\n<"] {
            #expect(svg.contains(gone) && !drawing.contains(gone), "\(gone)")
        }
        // Every node and edge group is kept, and so is every text; only the groups round links go.
        func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }
        for kept in ["class=\"node\"", "class=\"edge\"", "<text", "<polygon", "<path"] {
            #expect(count(kept, in: svg) == count(kept, in: drawing), "\(kept)")
        }
        #expect(count("<g", in: drawing) == count("<g", in: svg) - count("<g id=\"a_", in: svg))
        #expect(try XMLDocument(xmlString: drawing, options: []).rootElement()?.name == "svg")
    }

    @Test("the side panel's data carries each node's, port's and edge's place, and the panel shows it")
    func places() throws {
        let placed = SampleSnapshots.payments.placed()
        let html = try RenderFixtures.text(placed, .html)
        let json = try #require(Self.dataBlock(html))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let view = try #require(nodes.first { ($0["id"] as? String)?.hasSuffix("ViewBoundary") == true })
        let expected = try #require(placed.nodes.first { $0.id.hasSuffix("ViewBoundary") }?.place)
        #expect(view["place"] as? String == expected.description)
        #expect(((view["ports"] as? [[String: Any]])?.first?["place"] as? String)?.hasPrefix("Sources/App/") == true)
        #expect(edges.allSatisfy { ($0["place"] as? String)?.hasPrefix("Sources/App/") == true })
        #expect(html.contains(#"add(panel, "div", "made at: " + n.place, "place")"#))
        // Without places the data has none.
        let plain = try #require(Self.dataBlock(try RenderFixtures.text(SampleSnapshots.payments, .html)))
        #expect(!plain.contains("\"place\""))
    }

    @Test("hostile names never appear as markup")
    func hostile() throws {
        let html = try RenderFixtures.text(SampleSnapshots.hostile, .html)
        // Only the page's own two script elements open, and only they close.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script").count - 1 == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("\u{1B}"))
        let json = try #require(Self.dataBlock(html))
        #expect(!json.contains("<"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let types = (object["nodes"] as? [[String: Any]])?.compactMap { $0["type"] as? String } ?? []
        #expect(types.contains(#"Evil.<script>alert("x&y")</script>"#))
    }

    /// The text of the JSON data element.
    static func dataBlock(_ html: String) -> String? {
        guard let start = html.range(of: #"id="wiring-data">"#), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }
}
