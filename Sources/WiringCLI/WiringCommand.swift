import ArgumentParser
import WiringCommandSupport
import WiringModel
import WiringPlatform

/// The `wiring` command: render, diff, check and inspect wiring snapshots.
@main
struct WiringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wiring",
        abstract: "See and review the object graph an app wires together at runtime.",
        discussion: """
            Snapshots are JSON files written by GraphSnapshot.capture(_:) in an app or test.
            Exit status: 0 success; 1 new crossings (diff) or a broken rule (check);
            2 bad input or usage.
            """,
        version: WiringVersion.current,
        subcommands: [Render.self, Diff.self, Check.self, Inspect.self, Scan.self]
    )

    /// Runs the command, reporting usage errors with exit status 2 (see `runReportingUsageAsStatus2`).
    static func main() {
        // `wiring scan …` is the wiring-scan tool's, and `wiring render …` the wiring-render tool's,
        // options and help included (see `Scan` and `Render`).
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "scan" { CompanionTool.scan.handOver(Array(arguments.dropFirst())) }
        if arguments.first == "render" { CompanionTool.render.handOver(Array(arguments), needingLibraries: true) }
        runReportingUsageAsStatus2()
    }
}
