/// The node ids given out so far, to keep every id unique.
///
/// Behaves as a `Set<String>` of the ids, but hashes them faster: ids made only of ASCII and the
/// `×` of repeated labels (all of them, in practice) are in normal form, so two are equal exactly
/// when their bytes are, and they are hashed and compared as bytes. Their hashes are kept, so
/// growing the table never reads an id again. The first id with any other character switches the
/// table to a `Set<String>`, which compares by Unicode equivalence as `String` does.
struct UniqueIDs {
    /// For each slot, 1 + the index of the id stored there, or 0 when empty.
    private var slots: [Int32] = Array(repeating: 0, count: 1024)
    private var hashes: [UInt64] = []
    private var ids: [String] = []
    /// All ids, once one of them is not plain.
    private var exact: Set<String>?

    /// Whether every id so far is plain (ASCII and `×`), so ids order as their UTF-8 bytes do.
    var allPlain: Bool { exact == nil }

    /// Adds an id unless an equal one is already there.
    ///
    /// - Parameter id: A candidate node id.
    /// - Returns: Whether the id was new (and is now taken).
    mutating func insert(_ id: String) -> Bool {
        if exact != nil { return exact!.insert(id).inserted }
        guard let hash = Self.plainHash(id) else {
            exact = Set(ids)
            ids = []
            hashes = []
            slots = []
            return exact!.insert(id).inserted
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash && ids[index].utf8.elementsEqual(id.utf8) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(ids.count + 1)
        hashes.append(hash)
        ids.append(id)
        if ids.count * 2 > slots.count { grow() }
        return true
    }

    /// Doubles the table, placing every id by its kept hash.
    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(index + 1)
        }
        slots = larger
    }

    /// A hash of an id's UTF-8 bytes, or `nil` when the id has characters other than ASCII and `×`.
    private static func plainHash(_ id: String) -> UInt64? {
        if let hash = id.utf8.withContiguousStorageIfAvailable(plainHash) { return hash }
        var copy = id
        return copy.withUTF8(plainHash)
    }

    private static func plainHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var index = 0
        while index < bytes.count {
            if bytes[index] >= 0x80 {
                // `×` is U+00D7: C3 97.
                guard bytes[index] == 0xC3, index + 1 < bytes.count, bytes[index + 1] == 0x97 else { return nil }
                index += 1
            }
            index += 1
        }
        let raw = UnsafeRawBufferPointer(bytes)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}
