import WiringModel
import WiringPlatform
import WiringText

extension CrossingBaseline {
    /// Reads a baseline file, or starts an empty one when the file does not exist yet, so a
    /// workflow that names its baseline works on its first run.
    ///
    /// - Parameter url: The baseline file.
    /// - Returns: The baseline, and a one-line note for standard error when the file was missing.
    /// - Throws: `DiffError.unreadableBaseline` when the file exists but cannot be read.
    public static func readingIfPresent(_ url: URL) throws -> (baseline: CrossingBaseline, note: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            let note = "note: baseline '\(TerminalText.sanitized(url.path))' does not exist yet; "
                + "using an empty baseline (create it with --update-baseline)"
            return (CrossingBaseline(), note)
        }
        return (try CrossingBaseline(contentsOf: url), nil)
    }
}
