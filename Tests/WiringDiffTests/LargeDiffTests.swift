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

    private struct Key: Hashable {
        let from: String
        let to: String
        let label: String?
        let kind: EdgeKind
    }

    @Test("captured ids (property paths with the × of repeated labels) diff as sets of their nodes and edges do")
    func capturedIdsDiffAsSets() throws {
        // Siblings share long prefixes and differ after a `×` or a digit, as captured ids do.
        var ids = ["App.Root"]
        for index in 1..<600 {
            let parent = ids[(index - 1) / 3]
            let label = ["children[0]", "children[1]", "next"][index % 3]
            ids.append(parent.hasSuffix(label) ? parent + "×2" : parent.hasSuffix(label + "×2") ? parent + "0" : parent + "." + label)
        }
        var seen: Set<String> = []
        ids = ids.filter { seen.insert($0).inserted }
        func node(_ id: String) -> Node { Node(id: id, kind: .object, type: id.count % 2 == 0 ? "App.A" : "Lib.B") }
        let edges = ids.indices.flatMap { index in
            [Edge(from: ids[index], to: ids[(index * 7 + 3) % ids.count], kind: .holds, label: "next×\(index % 4)", reference: .strong),
             Edge(from: ids[index], to: ids[(index * 5 + 1) % ids.count], kind: .holds, label: "parent", reference: .weak)]
        }
        let before = GraphSnapshot(nodes: ids.map(node), edges: edges, source: "objects")
        var afterEdges = Array(edges.dropFirst(40)) + [Edge(from: ids[1], to: ids[2], kind: .dependency)]
        afterEdges[0].reference = .weak
        let after = GraphSnapshot(nodes: ids.dropLast(5).map(node) + [node("App.Root.children[0]×3")], edges: afterEdges.filter {
            !ids.suffix(5).contains($0.from) && !ids.suffix(5).contains($0.to)
        }, source: "objects")
        // Read back from their documents, as `wiring diff` reads them.
        let (old, new) = (try GraphSnapshot(data: before.jsonData()), try GraphSnapshot(data: after.jsonData()))
        #expect(old == before && new == after)
        let diff = SnapshotDiff(before: old, after: new)
        #expect(Set(diff.addedNodes.map(\.id)) == Set(new.nodes.map(\.id)).subtracting(old.nodes.map(\.id)))
        #expect(Set(diff.removedNodes.map(\.id)) == Set(old.nodes.map(\.id)).subtracting(new.nodes.map(\.id)))
        func keys(_ edges: [Edge]) -> Set<Key> { Set(edges.map { Key(from: $0.from, to: $0.to, label: $0.label, kind: $0.kind) }) }
        #expect(keys(diff.addedEdges) == keys(new.edges).subtracting(keys(old.edges)))
        #expect(keys(diff.removedEdges) == keys(old.edges).subtracting(keys(new.edges)))
        let oldReferences = Dictionary(old.edges.map { (Key(from: $0.from, to: $0.to, label: $0.label, kind: $0.kind), $0.reference) }) { first, _ in first }
        let changed = new.edges.filter { edge in
            oldReferences[Key(from: edge.from, to: edge.to, label: edge.label, kind: edge.kind)].map { $0 != edge.reference } ?? false
        }
        #expect(diff.changedEdges.map(\.after) == changed)
        #expect(!changed.isEmpty)
        let crossings = { (snapshot: GraphSnapshot) in keys(GraphIndex(snapshot).crossings.map(\.edge)) }
        #expect(keys(diff.newCrossings.map(\.edge)) == crossings(new).subtracting(crossings(old)))
        #expect(keys(diff.removedCrossings.map(\.edge)) == crossings(old).subtracting(crossings(new)))
        #expect(diff.newCrossings.contains { $0.edge.kind == .dependency })
    }
}
