/// Byte-level helpers of the snapshot reader: comparing and hashing runs of a document's bytes.
extension UnsafeBufferPointer<UInt8> {
    /// Whether both buffers hold the same bytes, compared eight at a time.
    func sameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let left = baseAddress, let right = other.baseAddress else { return true }
        let (leftRaw, rightRaw) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        var offset = 0
        while offset + 8 <= count {
            guard leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether the bytes are plain text: ASCII, and `×` (U+00D7, the bytes C3 97) that capture
    /// writes for a repeated label. Such text is valid UTF-8 and its own normal form, so two plain
    /// strings are equal exactly when their bytes are, and order as their bytes do. Checked eight
    /// bytes at a time while they are ASCII.
    var isPlainText: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset < count {
            if offset + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                    continue
                }
            }
            let byte = base[offset]
            if byte < 0x80 {
                offset += 1
            } else if byte == 0xC3 && offset + 1 < count && base[offset + 1] == 0x97 {
                offset += 2
            } else {
                return false
            }
        }
        return true
    }

    /// A seeded hash of the bytes, eight at a time, for the reader's open-addressed tables
    /// (`StringPool`, `IDPositions`); not for anything an adversary must not steer, which is why
    /// both tables cap their probes.
    func seededHash(_ seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(count) &* multiplier)
        guard let base = baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < count {
            // The last eight bytes, overlapping the word before when the length is not a multiple of eight.
            var tail: UInt64 = 0
            if count >= 8 {
                tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            } else {
                for index in offset..<count { tail |= UInt64(self[index]) << UInt64(8 * (index - offset)) }
            }
            hash = (hash ^ tail) &* multiplier
        }
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
