import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import WiringCommandSupport
import WiringDiff
import WiringReports
import WiringModel
import WiringRender

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

        @Option(
            help: """
                The report's format: text, markdown, json; for review tools sarif (code scanning), \
                github (workflow annotations), junit; or a drawing: svg, html. Default: from the -o \
                file's extension (.md, .json, .sarif, .xml, .svg, .html), else text.
                """)
        var format: ReportFormat?

        @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to a file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        @Flag(help: "svg, html: draw only the changed neighbourhood (changed nodes and edges, and nodes --depth edges away).")
        var focusChanges = false

        @Option(help: "With --focus-changes: how many edges away from a change to keep nodes (default 1).")
        var depth: Int?

        @Option(help: ArgumentHelp("A JSON rules file: layer order, forbidden and allowed pairs.", valueName: "file"))
        var rules: String?

        @Option(help: ArgumentHelp("A baseline of accepted crossings, one per line.", valueName: "file"))
        var baseline: String?

        @Flag(help: "Rewrite the --baseline file to accept every new crossing and drop stale entries.")
        var updateBaseline = false

        @Option(help: "What fails the run: any-change, new-crossing or forbidden.")
        var failOn: FailurePolicy = .newCrossing

        func validate() throws {
            if let depth, depth < 0 { throw ValidationError("--depth \(depth) is negative; pass 0 or more") }
            if depth != nil && !focusChanges { throw ValidationError("--depth needs --focus-changes") }
            if focusChanges && !resolvedFormat.isVisual {
                throw ValidationError("--focus-changes applies to the drawings; add --format svg or --format html")
            }
            if updateBaseline && baseline == nil {
                throw ValidationError("--update-baseline needs --baseline FILE: the file to write")
            }
            try OutputPaths.refuseClobbering(
                output: output, baseline: baseline, updatingBaseline: updateBaseline,
                inputs: [("BEFORE", before), ("AFTER", after), ("--rules", rules)])
        }

        /// The format asked for, or implied by the output file's extension, or text.
        var resolvedFormat: ReportFormat { ReportFormat.resolved(explicit: format, output: output) }

        func run() throws {
            let request = DiffRequest(
                before: URL(fileURLWithPath: before), after: URL(fileURLWithPath: after),
                rules: rules.map { URL(fileURLWithPath: $0) }, baseline: baseline.map { URL(fileURLWithPath: $0) },
                updateBaseline: updateBaseline, format: resolvedFormat, policy: failOn,
                colors: output == nil
                    && TextReportFormatter.shouldUseColors(
                        environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1),
                drawing: GraphvizDiffDrawing(neighbourhoodDepth: focusChanges ? (depth ?? 1) : nil))
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
}

extension ReportFormat: NamedByRawValue {}
extension FailurePolicy: NamedByRawValue {}
