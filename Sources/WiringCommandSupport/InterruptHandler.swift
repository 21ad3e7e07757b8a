import CBackgroundWatch
import WiringModel

import WiringPlatform
import WiringText

/// Makes an interrupt leave no partial file behind.
///
/// Every output goes through `AtomicFile`, which writes a temporary file and
/// renames it into place; so the destination is always whole or untouched. On
/// SIGINT or SIGTERM this removes the temporary files still being written and
/// ends the process with the conventional status (130 or 143). The work runs on
/// the command's background thread (`BackgroundWatch`), not inside the signal
/// handler, so it may take locks; and it ends the process with `_exit`, because
/// the main thread may be inside Graphviz and must not run exit-time cleanup
/// concurrently.
package enum InterruptHandler {
    /// Starts listening for SIGINT and SIGTERM, and turns SIGPIPE into write errors; call once,
    /// before any work.
    package static func install() {
        // A reader that goes away (`wiring inspect … | head -1`) makes the write fail with EPIPE,
        // reported as `cannot write standard output: broken pipe` and exit status 2.
        signal(SIGPIPE, SIG_IGN)
        // Without the thread the signals keep their default action: the process ends at once.
        guard BackgroundWatch.start() else { return }
        _ = wiring_watch_catch_interrupts { signalNumber in InterruptHandler.interrupted(by: signalNumber) }
    }

    /// Removes the temporary files, says what happened and ends the process.
    private static func interrupted(by signalNumber: Int32) {
        AtomicFile.removeTemporaryFiles()
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        let written = AtomicFile.completedFiles.map { "'\(TerminalText.sanitized($0))'" }
        let message = written.isEmpty
            ? "wiring: interrupted by \(name); incomplete output removed, no file was changed\n"
            : "wiring: interrupted by \(name); incomplete output removed; already written: \(written.joined(separator: ", "))\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(128 + signalNumber)
    }
}
