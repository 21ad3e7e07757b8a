import Foundation
import Testing
@testable import WiringRender
import WiringModel

/// Work that grows with nesting stays linear: each node used to walk all its ancestors. The time
/// limit only stops a run that would never end; how fast it is belongs to the benchmarks (a test
/// waits its turn among hundreds run at once, so a tight limit fails on a busy machine).
@Suite("Deep nesting and huge options", .timeLimit(.minutes(10)))
struct DeepNestingTests {
    /// A parent chain `n00000` ⊃ `n00001` ⊃ … of `depth` containers.
    private func chain(_ depth: Int) -> GraphSnapshot {
        let nodes = (0..<depth).map { index in
            Node(id: String(format: "n%05d", index), kind: .container, type: "T\(index)",
                 parent: index == 0 ? nil : String(format: "n%05d", index - 1))
        }
        return GraphSnapshot(nodes: nodes, edges: [])
    }

    @Test func aTwentyThousandDeepChainCollapsesAndDrawsAsDOT() throws {
        // 43 s before the ancestor walks were shared.
        let data = try GraphvizRenderer().render(chain(20_000), format: .dot)
        #expect(String(decoding: data, as: UTF8.self).contains("digraph"))
    }

    @Test func aTenThousandDeepChainWritesSmallMermaid() throws {
        // 2.5 GB before: every subgraph was indented one level deeper than its parent.
        let text = String(decoding: try GraphvizRenderer().render(chain(10_000), format: .mermaid), as: UTF8.self)
        #expect(text.utf8.count < 100_000)
        let written = MermaidWriter().write(Diagram(snapshot: chain(10_000), nodeEmphasis: [:], edgeEmphasis: [:], showsPorts: true))
        #expect(written.split(separator: "\n").allSatisfy { $0.prefix { $0 == " " }.count <= 4 * (MermaidWriter.maxIndentLevels + 1) })
    }

    @Test func collapsingMatchesTheAncestorWalk() {
        let snapshot = chain(50)
        let collapsed = ContainerCollapser(depth: 1).collapsed(Diagram(snapshot: snapshot, nodeEmphasis: [:], edgeEmphasis: [:], showsPorts: true))
        #expect(collapsed.snapshot.nodes.map(\.id) == ["n00000", "n00001"])
        #expect(collapsed.folded["n00001"] == 48)
    }

    @Test func includeKeepsEnclosingNodesAndExcludeTheirContents() throws {
        var options = RenderOptions()
        options.include = ["T19999"]
        #expect(try DiagramPlanner.requested(chain(20_000), options: options).snapshot.nodes.count == 20_000)
        options.include = []
        options.exclude = ["T10"]
        #expect(try DiagramPlanner.requested(chain(20_000), options: options).snapshot.nodes.count == 10)
    }

    @Test func aHugeFocusDepthEndsAtOnce() throws {
        var options = RenderOptions()
        options.focus = "n00002"
        options.depth = .max
        let snapshot = GraphSnapshot(
            nodes: chain(5).nodes, edges: [Edge(from: "n00002", to: "n00004", kind: .dependency)])
        #expect(try DiagramPlanner.requested(snapshot, options: options).snapshot.nodes.count == 5)
    }
}
