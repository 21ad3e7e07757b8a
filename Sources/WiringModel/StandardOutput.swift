import WiringPlatform
import WiringText

/// Writes to standard output and standard error without ever trapping.
///
/// `FileHandle.write(_:)` stops the process when the write fails (`> /dev/full`, a closed pipe);
/// these report the failure instead. Together with SIGPIPE ignored (the command-line tool does
/// that at start), a reader that goes away gives an error the caller can turn into exit status 2.
package enum StandardOutput {
    /// Writes every byte to standard output.
    ///
    /// - Parameter data: The bytes.
    /// - Throws: `SnapshotError.unwritableStandardOutput` with the reason.
    package static func write(_ data: Data) throws {
        if let failure = AtomicFile.writeAll(STDOUT_FILENO, data) {
            throw SnapshotError.unwritableStandardOutput(reason: failure)
        }
    }

    /// Writes a message to standard error; a failure to do so is ignored, as there is nowhere left to report it.
    /// No line of it starts a workflow command (see `TerminalText.withoutWorkflowCommands(_:)`).
    ///
    /// - Parameter text: The text, written as UTF-8.
    package static func writeError(_ text: String) {
        _ = AtomicFile.writeAll(STDERR_FILENO, Data(TerminalText.withoutWorkflowCommands(text).utf8))
    }
}
