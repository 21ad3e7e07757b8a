import WiringPlatform

/// A plain byte search, to skip work on files that cannot hold a word: the C library's `memchr`
/// finds each place the word's first byte occurs and `memcmp` compares the rest there.
enum ByteSearch {
    /// Whether `bytes` hold the UTF-8 bytes of `word` anywhere.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        var word = word
        return word.withUTF8 { needle in contains(bytes, needle) }
    }

    /// Whether `bytes` hold the UTF-8 bytes of `word` somewhere it starts a name: the byte before it,
    /// if any, is not one of an identifier (`get(` in `x.get(` or ` get(`, not in `target(` or `budget(`).
    static func containsName(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        contains(bytes, word) { found, _ in found == 0 || !isIdentifierByte(bytes[found - 1]) }
    }

    /// Whether `bytes` may hold `word` as a whole token: somewhere neither the byte before it nor the byte
    /// after it is an ASCII letter, digit, `_` or `$` (`resolve` in `r.resolve(` or `` `resolve` ``, not in
    /// `resolved()` or `unresolve`). A byte beyond ASCII next to it counts as a boundary, so a token `word`
    /// is never missed; text that only looks like one (in a comment or a string) is found too.
    static func containsWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        contains(bytes, word) { found, end in
            (found == 0 || !isASCIIIdentifierByte(bytes[found - 1])) && (end == bytes.count || !isASCIIIdentifierByte(bytes[end]))
        }
    }

    /// Whether `bytes` hold `word` at some offset `accepts` takes, given the offset and the one just past it.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String, where accepts: (Int, Int) -> Bool) -> Bool {
        var word = word
        return word.withUTF8 { needle in
            var start = 0
            while start < bytes.count, let at = offset(of: needle, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
                let found = start + at
                if accepts(found, found + needle.count) { return true }
                start = found + 1
            }
            return false
        }
    }

    /// Whether a byte is an ASCII letter or digit, `_` or `$`.
    private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && isIdentifierByte(byte)
    }

    /// Whether a byte can be part of a Swift identifier: an ASCII letter or digit, `_`, `$`, or a byte
    /// of a character beyond ASCII (which may be a letter).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// The offsets at which `bytes` hold the UTF-8 bytes of `word`, in order (overlapping ones too).
    static func offsets(of word: String, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var word = word
        return word.withUTF8 { needle in
            var found: [Int] = []
            var start = 0
            while start < bytes.count, let at = offset(of: needle, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
                found.append(start + at)
                start += at + 1
            }
            return found
        }
    }

    /// Whether `bytes` hold the UTF-8 bytes of `word` at `offset`.
    static func holds(_ word: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = word.utf8
        guard offset >= 0, bytes.count - offset >= utf8.count else { return false }
        return zip(bytes[offset...], utf8).allSatisfy { $0 == $1 }
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        offset(of: needle, in: bytes) != nil
    }

    /// The offset of the first place `bytes` hold `needle`, or `nil` (`0` for an empty needle).
    private static func offset(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, let rest = needle.baseAddress.map({ $0 + 1 }),
              bytes.count >= needle.count
        else { return needle.isEmpty ? 0 : nil }
        let end = base + bytes.count
        var start = base
        while end - start >= needle.count {
            guard let found = memchr(start, Int32(first), end - start - needle.count + 1) else { return nil }
            let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if needle.count == 1 || memcmp(at + 1, rest, needle.count - 1) == 0 { return at - base }
            start = at + 1
        }
        return nil
    }
}
