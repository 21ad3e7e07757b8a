import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("SVG output")
struct SVGOutputTests {
    @Test("SVG is well-formed with one node group per node and one edge group per edge", arguments: RenderFixtures.sampleNames)
    func groupsPerElement(name: String) throws {
        let snapshot = RenderFixtures.sample(name)
        let svg = try RenderFixtures.text(snapshot, .svg)
        let nodes = try RenderFixtures.groups(in: svg, class: "node")
        let edges = try RenderFixtures.groups(in: svg, class: "edge")
        #expect(nodes.count == snapshot.nodes.count)
        #expect(edges.count == snapshot.edges.count)
        #expect(RenderFixtures.ids(nodes) == Set(snapshot.nodes.map { TextEscaping.elementID("node", $0.id) }))
        #expect(RenderFixtures.ids(edges) == Set(snapshot.edges.map { TextEscaping.elementID("edge", $0.id) }))
    }

    @Test("enclosing nodes with children become clusters")
    func clusters() throws {
        let svg = try RenderFixtures.text(SampleSnapshots.payments, .svg)
        let clusters = try RenderFixtures.groups(in: svg, class: "cluster")
        #expect(RenderFixtures.ids(clusters) == [
            "cluster-PaymentsApp.ApplicationBoundary",
            "cluster-PaymentsApp.ApplicationBoundary_2fPaymentsApp.PaymentsBoundary",
        ])
    }

    @Test("the legend names the kinds present and is not drawn as nodes")
    func legend() throws {
        let svg = try RenderFixtures.text(SampleSnapshots.objects, .svg)
        #expect(svg.contains(">holds</text>") || svg.contains("holds</text>"))
        #expect(svg.contains("weak / unowned"))
        #expect(!svg.contains("resolves</text>"))
        #expect(try RenderFixtures.groups(in: svg, class: "node").count == 3)
    }

    @Test("hostile names are escaped in SVG")
    func hostile() throws {
        let svg = try RenderFixtures.text(SampleSnapshots.hostile, .svg)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(!svg.contains("\u{1B}"))
        #expect(try RenderFixtures.groups(in: svg, class: "node").count == SampleSnapshots.hostile.nodes.count)
    }

    @Test("emphasis draws a new crossing thick and red, added green, removed dashed")
    func emphasis() throws {
        let snapshot = SampleSnapshots.payments
        var options = RenderOptions()
        let crossing = snapshot.edges[1]
        let removed = snapshot.edges[0]
        options.edgeEmphasis = [crossing.id: .newCrossing, removed.id: .removed]
        options.nodeEmphasis = [snapshot.nodes[2].id: .added]
        let svg = try RenderFixtures.text(snapshot, .svg, options)
        let edges = try RenderFixtures.groups(in: svg, class: "edge")
        func markup(_ id: String) -> String {
            edges.first { RenderFixtures.id(of: $0) == TextEscaping.elementID("edge", id) }?.xmlString ?? ""
        }
        #expect(markup(crossing.id).contains("stroke=\"#d50000\""))
        #expect(markup(crossing.id).contains("stroke-width=\"4.5\""))
        #expect(markup(crossing.id).contains("new crossing"))
        #expect(markup(removed.id).contains("stroke-dasharray"))
        let node = try RenderFixtures.groups(in: svg, class: "node").first {
            RenderFixtures.id(of: $0) == TextEscaping.elementID("node", snapshot.nodes[2].id)
        }
        #expect(node?.xmlString.contains("stroke=\"#2e7d32\"") == true)
        #expect(svg.contains("new crossing: needs review</text>"))
    }

    @Test("same snapshot, same bytes", arguments: [OutputFormat.dot, .svg, .mermaid, .html, .json])
    func deterministic(format: OutputFormat) throws {
        let first = try GraphvizRenderer().render(SampleSnapshots.payments, format: format)
        let second = try GraphvizRenderer().render(SampleSnapshots.payments, format: format)
        #expect(first == second)
        let reordered = GraphSnapshot(
            nodes: SampleSnapshots.payments.nodes.reversed(), edges: SampleSnapshots.payments.edges.reversed(),
            source: "boundaries", title: SampleSnapshots.payments.title)
        #expect(try GraphvizRenderer().render(reordered, format: format) == first)
    }
}
