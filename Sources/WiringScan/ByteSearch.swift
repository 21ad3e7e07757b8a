import WiringPlatform

/// A plain byte search, to skip work on files that cannot hold a word: the C library's `memchr`
/// finds each place the word's first byte occurs and `memcmp` compares the rest there.
enum ByteSearch {
    /// Whether `bytes` hold the UTF-8 bytes of `word` anywhere.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        var word = word
        return word.withUTF8 { needle in contains(bytes, needle) }
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let first = needle.first, let rest = needle.baseAddress.map({ $0 + 1 }),
              bytes.count >= needle.count
        else { return needle.isEmpty }
        let end = base + bytes.count
        var start = base
        while end - start >= needle.count {
            guard let found = memchr(start, Int32(first), end - start - needle.count + 1) else { return false }
            let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if needle.count == 1 || memcmp(at + 1, rest, needle.count - 1) == 0 { return true }
            start = at + 1
        }
        return false
    }
}
