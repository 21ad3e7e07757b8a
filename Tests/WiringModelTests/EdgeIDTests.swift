import Testing
import WiringModel

/// `Edge.id` is what matches edges across snapshots (and names them in SVG and the diff), so its
/// spelling is fixed: `from -kind-> to`, then ` [label]` when there is a label, even an empty one.
@Suite("Edge ids")
struct EdgeIDTests {
    @Test func anEdgeWithALabelNamesIt() {
        let edge = Edge(from: "App.repository", to: "App.repository.cache", kind: .holds, label: "cache")
        #expect(edge.id == "App.repository -holds-> App.repository.cache [cache]")
    }

    @Test func anEdgeWithoutALabelEndsAtItsTarget() {
        #expect(Edge(from: "A", to: "B", kind: .dependency).id == "A -dependency-> B")
    }

    @Test func anEmptyLabelStillGetsItsBrackets() {
        #expect(Edge(from: "A", to: "B", kind: .plugin, label: "").id == "A -plugin-> B []")
    }

    @Test func longEndsAndUnicodeAreKeptWhole() {
        let from = String(repeating: "Service.children[3].", count: 12) + "ß"
        let edge = Edge(from: from, to: "Ⅻ", kind: .adapts, label: "port·1")
        #expect(edge.id == from + " -adapts-> Ⅻ [port·1]")
    }
}
