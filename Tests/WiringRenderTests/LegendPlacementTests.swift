import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

/// Where the legend sits under the drawing: far enough from the lowest node that its title is not
/// read as that node's caption.
@Suite("Legend placement")
struct LegendPlacementTests {
    /// The space, in points, between the lowest node or frame of an SVG drawing and the top of the
    /// legend's title (its bold text outside every node and frame).
    static func titleGap(in svg: String) throws -> Double {
        let document = try XMLDocument(xmlString: svg, options: [])
        let graph = try #require(try document.nodes(forXPath: "//*[local-name()='g'][@class='graph']").first as? XMLElement)
        let title = try #require(try graph.nodes(forXPath: "*[local-name()='text'][@font-weight='bold']").first as? XMLElement)
        let baseline = try #require(Double(attribute("y", of: title)))
        let size = try #require(Double(attribute("font-size", of: title)))
        var lowest = -Double.infinity
        for className in ["node", "cluster"] {
            for group in try RenderFixtures.groups(in: svg, class: className) {
                let shapes = try group.nodes(forXPath: ".//*[local-name()='polygon' or local-name()='path']").compactMap { $0 as? XMLElement }
                for shape in shapes {
                    let text = attribute("points", of: shape) + attribute("d", of: shape)
                    let numbers = text.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
                    for y in stride(from: 1, to: numbers.count, by: 2) { lowest = max(lowest, numbers[y]) }
                }
            }
        }
        return baseline - 0.72 * size - lowest
    }

    /// An attribute's value, empty when the element has none.
    static func attribute(_ name: String, of element: XMLElement) -> String {
        (try? element.nodes(forXPath: "@\(name)"))?.first?.stringValue ?? ""
    }

    @Test("the legend's title sits a rank separation under the lowest node", arguments: RenderFixtures.sampleNames)
    func titleIsNotACaption(name: String) throws {
        let snapshot = RenderFixtures.sample(name)
        let svg = try RenderFixtures.text(snapshot, .svg)
        let dot = try RenderFixtures.text(snapshot, .dot)
        // The drawing's rank separation, in points, as DOT writes it.
        let ranksep = try #require(dot.firstMatch(of: /ranksep=([0-9.]+)/).flatMap { Double($0.1) }) * 72
        let gap = try Self.titleGap(in: svg)
        // Graphviz alone left 8 points: the title read as the caption of the node over it.
        #expect(gap >= ranksep - 1, "gap \(gap) under a rank separation of \(ranksep)")
    }

    @Test("a linked picture's legend sits as far under its drawing")
    func linkedPictures() throws {
        let pages = try GraphvizRenderer().pages(SampleSnapshots.payments)
        let pictures = pages.filter { $0.name.hasSuffix(".svg") }
        #expect(!pictures.isEmpty)
        for page in pictures {
            let gap = try Self.titleGap(in: String(decoding: page.data, as: UTF8.self))
            #expect(gap >= 0.3 * 72 - 1, "\(page.name): gap \(gap)")
        }
    }

    @Test("the empty row above the legend does not change which drawing is chosen")
    func choiceIgnoresTheGap() throws {
        let snapshot = try GraphSnapshot(contentsOf: RenderFixtures.goldenDirectory.appendingPathComponent("captured-layered-60.wiring.json"))
        // Drawn tight (ranks 0.3 in apart), 1,043 points tall with Graphviz's own space: it reads as
        // planned, and is laid out once, with the empty row too.
        let (svg, layouts) = try GraphvizContext.countingLayouts { try GraphvizRenderer().render(snapshot, format: .svg) }
        #expect(layouts == 1)
        let gap = try Self.titleGap(in: String(decoding: svg, as: UTF8.self))
        #expect(gap >= 0.3 * 72 - 1)
    }

    @Test("a picture with no node has no empty row above its legend")
    func noNodeNoGap() throws {
        let svg = try RenderFixtures.text(GraphSnapshot(nodes: [], edges: [], title: "Nothing"), .svg)
        let document = try XMLDocument(xmlString: svg, options: [])
        let graph = try #require(try document.nodes(forXPath: "//*[local-name()='g'][@class='graph']").first as? XMLElement)
        let title = try #require(try graph.nodes(forXPath: "*[local-name()='text'][@font-weight='bold']").first as? XMLElement)
        let baseline = try #require(Double(Self.attribute("y", of: title)))
        let size = try #require(Double(Self.attribute("font-size", of: title)))
        // The picture's background: its top is the drawing's top.
        let background = try #require(try graph.nodes(forXPath: "*[local-name()='polygon']").first as? XMLElement)
        let numbers = Self.attribute("points", of: background).split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        let top = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }.min() ?? 0
        // Only the picture's pad (0.3 in), Graphviz's margin and the table's padding: no row kept for a
        // node that is not drawn (it was 34 points more).
        let space = baseline - 0.72 * size - top
        #expect(space < 0.3 * 72 + 12, "\(space) points above the title")
    }
}
