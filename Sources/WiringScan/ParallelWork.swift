import Foundation

/// Runs work items on one thread per core, each thread with a large stack.
///
/// Syntax trees are walked recursively; the parser bounds how deeply a file can
/// nest, and a generous stack (address space, not memory, until used) keeps a
/// deeply nested but legal file from reaching the end of a worker's default stack.
enum ParallelWork {
    /// The stack of each worker thread.
    static let stackSize = 512 << 20

    /// Calls `body` once for each index in `0..<count`, spread over the cores, and returns when all are done.
    static func perform(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        let next = Counter()
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }
}

/// Hands out indices once each, from any thread.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
