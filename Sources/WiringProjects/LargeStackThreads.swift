import Foundation

/// Threads with a large stack, kept for the next job once one is done.
///
/// A parse runs on a stack of `ParseLimits.stackBytes`. A new thread per file would map, fault in
/// and unmap such a stack for every file; these threads are started as jobs need them (never more
/// than the jobs waiting or running at once) and each stays for the next job until it has waited
/// `idleSeconds` for one, so a scan reuses a few of them for all of its files. A job that never
/// ends keeps its thread; the next job starts another.
final class LargeStackThreads: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var idle = 0
    private let stackBytes: Int
    private let idleSeconds: Double

    init(stackBytes: Int, idleSeconds: Double = 2) {
        self.stackBytes = stackBytes
        self.idleSeconds = idleSeconds
    }

    /// Runs `job` on one of the threads, starting one when none is free.
    func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        let start = jobs.count > idle
        condition.signal()
        condition.unlock()
        guard start else { return }
        let thread = Thread { [self] in work() }
        thread.stackSize = stackBytes
        thread.start()
    }

    /// Takes jobs until none comes for `idleSeconds`.
    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty {
                idle += 1
                let signalled = condition.wait(until: Date(timeIntervalSinceNow: idleSeconds))
                idle -= 1
                if !signalled && jobs.isEmpty {
                    condition.unlock()
                    return
                }
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
