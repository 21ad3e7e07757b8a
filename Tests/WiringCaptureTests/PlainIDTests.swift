import Testing
@testable import WiringCapture

/// Ids made only of ASCII and the `×` of repeated labels are plain, so they sort as their bytes;
/// every other id is compared as a string. Either way an id becomes the string its bytes spell.
@Suite("Plain ids")
struct PlainIDTests {
    /// The ids, written one after another as `IDBytes.joined()` writes them.
    private func joined(_ ids: [[UInt8]]) -> JoinedIDs {
        let store = ByteStore(capacity: 16)
        var starts = [0]
        for id in ids {
            id.withUnsafeBufferPointer { store.append($0) }
            starts.append(store.count)
        }
        return JoinedIDs(store: store, starts: starts)
    }

    @Test("ASCII and the times sign are plain, anything else is not")
    func plainBytes() {
        let cases: [([UInt8], Bool)] = [
            (Array("App.children[0]".utf8), true),
            (Array("App.List.next×3".utf8), true),
            ([], true),
            (Array("café.children[0]".utf8), false),
            (Array("half a times sign \u{D7}".utf8).dropLast(), false),
            ([0xC3, 0x28], false),
            ([0xFF, 0xFE], false),
            (Array("👀 eyes".utf8), false),
        ]
        let ids = joined(cases.map(\.0))
        for (index, (bytes, plain)) in cases.enumerated() {
            #expect(ids.isPlain(at: index) == plain, "\(bytes)")
            #expect(ids.id(at: index) == String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("a times sign is found at every offset, and a broken one is not plain")
    func timesSignAtEveryOffset() {
        var cases: [([UInt8], Bool)] = []
        for length in 0..<20 {
            for offset in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes.insert(contentsOf: [0xC3, 0x97], at: offset)
                cases.append((bytes, true))
                var broken = bytes
                broken[offset + 1] = UInt8(ascii: "y")
                cases.append((broken, false))
            }
        }
        let ids = joined(cases.map(\.0))
        for (index, (bytes, plain)) in cases.enumerated() {
            #expect(ids.isPlain(at: index) == plain, "\(bytes)")
        }
    }
}
