import WiringCommandSupport
import WiringCheck
import WiringPlatform
import WiringReports
import WiringModel
import WiringScan

/// How `wiring scan --format xcode` writes the paths of its diagnostics.
enum DiagnosticPaths: String, NamedByRawValue {
    /// Relative to the working directory.
    case relative
    /// Absolute, for build tools whose working directory is not the package's (the plugins).
    case absolute
}

/// `wiring scan … --rules FILE`: the scanned graph checked at once, as `wiring check` checks a
/// snapshot, in one step a build can run (the build-tool plugin does).
struct ScanCheck {
    /// The rules file.
    var rules: URL
    /// The baseline, if any.
    var baseline: URL?
    /// The report's format.
    var format: ReportFormat
    /// What goes in front of a root-relative path in Xcode diagnostics.
    var pathPrefix: String

    /// The prefix that makes the scanner's root-relative paths what `paths` asks for: the
    /// working directory's way up to its root, or the root of the first scanned path, absolute.
    static func pathPrefix(_ paths: DiagnosticPaths, scanning first: String) -> String {
        switch paths {
        case .relative:
            return FoundConfiguration.inWorkingDirectory().pathPrefix
        case .absolute:
            var folder = URL(fileURLWithPath: first).standardizedFileURL
            if !first.hasSuffix("/") && first.hasSuffix(".swift") { folder = folder.deletingLastPathComponent() }
            let found = FoundConfiguration.find(from: folder)
            return (found.root ?? found.start).path + "/"
        }
    }

    /// Checks the scanned graph and prints the report on standard output.
    ///
    /// - Parameter snapshot: The scanned graph.
    /// - Returns: Whether the check passed (no rule with severity `error` is broken).
    /// - Throws: `DiffError` for unreadable rules or baseline.
    func run(_ snapshot: GraphSnapshot, name: String) throws -> Bool {
        let rules = try CrossingRules(contentsOf: rules)
        let baseline = try self.baseline.map { try CrossingBaseline.readingIfPresent($0).baseline }
        let report = CheckReport(snapshot: snapshot, rules: rules, baseline: baseline, snapshotName: name)
        try StandardOutput.write(report.formatted(as: format, pathPrefix: pathPrefix))
        return !report.fails
    }

    /// What `--stamp` writes: a Swift file with nothing but a comment, which a build compiles to nothing.
    static let stampText = "// The wiring of this target passed its rules (wiring scan --rules).\n"

    /// The scan's warnings and unresolved calls as Xcode diagnostics: warnings and notes.
    static func diagnostics(_ result: ScanResult, pathPrefix: String) -> String {
        let writer = XcodeDiagnosticsWriter(pathPrefix: "", fallbackFile: "Package.swift")
        var text = ""
        for warning in result.warnings {
            text += writer.line(
                file: ReviewLocation.relativePath(warning.place.file).map { pathPrefix + $0 }, line: warning.place.line,
                level: .warning, message: warning.message, rule: "wiring/scan")
        }
        for call in result.unresolved {
            text += writer.line(
                file: ReviewLocation.relativePath(call.place.file).map { pathPrefix + $0 }, line: call.place.line,
                level: .note, message: "resolve call gives no edge: \(call.call): \(call.reason)", rule: "wiring/scan")
        }
        return text
    }
}
