import Foundation

/// A batch of parses run on a few threads with a large stack, watched for parses that run past
/// their time.
///
/// One thread per core (a lane) takes the next item, parses it and takes the next, so a batch
/// costs a thread start or wake-up per lane rather than two wake-ups per item (handing each item to
/// a thread and waking its waiter). The calling thread is the watchdog: it sleeps until the batch is
/// done or until the oldest parse under way reaches `seconds`. A parse past its time is given up:
/// its item gets `gaveUp`, its bytes leave the gate, it counts in `overdue` until it ends, and a new
/// lane takes the place of its own. The parser cannot be stopped, so that lane finishes on its own,
/// drops its late result and ends. While `maxOverdue` parses run past their time, the items not yet
/// started get `leftOut` instead of a parse.
package struct ParseBatch: Sendable {
    /// The most seconds one item is parsed for (the time spent waiting for the gate not counted).
    package var seconds: Double
    /// The parses run at once.
    package var lanes: Int
    /// The parses still running past their time, this batch's and others'.
    package var overdue: OverdueCount
    /// The most parses left running past their time before the items not yet started are left out.
    package var maxOverdue: Int
    /// The gate that bounds the bytes parsed at once.
    package var gate: ByteGate

    /// A batch within `ParseLimits`' bounds: `safetySeconds` per item, one lane per active core, the
    /// shared overdue count and gate.
    package init(
        seconds: Double = ParseLimits.safetySeconds, lanes: Int = ProcessInfo.processInfo.activeProcessorCount,
        overdue: OverdueCount = ParseLimits.overdue, maxOverdue: Int = ParseLimits.maxOverdue, gate: ByteGate = ParseLimits.gate
    ) {
        self.seconds = seconds
        self.lanes = max(1, lanes)
        self.overdue = overdue
        self.maxOverdue = maxOverdue
        self.gate = gate
    }

    /// Parses items `0..<count` and returns their results in that order.
    ///
    /// - Parameters:
    ///   - count: The number of items.
    ///   - bytes: An item's size, for the gate.
    ///   - parse: An item's result; runs on a thread with a `ParseLimits.stackBytes` stack.
    ///   - gaveUp: The result of an item whose parse ran past `seconds`.
    ///   - leftOut: The result of an item not parsed because that many parses (the second argument)
    ///     still run past their time.
    /// - Returns: One result per item, in the items' order.
    package func run<Result>(
        count: Int,
        bytes: @escaping @Sendable (Int) -> Int,
        parse: @escaping @Sendable (Int) -> Result,
        gaveUp: (Int) -> Result,
        leftOut: @escaping @Sendable (Int, Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let state = BatchState<Result>(count: count)
        let startLane: @Sendable (Int) -> Void = { [self] id in
            ParseLimits.threads.run { lane(id, state: state, bytes: bytes, parse: parse, leftOut: leftOut) }
        }
        let first = min(lanes, count)
        for id in 0..<first { startLane(id) }
        var nextLane = first
        state.condition.lock()
        while state.settled < count {
            let now = DispatchTime.now().uptimeNanoseconds
            let limit = UInt64(seconds * 1e9)
            for (id, running) in state.running.sorted(by: { $0.key < $1.key }) where now >= running.started + limit {
                state.running[id] = nil
                state.settle(running.index, gaveUp(running.index))
                overdue.add(1)
                gate.release(running.bytes)
                startLane(nextLane)
                nextLane += 1
            }
            guard state.settled < count else { break }
            let oldest = state.running.values.map(\.started).min() ?? now
            let wake = oldest + limit
            _ = state.condition.wait(until: Date(timeIntervalSinceNow: Double(wake > now ? wake - now : 0) / 1e9))
        }
        let results = state.results.map { $0! }
        state.condition.unlock()
        return results
    }

    /// Takes items and parses them until none is left, or until the watchdog gave up its parse.
    private func lane<Result>(
        _ id: Int, state: BatchState<Result>,
        bytes: @Sendable (Int) -> Int, parse: @Sendable (Int) -> Result, leftOut: @Sendable (Int, Int) -> Result
    ) {
        state.condition.lock()
        while state.next < state.count {
            let index = state.next
            state.next += 1
            state.condition.unlock()
            let stillRunning = overdue.count
            if stillRunning >= maxOverdue {
                let result = leftOut(index, stillRunning)
                state.condition.lock()
                state.settle(index, result)
                continue
            }
            let size = bytes(index)
            gate.acquire(size)
            state.condition.lock()
            state.running[id] = .init(index: index, started: DispatchTime.now().uptimeNanoseconds, bytes: size)
            state.condition.unlock()
            let result = parse(index)
            state.condition.lock()
            guard state.running.removeValue(forKey: id) != nil else {
                // Given up by the watchdog, which released the bytes and started another lane.
                state.condition.unlock()
                overdue.add(-1)
                return
            }
            gate.release(size)
            state.settle(index, result)
        }
        state.condition.unlock()
    }
}

/// What the lanes and the watchdog of one batch share, under `condition`.
private final class BatchState<Result>: @unchecked Sendable {
    struct Running {
        var index: Int
        var started: UInt64
        var bytes: Int
    }

    let condition = NSCondition()
    let count: Int
    var results: [Result?]
    var next = 0
    var settled = 0
    /// The parse each lane has under way, by lane.
    var running: [Int: Running] = [:]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    /// Stores an item's result, waking the watchdog after the last; `condition` must be held.
    func settle(_ index: Int, _ result: Result) {
        results[index] = result
        settled += 1
        if settled == count { condition.signal() }
    }
}
