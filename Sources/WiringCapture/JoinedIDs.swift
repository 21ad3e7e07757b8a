/// The UTF-8 bytes of every node id in full, one after another, as `IDBytes.joined()` writes them:
/// what the snapshot's ids are made from and sorted by.
///
/// The sort compares keys held in one array rather than the ids: each id's next sixteen bytes, read
/// once per round, so the comparisons stay inside that array however large the graph is and only
/// ids that tie on every byte so far are read again. A comparison sort that reached into the buffer
/// on every comparison missed the caches more often the more ids there were.
struct JoinedIDs {
    private let store: ByteStore
    /// Where each id starts in `store`; the next id's start is where it ends.
    private let starts: [Int]

    init(store: ByteStore, starts: [Int]) {
        self.store = store
        self.starts = starts
    }

    /// The number of ids.
    var count: Int { starts.count - 1 }

    /// The id at a position, as a string.
    func id(at position: Int) -> String { String(decoding: bytes(at: position), as: UTF8.self) }

    /// Whether the id at a position is plain: only ASCII and the `×` (U+00D7, `C3 97`) that marks a
    /// repeated label. Plain ids are in normal form, so they order as their UTF-8 bytes do.
    func isPlain(at position: Int) -> Bool {
        let bytes = bytes(at: position)
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
            } else if bytes[index] == 0xC3, index + 1 < bytes.count, bytes[index + 1] == 0x97 {
                index += 2
            } else {
                return false
            }
        }
        return true
    }

    private func bytes(at position: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: store.base + starts[position], count: starts[position + 1] - starts[position])
    }

    /// One id's place in the sort: up to sixteen of its bytes from the current depth, big-endian
    /// and padded with zeros, in two words, how many of them are real, and its position.
    private struct Key {
        var high: UInt64
        var low: UInt64
        var length: Int32
        let position: Int32

        /// Whether two keys hold the same bytes.
        func ties(_ other: Key) -> Bool {
            high == other.high && low == other.low && length == other.length
        }

        static func precedes(_ a: Key, _ b: Key) -> Bool {
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            if a.length != b.length { return a.length < b.length }
            return a.position < b.position
        }
    }

    /// How many bytes of each id one round of the sort reads.
    private static let width = 16

    /// The positions `0..<count` ordered by their ids' bytes.
    ///
    /// Ids are sorted sixteen bytes at a time, most significant first: each group of ids that agree
    /// on every byte so far is sorted by its next sixteen bytes (a shorter id first where one ends),
    /// and the ids still tied after them form the next groups. The order is that of comparing the
    /// whole byte strings, with equal ids in position order.
    ///
    /// - Returns: Positions, smallest id first; equal ids keep their order.
    func sortedPositions() -> [Int] {
        let count = starts.count - 1
        guard count > 1 else { return Array(0..<max(count, 0)) }
        var keys = (0..<count).map { Key(high: 0, low: 0, length: 0, position: Int32(truncatingIfNeeded: $0)) }
        do {
            let buffer = store.buffer
            let width = Self.width
            starts.withUnsafeBufferPointer { starts in
                keys.withUnsafeMutableBufferPointer { keys in
                    var groups: [(range: Range<Int>, depth: Int)] = [(0..<count, 0)]
                    while let (range, depth) = groups.popLast() {
                        var allEqual = true
                        for index in range {
                            let position = Int(keys[index].position)
                            Self.read(buffer, from: starts[position] + depth, to: starts[position + 1], into: &keys[index])
                            if allEqual, index > range.lowerBound, !keys[index].ties(keys[index - 1]) {
                                allEqual = false
                            }
                        }
                        if allEqual {
                            // The whole group agrees on these bytes too (a shared prefix): go deeper
                            // without sorting, unless every id has ended, when they are all equal.
                            if keys[range.lowerBound].length == width { groups.append((range, depth + width)) }
                            continue
                        }
                        keys[range].sort(by: Key.precedes)
                        var runStart = range.lowerBound
                        for index in range.lowerBound + 1...range.upperBound {
                            if index < range.upperBound && keys[index].ties(keys[runStart]) { continue }
                            // Ids tied on every byte read may differ further on; shorter ones are equal.
                            if index - runStart > 1 && keys[runStart].length == width {
                                groups.append((runStart..<index, depth + width))
                            }
                            runStart = index
                        }
                    }
                }
            }
        }
        return keys.map { Int($0.position) }
    }

    /// Reads up to sixteen bytes of `buffer[start..<end]` into `key`: as a big-endian number in two
    /// words, padded with zeros, and how many were there.
    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into key: inout Key) {
        let length = min(max(end - start, 0), width)
        key.length = Int32(truncatingIfNeeded: length)
        if length == width {
            let raw = UnsafeRawPointer(buffer.baseAddress! + start)
            key.high = UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self))
            key.low = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<8 {
            high <<= 8
            low <<= 8
            if offset < length { high |= UInt64(buffer[start + offset]) }
            if offset + 8 < length { low |= UInt64(buffer[start + offset + 8]) }
        }
        key.high = high
        key.low = low
    }
}
