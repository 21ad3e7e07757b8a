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

    @Test func wellFormedMultibyteTextReads() throws {
        let text = "Café→𝔸😀"
        let snapshot = try GraphSnapshot(data: document(id: Array(text.utf8)))
        #expect(snapshot.nodes.first?.id == text)
    }
}
