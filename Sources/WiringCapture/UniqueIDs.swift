/// The node ids given out so far, to keep every id unique.
///
/// Behaves as a `Set<String>` of the ids, but works on the bytes `IDBytes` holds: ids made only of
/// ASCII and the `×` of repeated labels (all of them, in practice) are in normal form, so two are
/// equal exactly when their bytes are, and they are hashed and compared as bytes. Each slot keeps
/// 32 bits of its id's hash beside the id's position, so a probe reads one place in memory and the
/// id's bytes only when those bits match; growing the table never reads an id again. The first id
/// with any other character switches the table to a `Set<String>`, which compares by Unicode
/// equivalence as `String` does.
struct UniqueIDs {
    /// For each slot, the high 32 bits of the hash of the id stored there and 1 + its position in
    /// the low 32, or 0 when empty.
    private var slots: [UInt64] = Array(repeating: 0, count: 1024)
    /// All ids, once one of them is not plain.
    private var exact: Set<String>?

    /// Whether every id so far is plain (ASCII and `×`), so ids order as their UTF-8 bytes do.
    var allPlain: Bool { exact == nil }

    /// The position of the id equal to the candidate last refused, when ids are compared as bytes.
    private(set) var takenPosition: Int?

    /// Keeps the candidate id of `ids` as the next position's id unless an equal id is kept already.
    ///
    /// - Parameter ids: The ids kept so far, with a candidate.
    /// - Returns: Whether the candidate was new (and is now kept); if not, it is still the candidate.
    mutating func keepCandidate(of ids: inout IDBytes) -> Bool {
        takenPosition = nil
        if exact != nil { return keepExactly(&ids) }
        guard let hash = ids.hashCandidate() else {
            exact = Set((0..<ids.count).map { ids.id(at: $0) })
            slots = []
            return keepExactly(&ids)
        }
        let tag = hash >> 32
        let found: Int? = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: tag) & mask
            while slots[slot] != 0 {
                let entry = slots[slot]
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if entry >> 32 == tag && ids.candidateEquals(position) { return position }
                slot = (slot + 1) & mask
            }
            slots[slot] = tag << 32 | UInt64(truncatingIfNeeded: ids.count + 1)
            return nil
        }
        if let found {
            takenPosition = found
            return false
        }
        ids.keepCandidate()
        // Every id kept went through this table, so `ids.count` is how many it holds.
        if ids.count * 2 > slots.count { grow() }
        return true
    }

    private mutating func keepExactly(_ ids: inout IDBytes) -> Bool {
        guard exact!.insert(ids.candidate).inserted else { return false }
        ids.keepCandidate()
        return true
    }

    /// Doubles the table, placing every id by the hash bits its slot keeps.
    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { larger in
            let mask = larger.count - 1
            for entry in slots where entry != 0 {
                var slot = Int(truncatingIfNeeded: entry >> 32) & mask
                while larger[slot] != 0 { slot = (slot + 1) & mask }
                larger[slot] = entry
            }
        }
        slots = larger
    }
}
