import ArgumentParser
import WiringReports
import WiringModel

import WiringPlatform
import WiringText

/// Keeps a command from writing over one of its own inputs.
///
/// Two paths name the same file when, after following symbolic links and `..`, they are the same
/// path, or when both exist and are the same file on disk (a hard link, a bind mount).
package enum OutputPaths {
    /// Refuses a report (`-o`) or a baseline to update that names one of the command's inputs, so
    /// a run never replaces what it read.
    ///
    /// - Parameters:
    ///   - output: The `-o` path, if given.
    ///   - baseline: The `--baseline` path, if given.
    ///   - updatingBaseline: Whether `--update-baseline` will rewrite it.
    ///   - inputs: Each other input's flag (for the message) and path, if given.
    /// - Throws: `ValidationError` naming the clash.
    package static func refuseClobbering(
        output: String?, baseline: String?, updatingBaseline: Bool, inputs: [(flag: String, path: String?)]
    ) throws {
        if let output, let flag = conflict(output, with: inputs + [("--baseline", baseline)]) {
            throw ValidationError("-o '\(TerminalText.sanitized(output))' is the same file as \(flag); choose another output file")
        }
        if updatingBaseline, let baseline, let flag = conflict(baseline, with: inputs) {
            throw ValidationError(
                "--baseline '\(TerminalText.sanitized(baseline))' is the same file as \(flag), and --update-baseline would overwrite it; choose another baseline file")
        }
    }

    /// Runs a report-writing request and delivers its report: the report to `-o` (or standard
    /// output), then the updated baseline, last, so a run that fails leaves the baseline as it was,
    /// then the notes on standard error.
    ///
    /// - Parameters:
    ///   - output: The `-o` path, or `nil` for standard output.
    ///   - perform: The request's `perform(writingBaseline:)`.
    /// - Returns: The outcome, for its exit status.
    /// - Throws: `ExitCode(2)` after printing the error, which names its file.
    package static func deliver<Report>(
        to output: String?, _ perform: (_ writingBaseline: Bool) throws -> ReportOutcome<Report>
    ) throws -> ReportOutcome<Report> {
        var outcome: ReportOutcome<Report>
        do {
            outcome = try perform(false)
            try writeReport(outcome.data, to: output)
            try outcome.writeBaseline()
        } catch {
            // Snapshot, rules, baseline and output errors all name their file.
            printError("error: \(error)")
            throw ExitCode(2)
        }
        for note in outcome.notes { printError(note) }
        return outcome
    }

    /// Writes a report to the `-o` file atomically, or to standard output.
    ///
    /// - Parameters:
    ///   - data: The report.
    ///   - output: The `-o` path, or `nil` for standard output.
    /// - Throws: `SnapshotError` naming the file, or standard output, that could not be written.
    package static func writeReport(_ data: Data, to output: String?) throws {
        if let output {
            try AtomicFile.write(data, to: URL(fileURLWithPath: output))
        } else {
            try StandardOutput.write(data)
        }
    }

    /// Writes one line to standard error; a failing standard error is ignored rather than fatal.
    package static func printError(_ message: String) {
        StandardOutput.writeError(message + "\n")
    }

    /// The first input that `output` names, as its flag (`AFTER`, `--rules`), or `nil`.
    ///
    /// - Parameters:
    ///   - output: The path the command would write.
    ///   - inputs: Each input's flag and path; `nil` paths are skipped.
    package static func conflict(_ output: String, with inputs: [(flag: String, path: String?)]) -> String? {
        inputs.first { input in input.path.map { same(output, $0) } ?? false }?.flag
    }

    /// Whether two paths name the same regular file (or the first does not exist yet and the paths agree).
    ///
    /// A device or FIFO is written in place and never replaced, so naming one twice
    /// (`/dev/stdin` and `/dev/stdout` on one terminal) clobbers nothing and is allowed.
    package static func same(_ first: String, _ second: String) -> Bool {
        var one = stat()
        let exists = stat(first, &one) == 0
        if exists && one.st_mode & S_IFMT != S_IFREG { return false }
        if canonical(first) == canonical(second) { return true }
        var other = stat()
        guard exists, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// The path with links and `..` resolved; for a file that does not exist yet, its folder resolved.
    package static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if let resolved = realpath(url.path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let folder = url.deletingLastPathComponent().path
        guard let resolved = realpath(folder, nil) else { return url.path }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(url.lastPathComponent).path
    }
}
