import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// Untrusted documents: every broken one is refused with a message naming the
/// file and the place; none crashes the reader.
@Suite("Reading hostile documents")
struct HostileDocumentTests {
    @Test("refused with a SnapshotError naming the file and place", arguments: BrokenSnapshots.all)
    func brokenDocument(_ broken: BrokenSnapshots.Case) {
        // The command line lowers the node limit through the environment; here the limits are passed.
        var limits = GraphSnapshot.ReadingLimits.standard
        if let nodes = broken.environment["WIRING_MAX_SNAPSHOT_NODES"].flatMap(Int.init) { limits.maxNodes = nodes }
        do {
            _ = try GraphSnapshot(data: broken.data, fileName: "pr.wiring.json", limits: limits)
            Issue.record("\(broken.label): read without error")
        } catch let error as SnapshotError {
            let message = error.description
            #expect(message.contains("'pr.wiring.json'"), "\(message)")
            for expected in broken.expected {
                #expect(message.contains(expected), "\(broken.label): missing '\(expected)' in \(message.prefix(500))")
            }
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 }, "\(broken.label): control character in \(message.prefix(500))")
            #expect(message.utf8.count < 2_000, "\(broken.label): message of \(message.utf8.count) bytes")
        } catch {
            Issue.record("\(broken.label): threw \(type(of: error)), not SnapshotError")
        }
    }

    @Test func syntaxErrorsGiveTheLineAndColumn() {
        let json = "{\n  \"schemaVersion\": 1,\n  \"nodes\": [\n    {\"id\": \"A\",, }\n  ]\n}\n"
        let reason = "expected a key in double quotes, found ',' at line 4, column 16 (in $.nodes[0])"
        #expect(throws: SnapshotError.malformedJSON(file: "x.json", reason: reason)) {
            try GraphSnapshot(data: Data(json.utf8), fileName: "x.json")
        }
    }

    @Test func stringsUpToTheLimitAreAcceptedAndLongerOnesRefused() throws {
        func document(typeBytes: Int) -> Data {
            Data(#"{"schemaVersion":1,"nodes":[{"id":"A","kind":"boundary","type":"\#(String(repeating: "T", count: typeBytes))"}],"edges":[]}"#.utf8)
        }
        let limit = GraphSnapshot.ReadingLimits.standard.maxStringBytes
        #expect(try GraphSnapshot(data: document(typeBytes: limit)).nodes.first?.type.utf8.count == limit)
        #expect(throws: SnapshotError.self) { try GraphSnapshot(data: document(typeBytes: limit + 1)) }
    }

    @Test func aSnapshotThatNestsAsDeepAsItMayIsRead() throws {
        // The deepest legitimate structure (a port inside a node inside the node list) is far from the nesting limit.
        let snapshot = try GraphSnapshot(data: SampleSnapshots.payments.jsonData())
        #expect(snapshot.nodes.count == SampleSnapshots.payments.nodes.count)
    }

    @Test func edgesThatDifferOnlyInStrengthOrResolutionWriteTheSameBytesWhateverTheOrder() {
        // Found by the fuzz test: such edges compared equal, so their order came from a set's hash order.
        let nodes = [Node(id: "A", kind: .object, type: "T"), Node(id: "B", kind: .object, type: "T")]
        let edges = [
            Edge(from: "A", to: "B", kind: .holds, label: "x", reference: .strong),
            Edge(from: "A", to: "B", kind: .holds, label: "x", reference: .weak),
            Edge(from: "A", to: "B", kind: .holds, label: "x", reference: .weak, resolved: false),
            Edge(from: "A", to: "B", kind: .holds, label: ""),
            Edge(from: "A", to: "B", kind: .holds),
        ]
        let forward = GraphSnapshot(nodes: nodes, edges: edges).jsonData()
        for _ in 0..<20 {
            #expect(GraphSnapshot(nodes: nodes, edges: edges.shuffled()).jsonData() == forward)
        }
    }
}
