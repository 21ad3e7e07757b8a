import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// Parses run on a few kept threads with a large stack, not on a new thread per file.
@Suite("Large-stack threads")
struct LargeStackThreadsTests {
    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var names: Set<String> = []
        func add(_ name: String) { lock.withLock { _ = names.insert(name) } }
        var count: Int { lock.withLock { names.count } }
    }

    /// Runs `job` on the threads and waits for it.
    private func runAndWait(_ threads: LargeStackThreads, _ job: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        threads.run {
            job()
            done.signal()
        }
        done.wait()
    }

    @Test("200 jobs one after another run on one thread")
    func sequentialJobsShareOneThread() {
        let threads = LargeStackThreads(stackBytes: 1 << 20)
        let seen = Seen()
        for index in 0..<200 {
            runAndWait(threads) {
                Thread.current.name = Thread.current.name ?? "large-stack-\(index)"
                seen.add(Thread.current.name ?? "")
            }
        }
        #expect(seen.count == 1)
    }

    @Test("A job that does not end does not hold up the next one")
    func blockedJobGetsAnotherThread() {
        let threads = LargeStackThreads(stackBytes: 1 << 20)
        let release = DispatchSemaphore(value: 0)
        threads.run { release.wait() }
        let done = DispatchSemaphore(value: 0)
        threads.run { done.signal() }
        #expect(done.wait(timeout: .now() + 5) == .success)
        release.signal()
    }

    @Test("A job runs on a thread with the stack it was promised")
    func stackSizeIsKept() {
        let threads = LargeStackThreads(stackBytes: 96 << 20)
        let result = ResultSlots<Int>(count: 1)
        runAndWait(threads) { result.set(0, Thread.current.stackSize) }
        #expect(result.all == [96 << 20])
    }
}
