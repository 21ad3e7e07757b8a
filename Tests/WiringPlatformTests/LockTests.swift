import Dispatch
import Testing
import WiringPlatform

@Suite("Lock")
struct LockTests {
    private final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func concurrentIncrementsAreAllCounted() {
        let lock = Lock()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { lock.withLock { counter.value += 1 } }
        }
        #expect(lock.withLock { counter.value } == 80_000)
    }
}
