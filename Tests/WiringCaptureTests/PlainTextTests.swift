import Testing
@testable import WiringCapture
import WiringTestSupport

/// Strings made from plain bytes must be the strings `String(decoding:as:)` makes, own their bytes,
/// and anything not plain must still be checked and repaired.
@Suite("Plain text")
struct PlainTextTests {
    /// The string made from `bytes`, from a buffer that is overwritten straight afterwards: a
    /// string still pointing at it would change.
    private func made(_ bytes: [UInt8]) -> String {
        var buffer = bytes
        let text = buffer.withUnsafeBufferPointer { PlainText.string($0) }
        for index in buffer.indices { buffer[index] = UInt8(ascii: "?") }
        return text
    }

    @Test("plain ids of every length become the strings decoding makes, with the same flags")
    func plainIDsMatchDecoding() {
        let pieces = ["WiringTestSupport.SyntheticObject", ".children[1]", "×2", "×", "#41", "a", ".value"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            var id = ""
            for _ in 0..<Int(generator.next() % 9) { id += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(id.utf8)
            let text = made(bytes)
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(text == id)
            #expect(Array(text.utf8) == bytes)
            #expect(text.hashValue == decoded.hashValue)
            #expect(text._classify()._isASCII == decoded._classify()._isASCII)
            #expect(text._classify()._capacity == decoded._classify()._capacity)
            #expect(PlainText.plainIsASCII(UnsafeBufferPointer(start: bytes, count: bytes.count)) == !id.contains("×"))
        }
    }

    @Test("bytes that are not plain are decoded and repaired as before")
    func otherBytesAreDecoded() {
        let cases: [[UInt8]] = [
            Array("café.children[0] and a long tail of text".utf8),
            Array("Stadt.Straße×2.and a long tail of text".utf8),
            Array("a long run of text that ends in half a times sign \u{D7}".utf8.dropLast()),
            Array("a long run of text with a lone continuation byte ".utf8) + [0x97] + Array("after it".utf8),
            [0xC3, 0x28] + Array(" an invalid pair, then more than fifteen bytes".utf8),
            [0xFF, 0xFE],
            Array("👀 many bytes per scalar, and more than fifteen of them".utf8),
        ]
        for bytes in cases {
            let text = made(bytes)
            #expect(text == String(decoding: bytes, as: UTF8.self))
            #expect(PlainText.plainIsASCII(UnsafeBufferPointer(start: bytes, count: bytes.count)) == nil)
        }
    }

    @Test("a times sign at every offset around a word's edges is found")
    func timesSignAtEveryOffset() {
        for length in 0..<40 {
            for offset in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes.insert(contentsOf: [0xC3, 0x97], at: offset)
                #expect(made(bytes) == String(decoding: bytes, as: UTF8.self))
                #expect(PlainText.plainIsASCII(UnsafeBufferPointer(start: bytes, count: bytes.count)) == false)
                var broken = bytes
                broken[offset + 1] = UInt8(ascii: "y")
                #expect(PlainText.plainIsASCII(UnsafeBufferPointer(start: broken, count: broken.count)) == nil)
                #expect(made(broken) == String(decoding: broken, as: UTF8.self))
            }
        }
        #expect(made([]) == "")
    }
}
