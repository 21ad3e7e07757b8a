import ArgumentParser
import Foundation
import WiringModel

/// What the report-writing subcommands (`diff`, `check`) share about their output file.
enum OutputPath {
    /// Refuses an output file that is one of the inputs, so a report never replaces what it read.
    ///
    /// - Parameters:
    ///   - output: The `-o` path.
    ///   - inputs: Each input's flag (for the message) and path, if given.
    /// - Throws: `ValidationError` naming the clash.
    static func refuseOverwriting(_ output: String, inputs: [(flag: String, path: String?)]) throws {
        let target = canonical(output)
        for (flag, path) in inputs {
            if let path, canonical(path) == target {
                throw ValidationError("-o '\(TerminalText.sanitized(output))' is the same file as \(flag); choose another output file")
            }
        }
    }

    /// Writes one line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
