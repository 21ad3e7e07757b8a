/// What the walk has worked out about each type it met, by the type's identity.
///
/// Behaves as a `[ObjectIdentifier: Value]`, looked up for every value the walk reads: an
/// open-addressed table hashed by a multiply of the metadata's address, where a `Dictionary`
/// runs the standard library's seeded hash on every lookup.
struct TypeTable<Value> {
    private var keys = [UInt](repeating: 0, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    private var count = 0

    /// The value recorded for a type, if any.
    subscript(type: ObjectIdentifier) -> Value? {
        let key = UInt(bitPattern: type)
        let mask = keys.count - 1
        var slot = Self.hash(key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records a value for a type not recorded yet.
    mutating func insert(_ value: Value, for type: ObjectIdentifier) {
        if (count + 1) * 2 > keys.count { grow() }
        place(UInt(bitPattern: type), value)
        count += 1
    }

    private mutating func place(_ key: UInt, _ value: Value) {
        let mask = keys.count - 1
        var slot = Self.hash(key) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt](repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { place(key, value!) }
    }

    private static func hash(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
