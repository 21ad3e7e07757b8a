import ArgumentParser
import Dispatch
import WiringCommandSupport
import WiringModel
import WiringPlatform
import WiringReports
import WiringScan
import WiringText

/// `wiring scan PATH…` (the `wiring-scan` tool): the declared graph from source, without building
/// or running the app.
///
/// A tool of its own so that swift-syntax, and the thousands of protocol conformances it brings,
/// are linked here and not into `wiring`: the Swift runtime searches every conformance a binary
/// holds whenever a command's arguments are parsed, so every other command starts faster without
/// them. `wiring scan` runs this tool (see `CompanionTool` in the `wiring` command).
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
            between modules (imports), with the lines that state them. A folder without one (an \
            app project beside its local packages) adds the module graph of each package that \
            holds a scanned file.

            Test code (test folders, files importing XCTest, Quick, Nimble or Testing) and vendored \
            code (Pods/, Carthage/, checkouts/, DerivedData/, vendor/) are left out, each summed up \
            in one "skipped:" line; --include-tests and --exclude change that.

            What the scan cannot read (generic boundaries, declarations inside #if, a service \
            type that is not written out, a resolve whose type is not known) is a "not read:" \
            line on standard error naming the file and line, and is left out, never guessed. \
            What the scan finds wrong in the app (a resolve of a service no registration \
            provides) is a "finding:" line, and is in the snapshot for inspect and check. The run \
            ends with one summary line. See docs/scan.md.

            With --rules, the scanned graph is also checked as 'wiring check' checks a snapshot: \
            the report goes to standard output (--format, xcode for path:line:column: \
            diagnostics), the snapshot to -o only when no rule with severity error is broken.

            Package.swift files are read from their syntax, never run: the scan runs nothing from \
            the scanned tree and reads nothing outside it (a local package or target folder that \
            leaves it is a warning; --allow-path names folders that may be read). What a manifest \
            computes in a way the reader cannot follow is a "not read:" line, and the package is \
            marked incomplete in the snapshot and the summary. --evaluate-manifests runs SwiftPM \
            instead, for trusted code only.

            Exit status: 0 scanned (also with warnings); 1 a rule with severity error is broken \
            (--rules); 2 bad input or usage; 3 with --strict, something was not read.
            """,
        version: WiringVersion.current
    )

    @Argument(help: ArgumentHelp("Swift files or folders to scan (folders are searched recursively).", valueName: "path"))
    var paths: [String]

    @Option(name: WritingOption.output.argumentNames, help: ArgumentHelp("Write the snapshot to a file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The module every scanned file belongs to, instead of the SwiftPM layout.", valueName: "name"))
    var module: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Add the module graph of a scanned folder holding Package.swift (its manifests are read from their syntax; nothing runs)."))
    var modules = true

    @Flag(
        help: ArgumentHelp(
            "Evaluate manifests with 'swift package dump-package' instead of reading them. This compiles and RUNS each Package.swift: only for code you trust, never on a pull request."))
    var evaluateManifests = false

    @Option(
        name: .customLong("allow-path"),
        help: ArgumentHelp("A folder outside the scanned tree that local packages may be read from; repeatable.", valueName: "folder"))
    var allowedPaths: [String] = []

    @Flag(help: "Exit with status 3 when anything was not read (a 'not read:' line), after writing the snapshot.")
    var strict = false

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

    @Option(help: ArgumentHelp("Check the scanned graph against this rules file (needs -o for the snapshot); 'none' checks nothing.", valueName: "file"))
    var rules: String?

    @Option(help: ArgumentHelp("With --rules: a baseline of accepted crossings; 'none' for no baseline.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Look for no rules or baseline file (the scan looks for none anyway: only --rules and --baseline count); accepted as check and diff accept it.")
    var noConfigSearch = false

    @Option(help: "With --rules: the report's format (text, markdown, json, sarif, github, junit, xcode). xcode also prints the scan's warnings as path:line:column: diagnostics; sarif lists them as results with their rule ids, and without --rules prints the scan's report alone (needs -o).")
    var format: ReportFormat?

    @Option(name: WritingOption.stamp.argumentNames, help: ArgumentHelp("With --rules: write this Swift file (a comment) when the check passes, remove it when it fails, for a build to track.", valueName: "file"))
    var stamp: String?

    @Option(help: "xcode diagnostics' paths: relative (to the working directory) or absolute.")
    var diagnosticPaths: DiagnosticPaths = .relative

    /// `--rules`, unless it is `none`.
    private var rulesFile: String? { rules == FoundConfiguration.noFile ? nil : rules }
    /// `--baseline`, unless it is `none`.
    private var baselineFile: String? { baseline == FoundConfiguration.noFile ? nil : baseline }

    func validate() throws {
        if let place, let output, OutputPaths.same(output, place) {
            throw ValidationError("-o '\(TerminalText.sanitized(output))' is the snapshot given to --place; choose another output file")
        }
        if paths.isEmpty {
            throw ValidationError("pass at least one folder or Swift file to scan, such as 'wiring scan Sources'")
        }
        try ScanOutput.refuseClobbering(output, paths: paths)
        if rulesFile != nil && output == nil {
            throw ValidationError("--rules prints the check's report on standard output; pass -o FILE for the snapshot")
        }
        if rulesFile == nil && format == .sarif && output == nil {
            throw ValidationError("--format sarif prints the scan's report on standard output; pass -o FILE for the snapshot")
        }
        if rulesFile == nil && (baselineFile != nil || stamp != nil || (format != nil && format != .xcode && format != .sarif)) {
            throw ValidationError("--baseline and --format \(format?.rawValue ?? "") need --rules FILE: the rules to check the scan against")
        }
        if format?.isVisual == true { throw ValidationError("--format \(format!.rawValue) draws; check with text, markdown, json, sarif, github, junit or xcode") }
    }

    func run() throws {
        let progress = ProgressReporter(prefix: "wiring scan")
        defer { progress.finish() }
        var options = ScanOptions(module: module, includeTests: includeTests, excludes: excludes)
        options.modules = modules
        options.evaluateManifests = evaluateManifests
        options.allowedPaths = allowedPaths
        // Diagnostics are the whole of xcode's output, so nothing else is printed with them.
        if !quiet && format != .xcode {
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
            let prefix = ScanCheck.pathPrefix(diagnosticPaths, scanning: paths[0])
            if let rules = rulesFile {
                let check = ScanCheck(
                    rules: URL(fileURLWithPath: rules), baseline: baselineFile.map { URL(fileURLWithPath: $0) },
                    format: format ?? .text, pathPrefix: prefix)
                progress.finish()
                if !quiet && format == .xcode { StandardOutput.writeError(ScanCheck.diagnostics(result, pathPrefix: prefix)) }
                guard try check.run(result.snapshot, name: output ?? "scan", notices: ScanCheck.notices(result, findings: false)) else {
                    // No snapshot or stamp for a failed check: a build that tracks them runs the check again.
                    for file in [output, stamp].compactMap({ $0 }) { try? FileManager.default.removeItem(atPath: file) }
                    throw ExitCode(1)
                }
                if let stamp { try OutputPaths.writeReport(Data(ScanCheck.stampText.utf8), to: stamp) }
            }
            try OutputPaths.writeReport(data, to: output)
            if rulesFile == nil && format == .sarif { try StandardOutput.write(ScanCheck.sarif(result, inputs: paths)) }
            progress.finish()
            let strictFailure = strict && !(result.warnings.isEmpty && result.unresolved.isEmpty)
            defer { if strictFailure { Self.exitStrict() } }
            guard !quiet else { return }
            if format == .xcode {
                if rulesFile == nil { StandardOutput.writeError(ScanCheck.diagnostics(result, pathPrefix: prefix)) }
                return
            }
            report(result, seconds: Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
        } catch let exit as ExitCode {
            throw exit
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
        let notices = result.notices
        for notice in notices {
            text += "\(notice.category.rawValue): \(TerminalText.sanitized(notice.description, limit: 2_000))\n"
        }
        for package in result.incompleteModules {
            text += "module graph incomplete: \(TerminalText.sanitized(package, limit: 2_000))\n"
        }
        let snapshot = result.snapshot
        let skippedFiles = result.skipped.reduce(0) { $0 + $1.count }
        text += "wiring scan: \(result.fileCount) files, \(result.lineCount) lines"
            + (skippedFiles > 0 ? " (\(skippedFiles) skipped)" : "")
            + "; \(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges; "
            + "\(Self.count(result.registrationCount, "registration")) and \(Self.count(result.resolveCount, "resolve")) read, "
            + "\(Self.count(result.warnings.count + result.unresolved.count, "place")) not read\(Self.byRule(result, .notRead)), "
            + "\(Self.count(result.findings.count, "finding"))\(Self.byRule(result, .finding))"
            + (result.incompleteModules.isEmpty ? "" : ", module graph incomplete (\(Self.count(result.incompleteModules.count, "package")))")
            + " "
            + "in \(String(format: "%.2f", seconds)) s\n"
        StandardOutput.writeError(text)
    }

    /// Ends the run with status 3: `--strict` and something was not read.
    private static func exitStrict() -> Never {
        ScanCommand.exit(withError: ExitCode(3))
    }

    /// ` (3 not-read, 1 registered-twice)`: the lines of a category counted by rule, most first; empty without any.
    private static func byRule(_ result: ScanResult, _ category: ScanNotice.Category) -> String {
        let counts = result.noticeCounts(category)
        guard !counts.isEmpty else { return "" }
        return " (" + counts.map { "\($0.count) \($0.rule)" }.joined(separator: ", ") + ")"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Runs the command, reporting usage errors with exit status 2 like `wiring` does.
    static func main() {
        runReportingUsageAsStatus2()
    }
}
