import Foundation

/// What a `CheckRequest` produced.
public struct CheckOutcome: Sendable {
    /// The checked snapshot.
    public var report: CheckReport
    /// The report in the requested format.
    public var data: Data
    /// 0 when the check passes, 1 when a rule with severity `error` is broken.
    public var exitStatus: Int32
    /// Messages for standard error (a missing baseline, an updated one).
    public var notes: [String]
    /// The baseline `--update-baseline` asked for, when `CheckRequest.perform(writingBaseline:)` was told
    /// not to write it yet: write it with `writeBaseline()` once the report is out.
    public var pendingBaseline: PendingBaseline?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - report: The checked snapshot.
    ///   - data: The formatted report.
    ///   - exitStatus: 0 or 1.
    ///   - notes: Messages for standard error.
    public init(report: CheckReport, data: Data, exitStatus: Int32, notes: [String]) {
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
