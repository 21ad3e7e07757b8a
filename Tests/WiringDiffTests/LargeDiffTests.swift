import Foundation
import Testing
import WiringDiff
import WiringModel
import WiringTestSupport

/// The linear merge behind `SnapshotDiff` on generated graphs and on edges that only differ in
/// ways the sort order does not see.
@Suite("Diff of generated and tricky graphs")
struct LargeDiffTests {
    @Test("k added crossing edges are exactly the new crossings and added edges")
    func addedCrossingsAreFound() {
        let before = SyntheticGraphs.layered(nodes: 400)
        let after = SyntheticGraphs.addingCrossings(to: before, count: 7)
        let diff = SnapshotDiff(before: before, after: after)
        let added = Set(after.edges).subtracting(before.edges)
        #expect(added.count == 7)
        #expect(Set(diff.addedEdges) == added)
        #expect(Set(diff.newCrossings.map(\.edge)) == added)
        #expect(diff.removedEdges.isEmpty && diff.removedCrossings.isEmpty && diff.addedNodes.isEmpty)
        #expect(diff.afterCrossings.count == GraphIndex(after).crossings.count)

        let reverse = SnapshotDiff(before: after, after: before)
        #expect(Set(reverse.removedEdges) == added)
        #expect(Set(reverse.removedCrossings.map(\.edge)) == added)
        #expect(reverse.newCrossings.isEmpty)
    }

    @Test("a missing label and an empty one are different edges, though they sort together")
    func emptyAndMissingLabelsDiffer() {
        let nodes = [
            Node(id: "A", kind: .object, type: "M.A"), Node(id: "B", kind: .object, type: "N.B"),
        ]
        let before = GraphSnapshot(nodes: nodes, edges: [
            Edge(from: "A", to: "B", kind: .holds, label: nil, reference: .strong),
        ])
        let after = GraphSnapshot(nodes: nodes, edges: [
            Edge(from: "A", to: "B", kind: .holds, label: "", reference: .strong),
            Edge(from: "A", to: "B", kind: .holds, label: nil, reference: .weak),
        ])
        let diff = SnapshotDiff(before: before, after: after)
        #expect(diff.addedEdges.map(\.label) == [""])
        #expect(diff.removedEdges.isEmpty)
        #expect(diff.changedEdges.map(\.fields) == [["reference"]])
        #expect(diff.newCrossings.map(\.edge.label) == [""])
    }

    @Test("snapshots decoded without sorting diff as their sorted forms do")
    func unsortedInputIsSortedFirst() throws {
        let before = SyntheticGraphs.layered(nodes: 60)
        let after = SyntheticGraphs.addingCrossings(to: SampleSnapshots.layered(layers: 5, width: 12), count: 3)
        // JSONDecoder keeps document order; reverse the lists so nothing is in order.
        func shuffled(_ snapshot: GraphSnapshot) throws -> GraphSnapshot {
            var object = try #require(try JSONSerialization.jsonObject(with: snapshot.jsonData()) as? [String: Any])
            object["nodes"] = (object["nodes"] as? [Any]).map { Array($0.reversed()) }
            object["edges"] = (object["edges"] as? [Any]).map { Array($0.reversed()) }
            return try JSONDecoder().decode(GraphSnapshot.self, from: JSONSerialization.data(withJSONObject: object))
        }
        let expected = SnapshotDiff(before: before, after: after)
        let actual = SnapshotDiff(before: try shuffled(before), after: try shuffled(after))
        #expect(actual.addedNodes == expected.addedNodes)
        #expect(actual.removedNodes == expected.removedNodes)
        #expect(actual.addedEdges == expected.addedEdges)
        #expect(actual.removedEdges == expected.removedEdges)
        #expect(actual.newCrossings == expected.newCrossings)
        #expect(actual.afterCrossings == expected.afterCrossings)
    }
}
