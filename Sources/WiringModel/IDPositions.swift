/// The position of each id in a list of node ids, for the hundreds of thousands of lookups that
/// checking and diffing a large snapshot make.
///
/// A `Dictionary<String, Int>` hashes every key with SipHash over its normalised text. Ids are
/// nearly always plain: ASCII, and the `×` capture writes for a repeated label (`next×3`). Plain
/// text is its own normal form, so equal strings are equal bytes, and this table hashes their
/// bytes eight at a time with a seeded multiply-and-shift hash and compares bytes. A list holding
/// any id that is not plain goes to a `Dictionary` instead.
///
/// Lookups keep `String` equality, which is canonical equivalence: a query that is not plain can
/// still equal a plain id when each of its other characters decomposes to a single ASCII one
/// (the Kelvin sign to `K`, U+037E to `;`, U+1FEF to `` ` ``; no other character decomposes into
/// ASCII, and none into `×`), so such a query is looked up in that form.
package final class IDPositions: Sendable {
    private enum Storage: Sendable {
        case bytes(ids: [String], slots: [Int32], seed: UInt64)
        case dictionary([String: Int])
    }

    private let storage: Storage
    /// The first position whose id an earlier position already has, with that earlier position.
    package let firstRepeat: (position: Int, earlier: Int)?

    /// Indexes `ids`; when an id repeats, its first position is the one found.
    ///
    /// - Parameter ids: The ids, by position.
    package init(_ ids: [String]) {
        let built = Self.byteTable(of: ids) ?? Self.dictionary(of: ids)
        storage = built.storage
        firstRepeat = built.firstRepeat
    }

    private typealias Built = (storage: Storage, firstRepeat: (position: Int, earlier: Int)?)

    /// The table of hashed bytes, or `nil` when an id is not plain or the ids collide too much.
    private static func byteTable(of ids: [String]) -> Built? {
        guard ids.allSatisfy(isPlain) && ids.count < Int32.max / 2 else { return nil }
        var capacity = 16
        while capacity < ids.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        let seed = UInt64.random(in: .min ... .max)
        let mask = capacity - 1
        var firstRepeat: (Int, Int)?
        var longestProbe = 0
        for (position, id) in ids.enumerated() {
            withBytes(id) { bytes in
                var slot = Int(truncatingIfNeeded: bytes.seededHash(seed)) & mask
                var probe = 0
                while slots[slot] != 0 {
                    let earlier = Int(slots[slot]) - 1
                    if withBytes(ids[earlier], { $0.sameBytes(as: bytes) }) {
                        if firstRepeat == nil { firstRepeat = (position, earlier) }
                        return
                    }
                    slot = (slot + 1) & mask
                    probe += 1
                }
                longestProbe = max(longestProbe, probe)
                slots[slot] = Int32(position + 1)
            }
        }
        // Runs this long mean ids chosen to collide: a dictionary's hash cannot be steered so.
        guard longestProbe <= probeLimit else { return nil }
        return (.bytes(ids: ids, slots: slots, seed: seed), firstRepeat)
    }

    /// The longest run of occupied slots an insertion may step over before the ids go to a dictionary.
    private static let probeLimit = 64

    private static func dictionary(of ids: [String]) -> Built {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(ids.count)
        var firstRepeat: (Int, Int)?
        for (position, id) in ids.enumerated() {
            if let earlier = positions[id] {
                if firstRepeat == nil { firstRepeat = (position, earlier) }
            } else {
                positions[id] = position
            }
        }
        return (.dictionary(positions), firstRepeat)
    }

    /// The position of `id`, or `nil` when the list does not hold it.
    package func position(of id: String) -> Int? {
        switch storage {
        case let .dictionary(positions):
            return positions[id]
        case let .bytes(ids, slots, seed):
            guard Self.isPlain(id) else { return Self.plainForm(of: id).flatMap { position(of: $0) } }
            return Self.withBytes(id) { bytes in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: bytes.seededHash(seed)) & mask
                while slots[slot] != 0 {
                    let position = Int(slots[slot]) - 1
                    if Self.withBytes(ids[position], { $0.sameBytes(as: bytes) }) { return position }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// `text` with each character that decomposes to a single ASCII one replaced by it, when
    /// that leaves only plain text; otherwise `nil`, since then it equals no plain string.
    static func plainForm(of text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80, 0xD7: scalars.append(scalar)
            case 0x212A: scalars.append("K")
            case 0x037E: scalars.append(";")
            case 0x1FEF: scalars.append("`")
            default: return nil
            }
        }
        return String(scalars)
    }

    /// Whether `text` is plain: ASCII, and `×` (U+00D7, the bytes C3 97).
    private static func isPlain(_ text: String) -> Bool {
        withBytes(text) { $0.isPlainText }
    }

    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
