/// One `String` for each distinct text a document repeats, so that repeats share their storage.
///
/// A snapshot names every node once as its id and again at each edge that starts or ends at it,
/// and as the parent of each node inside it. Reading each of those as its own `String` allocates
/// and copies the same bytes again and again; taking them from the pool allocates once, and equal
/// strings that share storage compare equal without comparing their bytes.
///
/// The pool matches texts by their exact bytes, so it never merges two texts that differ (two
/// canonically equal strings with other bytes stay two strings), and only texts too long to be
/// stored inside a `String` value. Bytes that are not ASCII are checked to be UTF-8 once, when
/// their text is first pooled: a repeat matches bytes already checked. Its hash is seeded per
/// pool, and a text whose probe runs long is simply not pooled, so no document can make reading
/// slower than without it.
struct StringPool {
    /// Texts of at most this many bytes are stored inside the `String` value and gain nothing here.
    static let inlineLimit = 15
    /// The longest probe a lookup makes before giving up on pooling a text.
    private static let probeLimit = 32

    /// Open-addressed: each slot holds an entry's number plus one, or 0 when empty.
    private var slots: [Int32]
    /// Each entry's hash, the start of its bytes in `text` (it ends where the next one starts), and its string.
    private var hashes: [UInt64] = []
    private var starts: [Int] = [0]
    private var text: [UInt8] = []
    private var strings: [String] = []
    private let seed: UInt64

    init() {
        slots = Array(repeating: 0, count: 1024)
        seed = UInt64.random(in: .min ... .max)
    }

    /// The string of `bytes`, the pooled one when the pool has it; `nil` when they are not UTF-8.
    ///
    /// - Parameter bytes: A string's bytes, as a document holds them (without escapes).
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count > Self.inlineLimit && strings.count < Int32.max - 1 else { return JSONScanner.decodedUTF8(bytes) }
        if strings.count * 2 >= slots.count { grow() }
        let hash = bytes.seededHash(seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.probeLimit {
            let entry = Int(slots[slot]) - 1
            guard entry >= 0 else {
                guard let string = JSONScanner.decodedUTF8(bytes) else { return nil }
                return insert(string, bytes, hash: hash, at: slot)
            }
            if hashes[entry] == hash && holds(entry, bytes) { return strings[entry] }
            slot = (slot + 1) & mask
        }
        return JSONScanner.decodedUTF8(bytes)
    }

    /// Whether entry `entry` is exactly `bytes`.
    private func holds(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (start, end) = (starts[entry], starts[entry + 1])
        guard end - start == bytes.count else { return false }
        return text.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[start..<end]).sameBytes(as: bytes) }
    }

    private mutating func insert(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, at slot: Int) -> String {
        strings.append(string)
        hashes.append(hash)
        text.append(contentsOf: bytes)
        starts.append(text.count)
        slots[slot] = Int32(strings.count)
        return string
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }
}
