import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WiringModel

/// Prints progress to standard error, and keeps printing while one step runs long.
///
/// A Graphviz layout is a single call that can take minutes on a very large
/// graph; without a sign of life it looks like a hang. After each step's message
/// a timer repeats the step with the time spent, every `interval` seconds,
/// until the next step or the end.
package final class ProgressReporter: @unchecked Sendable {
    private let prefix: String
    private let interval: Int
    private let lock = Lock()
    private var step = ""
    private var stepStarted = DispatchTime.now()
    private var timer: (any DispatchSourceTimer)?

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - prefix: Put before every line, such as `wiring render`.
    ///   - interval: Seconds between reminders while a step runs.
    package init(prefix: String, interval: Int = 10) {
        self.prefix = prefix
        self.interval = interval
    }

    /// Reports the start of a step and restarts the reminder.
    ///
    /// - Parameter message: The step, from the library; it is sanitized here.
    package func report(_ message: String) {
        let text = TerminalText.sanitized(message)
        write("\(prefix): \(text)")
        lock.withLock {
            step = text
            stepStarted = .now()
            timer?.cancel()
            let source = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
            source.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
            source.setEventHandler { [weak self] in self?.remind() }
            source.resume()
            timer = source
        }
    }

    /// Stops the reminders; call when the work is over.
    package func finish() {
        lock.withLock {
            timer?.cancel()
            timer = nil
        }
    }

    private func remind() {
        let (text, started) = lock.withLock { (step, stepStarted) }
        let seconds = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000_000
        write("\(prefix): still \(text) (\(seconds) s so far)")
    }

    private func write(_ line: String) {
        StandardOutput.writeError(line + "\n")
    }
}
