import Foundation
import Testing
@testable import WiringProjects

/// A batch of parses runs a run of items per large-stack thread, and its watchdog still gives up,
/// by item, a parse that runs past its time.
@Suite("Parse batches")
struct ParseBatchTests {
    private final class Stacks: @unchecked Sendable {
        private let lock = NSLock()
        private var sizes: Set<Int> = []
        func add(_ size: Int) { lock.withLock { _ = sizes.insert(size) } }
        var all: Set<Int> { lock.withLock { sizes } }
    }

    /// Waits (at most 10 s) until nothing in `overdue` runs any more.
    private func settle(_ overdue: OverdueCount) {
        let deadline = Date().addingTimeInterval(10)
        while overdue.count > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }

    @Test("every item's result comes back in the items' order, each parsed on a large stack, at 1, 2 and 3 lanes")
    func resultsInOrder() {
        for lanes in [1, 2, 3] {
            let stacks = Stacks()
            let batch = ParseBatch(seconds: 60, lanes: lanes, overdue: OverdueCount(), gate: ByteGate(limit: 100))
            let results = batch.run(
                count: 500, bytes: { _ in 1 },
                parse: { index in
                    stacks.add(Thread.current.stackSize)
                    return index * 2
                },
                gaveUp: { _ in -1 }, leftOut: { _, _ in -2 })
            #expect(results == (0..<500).map { $0 * 2 }, "\(lanes) lanes")
            #expect(stacks.all == [ParseLimits.stackBytes], "\(lanes) lanes")
        }
    }

    @Test("a parse that hangs within a batch is given up by item, its bytes leave the gate, and the items after it are parsed")
    func hungItemIsGivenUp() {
        let overdue = OverdueCount()
        let release = DispatchSemaphore(value: 0)
        // One lane and a gate that holds one item: the items after the hung one are parsed only if
        // another lane takes over and the hung item's bytes are counted out.
        let batch = ParseBatch(seconds: 0.3, lanes: 1, overdue: overdue, gate: ByteGate(limit: 10))
        let results = batch.run(
            count: 20, bytes: { _ in 10 },
            parse: { index in
                if index == 7 { _ = release.wait(timeout: .now() + 10) }
                return "parsed \(index)"
            },
            gaveUp: { index in "gave up \(index)" }, leftOut: { index, _ in "left out \(index)" })
        #expect(results[7] == "gave up 7")
        #expect(results.enumerated().filter { $0.offset != 7 }.allSatisfy { $0.element == "parsed \($0.offset)" }, "\(results)")
        // The batch came back while the hung parse still runs; it counts as overdue until it ends.
        #expect(overdue.count == 1)
        release.signal()
        settle(overdue)
        #expect(overdue.count == 0)
    }

    @Test("while as many parses as allowed run past their time, the items not yet started are left out unread")
    func itemsAfterTooManyHungParsesAreLeftOut() {
        let overdue = OverdueCount()
        let release = DispatchSemaphore(value: 0)
        let batch = ParseBatch(seconds: 0.3, lanes: 1, overdue: overdue, maxOverdue: 1, gate: ByteGate(limit: 10))
        let results = batch.run(
            count: 5, bytes: { _ in 1 },
            parse: { index in
                if index == 0 { _ = release.wait(timeout: .now() + 10) }
                return "parsed \(index)"
            },
            gaveUp: { index in "gave up \(index)" }, leftOut: { index, running in "left out \(index) (\(running) running)" })
        #expect(results == ["gave up 0"] + (1..<5).map { "left out \($0) (1 running)" })
        release.signal()
        settle(overdue)
        #expect(overdue.count == 0)
    }

    @Test("an empty batch returns at once")
    func emptyBatch() {
        let results = ParseBatch(seconds: 1, lanes: 2, overdue: OverdueCount()).run(
            count: 0, bytes: { _ in 1 }, parse: { $0 }, gaveUp: { $0 }, leftOut: { index, _ in index })
        #expect(results.isEmpty)
    }
}
