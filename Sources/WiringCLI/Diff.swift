import ArgumentParser
import Foundation
import WiringDiff
import WiringModel

extension WiringCommand {
    /// `wiring diff BEFORE AFTER`: compare two snapshots and flag new crossings.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two snapshots and flag new crossings.",
            discussion: """
                Reports added, removed and changed nodes, ports and edges, and every crossing \
                (an edge between two boundaries, modules or boxes) that is new in AFTER. \
                Rules (--rules) classify new crossings as allowed or forbidden; a baseline \
                (--baseline) lists crossings accepted on purpose.

                Exit status: 0 nothing to review; 1 a new crossing that is neither accepted \
                nor allowed, or a forbidden one (see --fail-on); 2 bad input or usage.
                See docs/diff.md and docs/crossing-rules.md.
                """
        )

        @Argument(help: ArgumentHelp("The earlier snapshot, for example the base branch's.", valueName: "before"))
        var before: String

        @Argument(help: ArgumentHelp("The later snapshot, for example the pull request's.", valueName: "after"))
        var after: String

        @Option(help: "The report's format: text, markdown, json, or a drawing: svg, html.")
        var format: ReportFormat = .text

        @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to a file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        @Option(help: ArgumentHelp("A JSON rules file: layer order, forbidden and allowed pairs.", valueName: "file"))
        var rules: String?

        @Option(help: ArgumentHelp("A baseline of accepted crossings, one per line.", valueName: "file"))
        var baseline: String?

        @Flag(help: "Rewrite the --baseline file to accept every new crossing and drop stale entries.")
        var updateBaseline = false

        @Option(help: "What fails the run: any-change, new-crossing or forbidden.")
        var failOn: FailurePolicy = .newCrossing

        func validate() throws {
            if updateBaseline && baseline == nil {
                throw ValidationError("--update-baseline needs --baseline FILE: the file to write")
            }
            let inputs: [(flag: String, path: String?)] = [("BEFORE", before), ("AFTER", after), ("--rules", rules)]
            if let output, let flag = OutputPaths.conflict(output, with: inputs + [("--baseline", baseline)]) {
                throw ValidationError("-o '\(TerminalText.sanitized(output))' is the same file as \(flag); choose another output file")
            }
            if updateBaseline, let baseline, let flag = OutputPaths.conflict(baseline, with: inputs) {
                throw ValidationError(
                    "--baseline '\(TerminalText.sanitized(baseline))' is the same file as \(flag), and --update-baseline would overwrite it; choose another baseline file")
            }
        }

        func run() throws {
            let request = DiffRequest(
                before: URL(fileURLWithPath: before), after: URL(fileURLWithPath: after),
                rules: rules.map { URL(fileURLWithPath: $0) }, baseline: baseline.map { URL(fileURLWithPath: $0) },
                updateBaseline: updateBaseline, format: format, policy: failOn,
                colors: output == nil
                    && TextReportFormatter.shouldUseColors(
                        environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1))
            var outcome: DiffOutcome
            do {
                // The baseline is written last, once the report is out: a run that fails leaves it as it was.
                outcome = try request.perform(writingBaseline: false)
                if let output {
                    try AtomicFile.write(outcome.data, to: URL(fileURLWithPath: output))
                } else {
                    try StandardOutput.write(outcome.data)
                }
                try outcome.writeBaseline()
            } catch {
                // Snapshot, rules, baseline and output errors all name their file.
                Self.printError("error: \(error)")
                throw ExitCode(2)
            }
            for note in outcome.notes { Self.printError(note) }
            if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
        }

        private static func printError(_ message: String) {
            StandardOutput.writeError(message + "\n")
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailurePolicy: ExpressibleByArgument {}
