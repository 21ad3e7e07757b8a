import WiringModel
import WiringText

/// Prints progress to standard error, and keeps printing while one step runs long.
///
/// A Graphviz layout is a single call that can take minutes on a very large
/// graph; without a sign of life it looks like a hang. After each step's message
/// the command's background thread (`BackgroundWatch`) repeats the step with the
/// time spent, every `interval` seconds, until the next step or the end.
package final class ProgressReporter: @unchecked Sendable {
    private let prefix: String
    private let interval: Duration
    private let writer: @Sendable (String) -> Void

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - prefix: Put before every line, such as `wiring render`.
    ///   - interval: Seconds between reminders while a step runs.
    ///   - writer: Where each line (ending in a newline) goes; standard error unless a test says otherwise.
    package init(
        prefix: String, interval: Int = 10,
        writer: @escaping @Sendable (String) -> Void = { StandardOutput.writeError($0) }
    ) {
        self.prefix = prefix
        self.interval = .seconds(max(1, interval))
        self.writer = writer
    }

    /// Reports the start of a step and restarts the reminder.
    ///
    /// - Parameter message: The step, from the library; it is sanitized here.
    package func report(_ message: String) {
        let text = TerminalText.sanitized(message)
        writer("\(prefix): \(text)\n")
        Reminders.shared.begin(
            Reminders.Step(
                owner: ObjectIdentifier(self), prefix: prefix, text: text, started: .now, interval: interval,
                writer: writer))
    }

    /// Stops the reminders; call when the work is over.
    package func finish() {
        Reminders.shared.end(owner: ObjectIdentifier(self))
    }
}
