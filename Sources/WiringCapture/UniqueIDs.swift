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

    /// The number of ids recorded.
    private var recorded = 0

    /// The position of the id equal to the one last refused, when ids are compared as bytes.
    private(set) var takenPosition: Int?

    /// Records the id kept at `position` unless an equal id is recorded already. Every id before it
    /// must be recorded, and none after it.
    ///
    /// - Parameters:
    ///   - position: The position of an id `ids` holds.
    ///   - hash: Its hash, from `IDBytes.hashCandidate()` when it was the candidate.
    ///   - ids: The ids kept so far.
    /// - Returns: Whether the id was new (and is now recorded).
    mutating func record(_ position: Int, hash: UInt64?, in ids: IDBytes) -> Bool {
        takenPosition = nil
        if exact == nil, hash == nil { switchToExact(below: position, in: ids) }
        guard let hash, exact == nil else { return recordExactly(ids.id(at: position)) }
        if let found = slot(for: hash, recording: position, comparingCandidate: false, of: ids) {
            takenPosition = found
            return false
        }
        return true
    }

    /// Records the candidate of `ids` as the id of `position`, and puts it there (`replace(_:)`),
    /// unless an equal id is recorded already; it then stays the candidate. Every id before that
    /// position must be recorded, and none after it.
    ///
    /// - Parameters:
    ///   - ids: The ids kept so far, with a candidate.
    ///   - position: The position the candidate is for.
    /// - Returns: Whether the candidate was new.
    mutating func recordCandidate(of ids: inout IDBytes, as position: Int) -> Bool {
        takenPosition = nil
        let hash = exact == nil ? ids.hashCandidate() : nil
        if exact == nil, hash == nil { switchToExact(below: position, in: ids) }
        if let hash, exact == nil {
            if let found = slot(for: hash, recording: position, comparingCandidate: true, of: ids) {
                takenPosition = found
                return false
            }
        } else if !recordExactly(ids.candidate) {
            return false
        }
        ids.replace(position)
        return true
    }

    /// Looks for a recorded id equal to the id at `position` (or to the candidate, when
    /// `comparingCandidate`) with this hash; records `position` in the first empty slot when there
    /// is none.
    ///
    /// - Returns: The position of the equal id, or `nil` when `position` was recorded.
    private mutating func slot(for hash: UInt64, recording position: Int, comparingCandidate: Bool, of ids: IDBytes) -> Int? {
        let tag = hash >> 32
        let found: Int? = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: tag) & mask
            while slots[slot] != 0 {
                let entry = slots[slot]
                let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if entry >> 32 == tag && (comparingCandidate ? ids.candidateEquals(other) : ids.idsEqual(other, position)) {
                    return other
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = tag << 32 | UInt64(truncatingIfNeeded: position + 1)
            return nil
        }
        guard found == nil else { return found }
        recorded += 1
        if recorded * 2 > slots.count { grow() }
        return nil
    }

    /// Compares ids by Unicode equivalence from now on, starting with the ids before `position`.
    private mutating func switchToExact(below position: Int, in ids: IDBytes) {
        exact = Set((0..<position).map { ids.id(at: $0) })
        slots = []
    }

    private mutating func recordExactly(_ id: String) -> Bool {
        exact!.insert(id).inserted
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
