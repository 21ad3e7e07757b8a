import CBackgroundWatch
import WiringPlatform

/// The command's one background thread (see `CBackgroundWatch`): it prints the reminders of
/// `ProgressReporter` and handles the interrupts `InterruptHandler` catches.
enum BackgroundWatch {
    /// Starts the thread, once per process.
    ///
    /// - Returns: Whether it runs; when it could not be made there are no reminders, and
    ///   interrupts keep their default action.
    @discardableResult
    static func start() -> Bool {
        wiring_watch_start { Reminders.shared.tick() } == 0
    }
}

/// The step whose reminders the background thread prints: one at a time in a process, the one
/// reported last.
final class Reminders: @unchecked Sendable {
    /// A step in progress.
    struct Step {
        /// The reporter that began it; only that reporter's `finish` ends it.
        let owner: ObjectIdentifier
        let prefix: String
        let text: String
        let started: ContinuousClock.Instant
        let interval: Duration
        let writer: @Sendable (String) -> Void
        /// How many intervals have been reminded of so far.
        var reminded = 0
    }

    static let shared = Reminders()
    private let lock = Lock()
    private var step: Step?

    /// Makes `new` the step to remind of, and wakes the thread to time its first reminder.
    func begin(_ new: Step) {
        lock.withLock { step = new }
        if BackgroundWatch.start() { wiring_watch_wake() }
    }

    /// Stops the reminders of `owner`'s step, if it is the current one.
    func end(owner: ObjectIdentifier) {
        lock.withLock { if step?.owner == owner { step = nil } }
    }

    /// Prints a reminder when one is due; returns the milliseconds until the next, or -1 when
    /// no step runs. Called on the background thread.
    func tick() -> Int32 {
        let now = ContinuousClock.now
        let (line, writer, wait) = lock.withLock { () -> (String?, (@Sendable (String) -> Void)?, Int32) in
            guard var current = step else { return (nil, nil, -1) }
            let elapsed = now - current.started
            let intervals = Int(elapsed / current.interval)
            var line: String?
            if intervals > current.reminded {
                current.reminded = intervals
                line = "\(current.prefix): still \(current.text) (\(elapsed.components.seconds) s so far)\n"
                step = current
            }
            let due = current.started + current.interval * (current.reminded + 1)
            let (seconds, attoseconds) = (due - now).components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
            return (line, current.writer, Int32(clamping: max(1, milliseconds)))
        }
        if let line, let writer { writer(line) }
        return wait
    }
}
