import Foundation
import Testing
@testable import WiringModel

/// Source places ride along on nodes, edges and ports: both readers agree on them, older snapshots
/// without them still read, and nonsense places are refused.
@Suite("Source places")
struct SourcePlaceTests {
    private let placed = GraphSnapshot(
        nodes: [
            Node(
                id: "App.Root", kind: .root, type: "App.Root",
                ports: [Port(name: "view", type: "App.View", origin: .computed, place: SourcePlace(file: "Sources/App/Root.swift", line: 9))],
                place: SourcePlace(file: "Sources/App/main.swift", line: 3),
                declared: SourcePlace(file: "Sources/App/Root.swift", line: 2)),
            Node(id: "App.Root/App.Model", kind: .boundary, type: "App.Model", parent: "App.Root"),
        ],
        edges: [
            Edge(from: "App.Root", to: "App.Root/App.Model", kind: .dependency, place: SourcePlace(file: "Sources/App/Root.swift", line: 12))
        ],
        source: "boundaries")

    @Test func roundTripsThroughBothReaders() throws {
        let data = placed.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""file" : "Sources/App/Root.swift""#))
        let fast = try SnapshotParser.parse(data)
        let foundation = try JSONDecoder().decode(GraphSnapshot.self, from: data)
        #expect(fast == foundation)
        let read = try GraphSnapshot(data: data)
        #expect(read == placed)
        #expect(read.nodes[0].place == SourcePlace(file: "Sources/App/main.swift", line: 3))
        #expect(read.nodes[0].declared?.shortDescription == "Root.swift:2")
        #expect(read.nodes[0].ports[0].place?.line == 9)
        #expect(read.edges[0].place?.description == "Sources/App/Root.swift:12")
    }

    @Test func snapshotsWithoutPlacesStillRead() throws {
        let json = #"{"schemaVersion": 1, "nodes": [{"id": "A", "kind": "boundary", "type": "M.A"}], "edges": []}"#
        let snapshot = try GraphSnapshot(data: Data(json.utf8))
        #expect(snapshot.nodes[0].place == nil)
        #expect(!String(decoding: snapshot.jsonData(), as: UTF8.self).contains("place"))
    }

    @Test func refusesALineBelowOne() {
        let json = #"{"schemaVersion": 1, "nodes": [{"id": "A", "kind": "boundary", "type": "M.A", "place": {"file": "A.swift", "line": 0}}], "edges": []}"#
        #expect {
            try GraphSnapshot(data: Data(json.utf8), fileName: "bad.json")
        } throws: { error in
            "\(error)".contains("bad.json") && "\(error)".contains("$.nodes[0].place.line")
        }
    }

    @Test func edgesDifferingOnlyInPlaceMergeToTheFirstPlace() {
        let early = Edge(from: "A", to: "B", kind: .dependency, place: SourcePlace(file: "A.swift", line: 3))
        let late = Edge(from: "A", to: "B", kind: .dependency, place: SourcePlace(file: "A.swift", line: 30))
        let nodes = [Node(id: "A", kind: .boundary, type: "M.A"), Node(id: "B", kind: .boundary, type: "M.B")]
        for edges in [[early, late], [late, early]] {
            let snapshot = GraphSnapshot(nodes: nodes, edges: edges)
            #expect(snapshot.edges == [early])
        }
    }
}
