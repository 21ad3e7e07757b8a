import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("Mermaid output")
struct MermaidOutputTests {
    /// The edge lines of a flowchart.
    static func edgeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }
    }

    @Test("a small graph is drawn whole, with subgraphs and a class per kind")
    func payments() throws {
        let text = try RenderFixtures.text(SampleSnapshots.payments, .mermaid)
        #expect(text.hasPrefix("flowchart TB\n"))
        #expect(Self.edgeLines(text).count == SampleSnapshots.payments.edges.count)
        #expect(text.contains("subgraph cn1[\" \"]"))
        #expect(text.contains("classDef plugin "))
        #expect(text.contains("paymentsFacade: PaymentsFacade"))
        #expect(text.contains("class n8 unresolved"))
    }

    @Test("a large graph is drawn as its first view, boxes that open, as the other drawings are")
    func firstViewOfLevels() throws {
        let snapshot = SampleSnapshots.layered(layers: 40, width: 40)
        let text = try RenderFixtures.text(snapshot, .mermaid)
        #expect(text.contains("inside"))
        #expect(Self.edgeLines(text).count <= 120)
        #expect(!text.contains("containers collapsed"))
    }

    @Test("drawn whole, a large graph collapses to fit GitHub's limits")
    func collapsesUnderLimits() throws {
        let snapshot = SampleSnapshots.layered(layers: 40, width: 40)
        var whole = RenderOptions()
        whole.collapse = CollapseLevel.none
        let text = try RenderFixtures.text(snapshot, .mermaid, whole)
        #expect(snapshot.edges.count > MermaidWriter.maxEdges)
        #expect(Self.edgeLines(text).count <= 500)
        #expect(text.count < 50_000)
        #expect(text.contains("containers collapsed"))
        #expect(text.contains("Layer0"))
    }

    @Test("a huge flat graph is cut to its best-connected nodes, and says so")
    func truncates() throws {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for index in 0..<900 {
            nodes.append(Node(id: "O\(index)", kind: .object, type: "App.Object\(index)"))
            edges.append(Edge(from: "O\(index)", to: "O\((index * 13 + 1) % 900)", kind: .holds, reference: .strong))
        }
        var whole = RenderOptions()
        whole.collapse = CollapseLevel.none
        let text = try RenderFixtures.text(GraphSnapshot(nodes: nodes, edges: edges), .mermaid, whole)
        #expect(Self.edgeLines(text).count <= 500)
        #expect(text.count < 50_000)
        #expect(text.contains("best-connected"))
    }

    @Test("hostile names cannot break out of quoted labels")
    func hostile() throws {
        let text = try RenderFixtures.text(SampleSnapshots.hostile, .mermaid)
        for line in text.split(separator: "\n") where line.contains("[\"") {
            // Exactly the two quotes that delimit the label.
            #expect(line.filter { $0 == "\"" }.count == 2, "unescaped quote in \(line)")
            #expect(!line.contains("<script") && !line.contains("<img"))
        }
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("#lt;script#gt;"))
    }
}
