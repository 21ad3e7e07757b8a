/// Compares two texts as `String`'s `<` and `==` do, reading their bytes eight at a time.
///
/// `String` compares by canonical equivalence. For two texts that are not both ASCII, the standard
/// library walks their shared prefix one byte at a time before it looks at where they differ; a
/// snapshot's ids share long prefixes (a captured id is a property path from the root, and holds
/// the `×` of a repeated label), and reading and diffing compare them hundreds of thousands of times.
///
/// Here the shared prefix is found a word at a time. Where the texts first differ, the answer is
/// taken from the bytes when the characters there cannot change under normalisation: both are
/// ASCII or `×` (U+00D7), which compose with nothing before them, and each is followed by the end
/// of its text, by ASCII or by `×`, which compose with nothing after them. Then the shared prefix
/// normalises alike in both texts and the two differing scalars decide, in the order of their
/// bytes. Any other difference (an accent, a combining mark, a character that decomposes) is
/// left to `String` itself, so the answer is always `String`'s.
package enum TextOrder {
    /// -1 when `left < right`, 0 when `left == right`, 1 otherwise, as `String` compares them.
    @inline(__always)
    package static func compare(_ left: String, _ right: String) -> Int {
        let fromBytes = left.utf8.withContiguousStorageIfAvailable { left in
            right.utf8.withContiguousStorageIfAvailable { right in order(left, right) } ?? nil
        } ?? nil
        if let fromBytes { return fromBytes }
        return left == right ? 0 : left < right ? -1 : 1
    }

    /// Whether `left < right`, as `String` answers it.
    @inline(__always)
    package static func precedes(_ left: String, _ right: String) -> Bool {
        compare(left, right) < 0
    }

    /// The order of two texts from their bytes, or `nil` when the bytes alone do not tell it.
    static func order(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int? {
        if left.baseAddress == right.baseAddress && left.count == right.count { return 0 }
        let shared = Swift.min(left.count, right.count)
        var index = 0
        if let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let (leftRaw, rightRaw) = (UnsafeRawPointer(leftBase), UnsafeRawPointer(rightBase))
            while index + 8 <= shared {
                let difference = leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    ^ rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if difference != 0 {
                    // Read as little-endian, the word's first byte is its lowest.
                    index += UInt64(littleEndian: difference).trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
        }
        while index < shared && left[index] == right[index] { index += 1 }
        if index == shared {
            if left.count == right.count { return 0 }
            // One text's bytes are the other's and more: the longer is greater when what follows
            // starts a character that composes with nothing before it.
            let longer = left.count > right.count ? left : right
            guard width(ofStarterIn: longer, at: index) != nil else { return nil }
            return left.count < right.count ? -1 : 1
        }
        guard let leftWidth = width(ofStarterIn: left, at: index), let rightWidth = width(ofStarterIn: right, at: index),
            endsOrStarts(left, at: index + leftWidth), endsOrStarts(right, at: index + rightWidth)
        else { return nil }
        return left[index] < right[index] ? -1 : 1
    }

    /// The bytes of the character at `index` when it is ASCII (1) or `×` (2, the bytes C3 97).
    @inline(__always)
    private static func width(ofStarterIn bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return 1 }
        if byte == 0xC3 && index + 1 < bytes.count && bytes[index + 1] == 0x97 { return 2 }
        return nil
    }

    /// Whether the text ends at `index` or a character there is ASCII or `×`.
    @inline(__always)
    private static func endsOrStarts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index == bytes.count || width(ofStarterIn: bytes, at: index) != nil
    }
}
