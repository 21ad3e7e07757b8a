import Dispatch

/// Runs two independent pieces of work at the same time, one on another thread.
///
/// A diff reads, decodes and indexes two snapshots that do not depend on each other; on a machine
/// with two cores or more this halves the wall time of those steps.
package enum BothAtOnce {
    /// Runs `first` on another thread and `second` on this one, and waits for both.
    ///
    /// - Parameters:
    ///   - first: Work that may run on any thread.
    ///   - second: Work run on the calling thread.
    /// - Returns: Both results.
    package static func run<A: Sendable, B>(_ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
        let box = ResultBox<A>()
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { box.value = first() }
        let other = second()
        group.wait()
        // The group's wait orders the other thread's write before this read.
        guard let value = box.value else { preconditionFailure("work finished without a result") }
        return (value, other)
    }
}

/// Holds a value written by one thread and read by another after a `DispatchGroup` wait.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
