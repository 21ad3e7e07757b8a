/// The node ids given out so far, to keep every id unique.
///
/// Behaves as a `Set<String>` of the ids, but works on the bytes `IDBytes` holds: ids made only of
/// ASCII and the `×` of repeated labels (all of them, in practice) are in normal form, so two are
/// equal exactly when their bytes are, and they are hashed and compared as bytes. Their hashes are
/// kept, so growing the table never reads an id again. The first id with any other character
/// switches the table to a `Set<String>`, which compares by Unicode equivalence as `String` does.
struct UniqueIDs {
    /// For each slot, 1 + the position of the id stored there, or 0 when empty.
    private var slots: [Int32] = Array(repeating: 0, count: 1024)
    /// The hash of each kept id, by position.
    private var hashes: [UInt64] = []
    /// All ids, once one of them is not plain.
    private var exact: Set<String>?

    /// Whether every id so far is plain (ASCII and `×`), so ids order as their UTF-8 bytes do.
    var allPlain: Bool { exact == nil }

    /// Keeps the candidate id of `ids` as the next position's id unless an equal id is kept already.
    ///
    /// - Parameter ids: The ids kept so far, with a candidate.
    /// - Returns: Whether the candidate was new (and is now kept); if not, it is still the candidate.
    mutating func keepCandidate(of ids: inout IDBytes) -> Bool {
        if exact != nil { return keepExactly(&ids) }
        guard let hash = ids.hashCandidate() else {
            exact = Set((0..<ids.count).map { ids.id(at: $0) })
            hashes = []
            slots = []
            return keepExactly(&ids)
        }
        let found: Bool = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                if hashes[position] == hash && ids.candidateEquals(position) { return true }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(truncatingIfNeeded: hashes.count + 1)
            return false
        }
        if found { return false }
        hashes.append(hash)
        ids.keepCandidate()
        if hashes.count * 2 > slots.count { grow() }
        return true
    }

    private mutating func keepExactly(_ ids: inout IDBytes) -> Bool {
        guard exact!.insert(ids.candidate).inserted else { return false }
        ids.keepCandidate()
        return true
    }

    /// Doubles the table, placing every id by its kept hash.
    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { larger in
            let mask = larger.count - 1
            for (index, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while larger[slot] != 0 { slot = (slot + 1) & mask }
                larger[slot] = Int32(truncatingIfNeeded: index + 1)
            }
        }
        slots = larger
    }
}
