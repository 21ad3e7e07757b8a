import ArgumentParser
import WiringCommandSupport
import WiringCheck
import WiringPlatform
import WiringReports
import WiringModel
import WiringText

extension WiringCommand {
    /// `wiring check SNAPSHOT [--rules FILE]`: judge every crossing of a snapshot against the rules.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every crossing of a snapshot, and its cycles and lifetimes, against the rules.",
            discussion: """
                Unlike diff, which judges only crossings that are new against an earlier snapshot, \
                check judges every crossing on every run: a crossing the rules forbid fails unless \
                the baseline (--baseline) accepts it. Rules may also forbid cycles among boundaries, \
                services or objects, and captive dependencies; each rule has a severity (error, \
                warn, off). A --baseline file that does not exist yet is an empty baseline. \
                Without --rules and --baseline, the nearest wiring-rules.json and \
                wiring-baseline.txt up to the package or repository root are used, and named on \
                standard error (outside a package or repository, only the working directory is \
                searched); --baseline none uses no baseline, and --no-config-search looks for \
                neither file.

                Exit status: 0 no rule with severity error is broken; 1 one is (a forbidden \
                crossing the baseline does not accept, a cycle, a captive dependency); 2 bad input \
                or usage. See docs/crossing-rules.md.
                """
        )

        @Argument(help: ArgumentHelp("The snapshot to check.", valueName: "snapshot"))
        var snapshot: String

        @Option(help: ArgumentHelp("The JSON rules file: layers, forbidden and allowed pairs, cycles, lifetimes. Default: the nearest wiring-rules.json up to the package or repository root.", valueName: "file"))
        var rules: String?

        @Option(help: ArgumentHelp("A baseline of accepted crossings, one per line; missing means empty, 'none' means no baseline. Default: the nearest wiring-baseline.txt up to the package or repository root.", valueName: "file"))
        var baseline: String?

        @Flag(help: "Look for no wiring-rules.json or wiring-baseline.txt: use only the --rules and --baseline given.")
        var noConfigSearch = false

        @Flag(name: WritingOption.updateBaseline.argumentNames, help: "Rewrite the baseline to accept every forbidden crossing and drop stale entries (without one, creates wiring-baseline.txt beside the rules).")
        var updateBaseline = false

        @Option(
            help: """
                The report's format: text, markdown, json; for review tools sarif (code scanning), \
                github (workflow annotations), junit, xcode (path:line:column: diagnostics). Default: from the -o file's extension, else text.
                """)
        var format: CheckFormat?

        @Option(name: WritingOption.output.argumentNames, help: ArgumentHelp("Write the report to a file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        /// The format asked for, or implied by the output file's extension, or text.
        var resolvedFormat: ReportFormat { ReportFormat.resolved(explicit: format?.reportFormat, output: output) }

        func validate() throws {
            if resolvedFormat.isVisual {
                throw ValidationError(
                    "wiring check writes text, markdown, json, sarif, github, junit or xcode, not \(resolvedFormat.rawValue); draw a diff with 'wiring diff --format \(resolvedFormat.rawValue)'")
            }
            let files = try ConfigurationFiles(
                rules: rules, baseline: baseline, updatingBaseline: updateBaseline, searching: !noConfigSearch)
            if rules == FoundConfiguration.noFile {
                throw ValidationError("wiring check judges by rules, and --rules is '\(FoundConfiguration.noFile)'; pass --rules FILE")
            }
            if files.rules == nil && noConfigSearch {
                throw ValidationError("no rules: --no-config-search looks for none; pass --rules FILE")
            }
            guard files.rules != nil else {
                throw ValidationError(
                    "no rules: pass --rules FILE, or put a \(FoundConfiguration.rulesFileName) in '\(TerminalText.sanitized((files.found.root ?? files.found.start).path))' "
                        + "or a folder between it and the working directory (see docs/crossing-rules.md)")
            }
            try OutputPaths.refuseClobbering(
                output: output, baseline: files.baseline?.path, updatingBaseline: updateBaseline,
                inputs: [("SNAPSHOT", snapshot), ("--rules", files.rules?.path)])
        }

        func run() throws {
            let files = try ConfigurationFiles(
                rules: rules, baseline: baseline, updatingBaseline: updateBaseline, searching: !noConfigSearch)
            guard let rulesFile = files.rules else { throw ExitCode(2) }
            files.announce(command: "wiring check")
            var request = CheckRequest(
                snapshot: URL(fileURLWithPath: snapshot), rules: rulesFile,
                baseline: files.baseline, updateBaseline: updateBaseline,
                format: resolvedFormat,
                colors: output == nil
                    && TextReportFormatter.shouldUseColors(
                        environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1))
            request.pathPrefix = files.found.pathPrefix
            let outcome = try OutputPaths.deliver(to: output) { try request.perform(writingBaseline: $0) }
            if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
        }
    }
}
