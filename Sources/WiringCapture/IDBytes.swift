#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes of every node id, one after another: where ids are made, and what they are
/// sorted by.
///
/// An id is built here, byte by byte, from the id of an earlier node and a label (a candidate), and
/// kept only if no node has it yet; a `String` is made for it once, when the snapshot is built.
/// The sort compares keys held in one array rather than the ids: each id's next sixteen bytes, read
/// once per round, so the comparisons stay inside that array however large the graph is and only
/// ids that tie on every byte so far are read again. A comparison sort that reached into the buffer
/// on every comparison missed the caches more often the more ids there were.
struct IDBytes {
    private let store = ByteStore()
    /// Where each id starts in `store`; the next id's start is where it ends, and the candidate
    /// starts where the last id ends.
    private var starts: [Int] = [0]
    /// The running hash of each id's bytes (see `hashCandidate()`), before it is finished.
    private var states: [UInt64] = []
    /// The running hash of the candidate's bytes up to `candidateHashed`.
    private var candidateState = IDBytes.initialState
    private var candidateHashed = 0

    private static let initialState: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The number of ids kept.
    var count: Int { starts.count - 1 }

    /// Adds the next id.
    ///
    /// - Parameter id: The id of the node at the next position.
    mutating func append(_ id: String) {
        startCandidate()
        appendToCandidate(id)
        _ = hashCandidate()
        keepCandidate()
    }

    /// Starts an empty candidate, dropping any earlier one.
    mutating func startCandidate() {
        store.truncate(to: starts[starts.count - 1])
        candidateState = Self.initialState
        candidateHashed = 0
    }

    /// Starts a candidate with the bytes of the id at `position`.
    mutating func startCandidate(copying position: Int) {
        let end = starts[starts.count - 1]
        store.truncate(to: end)
        store.appendCopy(of: starts[position]..<starts[position + 1])
        candidateState = states[position]
        candidateHashed = store.count - end
    }

    /// Adds text to the candidate.
    mutating func appendToCandidate(_ text: String) { store.append(text) }

    /// Adds a number's decimal digits to the candidate.
    mutating func appendToCandidate(number: Int) {
        guard number >= 0 else { return appendToCandidate(String(number)) }
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            store.append(UInt8(ascii: "0") + UInt8((number / divisor) % 10))
            divisor /= 10
        }
    }

    /// The candidate's length in bytes.
    var candidateLength: Int { store.count - starts[starts.count - 1] }

    /// Cuts the candidate back to `length` bytes, a length it had when last hashed.
    ///
    /// - Parameters:
    ///   - length: The length to keep.
    ///   - state: What `hashState` was at that length.
    mutating func truncateCandidate(to length: Int, state: UInt64) {
        store.truncate(to: starts[starts.count - 1] + length)
        candidateState = state
        candidateHashed = length
    }

    /// The running hash of the candidate's bytes hashed so far.
    var hashState: UInt64 { candidateState }

    /// A hash of the candidate's bytes, or `nil` when it holds characters other than ASCII and `×`.
    ///
    /// The hash runs over the bytes one at a time, so a candidate copied from an earlier id goes on
    /// from that id's kept state and only its own new bytes are read.
    mutating func hashCandidate() -> UInt64? {
        let start = starts[starts.count - 1]
        var state = candidateState
        var plain = true
        var index = start + candidateHashed
        let end = store.count
        let base = store.base
        while index < end {
            let byte = base[index]
            if byte >= 0x80 {
                // `×` is U+00D7: C3 97.
                if byte == 0xC3, index + 1 < end, base[index + 1] == 0x97 {
                    state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                    index += 1
                    state = (state ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
                    index += 1
                    continue
                }
                plain = false
            }
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            index += 1
        }
        candidateState = state
        candidateHashed = end - start
        guard plain else { return nil }
        var hash = state ^ UInt64(end - start)
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }

    /// Keeps the candidate as the id of the next position. It must be hashed to its end.
    mutating func keepCandidate() {
        if candidateHashed < candidateLength { _ = hashCandidate() }
        starts.append(store.count)
        states.append(candidateState)
        candidateState = Self.initialState
        candidateHashed = 0
    }

    /// Whether the candidate's bytes are those of the id at `position`.
    func candidateEquals(_ position: Int) -> Bool {
        let (start, end) = (starts[position], starts[position + 1])
        let candidate = starts[starts.count - 1]
        guard end - start == store.count - candidate else { return false }
        return memcmp(store.base + start, store.base + candidate, end - start) == 0
    }

    /// The candidate as a string.
    var candidate: String {
        String(decoding: UnsafeBufferPointer(start: store.base + starts[starts.count - 1], count: candidateLength), as: UTF8.self)
    }

    /// The id at a position, as a string.
    func id(at position: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: store.base + starts[position], count: starts[position + 1] - starts[position]), as: UTF8.self)
    }

    /// Loads the first and last byte of the ids at some positions, so they are in the caches when
    /// those ids are read (see `CacheWarming`).
    ///
    /// - Parameter positions: Positions of ids about to be read.
    func warm(_ positions: ArraySlice<Int>) {
        var sum: UInt8 = 0
        let base = store.base
        for position in positions {
            let (start, end) = (starts[position], starts[position + 1])
            sum &+= base[start] &+ base[max(start, end - 1)]
        }
        CacheWarming.keep(sum)
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
