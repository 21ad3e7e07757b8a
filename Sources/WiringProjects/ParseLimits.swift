import Foundation
import WiringPlatform

/// The bounds that keep one Swift file from hanging, crashing or exhausting a scan.
///
/// - Size: a file over `maxFileBytes` is not read (parsing takes about a hundred bytes of
///   memory per byte of source; generated files that large declare no wiring by hand).
/// - Nesting: a file whose brackets nest deeper than `maxNesting`, or whose `[` nest deeper
///   than `maxSquareNesting`, is not parsed (see `NestingScan`).
/// - Stack: every file is parsed on a thread with a `stackBytes` stack (a run of files per
///   thread, see `ParseBatch`), so the parser's recursion within those limits cannot overflow it.
/// - Look-ahead: a file whose `[` would take the parser more than `maxLookAhead` steps of
///   look-ahead is not parsed (see `NestingScan.lookAhead`): counted on the bytes, so a file
///   is parsed or left out alike on a busy machine and an idle one.
/// - Time, a last resort only: a parse still running after `safetySeconds` (300 s, some hundred
///   times what the largest real files take on a loaded machine) is left out; while `maxOverdue`
///   such parses still run, the files not yet parsed are left out unread.
/// - Memory: files are parsed on every core, but no more than `bytesInFlight` bytes of source
///   at once (a larger file alone).
///
/// Each file given up is a warning that names it and says why.
package enum ParseLimits {
    /// The largest file read: 4 MiB, or `WIRING_SCAN_MAX_FILE_BYTES` (clamped to 1 KiB…64 MiB).
    package static let maxFileBytes: Int = {
        let fallback = 4 << 20
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_MAX_FILE_BYTES"], let value = Int(text) else {
            return fallback
        }
        return min(max(value, 1 << 10), 64 << 20)
    }()
    /// The deepest nesting of brackets parsed.
    package static let maxNesting = NestingScan.maxDepth
    /// The nesting at which swift-syntax's parser stops and reads the rest as unexpected tokens.
    package static let parserNesting = NestingScan.parserNesting
    /// The deepest nesting of `[` parsed.
    package static let maxSquareNesting = NestingScan.maxSquareDepth
    /// The most look-ahead one file is parsed with (`NestingScan.maxLookAhead`).
    package static let maxLookAhead = NestingScan.maxLookAhead
    /// The most seconds one file is parsed for, a safety net against shapes no count foresees, far
    /// above what real files take under load: 300, or `WIRING_SCAN_FILE_SECONDS` (clamped to 1…600).
    package static let safetySeconds: Double = {
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_FILE_SECONDS"], let value = Double(text),
              value.isFinite
        else { return 300 }
        return min(max(value, 1), 600)
    }()
    /// What a warning says of a parse the safety net gave up.
    package static var safetyMessage: String {
        "parsing the file took longer than \(Int(safetySeconds)) s, the scan's last-resort limit (WIRING_SCAN_FILE_SECONDS)"
    }
    /// The stack of the thread a file is parsed on.
    package static let stackBytes = 256 << 20
    /// The most bytes of source parsed at once.
    package static let bytesInFlight = 8 << 20

    /// Why a file nests too deeply to parse, and the line, or `nil`.
    ///
    /// - Parameter bytes: The file.
    package static func nestingProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, message: String)? {
        NestingScan.problem(bytes)
    }

    /// The most parses left running past their time before the rest of the files are left out.
    package static let maxOverdue = 4
    /// The parses left running past their time.
    package static let overdue = OverdueCount()

    /// The threads parses run on.
    static let threads = LargeStackThreads(stackBytes: stackBytes)

    /// Runs `body` on a thread with a `stackBytes` stack and waits for it, at most `seconds`.
    ///
    /// - Returns: The result, or `nil` when the time ran out. The parser cannot be stopped, so the
    ///   thread is left to finish on its own; nothing waits for it, and the process's exit ends it.
    package static func onLargeStack<Result>(seconds: Double, _ body: @escaping @Sendable () -> Result) -> Result? {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        threads.run {
            let result = body()
            if box.set(result) { overdue.add(-1) }
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut, box.abandon() {
            overdue.add(1)
            return nil
        }
        return box.get()
    }

    /// The gate that keeps the bytes parsed at once under `bytesInFlight`.
    package static let gate = ByteGate(limit: bytesInFlight)
}

/// The result a thread hands back, or the mark that nobody waits for it any more.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var finished = false
    private var abandoned = false

    /// Stores the result; returns whether the waiter had given up on it.
    func set(_ value: Value) -> Bool {
        lock.withLock {
            self.value = value
            finished = true
            return abandoned
        }
    }

    /// Marks the result as not waited for; returns whether it was still to come.
    func abandon() -> Bool {
        lock.withLock {
            abandoned = !finished
            return abandoned
        }
    }

    func get() -> Value? { lock.withLock { value } }
}

/// How many parses are still running past their time.
package final class OverdueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    package var count: Int { lock.withLock { value } }
    package func add(_ delta: Int) { lock.withLock { value += delta } }
}

/// Lets work of a given size start only while the sizes in flight stay under a limit; work
/// larger than the limit starts when nothing else runs.
package final class ByteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    private var inFlight = 0

    package init(limit: Int) { self.limit = limit }

    /// Runs `body` once `bytes` fit.
    package func run<Result>(bytes: Int, _ body: () -> Result) -> Result {
        acquire(bytes)
        defer { release(bytes) }
        return body()
    }

    /// Waits until `bytes` fit and counts them in flight; `release(_:)` must follow.
    package func acquire(_ bytes: Int) {
        condition.lock()
        while inFlight > 0 && inFlight + bytes > limit { condition.wait() }
        inFlight += bytes
        condition.unlock()
    }

    /// Counts `bytes` out of flight again.
    package func release(_ bytes: Int) {
        condition.lock()
        inFlight -= bytes
        condition.broadcast()
        condition.unlock()
    }
}
