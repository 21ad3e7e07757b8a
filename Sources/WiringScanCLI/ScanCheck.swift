import Foundation
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
    /// - Parameter notices: What the scan could not read, which SARIF lists beside the check's findings.
    func run(_ snapshot: GraphSnapshot, name: String, notices: [SourceNotice] = []) throws -> Bool {
        let rules = try CrossingRules(contentsOf: rules)
        let baseline = try self.baseline.map { try CrossingBaseline.readingIfPresent($0).baseline }
        let report = CheckReport(snapshot: snapshot, rules: rules, baseline: baseline, snapshotName: name)
        if format == .sarif {
            try StandardOutput.write(SARIFReportWriter().write(
                report.forbidden, graphFindings: report.graphFindings, notices: notices, context: report.reviewContext))
        } else {
            try StandardOutput.write(report.formatted(as: format, pathPrefix: pathPrefix))
        }
        return !report.fails
    }

    /// A scan's lines for the review formats: what it could not read (warnings; a resolve without an
    /// edge and an import of a module not found as notes) and, when asked, its findings about the app (warnings).
    ///
    /// - Parameters:
    ///   - result: The scan.
    ///   - findings: Whether to include the findings (a check reports them itself).
    static func notices(_ result: ScanResult, findings: Bool) -> [SourceNotice] {
        result.notices.filter { findings || $0.category == .notRead }.map { notice in
            SourceNotice(
                rule: notice.rule, title: notice.title, help: notice.help,
                level: Self.noteRules.contains(notice.rule) ? .note : .warning,
                message: notice.message, file: notice.place.file, line: notice.place.line)
        }
    }

    /// The rules whose lines are notes, not warnings: what the scan leaves undrawn without the app being at fault.
    static let noteRules: Set<String> = [ScanWarning.Kind.unresolvedResolve.rawValue, ScanWarning.Kind.moduleNotFound.rawValue]

    /// `wiring scan --format sarif` without rules: the scan's lines alone, as SARIF.
    static func sarif(_ result: ScanResult, inputs: [String]) -> Data {
        SARIFReportWriter().write(
            [], graphFindings: [], notices: notices(result, findings: true),
            context: ReviewContext(command: "scan", inputs: inputs, unclassifiedLevel: .note))
    }

    /// What `--stamp` writes: a Swift file with nothing but a comment, which a build compiles to nothing.
    static let stampText = "// The wiring of this target passed its rules (wiring scan --rules).\n"

    /// The scan's warnings and unresolved calls as Xcode diagnostics: warnings and notes.
    static func diagnostics(_ result: ScanResult, pathPrefix: String) -> String {
        let writer = XcodeDiagnosticsWriter(pathPrefix: "", fallbackFile: "Package.swift")
        var text = ""
        for notice in notices(result, findings: false) {
            text += writer.line(
                file: ReviewLocation.relativePath(notice.file).map { pathPrefix + $0 }, line: notice.line,
                level: notice.level, message: notice.message, rule: notice.rule)
        }
        return text
    }
}
