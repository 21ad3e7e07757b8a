import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// A clustered graph drawn by separate processes gives the same bytes every time: cgraph orders
/// subgraphs by object id, and ids must not come from where the heap put their names.
@Suite("Render determinism across processes")
struct RenderDeterminismTests {
    @Test("DOT and SVG of a 500-node clustered graph are the same bytes in four separate runs")
    func sameBytesAcrossProcesses() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let snapshot = SyntheticGraphs.layered(nodes: 500)
        #expect(Set(snapshot.nodes.compactMap(\.parent)).count > 5, "the graph must have clusters")
        let input = folder.file("layered.wiring.json")
        try snapshot.write(to: input)
        for format in ["dot", "svg"] {
            var outputs: Set<String> = []
            for _ in 0..<4 {
                let run = try WiringProcess.run(["render", input.path, "--format", format, "--quiet"])
                #expect(run.status == 0, "\(run.stderr)")
                outputs.insert(run.stdout)
            }
            #expect(outputs.count == 1, "\(format) differed between runs")
        }
    }
}
