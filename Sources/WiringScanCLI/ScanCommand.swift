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
            Modules come from Package.swift or the Sources/<Module>/ layout, or from --module. \
            A scanned folder that holds Package.swift adds its module graph: every target as a \
            module node in its package, each declared dependency (depends) and each import \
            between modules (imports), with the lines that state them.

            Test code (test folders, files importing XCTest, Quick, Nimble or Testing) and vendored \
            code (Pods/, Carthage/, checkouts/, DerivedData/, vendor/) are left out, each summed up \
            in one "skipped:" line; --include-tests and --exclude change that.

            What the scan cannot read (generic boundaries, declarations inside #if, a service \
            type that is not written out, a resolve whose type is not known) is a "not read:" \
            line on standard error naming the file and line, and is left out, never guessed. \
            What the scan finds wrong in the app (a resolve of a service no registration \
            provides) is a "finding:" line, and is in the snapshot for inspect and check. The run \
            ends with one summary line. See docs/scan.md.

            Exit status: 0 scanned (also with warnings); 2 bad input or usage.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or folders to scan (folders are searched recursively).", valueName: "path"))
    var paths: [String]

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the snapshot to a file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The module every scanned file belongs to, instead of the SwiftPM layout.", valueName: "name"))
    var module: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Add the module graph of a scanned folder holding Package.swift (evaluated with 'swift package dump-package', which runs the manifest as 'swift build' would)."))
    var modules = true

    @Option(
        help: ArgumentHelp(
            "Instead of reading the wiring from source, place this snapshot's nodes (a capture) inside the modules of the package, through their source places.",
            valueName: "snapshot"))
    var place: String?

    @Flag(help: "Scan test code too: test folders and files importing XCTest, Quick, Nimble or Testing.")
    var includeTests = false

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Leave out paths matching a glob (a path, a folder's name); repeatable.", valueName: "glob"))
    var excludes: [String] = []

    @Flag(help: "Print neither warnings nor unresolved resolve calls, only errors.")
    var quiet = false

    func validate() throws {
        if let place, let output, OutputPaths.same(output, place) {
            throw ValidationError("-o '\(TerminalText.sanitized(output))' is the snapshot given to --place; choose another output file")
        }
        if paths.isEmpty {
            throw ValidationError("pass at least one folder or Swift file to scan, such as 'wiring scan Sources'")
        }
        try ScanOutput.refuseClobbering(output, paths: paths)
    }

    func run() throws {
        let progress = ProgressReporter(prefix: "wiring scan")
        defer { progress.finish() }
        var options = ScanOptions(module: module, includeTests: includeTests, excludes: excludes)
        options.modules = modules
        if !quiet {
            options.progress = { @Sendable message in progress.report(message) }
        }
        let scanner = SourceScanner(options: options)
        do {
            let started = DispatchTime.now()
            if let place {
                try placeCapture(place, scanner: scanner)
                return
            }
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

    /// Writes a captured snapshot placed inside the package's modules.
    private func placeCapture(_ path: String, scanner: SourceScanner) throws {
        let captured = try GraphSnapshot(contentsOf: URL(fileURLWithPath: path))
        let (modules, warnings) = scanner.moduleGraph(paths)
        if modules.nodes.isEmpty && warnings.isEmpty {
            throw ValidationError("--place needs a folder holding Package.swift among the paths, such as 'wiring scan . --place app.wiring.json'")
        }
        try OutputPaths.writeReport(captured.placed(inModulesOf: modules).jsonData(), to: output)
        guard !quiet else { return }
        StandardOutput.writeError(warnings.map { "warning: \(TerminalText.sanitized($0.description, limit: 2_000))\n" }.joined())
    }

    /// Prints what was skipped, what was not read, the findings and a one-line summary on standard error.
    private func report(_ result: ScanResult, seconds: Double) {
        var text = ""
        for skipped in result.skipped {
            text += "\(TerminalText.sanitized(skipped.description, limit: 2_000))\n"
        }
        for warning in result.warnings {
            text += "not read: \(TerminalText.sanitized(warning.description, limit: 2_000))\n"
        }
        for call in result.unresolved {
            text += "not read: \(TerminalText.sanitized(call.description, limit: 2_000))\n"
        }
        for finding in result.findings {
            text += "finding: \(TerminalText.sanitized(finding.description, limit: 2_000))\n"
        }
        let snapshot = result.snapshot
        let skippedFiles = result.skipped.reduce(0) { $0 + $1.count }
        text += "wiring scan: \(result.fileCount) files, \(result.lineCount) lines"
            + (skippedFiles > 0 ? " (\(skippedFiles) skipped)" : "")
            + "; \(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges; "
            + "\(Self.count(result.registrationCount, "registration")) and \(Self.count(result.resolveCount, "resolve")) read, "
            + "\(Self.count(result.warnings.count + result.unresolved.count, "place")) not read, "
            + "\(Self.count(result.findings.count, "finding")) "
            + "in \(String(format: "%.2f", seconds)) s\n"
        StandardOutput.writeError(text)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Runs the command, reporting usage errors with exit status 2 like `wiring` does.
    static func main() {
        runReportingUsageAsStatus2()
    }
}
