import Foundation
import Testing
@testable import WiringModel
import WiringTestSupport

/// The snapshot parser (the only reader of snapshot files) must read every valid document exactly
/// as the public `Codable` conformance does, and refuse what is not a valid snapshot.
@Suite("Fast snapshot parser")
struct SnapshotParserTests {
    private func viaFoundation(_ data: Data) throws -> GraphSnapshot {
        try JSONDecoder().decode(GraphSnapshot.self, from: data)
    }

    private func declines(_ json: String) -> Bool {
        (try? SnapshotParser.parse(Data(json.utf8))) == nil
    }

    @Test func readsWrittenSnapshotsAsTheCodablePathDoes() throws {
        let samples = [
            SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.objects, SampleSnapshots.hostile,
            SyntheticGraphs.addingCrossings(to: SyntheticGraphs.layered(nodes: 300), count: 5),
        ]
        for sample in samples {
            let data = sample.jsonData()
            let fast = try SnapshotParser.parse(data)
            #expect(fast == (try viaFoundation(data)))
            #expect(fast.nodes.count == sample.nodes.count)
        }
    }

    @Test func theCodablePathSortsAsEveryOtherWayOfMakingASnapshotDoes() throws {
        let sample = SyntheticGraphs.addingCrossings(to: SyntheticGraphs.layered(nodes: 60), count: 3)
        var object = try #require(try JSONSerialization.jsonObject(with: sample.jsonData()) as? [String: Any])
        let edges = try #require(object["edges"] as? [Any])
        object["nodes"] = (object["nodes"] as? [Any]).map { Array($0.reversed()) }
        object["edges"] = Array((edges + edges.prefix(4)).reversed())
        let decoded = try viaFoundation(JSONSerialization.data(withJSONObject: object))
        #expect(decoded.nodes == sample.nodes)
        #expect(decoded.edges == sample.edges)
    }

    @Test func readsEscapesNullsAndUnknownKeysAsTheCodablePathDoes() throws {
        let json = #"""
            { "schemaVersion" : 1, "title": null, "extra": {"a": [1, -2.5e3, true, null, "x"]},
              "nodes": [ {"id": "A\u00e9\ud83d\ude00\n\"\\\/", "kind": "service", "type": "M.A", "parent": null,
                          "ports": null, "resolved": null, "key": "k", "life": null, "attributes": {"x": "y\t"},
                          "future": 0},
                         {"id": "B", "kind": "boundary", "type": "M.B", "resolved": false,
                          "ports": [{"name": "p", "type": "T", "origin": "lazy", "made": false, "more": []}]} ],
              "edges": [ {"from": "B", "to": "A\u00e9\ud83d\ude00\n\"\\\/", "kind": "holds", "label": "l",
                          "reference": "weak", "resolved": false},
                         {"from": "A\u00e9\ud83d\ude00\n\"\\\/", "to": "B", "kind": "resolves", "reference": null} ] }
            """#
        let data = Data(json.utf8)
        let fast = try SnapshotParser.parse(data)
        // The parser keeps document order (checks name places in it); `Codable` sorts, as `init` does.
        #expect(GraphSnapshot(nodes: fast.nodes, edges: fast.edges, source: fast.source, title: fast.title) == (try viaFoundation(data)))
        #expect(fast.nodes.first?.id == "Aé😀\n\"\\/")
        #expect(fast.edges.first?.reference == .weak)
    }

    @Test(arguments: [
        #"{"schemaVersion":2,"nodes":[],"edges":[]}"#,
        #"{"schemaVersion":1.0,"nodes":[],"edges":[]}"#,
        #"{"schemaVersion":1,"nodes":[],"edges":[]} x"#,
        #"{"schemaVersion":1,"schemaVersion":1,"nodes":[],"edges":[]}"#,
        #"{"schemaVersion":1,"nodes":[]}"#,
        #"{"schemaVersion":1,"nodes":[{"id":"A","kind":"planet","type":"M.A"}],"edges":[]}"#,
        #"{"schemaVersion":1,"nodes":[{"id":"A","kind":"root"}],"edges":[]}"#,
        #"{"schemaVersion":1,"nodes":[{"id":"\ud800","kind":"root","type":"T"}],"edges":[]}"#,
        #"{"schemaVersion":1,"nodes":[],"edges":[],}"#,
        #"{"schemaVersion":01,"nodes":[],"edges":[]}"#,
        "{\"schemaVersion\":1,\"title\":\"a\u{01}b\",\"nodes\":[],\"edges\":[]}",
        #"{"schemaVersion":1,"nodes":[],"edges":[{"from":"A","to":"B","kind":"holds","reference":"soft"}]}"#,
    ])
    func declinesWhatItDoesNotRead(json: String) {
        #expect(declines(json))
    }

    @Test func declinesInvalidUTF8() {
        var bytes = Array(#"{"schemaVersion":1,"title":"x"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#"","nodes":[],"edges":[]}"#.utf8)
        #expect((try? SnapshotParser.parse(Data(bytes))) == nil)
    }

    @Test func keepsDocumentOrderSoChecksReportTheRightPlace() throws {
        let json = #"{"schemaVersion":1,"nodes":[{"id":"B","kind":"root","type":"T"},{"id":"A","kind":"root","type":"T"}],"edges":[]}"#
        let fast = try SnapshotParser.parse(Data(json.utf8))
        #expect(fast.nodes.map(\.id) == ["B", "A"])
        #expect(try GraphSnapshot(data: Data(json.utf8)).nodes.map(\.id) == ["A", "B"])
    }
}
