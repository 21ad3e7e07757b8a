import WiringCheck
import WiringDiff
import WiringModel
import WiringPlatform
import WiringText

/// One run of `wiring check` as library code: read a snapshot, rules and an optional baseline,
/// judge every crossing and the cycle and lifetime rules, update the baseline if asked, and
/// produce the report.
///
/// The command-line tool only parses flags into a request, calls `perform()`, writes the report
/// and exits with `CheckOutcome.exitStatus`.
public struct CheckRequest: Sendable {
    /// The snapshot file to check.
    public var snapshot: URL
    /// The rules file (JSON).
    public var rules: URL
    /// An accepted-crossings baseline file, or `nil` for none. A file that does not exist yet is
    /// an empty baseline.
    public var baseline: URL?
    /// Whether to rewrite the baseline so it accepts every forbidden crossing and drops stale entries.
    public var updateBaseline: Bool
    /// The report's format: text, Markdown or JSON.
    public var format: ReportFormat
    /// For text: whether to colour the report.
    public var colors: Bool
    /// For Xcode diagnostics: what makes a root-relative source path relative to the working
    /// directory, `../` once per folder below the package or repository root.
    public var pathPrefix = ""

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot file.
    ///   - rules: The rules file.
    ///   - baseline: A baseline file, or `nil`.
    ///   - updateBaseline: Whether to rewrite the baseline (needs `baseline`).
    ///   - format: The report's format.
    ///   - colors: For text: whether to colour the report.
    public init(
        snapshot: URL, rules: URL, baseline: URL? = nil, updateBaseline: Bool = false, format: ReportFormat = .text,
        colors: Bool = false
    ) {
        self.snapshot = snapshot
        self.rules = rules
        self.baseline = baseline
        self.updateBaseline = updateBaseline
        self.format = format
        self.colors = colors
    }

    /// Runs the check.
    ///
    /// With `updateBaseline`, the updated baseline is judged against and written (atomically,
    /// created if missing) only once the report has been made; with `writingBaseline: false` it is
    /// left in the outcome for the caller to write after the report is out (`writeBaseline()`), so
    /// a run that fails to write its report leaves the baseline as it was.
    ///
    /// - Parameter writingBaseline: Whether to write an updated baseline before returning.
    /// - Returns: The report's bytes, the exit status and notes for standard error.
    /// - Throws: `SnapshotError` for an unreadable or invalid snapshot or an unwritable baseline;
    ///   `DiffError` for unreadable or invalid rules, an unreadable baseline, or a drawing format.
    public func perform(writingBaseline: Bool = true) throws -> CheckOutcome {
        let graph = try GraphSnapshot(contentsOf: snapshot)
        let rules = try CrossingRules(contentsOf: self.rules)
        var baseline: CrossingBaseline?
        var notes: [String] = []
        if let url = self.baseline {
            let read = try CrossingBaseline.readingIfPresent(url)
            baseline = read.baseline
            if let note = read.note, !updateBaseline { notes.append(note) }
        }
        var updated: CrossingBaseline?
        if updateBaseline, let current = baseline {
            let named = NamedCrossing.all(in: GraphIndex(graph))
            let forbidden = named.filter { rules.classify($0).classification == .forbidden }
            updated = current.updated(accepting: forbidden, current: named)
        }
        let report = CheckReport(snapshot: graph, rules: rules, baseline: updated ?? baseline, snapshotName: Self.name(snapshot))
        let data = try report.formatted(as: format, colors: colors, pathPrefix: pathPrefix)
        var pending: PendingBaseline?
        if let url = self.baseline, let updated, let current = baseline {
            pending = PendingBaseline(baseline: updated, url: url)
            let added = Set(updated.entries).subtracting(current.entries).count
            let removed = Set(current.entries).subtracting(updated.entries).count
            notes.append("updated baseline '\(TerminalText.sanitized(url.path))': \(added) added, \(removed) stale removed, \(updated.entries.count) entries")
        }
        var outcome = CheckOutcome(report: report, data: data, exitStatus: report.exitStatus, notes: notes)
        outcome.pendingBaseline = pending
        if writingBaseline { try outcome.writeBaseline() }
        return outcome
    }

    /// The input as reports name it: never an absolute path of this machine.
    private static func name(_ url: URL) -> String {
        ReviewLocation.reportName(url.isFileURL ? url.relativePath : url.absoluteString)
    }
}
