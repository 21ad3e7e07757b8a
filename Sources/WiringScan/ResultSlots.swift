import Foundation

/// One result slot per item of work done on many threads, read back in the items' order.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    /// The filled slots, in order.
    var all: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
