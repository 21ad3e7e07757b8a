import Foundation

/// The bytes of the files read before the parse (by `FrameworkReaders.used(in:keeping:)`), kept for
/// the parse so that each file is opened and read once; at most `limit` bytes in all, so a large
/// tree costs no more memory than a bound. A file whose bytes were not kept is read again.
final class ReadAhead: @unchecked Sendable {
    private var kept: [Data?]
    private var total = 0
    private let limit: Int
    private let lock = NSLock()

    /// Creates room for the bytes of `count` files, `limit` bytes in all (64 MiB by default).
    init(count: Int, limit: Int = 64 << 20) {
        kept = Array(repeating: nil, count: count)
        self.limit = limit
    }

    /// Keeps the bytes of the file at `index`, unless they would pass the limit.
    func keep(_ index: Int, _ data: Data) {
        lock.withLock {
            guard total + data.count <= limit else { return }
            total += data.count
            kept[index] = data
        }
    }

    /// How many bytes are kept for the file at `index`, or `nil` when none are.
    func size(_ index: Int) -> Int? {
        lock.withLock { kept[index]?.count }
    }

    /// The bytes kept for the file at `index`, left kept.
    func peek(_ index: Int) -> Data? {
        lock.withLock { kept[index] }
    }

    /// The bytes kept for the file at `index`, handed over once (the slot is emptied).
    func take(_ index: Int) -> Data? {
        lock.withLock {
            defer { kept[index] = nil }
            return kept[index]
        }
    }
}
