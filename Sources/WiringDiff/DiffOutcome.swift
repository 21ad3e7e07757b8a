import Foundation

/// What a `DiffRequest` produced.
public struct DiffOutcome: Sendable {
    /// The judged diff.
    public var report: DiffReport
    /// The report in the requested format.
    public var data: Data
    /// 0 when the diff passes, 1 when it fails under the request's policy.
    public var exitStatus: Int32
    /// Messages for standard error (for example that the baseline was updated).
    public var notes: [String]
    /// The baseline `--update-baseline` asked for, when `DiffRequest.perform(writingBaseline:)` was told
    /// not to write it yet: write it with `writeBaseline()` once the report is out.
    public var pendingBaseline: PendingBaseline?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - report: The judged diff.
    ///   - data: The formatted report.
    ///   - exitStatus: 0 or 1.
    ///   - notes: Messages for standard error.
    public init(report: DiffReport, data: Data, exitStatus: Int32, notes: [String]) {
        self.report = report
        self.data = data
        self.exitStatus = exitStatus
        self.notes = notes
    }

    /// Writes the pending baseline, if any, atomically, and clears it.
    ///
    /// - Throws: `SnapshotError.unwritable` naming the baseline file.
    public mutating func writeBaseline() throws {
        try pendingBaseline?.write()
        pendingBaseline = nil
    }
}
