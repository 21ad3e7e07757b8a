import Foundation
import Testing
import WiringModel

/// Strings in a snapshot must be well-formed UTF-8, checked the same way on every platform.
@Suite("UTF-8 in strings")
struct StringEncodingTests {
    private func document(id: [UInt8]) -> Data {
        Data(#"{"schemaVersion": 1, "nodes": [{"id": ""#.utf8) + Data(id)
            + Data(#"", "kind": "boundary", "type": "M.A"}], "edges": []}"#.utf8)
    }

    @Test("overlong forms, encoded surrogates and values past U+10FFFF are refused", arguments: [
        [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x41, 0x80], [0xE2, 0x82],
    ] as [[UInt8]])
    func malformed(bytes: [UInt8]) {
        #expect {
            try GraphSnapshot(data: document(id: bytes), fileName: "bad.json")
        } throws: { error in
            "\(error)".contains("invalid UTF-8")
        }
    }

    @Test("ill-formed bytes in a long id, which the reader pools, are refused there and again where it repeats", arguments: [
        [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xE2, 0x82],
    ] as [[UInt8]])
    func malformedInPooledText(bytes: [UInt8]) {
        let id = Array("App.Root.children×2.".utf8) + bytes + Array(".next".utf8)
        let twice = Data(#"{"schemaVersion": 1, "nodes": [{"id": "App.Root", "kind": "object", "type": "M.A"}], "edges": [{"from": "App.Root", "to": ""#.utf8)
            + Data(id) + Data(#"", "kind": "holds"}, {"from": ""#.utf8) + Data(id) + Data(#"", "to": "App.Root", "kind": "holds"}]}"#.utf8)
        #expect {
            try GraphSnapshot(data: twice, fileName: "bad.json")
        } throws: { error in
            "\(error)".contains("invalid UTF-8") && "\(error)".contains("edges[0].to")
        }
    }

    @Test func longIdsWithMultibyteTextReadAndRepeat() throws {
        let id = "App.Root.children×2.café→𝔸.next×3"
        let json = #"{"schemaVersion": 1, "nodes": [{"id": "App.Root", "kind": "object", "type": "M.A"}, {"id": ""# + id
            + #"", "kind": "object", "type": "M.A"}], "edges": [{"from": "App.Root", "to": ""# + id + #"", "kind": "holds"}]}"#
        let snapshot = try GraphSnapshot(data: Data(json.utf8))
        #expect(snapshot.nodes.map(\.id) == ["App.Root", id])
        #expect(snapshot.edges.first?.to == id)
    }

    @Test func wellFormedMultibyteTextReads() throws {
        let text = "Café→𝔸😀"
        let snapshot = try GraphSnapshot(data: document(id: Array(text.utf8)))
        #expect(snapshot.nodes.first?.id == text)
    }
}
