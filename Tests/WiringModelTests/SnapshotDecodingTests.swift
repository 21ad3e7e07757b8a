import Foundation
import Testing
import WiringModel
import WiringTestSupport

@Suite("Reading snapshots")
struct SnapshotDecodingTests {
    private func decode(_ json: String) throws -> GraphSnapshot {
        try GraphSnapshot(data: Data(json.utf8), fileName: "pr.wiring.json")
    }

    private func message(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    private let node = #"{"id":"A","kind":"boundary","type":"M.A","parent":null,"ports":[]}"#

    @Test func aWrittenSnapshotReadsBackEqual() throws {
        for snapshot in [SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.objects, SampleSnapshots.hostile] {
            let data = snapshot.jsonData()
            #expect(try GraphSnapshot(data: data) == snapshot)
            #expect(try GraphSnapshot(data: data).jsonData() == data)
        }
    }

    @Test func outputIsSortedWhateverTheInputOrder() throws {
        let snapshot = SampleSnapshots.payments
        let shuffled = GraphSnapshot(
            nodes: snapshot.nodes.reversed(), edges: snapshot.edges.reversed() + snapshot.edges,
            source: snapshot.source, title: snapshot.title)
        #expect(shuffled.jsonData() == snapshot.jsonData())
        #expect(snapshot.nodes.map(\.id) == snapshot.nodes.map(\.id).sorted())
        let text = String(decoding: snapshot.jsonData(), as: UTF8.self)
        #expect(text.contains(#""parent" : null"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test(arguments: [
        ("{ not json", "is not valid JSON"),
        ("[]", "is not valid JSON"),
    ])
    func malformedJSONNamesTheFile(json: String, expected: String) {
        let text = message(json)
        #expect(text.contains("'pr.wiring.json'"), "\(text)")
        #expect(text.contains(expected) || text.contains("expected"), "\(text)")
    }

    @Test func aMissingOrOtherVersionIsRefused() {
        #expect(message(#"{"nodes":[],"edges":[]}"#).contains("$.schemaVersion: found no schemaVersion"))
        #expect(message(#"{"schemaVersion":2,"nodes":[],"edges":[]}"#).contains("found 2, this wiring reads schemaVersion 1"))
        #expect(message(#"{"schemaVersion":"1","nodes":[],"edges":[]}"#).contains("not a whole number"))
    }

    @Test func unknownKindsListTheValidOnes() {
        let badNode = message(#"{"schemaVersion":1,"nodes":[{"id":"A","kind":"widget","type":"T"}],"edges":[]}"#)
        #expect(badNode.contains("$.nodes[0].kind"), "\(badNode)")
        #expect(badNode.contains("unknown node kind 'widget'; expected one of root, container"), "\(badNode)")
        let badEdge = message(#"{"schemaVersion":1,"nodes":[\#(node)],"edges":[{"from":"A","to":"A","kind":"calls"}]}"#)
        #expect(badEdge.contains("$.edges[0].kind") && badEdge.contains("unknown edge kind 'calls'"), "\(badEdge)")
        let badPort = message(#"{"schemaVersion":1,"nodes":[{"id":"A","kind":"boundary","type":"T","ports":[{"name":"p","type":"T","origin":"magic"}]}],"edges":[]}"#)
        #expect(badPort.contains("$.nodes[0].ports[0].origin"), "\(badPort)")
    }

    @Test func missingFieldsAndWrongTypesNameThePath() {
        let missing = message(#"{"schemaVersion":1,"nodes":[{"id":"A","kind":"boundary"}],"edges":[]}"#)
        #expect(missing.contains("$.nodes[0].type: required field 'type' is missing"), "\(missing)")
        let wrongType = message(#"{"schemaVersion":1,"nodes":[{"id":7,"kind":"boundary","type":"T"}],"edges":[]}"#)
        #expect(wrongType.contains("$.nodes[0].id: expected a string"), "\(wrongType)")
        let noEdges = message(#"{"schemaVersion":1,"nodes":[]}"#)
        #expect(noEdges.contains("$.edges"), "\(noEdges)")
    }

    @Test func graphFaultsNameTheNodeAndPath() {
        let duplicate = message(#"{"schemaVersion":1,"nodes":[\#(node),\#(node)],"edges":[]}"#)
        #expect(duplicate.contains("$.nodes[1].id: duplicate node id 'A'"), "\(duplicate)")
        let unknownEnd = message(#"{"schemaVersion":1,"nodes":[\#(node)],"edges":[{"from":"A","to":"Ghost","kind":"dependency"}]}"#)
        #expect(unknownEnd.contains("$.edges[0].to: refers to unknown node 'Ghost'"), "\(unknownEnd)")
        let unknownParent = message(#"{"schemaVersion":1,"nodes":[{"id":"A","kind":"boundary","type":"T","parent":"Nope"}],"edges":[]}"#)
        #expect(unknownParent.contains("$.nodes[0].parent: refers to unknown node 'Nope'"), "\(unknownParent)")
        let loop = message(#"""
            {"schemaVersion":1,"nodes":[
              {"id":"A","kind":"container","type":"T","parent":"B"},
              {"id":"B","kind":"container","type":"T","parent":"A"}],"edges":[]}
            """#)
        #expect(loop.contains("loops back to itself"), "\(loop)")
        let empty = message(#"{"schemaVersion":1,"nodes":[{"id":"","kind":"boundary","type":"T"}],"edges":[]}"#)
        #expect(empty.contains("$.nodes[0].id: node id is empty"), "\(empty)")
        // The first fault in the document is the one reported.
        let repeatFirst = message(#"{"schemaVersion":1,"nodes":[\#(node),\#(node),{"id":"","kind":"boundary","type":"T"}],"edges":[]}"#)
        #expect(repeatFirst.contains("$.nodes[1].id: duplicate node id 'A'"), "\(repeatFirst)")
        let emptyFirst = message(#"{"schemaVersion":1,"nodes":[\#(node),{"id":"","kind":"boundary","type":"T"},\#(node)],"edges":[]}"#)
        #expect(emptyFirst.contains("$.nodes[1].id: node id is empty"), "\(emptyFirst)")
    }

    @Test func absurdSizesAreRefused() {
        let nodes = (0..<5).map { #"{"id":"n\#($0)","kind":"object","type":"T"}"# }.joined(separator: ",")
        let json = #"{"schemaVersion":1,"nodes":[\#(nodes)],"edges":[]}"#
        let limits = GraphSnapshot.ReadingLimits(maxBytes: 1 << 20, maxNodes: 4, maxEdges: 10)
        #expect(throws: SnapshotError.tooLarge(file: "x", what: "5 nodes", limit: 4)) {
            try GraphSnapshot(data: Data(json.utf8), fileName: "x", limits: limits)
        }
        let tiny = GraphSnapshot.ReadingLimits(maxBytes: 10, maxNodes: 4, maxEdges: 10)
        #expect(throws: SnapshotError.self) { try GraphSnapshot(data: Data(json.utf8), fileName: "x", limits: tiny) }
    }

    @Test func hostileNamesInMessagesCannotDriveTheTerminal() {
        let text = message(#"{"schemaVersion":1,"nodes":[{"id":"\u001b[2J","kind":"boundary","type":"T"},{"id":"\u001b[2J","kind":"boundary","type":"T"}],"edges":[]}"#)
        #expect(!text.contains("\u{1B}"), "\(text)")
        #expect(text.contains("\\u{1b}[2J"), "\(text)")
    }

    @Test func filesThatCannotBeReadNameThePath() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/dir/app.wiring.json")
        #expect(throws: SnapshotError.self) { try GraphSnapshot(contentsOf: missing) }
        do {
            _ = try GraphSnapshot(contentsOf: missing)
        } catch {
            #expect(String(describing: error).contains("/nonexistent/dir/app.wiring.json"))
        }
    }
}
