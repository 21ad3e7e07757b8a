import ArgumentParser
import Foundation
import WiringCommandSupport
import WiringModel
import WiringScan

/// `wiring scan PATH…` (the `wiring-scan` tool): the declared graph from source, without building
/// or running the app.
///
/// A tool of its own so that swift-syntax, and the thousands of protocol conformances it brings,
/// are linked here and not into `wiring`: the Swift runtime searches every conformance a binary
/// holds whenever a command's arguments are parsed, so every other command starts faster without
/// them. `wiring scan` runs this tool (see `ScanTool` in the `wiring` command).
@main
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wiring scan",
        abstract: "Read the declared wiring graph from Swift source.",
        discussion: """
            Parses the Swift files under each PATH with swift-syntax and writes the graph they \
            declare as a snapshot (source "scan"): boundaries with the ids, kinds and parents a \
            runtime capture gives, their dependency, plugin and adapts edges and input ports, and \
            SwincyBox or Swinject registrations with the resolves edges their factories write out. \
            Modules come from Package.swift or the Sources/<Module>/ layout, or from --module.

            What the scan cannot decide (generic boundaries, declarations inside #if, a service \
            type that is not written out) is reported as a warning on standard error and left \
            out, never guessed; resolve calls that give no edge are listed too. \
            See docs/scan.md.

            Exit status: 0 scanned (also with warnings); 2 bad input or usage.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to scan (folders are searched recursively).", valueName: "path"))
    var paths: [String]

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the snapshot to a file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The module every scanned file belongs to, instead of the SwiftPM layout.", valueName: "name"))
    var module: String?

    @Flag(help: "Print neither warnings nor unresolved resolve calls, only errors.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("pass at least one folder or Swift file to scan, such as 'wiring scan Sources'")
        }
        try ScanOutput.refuseClobbering(output, paths: paths)
    }

    func run() throws {
        let progress = ProgressReporter(prefix: "wiring scan")
        defer { progress.finish() }
        var options = ScanOptions(module: module)
        if !quiet {
            options.progress = { @Sendable message in progress.report(message) }
        }
        let scanner = SourceScanner(options: options)
        do {
            let started = DispatchTime.now()
            let result = try scanner.scan(paths)
            let data = result.snapshot.jsonData()
            try OutputPaths.writeReport(data, to: output)
            progress.finish()
            guard !quiet else { return }
            report(result, seconds: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
        } catch {
            OutputPaths.printError("error: \(TerminalText.sanitized(String(describing: error), limit: 2_000))")
            throw ExitCode(2)
        }
    }

    /// Prints the warnings, the unresolved calls and a one-line summary on standard error.
    private func report(_ result: ScanResult, seconds: Double) {
        var text = ""
        for warning in result.warnings {
            text += "warning: \(TerminalText.sanitized(warning.description, limit: 2_000))\n"
        }
        for call in result.unresolved {
            text += "unresolved: \(TerminalText.sanitized(call.description, limit: 2_000))\n"
        }
        let snapshot = result.snapshot
        text += "wiring scan: \(result.fileCount) files, \(result.lineCount) lines, "
            + "\(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges, "
            + "\(result.warnings.count) warnings, \(result.unresolved.count) unresolved resolve calls "
            + "in \(String(format: "%.2f", seconds)) s\n"
        StandardOutput.writeError(text)
    }

    /// Runs the command, reporting usage errors with exit status 2 like `wiring` does.
    static func main() {
        runReportingUsageAsStatus2()
    }
}
