import Foundation

/// A thread-safe tally of calls.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The number of increments so far.
    var value: Int { lock.withLock { count } }

    /// Adds one.
    func increment() { lock.withLock { count += 1 } }
}
