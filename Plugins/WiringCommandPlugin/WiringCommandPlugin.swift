import Foundation
import PackagePlugin

/// `swift package wiring [check|scan|diff|inspect|render] …`: Wiring's tools on the package the
/// command runs in.
///
/// `check` (the default) scans the package's own Swift targets (or those named with `--target`),
/// checks the declared graph against the rules (`wiring-rules.json` and `wiring-baseline.txt`
/// are found from the package directory, `--rules`/`--baseline` override), and turns each finding
/// into a diagnostic at its file and line; it fails when a rule with severity `error` is broken.
/// `scan` prints (or with `-o` writes) the package's declared graph. `diff`, `inspect` and
/// `render` are the `wiring` commands, run in the package directory.
///
/// This file is shared by the two command plugins: `wiring` never writes into the package, and
/// `wiring-write` (which asks for permission) is the one to use with `--update-baseline`, `-o` or
/// `--stamp`. Which options write is decided by `WritingOption.all`, one file the commands
/// declare their options from too (linked here from Sources/WiringCommandSupport), and what the
/// plugin runs by `PluginArguments` (tested in Tests/WiringCLITests through a link).
@main
struct WiringCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let asked: PluginArguments
        do {
            asked = try PluginArguments(arguments, mayWrite: pluginMayWrite)
        } catch let error as PluginArgumentError {
            throw PluginFailure(error.description)
        }
        let package = context.package.directoryURL
        switch asked.command {
        case "check", "scan":
            let folders = try sourceFolders(context.package, chosen: asked.targets)
            let scan = try context.tool(named: PluginTools.scan).url
            if asked.command == "scan" {
                let result = try run(scan, asked.scanArguments(folders: folders), in: package)
                emitDiagnostics(result.stderr, relativeTo: package)
                FileHandle.standardOutput.write(result.stdout)
                if result.status != 0 { throw PluginFailure("wiring scan failed (exit status \(result.status))") }
                return
            }
            // The name comes from the package: made safe, it cannot lead out of the work folder.
            let snapshot = context.pluginWorkDirectoryURL.appendingPathComponent(
                PluginArguments.fileName(context.package.displayName, suffix: ".wiring.json"))
            let scanned = try run(scan, asked.checkScanArguments(folders: folders, snapshot: snapshot.path), in: package)
            emitDiagnostics(scanned.stderr, relativeTo: package)
            guard scanned.status == 0 else { throw PluginFailure("wiring scan failed (exit status \(scanned.status))") }
            try check(snapshot, asked: asked, context: context)
        default:
            let wiring = try context.tool(named: PluginTools.wiring).url
            let result = try run(wiring, asked.toolArguments, in: package, passingOutputThrough: true)
            if result.status != 0 { throw PluginFailure("wiring \(asked.command) failed (exit status \(result.status))") }
        }
    }

    /// Checks the scanned snapshot: diagnostics from the Xcode format, then the report the
    /// arguments ask for (`--format`, `-o`, `--update-baseline`) when they ask for one.
    private func check(_ snapshot: URL, asked: PluginArguments, context: PluginContext) throws {
        let wiring = try context.tool(named: PluginTools.wiring).url
        let package = context.package.directoryURL
        let runs = asked.checkArguments(snapshot: snapshot.path)
        let result = try run(wiring, runs.diagnostics, in: package)
        emitDiagnostics(result.stdout, relativeTo: package)
        emitDiagnostics(result.stderr, relativeTo: package)
        // Anything besides --rules and --baseline asks for a report of its own.
        if let arguments = runs.report {
            let report = try run(wiring, arguments, in: package, passingOutputThrough: true)
            if report.status == 2 { throw PluginFailure("wiring check failed (exit status 2)") }
        }
        switch result.status {
        case 0: return
        case 1: throw PluginFailure("wiring check: a rule with severity error is broken (see the errors above)")
        default: throw PluginFailure("wiring check failed (exit status \(result.status))")
        }
    }

    /// The folders of the package's Swift targets to scan: those named, or every one but tests.
    private func sourceFolders(_ package: Package, chosen: [String]) throws -> [String] {
        let modules = package.sourceModules.filter { $0 is SwiftSourceModuleTarget }
        if chosen.isEmpty {
            return modules.filter { $0.kind != .test && $0.kind != .snippet }.map(\.directoryURL.path).sorted()
        }
        return try chosen.map { name in
            guard let module = modules.first(where: { $0.name == name }) else {
                throw PluginFailure(
                    "no Swift target named '\(name)' in \(package.displayName); its targets: \(modules.map(\.name).sorted().joined(separator: ", "))")
            }
            return module.directoryURL.path
        }
    }
}

/// A failure the plugin reports; SwiftPM prints it and exits with a non-zero status.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a tool printed and how it ended.
struct ToolResult {
    var status: Int32
    var stdout: Data
    var stderr: Data
}

/// Runs a tool in a folder; its standard error is kept (for diagnostics) or passed through.
func run(_ tool: URL, _ arguments: [String], in folder: URL, passingOutputThrough: Bool = false) throws -> ToolResult {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    // What the tool prints goes to files, read once it ends: no pipe can fill up and stall it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-plugin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stdout")
    let errors = folder.appendingPathComponent("stderr")
    if !passingOutputThrough {
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
    }
    try process.run()
    process.waitUntilExit()
    let stdout = passingOutputThrough ? Data() : try Data(contentsOf: output)
    let stderr = passingOutputThrough ? Data() : try Data(contentsOf: errors)
    return ToolResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
}

/// Turns `path:line:column: level: message` lines into diagnostics at their file (made absolute
/// against `folder`) and line, and passes every other line on to standard error.
///
/// The message starts with the path and line as well, since `swift package` prints a plugin's
/// diagnostics without their place (Xcode shows the place itself).
func emitDiagnostics(_ data: Data, relativeTo folder: URL? = nil) {
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        if let diagnostic = XcodeLine(String(line)) {
            var file = diagnostic.file
            if let folder, !file.hasPrefix("/") { file = folder.appendingPathComponent(file).standardizedFileURL.path }
            let shown = folder.map { file.hasPrefix($0.standardizedFileURL.path + "/") ? String(file.dropFirst($0.standardizedFileURL.path.count + 1)) : file } ?? file
            Diagnostics.emit(diagnostic.severity, "\(shown):\(diagnostic.line): \(diagnostic.message)", file: file, line: diagnostic.line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}

/// One `path:line:column: level: message` line.
struct XcodeLine {
    var file: String
    var line: Int
    var severity: Diagnostics.Severity
    var message: String

    init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let line = Int(parts[1]), Int(parts[2]) != nil else { return nil }
        let level = parts[3].trimmingCharacters(in: .whitespaces)
        switch level {
        case "error": severity = .error
        case "warning": severity = .warning
        case "note": severity = .remark
        default: return nil
        }
        file = String(parts[0])
        self.line = line
        message = parts[4].trimmingCharacters(in: .whitespaces)
    }
}
