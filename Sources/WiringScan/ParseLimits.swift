import Foundation
import WiringPlatform
import WiringProjects

/// The bounds that keep one Swift file from hanging, crashing or exhausting a scan.
///
/// - Size: a file over `maxFileBytes` is not read (parsing takes about a hundred bytes of
///   memory per byte of source; generated files that large declare no wiring by hand).
/// - Nesting: a file whose brackets nest deeper than `maxNesting`, or whose `[` nest deeper
///   than `maxSquareNesting`, is not parsed (see `NestingScan`).
/// - Stack: every file is parsed on a thread of its own with a `stackBytes` stack, so the
///   parser's recursion within those limits cannot overflow it.
/// - Time: a file still parsing after `secondsPerFile` is left out (the nesting limit keeps one
///   construct cheap, but a file can repeat it thousands of times); while `maxOverdue` such
///   parses still run, the files not yet parsed are left out unread.
/// - Memory: files are parsed on every core, but no more than `bytesInFlight` bytes of source
///   at once (a larger file alone).
///
/// Each file given up is a warning that names it and says why.
enum ParseLimits {
    /// The largest file read: 4 MiB, or `WIRING_SCAN_MAX_FILE_BYTES` (clamped to 1 KiB…64 MiB).
    static let maxFileBytes: Int = {
        let fallback = 4 << 20
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_MAX_FILE_BYTES"], let value = Int(text) else {
            return fallback
        }
        return min(max(value, 1 << 10), 64 << 20)
    }()
    /// The deepest nesting of brackets parsed.
    static let maxNesting = NestingScan.maxDepth
    /// The nesting at which swift-syntax's parser stops and reads the rest as unexpected tokens.
    static let parserNesting = NestingScan.parserNesting
    /// The deepest nesting of `[` parsed.
    static let maxSquareNesting = NestingScan.maxSquareDepth
    /// The most seconds one file is parsed for: 10, or `WIRING_SCAN_FILE_SECONDS` (clamped to 1…600).
    static let secondsPerFile: Double = {
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_FILE_SECONDS"], let value = Double(text),
              value.isFinite
        else { return 10 }
        return min(max(value, 1), 600)
    }()
    /// The stack of the thread a file is parsed on.
    static let stackBytes = 256 << 20
    /// The most bytes of source parsed at once.
    static let bytesInFlight = 8 << 20

    /// A source file's bytes, read as a checked file (`CheckedFile`) within `maxFileBytes`, or why
    /// it was left out.
    static func read(_ path: String) -> Result<Data, LeftOut> {
        switch CheckedFile.read(path, limit: maxFileBytes) {
        case .success(let data): return .success(data)
        case .failure(.tooLarge(let bytes, _)):
            return .failure(LeftOut(message: "the file is \(bytes) bytes, over the limit of \(maxFileBytes) (WIRING_SCAN_MAX_FILE_BYTES); it was left out"))
        case .failure(let problem): return .failure(LeftOut(message: problem.message + "; it was left out"))
        }
    }

    /// Why a file was left out, for its warning.
    struct LeftOut: Error {
        var message: String
    }

    /// Why a file nests too deeply to parse, and the line, or `nil`.
    ///
    /// - Parameter bytes: The file.
    static func nestingProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, message: String)? {
        NestingScan.problem(bytes)
    }

    /// Runs `work` for a file within these bounds: once its bytes fit the gate, on a large stack,
    /// for at most `secondsPerFile`.
    ///
    /// - Returns: The file's facts, or facts with only a warning when the time ran out.
    static func bounded(_ file: SourceFile, _ work: @escaping @Sendable () -> SourceFacts) -> SourceFacts {
        var info = stat()
        let size = stat(file.absolutePath, &info) == 0 ? min(Int(info.st_size), maxFileBytes) : 0
        var late = SourceFacts(file: file.relativePath, module: file.module)
        // Parses that ran out of time still hold a core each: past a few, later files would only
        // run out of time too, so they are left out at once and the scan ends.
        let stillRunning = overdue.count
        if stillRunning >= maxOverdue {
            late.warnings.append(ScanWarning(
                .fileNotRead, place: .init(file: file.relativePath, line: 1),
                message: "left out unread: \(stillRunning) other files are still parsing past their time limit"))
            return late
        }
        let facts = gate.run(bytes: size) { onLargeStack(seconds: secondsPerFile, work) }
        if let facts { return facts }
        late.warnings.append(ScanWarning(
            .fileNotRead, place: .init(file: file.relativePath, line: 1),
            message: "parsing the file took longer than \(Int(secondsPerFile)) s (WIRING_SCAN_FILE_SECONDS); it was left out"))
        return late
    }

    /// The most parses left running past their time before the rest of the files are left out.
    static let maxOverdue = 4
    /// The parses left running past their time.
    static let overdue = OverdueCount()

    /// The threads parses run on.
    static let threads = LargeStackThreads(stackBytes: stackBytes)

    /// Runs `body` on a thread with a `stackBytes` stack and waits for it, at most `seconds`.
    ///
    /// - Returns: The result, or `nil` when the time ran out. The parser cannot be stopped, so the
    ///   thread is left to finish on its own; nothing waits for it, and the process's exit ends it.
    static func onLargeStack<Result>(seconds: Double, _ body: @escaping @Sendable () -> Result) -> Result? {
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
    static let gate = ByteGate(limit: bytesInFlight)
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
final class OverdueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }
    func add(_ delta: Int) { lock.withLock { value += delta } }
}

/// Lets work of a given size start only while the sizes in flight stay under a limit; work
/// larger than the limit starts when nothing else runs.
final class ByteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    private var inFlight = 0

    init(limit: Int) { self.limit = limit }

    /// Runs `body` once `bytes` fit.
    func run<Result>(bytes: Int, _ body: () -> Result) -> Result {
        condition.lock()
        while inFlight > 0 && inFlight + bytes > limit { condition.wait() }
        inFlight += bytes
        condition.unlock()
        defer {
            condition.lock()
            inFlight -= bytes
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }
}
