import Foundation

/// A reference file a test's output is compared with byte for byte, re-recorded only when the
/// environment sets `WIRING_RECORD=1` (or `true`, `yes`) — and a test that records must then fail,
/// as `assertWiring` does, so that a run which records can never pass by accident.
public struct GoldenFile: Sendable {
    /// What comparing an output with the file found.
    public enum Outcome: Equatable, Sendable {
        /// The output is the file's text.
        case matches
        /// The output differs from the file: what differs first, to show in the failure.
        case differs(String)
        /// `WIRING_RECORD=1`: the output was written to the file; the test must fail.
        case recorded
    }

    /// The file.
    public let url: URL

    /// A golden file.
    ///
    /// - Parameter url: Where the file is (or is recorded to).
    public init(_ url: URL) {
        self.url = url
    }

    /// Whether `WIRING_RECORD` asks to record: `1`, `true` or `yes`, as for `assertWiring`.
    public static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment["WIRING_RECORD"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// Compares the output with the file, or records it when `WIRING_RECORD=1`.
    ///
    /// - Parameter output: The text the test produced.
    /// - Returns: Whether it matches, how it differs, or that it was recorded.
    /// - Throws: A file-system error when the file cannot be written while recording.
    public func compare(_ output: String) throws -> Outcome {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url)
            return .recorded
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return .differs("\(url.lastPathComponent) is missing; record it with WIRING_RECORD=1")
        }
        if output == expected { return .matches }
        let produced = output.components(separatedBy: "\n")
        let recorded = expected.components(separatedBy: "\n")
        let line = zip(produced, recorded).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(produced.count, recorded.count)
        let was = line < recorded.count ? recorded[line] : "(end of file)"
        let now = line < produced.count ? produced[line] : "(end of output)"
        return .differs(
            "output differs from \(url.lastPathComponent) at line \(line + 1): was \(was.debugDescription), now \(now.debugDescription); "
                + "re-record with WIRING_RECORD=1 if the change is intended")
    }
}
