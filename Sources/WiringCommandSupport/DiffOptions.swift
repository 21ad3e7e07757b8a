import ArgumentParser
import WiringCheck
import WiringPlatform
import WiringReports
import WiringModel

/// The arguments of `wiring diff BEFORE AFTER`, shared by `wiring` (every format but the drawings)
/// and `wiring-render` (which draws), so both read the same command line the same way.
package struct DiffOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The earlier snapshot, for example the base branch's.", valueName: "before"))
    package var before: String

    @Argument(help: ArgumentHelp("The later snapshot, for example the pull request's.", valueName: "after"))
    package var after: String

    @Option(
        help: """
            The report's format: text, markdown, json; for review tools sarif (code scanning), \
            github (workflow annotations), junit, xcode (path:line:column: diagnostics); or a \
            drawing: svg, html. Default: from the -o file's extension (.md, .json, .sarif, .xml, \
            .svg, .html), else text.
            """)
    package var format: ReportFormat?

    @Option(name: WritingOption.output.argumentNames, help: ArgumentHelp("Write the report to a file (atomically) instead of standard output.", valueName: "file"))
    package var output: String?

    @Flag(help: "svg, html: draw only the changed neighbourhood (changed nodes and edges, and nodes --depth edges away).")
    package var focusChanges = false

    @Option(help: "With --focus-changes: how many edges away from a change to keep nodes (default 1).")
    package var depth: Int?

    @Option(help: ArgumentHelp("A JSON rules file: layer order, forbidden and allowed pairs; 'none' for no rules. Default: the nearest wiring-rules.json up to the package or repository root.", valueName: "file"))
    package var rules: String?

    @Option(help: ArgumentHelp("A baseline of accepted crossings, one per line; 'none' for no baseline. Default: the nearest wiring-baseline.txt up to the package or repository root.", valueName: "file"))
    package var baseline: String?

    @Flag(help: "Look for no wiring-rules.json or wiring-baseline.txt: use only the --rules and --baseline given.")
    package var noConfigSearch = false

    @Flag(name: WritingOption.updateBaseline.argumentNames, help: "Rewrite the baseline to accept every new crossing and drop stale entries (without one, creates wiring-baseline.txt beside the rules).")
    package var updateBaseline = false

    @Option(help: "What fails the run: any-change, new-crossing or forbidden.")
    package var failOn: FailurePolicy = .newCrossing

    package init() {}

    /// The format asked for, or implied by the output file's extension, or text.
    package var resolvedFormat: ReportFormat { ReportFormat.resolved(explicit: format, output: output) }

    package func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth \(depth) is negative; pass 0 or more") }
        if depth != nil && !focusChanges { throw ValidationError("--depth needs --focus-changes") }
        if focusChanges && !resolvedFormat.isVisual {
            throw ValidationError("--focus-changes applies to the drawings; add --format svg or --format html")
        }
        let files = try ConfigurationFiles(
            rules: rules, baseline: baseline, updatingBaseline: updateBaseline, searching: !noConfigSearch)
        try OutputPaths.refuseClobbering(
            output: output, baseline: files.baseline?.path, updatingBaseline: updateBaseline,
            inputs: [("BEFORE", before), ("AFTER", after), ("--rules", files.rules?.path)])
    }

    /// Runs the diff and delivers its report; throws `ExitCode` for a non-zero status.
    ///
    /// - Parameter drawing: What draws svg and html, or `nil` where nothing can draw.
    package func run(drawing: (any VisualDiffDrawing)?) throws {
        let files = try ConfigurationFiles(
            rules: rules, baseline: baseline, updatingBaseline: updateBaseline, searching: !noConfigSearch)
        files.announce(command: "wiring diff")
        var request = DiffRequest(
            before: URL(fileURLWithPath: before), after: URL(fileURLWithPath: after),
            rules: files.rules, baseline: files.baseline,
            updateBaseline: updateBaseline, format: resolvedFormat, policy: failOn,
            colors: output == nil
                && TextReportFormatter.shouldUseColors(
                    environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1),
            drawing: drawing)
        request.pathPrefix = files.found.pathPrefix
        let outcome = try OutputPaths.deliver(to: output) { try request.perform(writingBaseline: $0) }
        // The report is written and nothing else is left to do: keeping the outcome (and so both
        // snapshots) alive until the process ends skips freeing their strings one by one, which
        // for two large snapshots took a tenth of the whole run.
        Self.keptUntilExit = outcome
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// The last outcome, never freed: the process ends right after it is reported.
    nonisolated(unsafe) private static var keptUntilExit: DiffOutcome?
}

extension ReportFormat: NamedByRawValue {}
extension FailurePolicy: NamedByRawValue {}

/// The rules and baseline a `check` or `diff` run uses: those given with `--rules` and
/// `--baseline` (`none`: no file), else those found from the working directory (see
/// `FoundConfiguration`), unless `--no-config-search` turned the search off.
package struct ConfigurationFiles: Sendable {
    /// What the search from the working directory found.
    package var found: FoundConfiguration
    /// The rules file to read, if any.
    package var rules: URL?
    /// The baseline to read (and to write with `--update-baseline`), if any.
    package var baseline: URL?
    /// Whether `--rules` was given (a file or `none`).
    package var rulesGiven: Bool
    /// Whether `--baseline` was given (a file or `none`).
    package var baselineGiven: Bool

    /// Chooses the files.
    ///
    /// - Parameters:
    ///   - rules: `--rules`, if given; `none` for no rules.
    ///   - baseline: `--baseline`, if given; `none` for no baseline.
    ///   - updatingBaseline: Whether `--update-baseline` was given: without a baseline given or
    ///     found, one is created beside the rules (see `FoundConfiguration.baselineToCreate`).
    ///   - searching: Whether to look for files not given (`false` for `--no-config-search`).
    /// - Throws: `ValidationError` when `--update-baseline` has no baseline to write: with
    ///   `--baseline none`, or with `--no-config-search` and no `--baseline`.
    package init(rules: String?, baseline: String?, updatingBaseline: Bool, searching: Bool = true) throws {
        found = FoundConfiguration.inWorkingDirectory(searching: searching)
        rulesGiven = rules != nil
        baselineGiven = baseline != nil
        let noFile = FoundConfiguration.noFile
        if updatingBaseline && baseline == noFile {
            throw ValidationError("--update-baseline writes a baseline, and --baseline is '\(noFile)'; pass --baseline FILE")
        }
        if updatingBaseline && baseline == nil && !searching {
            throw ValidationError("--update-baseline with --no-config-search needs the file to write: pass --baseline FILE")
        }
        self.rules = rules.map { $0 == noFile ? nil : URL(fileURLWithPath: $0) } ?? found.rules
        if let baseline {
            self.baseline = baseline == noFile ? nil : URL(fileURLWithPath: baseline)
        } else {
            self.baseline = found.baseline ?? (updatingBaseline ? found.baselineToCreate : nil)
        }
    }

    /// Names the found files on standard error, so a run never judges by a file nobody named unseen.
    ///
    /// - Parameter command: `wiring check` or `wiring diff`.
    package func announce(command: String) {
        if let note = found.note(command: command, rulesGiven: rulesGiven, baselineGiven: baselineGiven) {
            StandardOutput.writeError("note: \(note)\n")
        }
    }
}
