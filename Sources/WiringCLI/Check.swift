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

extension WiringCommand {
    /// `wiring check SNAPSHOT --rules FILE`: judge every crossing of a snapshot against the rules.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every crossing of a snapshot, and its cycles and lifetimes, against the rules.",
            discussion: """
                Unlike diff, which judges only crossings that are new against an earlier snapshot, \
                check judges every crossing on every run: a crossing the rules forbid fails unless \
                the baseline (--baseline) accepts it. Rules may also forbid cycles among boundaries, \
                services or objects, and captive dependencies; each rule has a severity (error, \
                warn, off). A --baseline file that does not exist yet is an empty baseline.

                Exit status: 0 no rule with severity error is broken; 1 one is (a forbidden \
                crossing the baseline does not accept, a cycle, a captive dependency); 2 bad input \
                or usage. See docs/crossing-rules.md.
                """
        )

        @Argument(help: ArgumentHelp("The snapshot to check.", valueName: "snapshot"))
        var snapshot: String

        @Option(help: ArgumentHelp("The JSON rules file: layers, forbidden and allowed pairs, cycles, lifetimes.", valueName: "file"))
        var rules: String

        @Option(help: ArgumentHelp("A baseline of accepted crossings, one per line; missing means empty.", valueName: "file"))
        var baseline: String?

        @Flag(help: "Rewrite the --baseline file to accept every forbidden crossing and drop stale entries.")
        var updateBaseline = false

        @Option(
            help: """
                The report's format: text, markdown, json; for review tools sarif (code scanning), \
                github (workflow annotations), junit. Default: from the -o file's extension, else text.
                """)
        var format: ReportFormat?

        @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to a file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        /// The format asked for, or implied by the output file's extension, or text.
        var resolvedFormat: ReportFormat { ReportFormat.resolved(explicit: format, output: output) }

        func validate() throws {
            if updateBaseline && baseline == nil {
                throw ValidationError("--update-baseline needs --baseline FILE: the file to write")
            }
            if resolvedFormat.isVisual {
                throw ValidationError(
                    "wiring check writes text, markdown, json, sarif, github or junit, not \(resolvedFormat.rawValue); draw a diff with 'wiring diff --format \(resolvedFormat.rawValue)'")
            }
            try OutputPaths.refuseClobbering(
                output: output, baseline: baseline, updatingBaseline: updateBaseline,
                inputs: [("SNAPSHOT", snapshot), ("--rules", rules)])
        }

        func run() throws {
            let request = CheckRequest(
                snapshot: URL(fileURLWithPath: snapshot), rules: URL(fileURLWithPath: rules),
                baseline: baseline.map { URL(fileURLWithPath: $0) }, updateBaseline: updateBaseline,
                format: resolvedFormat,
                colors: output == nil
                    && TextReportFormatter.shouldUseColors(
                        environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1))
            let outcome = try OutputPaths.deliver(to: output) { try request.perform(writingBaseline: $0) }
            if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
        }
    }
}
