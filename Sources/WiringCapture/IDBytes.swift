/// The UTF-8 bytes of every node id, one after another, for sorting.
///
/// Copying each id here when it is made, while its bytes are still in the cache, lets the sort read
/// slices of one buffer instead of reaching each id through its `String`. The sort itself compares
/// keys held in one array rather than the ids: each id's next eight bytes, read once per round, so
/// the comparisons stay inside that array however large the graph is and only ids that tie on every
/// byte so far are read again. A comparison sort that reached into the buffer on every comparison
/// missed the caches more often the more ids there were.
struct IDBytes {
    private var bytes: [UInt8] = []
    /// Where each id starts in `bytes`; the next id's start is where it ends.
    private var starts: [Int] = [0]

    /// Adds the next id.
    ///
    /// - Parameter id: The id of the node at the next position.
    mutating func append(_ id: String) {
        bytes.append(contentsOf: id.utf8)
        starts.append(bytes.count)
    }

    /// One id's place in the sort: up to eight of its bytes from the current depth, big-endian and
    /// padded with zeros, how many of them are real, and its position.
    private struct Key {
        var chunk: UInt64
        var length: Int
        let position: Int

        static func precedes(_ a: Key, _ b: Key) -> Bool {
            if a.chunk != b.chunk { return a.chunk < b.chunk }
            if a.length != b.length { return a.length < b.length }
            return a.position < b.position
        }
    }

    /// The positions `0..<count` ordered by their ids' bytes.
    ///
    /// Ids are sorted eight bytes at a time, most significant first: each group of ids that agree
    /// on every byte so far is sorted by its next eight bytes (a shorter id first where one ends),
    /// and the ids still tied after them form the next groups. The order is that of comparing the
    /// whole byte strings, with equal ids in position order.
    ///
    /// - Returns: Positions, smallest id first; equal ids keep their order.
    func sortedPositions() -> [Int] {
        let count = starts.count - 1
        guard count > 1 else { return Array(0..<max(count, 0)) }
        var keys = (0..<count).map { Key(chunk: 0, length: 0, position: $0) }
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                keys.withUnsafeMutableBufferPointer { keys in
                    var groups: [(range: Range<Int>, depth: Int)] = [(0..<count, 0)]
                    while let (range, depth) = groups.popLast() {
                        var allEqual = true
                        for index in range {
                            let position = keys[index].position
                            let (chunk, length) = Self.chunk(buffer, from: starts[position] + depth, to: starts[position + 1])
                            keys[index].chunk = chunk
                            keys[index].length = length
                            if allEqual, index > range.lowerBound,
                                chunk != keys[index - 1].chunk || length != keys[index - 1].length {
                                allEqual = false
                            }
                        }
                        if allEqual {
                            // The whole group agrees on these bytes too (a shared prefix): go deeper
                            // without sorting, unless every id has ended, when they are all equal.
                            if keys[range.lowerBound].length == 8 { groups.append((range, depth + 8)) }
                            continue
                        }
                        keys[range].sort(by: Key.precedes)
                        var runStart = range.lowerBound
                        for index in range.lowerBound + 1...range.upperBound {
                            if index < range.upperBound && keys[index].chunk == keys[runStart].chunk
                                && keys[index].length == keys[runStart].length {
                                continue
                            }
                            // Ids tied on eight real bytes may differ further on; shorter ones are equal.
                            if index - runStart > 1 && keys[runStart].length == 8 {
                                groups.append((runStart..<index, depth + 8))
                            }
                            runStart = index
                        }
                    }
                }
            }
        }
        return keys.map(\.position)
    }

    /// Up to eight bytes of `buffer[start..<end]` as a big-endian number padded with zeros, and how
    /// many were there.
    private static func chunk(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (UInt64, Int) {
        let length = min(max(end - start, 0), 8)
        if length == 8 {
            let raw = UnsafeRawPointer(buffer.baseAddress! + start)
            return (UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)), 8)
        }
        var value: UInt64 = 0
        for offset in 0..<8 {
            value <<= 8
            if offset < length { value |= UInt64(buffer[start + offset]) }
        }
        return (value, length)
    }
}
