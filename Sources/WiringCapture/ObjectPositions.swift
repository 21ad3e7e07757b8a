/// The position of every object the walk has met, by identity.
///
/// Behaves as a `[ObjectIdentifier: Int]`, but keeps each identity beside its position in one
/// open-addressed table, so a lookup reads one place in memory where a `Dictionary`, which keeps
/// keys and values in separate arrays, reads two. In a large graph most lookups miss the caches,
/// so that halves what following a reference costs.
struct ObjectPositions {
    /// An identity (its address bits, 0 for an empty slot) and 1 + its position.
    private struct Slot {
        var key: UInt = 0
        var value: Int = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0

    /// The position recorded for an object, if any.
    ///
    /// - Parameter object: An object's identity.
    /// - Returns: Its position, or `nil` when it has not been recorded.
    subscript(object: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: object)
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Self.hash(key) & mask
            while slots[slot].value != 0 {
                if slots[slot].key == key { return slots[slot].value - 1 }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Records an object's position; the object must not be recorded yet.
    ///
    /// - Parameters:
    ///   - position: The object's position.
    ///   - object: The object's identity.
    mutating func insert(_ position: Int, for object: ObjectIdentifier) {
        let key = UInt(bitPattern: object)
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Self.hash(key) & mask
            while slots[slot].value != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(key: key, value: position + 1)
        }
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// Doubles the table.
    private mutating func grow() {
        var larger = [Slot](repeating: Slot(), count: slots.count * 2)
        larger.withUnsafeMutableBufferPointer { larger in
            let mask = larger.count - 1
            for entry in slots where entry.value != 0 {
                var slot = Self.hash(entry.key) & mask
                while larger[slot].value != 0 { slot = (slot + 1) & mask }
                larger[slot] = entry
            }
        }
        slots = larger
    }

    /// Spreads an address's bits (its low ones are alignment zeros) over the table.
    private static func hash(_ key: UInt) -> Int {
        let mixed = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 20)
    }
}
