/// Where node ids are made: each id is the id of an earlier node (its prefix) followed by bytes of
/// its own. An id is made as a candidate and kept as the next position's; `UniqueIDs` then checks
/// that no earlier node has it, and a taken id is reopened as the candidate, numbered and put back.
///
/// Only each id's own bytes are stored while the walk runs, with the position of its prefix, its
/// length and the running hash of its bytes, so making a child's id reads a few words of its
/// parent rather than every byte of the parent's id. Copying those bytes, from an id made a whole
/// layer of the graph earlier, missed the caches once the graph outgrew them. `joined()` writes
/// every id out in full afterwards, in one pass that reads the ids in order.
struct IDBytes {
    /// What is kept of each id besides its own bytes.
    private struct Entry {
        /// The running hash of all its bytes (see `hashCandidate()`), before it is finished.
        var state: UInt64
        /// Where its own bytes start in `own`.
        var ownStart: Int
        /// The number of its bytes, prefix included.
        var length: Int32
        /// The position of its prefix, or -1 when it has none.
        var prefix: Int32
        /// The number of its own bytes.
        var ownCount: Int32

        var ownRange: Range<Int> { ownStart..<(ownStart + Int(ownCount)) }
    }

    /// The ids' own bytes, in the order they were kept, then the candidate's. An id put back after
    /// numbering has its bytes at the end; its earlier ones stay, unused.
    private let own = ByteStore()
    /// Where the kept bytes end and the candidate's begin.
    private var keptEnd = 0
    private var entries: [Entry] = []
    /// The candidate's prefix (-1 for none) and that prefix's length.
    private var candidatePrefix: Int32 = -1
    private var candidatePrefixLength = 0
    /// The running hash of the candidate's bytes up to `candidateHashed` of its own bytes.
    private var candidateState = IDBytes.initialState
    private var candidateHashed = 0

    private static let initialState: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The number of ids kept.
    var count: Int { entries.count }

    /// Adds the next id.
    ///
    /// - Parameter id: The id of the node at the next position.
    mutating func append(_ id: String) {
        startCandidate()
        appendToCandidate(id)
        keepCandidate()
    }

    /// Starts an empty candidate, dropping any earlier one.
    mutating func startCandidate() {
        own.truncate(to: keptEnd)
        candidatePrefix = -1
        candidatePrefixLength = 0
        candidateState = Self.initialState
        candidateHashed = 0
    }

    /// Starts a candidate that begins with the bytes of the id at `position`.
    mutating func startCandidate(copying position: Int) {
        own.truncate(to: keptEnd)
        let entry = entries[position]
        candidatePrefix = Int32(truncatingIfNeeded: position)
        candidatePrefixLength = Int(entry.length)
        candidateState = entry.state
        candidateHashed = 0
    }

    /// Adds text to the candidate.
    mutating func appendToCandidate(_ text: String) { own.append(text) }

    /// Adds a number's decimal digits to the candidate.
    mutating func appendToCandidate(number: Int) {
        guard number >= 0 else { return appendToCandidate(String(number)) }
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            own.append(UInt8(ascii: "0") + UInt8((number / divisor) % 10))
            divisor /= 10
        }
    }

    /// The number of the candidate's own bytes, those after its prefix.
    var candidateLength: Int { own.count - keptEnd }

    /// Cuts the candidate's own bytes back to `length`, a length they had when last hashed.
    ///
    /// - Parameters:
    ///   - length: The length to keep.
    ///   - state: What `hashState` was at that length.
    mutating func truncateCandidate(to length: Int, state: UInt64) {
        own.truncate(to: keptEnd + length)
        candidateState = state
        candidateHashed = length
    }

    /// The running hash of the candidate's bytes hashed so far.
    var hashState: UInt64 { candidateState }

    /// A hash of the candidate's bytes, or `nil` when it holds characters other than ASCII and `×`.
    ///
    /// The hash runs over the bytes one at a time, so a candidate goes on from its prefix's kept
    /// state and only its own bytes are read.
    mutating func hashCandidate() -> UInt64? {
        let start = keptEnd
        var state = candidateState
        var plain = true
        var index = start + candidateHashed
        let end = own.count
        let base = own.base
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
        // While the hash is used every id kept is plain, prefixes included, so whether the
        // candidate is plain depends on its own bytes alone.
        guard plain else { return nil }
        var hash = state ^ UInt64(candidatePrefixLength + end - start)
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }

    /// Keeps the candidate as the id of the next position.
    mutating func keepCandidate() {
        entries.append(candidateEntry())
        endCandidate()
    }

    /// Makes the candidate the id of `position` in place of the one it had (see `reopen(_:)`).
    mutating func replace(_ position: Int) {
        entries[position] = candidateEntry()
        endCandidate()
    }

    /// Makes the id at `position` the candidate again, hashed to its end, so it can be changed and
    /// put back with `replace(_:)`. No other id may start with it yet.
    mutating func reopen(_ position: Int) {
        let entry = entries[position]
        own.truncate(to: keptEnd)
        if entry.ownRange.upperBound == keptEnd {
            // Its bytes are the last kept: the candidate takes them over.
            keptEnd = entry.ownStart
        } else {
            own.appendCopy(of: entry.ownRange)
        }
        candidatePrefix = entry.prefix
        candidatePrefixLength = Int(entry.length) - Int(entry.ownCount)
        candidateState = entry.state
        candidateHashed = Int(entry.ownCount)
    }

    /// The candidate as an entry, hashed to its end.
    private mutating func candidateEntry() -> Entry {
        if candidateHashed < candidateLength { _ = hashCandidate() }
        return Entry(
            state: candidateState, ownStart: keptEnd,
            length: Int32(truncatingIfNeeded: candidatePrefixLength + candidateLength),
            prefix: candidatePrefix, ownCount: Int32(truncatingIfNeeded: candidateLength))
    }

    /// Keeps the candidate's bytes and starts no new one.
    private mutating func endCandidate() {
        keptEnd = own.count
        candidatePrefix = -1
        candidatePrefixLength = 0
        candidateState = Self.initialState
        candidateHashed = 0
    }

    /// Whether the candidate's bytes are those of the id at `position`.
    func candidateEquals(_ position: Int) -> Bool {
        let entry = entries[position]
        guard Int(entry.length) == candidatePrefixLength + candidateLength else { return false }
        if entry.prefix == candidatePrefix {
            // The same prefix: only their own bytes can differ.
            return Self.bytesEqual(own.base + entry.ownStart, own.base + keptEnd, count: candidateLength)
        }
        return wholeBytes(of: position) == candidateBytes
    }

    /// Whether the ids at two positions have the same bytes.
    func idsEqual(_ first: Int, _ second: Int) -> Bool {
        let (a, b) = (entries[first], entries[second])
        guard a.length == b.length else { return false }
        if a.prefix == b.prefix {
            return Self.bytesEqual(own.base + a.ownStart, own.base + b.ownStart, count: Int(a.ownCount))
        }
        return wholeBytes(of: first) == wholeBytes(of: second)
    }

    /// Whether `count` bytes at two places are the same.
    private static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        UnsafeBufferPointer(start: a, count: count).elementsEqual(UnsafeBufferPointer(start: b, count: count))
    }

    /// The candidate's bytes, prefix included.
    private var candidateBytes: [UInt8] {
        var bytes: [UInt8] = []
        if candidatePrefix >= 0 { bytes = wholeBytes(of: Int(candidatePrefix)) }
        bytes.append(contentsOf: UnsafeBufferPointer(start: own.base + keptEnd, count: candidateLength))
        return bytes
    }

    /// The bytes of the id at `position`, gathered from its prefixes' own bytes.
    private func wholeBytes(of position: Int) -> [UInt8] {
        var chain: [Int] = []
        var next = position
        while next >= 0 {
            chain.append(next)
            next = Int(entries[next].prefix)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(entries[position].length))
        for link in chain.reversed() {
            bytes.append(contentsOf: UnsafeBufferPointer(start: own.base + entries[link].ownStart, count: Int(entries[link].ownCount)))
        }
        return bytes
    }

    /// The candidate as a string.
    var candidate: String { String(decoding: candidateBytes, as: UTF8.self) }

    /// The id at a position, as a string.
    func id(at position: Int) -> String { String(decoding: wholeBytes(of: position), as: UTF8.self) }

    /// Every id written out in full, in position order.
    ///
    /// A prefix is always at an earlier position than the ids that start with it, and a walk
    /// makes ids in the order it reads their prefixes, so the copies read the written ids almost
    /// in order, which the processor can stream.
    func joined() -> JoinedIDs {
        let total = entries.reduce(0) { $0 + Int($1.length) }
        let whole = ByteStore(capacity: total)
        var wholeStarts: [Int] = []
        wholeStarts.reserveCapacity(entries.count + 1)
        wholeStarts.append(0)
        let base = own.base
        for entry in entries {
            if entry.prefix >= 0 {
                let prefix = Int(entry.prefix)
                whole.appendCopy(of: wholeStarts[prefix]..<wholeStarts[prefix + 1])
            }
            whole.append(UnsafeBufferPointer(start: base + entry.ownStart, count: Int(entry.ownCount)))
            wholeStarts.append(whole.count)
        }
        return JoinedIDs(store: whole, starts: wholeStarts)
    }
}
