import WiringCheck
import WiringModel

import WiringPlatform

/// What a `DiffRequest` produced.
public typealias DiffOutcome = ReportOutcome<DiffReport>
/// What a `CheckRequest` produced.
public typealias CheckOutcome = ReportOutcome<CheckReport>

/// What a report-writing request (`DiffRequest`, `CheckRequest`) produced: the judged report, its
/// bytes in the requested format, the exit status, notes, and a baseline update not written yet.
public struct ReportOutcome<Report: Sendable>: Sendable {
    /// The judged diff or check.
    public var report: Report
    /// The report in the requested format.
    public var data: Data
    /// 0 when the run passes, 1 when it fails (a new crossing that needs review, a broken rule).
    public var exitStatus: Int32
    /// Messages for standard error (a missing baseline, an updated one).
    public var notes: [String]
    /// The baseline `--update-baseline` asked for, when the request's `perform(writingBaseline:)`
    /// was told not to write it yet: write it with `writeBaseline()` once the report is out.
    public var pendingBaseline: PendingBaseline?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - report: The judged diff or check.
    ///   - data: The formatted report.
    ///   - exitStatus: 0 or 1.
    ///   - notes: Messages for standard error.
    public init(report: Report, data: Data, exitStatus: Int32, notes: [String]) {
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
