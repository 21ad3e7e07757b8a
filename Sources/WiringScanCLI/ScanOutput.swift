import ArgumentParser
import WiringCommandSupport
import WiringModel
import WiringText

/// Keeps `wiring scan -o` from writing over what the scan reads.
enum ScanOutput {
    /// Refuses an output that is one of the scanned paths, or a Swift file (a source file or a
    /// `Package.swift` the scan reads, or one it would read next time).
    ///
    /// - Parameters:
    ///   - output: The `-o` path, if given.
    ///   - paths: The scanned files and folders.
    /// - Throws: `ValidationError` naming the output and the fix.
    static func refuseClobbering(_ output: String?, paths: [String]) throws {
        guard let output else { return }
        let shown = TerminalText.sanitized(output)
        if OutputPaths.canonical(output).lowercased().hasSuffix(".swift") || output.lowercased().hasSuffix(".swift") {
            throw ValidationError(
                "-o '\(shown)' is a Swift file, which the scan reads (a snapshot is JSON); name the output '….wiring.json'")
        }
        let canonicalOutput = OutputPaths.canonical(output)
        for path in paths {
            let folder = OutputPaths.canonical(path)
            if OutputPaths.same(output, path) || canonicalOutput == folder {
                throw ValidationError(
                    "-o '\(shown)' is the same file as the scanned path '\(TerminalText.sanitized(path))'; choose another output file")
            }
        }
    }
}
