import Dispatch

/// Frees every file's facts on every core. The facts of thousands of files (their types, calls,
/// names and places, each an array of its own) take as long to free as a step of the declared
/// graph; freed on the thread that drops them last, they were a step on one core at the end of
/// each scan.
enum FactsRelease {
    /// The fewest files per slice worth a thread of their own.
    static let filesPerSlice = 64

    /// Empties `facts`, freeing their storage in slices on every core. Facts another array still
    /// holds (a copy made elsewhere) stay alive there; freeing is then left to that array.
    ///
    /// - Parameter facts: The facts to free; empty afterwards.
    static func onEveryCore(_ facts: inout [SourceFacts]) {
        let count = facts.count
        let slices = min(count / filesPerSlice, 16)
        guard slices > 1 else {
            facts = []
            return
        }
        let parts = Parts(slices)
        for slice in 0..<slices {
            parts.pointer.advanced(by: slice).initialize(to: Array(facts[count * slice / slices ..< count * (slice + 1) / slices]))
        }
        // The slices now hold the last references: dropping them frees the facts.
        facts = []
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            _ = parts.pointer.advanced(by: slice).deinitialize(count: 1)
        }
    }

    /// Storage for the slices, each slice read and freed by one thread only.
    private final class Parts: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<[SourceFacts]>

        init(_ count: Int) { pointer = .allocate(capacity: count) }

        deinit { pointer.deallocate() }
    }
}
