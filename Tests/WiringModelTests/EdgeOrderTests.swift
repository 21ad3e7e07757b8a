import Testing
import WiringModel
import WiringTestSupport

@Suite("Edge order")
struct EdgeOrderTests {
    /// Edges in which two labels are canonically equivalent but spelled with different bytes.
    private let edges = [
        Edge(from: "A", to: "B", kind: .holds, label: "\u{212A}"),  // KELVIN SIGN
        Edge(from: "A", to: "B", kind: .holds, label: "K"),
        Edge(from: "A", to: "C", kind: .holds, label: "e\u{301}"),
        Edge(from: "A", to: "C", kind: .holds, label: "\u{E9}"),
        Edge(from: "A", to: "B", kind: .holds, label: "K"),
        Edge(from: "B", to: "C", kind: .dependency),
    ]
    private let nodes = ["A", "B", "C"].map { Node(id: $0, kind: .object, type: "T.\($0)") }

    @Test("a snapshot keeps the same edges, byte for byte, whatever order they come in")
    func sameWhateverTheOrder() throws {
        let expected = GraphSnapshot(nodes: nodes, edges: edges).edges
        #expect(expected.count == 3)
        var generator = SplitMix64(seed: 12)
        for _ in 0..<50 {
            let snapshot = GraphSnapshot(nodes: nodes, edges: edges.shuffled(using: &generator))
            #expect(snapshot.edges.map { Array(($0.label ?? "").utf8) } == expected.map { Array(($0.label ?? "").utf8) })
        }
        // Of equal labels, the one whose bytes come first stays.
        #expect(expected.first?.label?.utf8.first == UInt8(ascii: "K"))
    }
}
