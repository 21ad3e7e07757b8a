import WiringCheck
import WiringDiff
import WiringModel
import WiringPlatform
import WiringText

/// One run of `wiring diff` as library code: read two snapshot files (and optional rules and
/// baseline), judge the diff, update the baseline if asked, and produce the report.
///
/// The command-line tool only parses flags into a request, calls `perform()`, writes the
/// report and exits with `DiffOutcome.exitStatus`.
public struct DiffRequest: Sendable {
    /// The earlier snapshot file.
    public var before: URL
    /// The later snapshot file.
    public var after: URL
    /// A rules file (JSON), or `nil` for no rules.
    public var rules: URL?
    /// An accepted-crossings baseline file, or `nil` for none. A file that does not exist yet is
    /// an empty baseline (with a note).
    public var baseline: URL?
    /// Whether to rewrite the baseline so it accepts every current new crossing and drops stale entries.
    public var updateBaseline: Bool
    /// The report's format.
    public var format: ReportFormat
    /// What counts as a failure.
    public var policy: FailurePolicy
    /// For text: whether to colour the report.
    public var colors: Bool
    /// For SVG and HTML reports: what draws the merged graph (`GraphvizDiffDrawing()` from `WiringRender`).
    public var drawing: (any VisualDiffDrawing)?
    /// For Xcode diagnostics: what makes a root-relative source path relative to the working
    /// directory, `../` once per folder below the package or repository root.
    public var pathPrefix = ""

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - before: The earlier snapshot file.
    ///   - after: The later snapshot file.
    ///   - rules: A rules file, or `nil`.
    ///   - baseline: A baseline file, or `nil`.
    ///   - updateBaseline: Whether to rewrite the baseline (needs `baseline`).
    ///   - format: The report's format.
    ///   - policy: What counts as a failure.
    ///   - colors: For text: whether to colour the report.
    ///   - drawing: For SVG and HTML: what draws the merged graph.
    public init(
        before: URL, after: URL, rules: URL? = nil, baseline: URL? = nil, updateBaseline: Bool = false,
        format: ReportFormat = .text, policy: FailurePolicy = .newCrossing, colors: Bool = false,
        drawing: (any VisualDiffDrawing)? = nil
    ) {
        self.before = before
        self.after = after
        self.rules = rules
        self.baseline = baseline
        self.updateBaseline = updateBaseline
        self.format = format
        self.policy = policy
        self.colors = colors
        self.drawing = drawing
    }

    /// Runs the diff.
    ///
    /// When `updateBaseline` is set, the report judges against the updated baseline, and the
    /// baseline file is rewritten atomically (created if missing) only after everything else
    /// succeeded: with `writingBaseline` (the default) at the end of this call, otherwise by the
    /// caller with `DiffOutcome.writeBaseline()` once it has written the report. A run that fails
    /// never changes the baseline.
    ///
    /// - Parameter writingBaseline: Whether to write the updated baseline before returning.
    /// - Returns: The report's bytes, the exit status and notes for standard error.
    /// - Throws: `SnapshotError` for an unreadable or invalid snapshot or an unwritable baseline;
    ///   `DiffError` for unreadable rules or baseline, or a drawing that cannot be made.
    public func perform(writingBaseline: Bool = true) throws -> DiffOutcome {
        // The two files are read and decoded at the same time; an error in the first is reported first.
        let (first, second) = BothAtOnce.run(
            { [before] in Result { try GraphSnapshot(contentsOf: before) } },
            { Result { try GraphSnapshot(contentsOf: after) } })
        let old = try first.get()
        let new = try second.get()
        let rules = try self.rules.map(CrossingRules.init(contentsOf:)) ?? .none
        var baseline: CrossingBaseline?
        var notes: [String] = []
        if let url = self.baseline {
            // A baseline that does not exist yet is empty, so a documented workflow works on its first run.
            let read = try CrossingBaseline.readingIfPresent(url)
            baseline = read.baseline
            if let note = read.note, !updateBaseline { notes.append(note) }
        }
        let diff = SnapshotDiff(before: old, after: new)
        var pending: PendingBaseline?
        if updateBaseline, let url = self.baseline, let current = baseline {
            let updated = current.updated(accepting: diff.newCrossings, current: diff.afterCrossings)
            pending = PendingBaseline(baseline: updated, url: url)
            let added = Set(updated.entries).subtracting(current.entries).count
            let removed = Set(current.entries).subtracting(updated.entries).count
            notes.append("updated baseline '\(TerminalText.sanitized(url.path))': \(added) added, \(removed) stale removed, \(updated.entries.count) entries")
            baseline = updated
        }
        let report = DiffReport(
            diff: diff, rules: rules, baseline: baseline, beforeName: Self.name(before), afterName: Self.name(after))
        let data = try report.formatted(as: format, policy: policy, colors: colors, drawing: drawing, pathPrefix: pathPrefix)
        var outcome = DiffOutcome(report: report, data: data, exitStatus: report.exitStatus(policy), notes: notes)
        outcome.pendingBaseline = pending
        if writingBaseline { try outcome.writeBaseline() }
        return outcome
    }

    /// The input as reports name it: never an absolute path of this machine.
    private static func name(_ url: URL) -> String {
        ReviewLocation.reportName(url.isFileURL ? url.relativePath : url.absoluteString)
    }
}
