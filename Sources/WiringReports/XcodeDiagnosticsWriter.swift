import WiringCheck
import WiringModel
import WiringText

/// Writes findings as the diagnostics compilers print, which Xcode's issue navigator and SwiftPM's
/// build output read: one line per finding,
///
/// ```
/// Sources/App/AppStore.swift:12:1: error: New crossing ViewModel → Entity (dependency): forbidden. … [wiring/forbidden-crossing]
/// ```
///
/// Paths are relative to the working directory: a place's path (relative to the package or
/// repository root) gets `pathPrefix` in front, `../` once for each folder the working directory
/// lies below that root. Snapshots carry no columns, so the column is always 1. A finding with no
/// usable place is put on line 1 of `fallbackFile` (the snapshot it came from), so every line has
/// the `path:line:column: level: ` shape. Messages are one line: control characters become
/// visible escapes.
public struct XcodeDiagnosticsWriter: Sendable {
    /// What goes in front of a root-relative path to make it relative to the working directory.
    public var pathPrefix: String
    /// The file a finding without a usable place is reported on.
    public var fallbackFile: String

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - pathPrefix: `""` when the working directory is the root, else `../` per folder below it.
    ///   - fallbackFile: The file findings without a place are reported on: the snapshot's path.
    public init(pathPrefix: String = "", fallbackFile: String) {
        self.pathPrefix = pathPrefix
        self.fallbackFile = fallbackFile
    }

    /// Writes crossings, then broken graph rules (cycles, captive dependencies).
    ///
    /// - Parameters:
    ///   - findings: The classified crossings, in report order.
    ///   - graphFindings: Cycles and captive dependencies, in report order.
    ///   - context: The command, which decides how loud an unclassified crossing is.
    /// - Returns: One line per finding; empty when there are none.
    public func write(_ findings: [CrossingFinding], graphFindings: [GraphRuleFinding] = [], context: ReviewContext) -> String {
        var text = ""
        for finding in findings {
            let (rule, level) = ReviewRule.judge(finding, unclassified: context.unclassifiedLevel)
            let location = ReviewLocation.of(finding)
            let message = ReviewText.message(finding, context: context)
            text += line(
                file: location.map { pathPrefix + $0.file }, line: location?.line, level: level,
                message: message, rule: rule.rawValue)
        }
        for finding in graphFindings {
            let file = finding.place.flatMap { ReviewLocation.relativePath($0.file) }
            text += line(
                file: file.map { pathPrefix + $0 }, line: file == nil ? nil : finding.place?.line, level: finding.level,
                message: "\(finding.message) (rule \(finding.rule))", rule: "wiring/\(finding.kind.rawValue)")
        }
        return text
    }

    /// One diagnostic line, ending in a newline.
    ///
    /// - Parameters:
    ///   - file: The path relative to the working directory, or `nil` for `fallbackFile`.
    ///   - line: The line, counted from 1, or `nil` for line 1.
    ///   - level: `error`, `warning` or `note`.
    ///   - message: What was found (sanitized here).
    ///   - rule: The rule's name, written in brackets at the end.
    /// - Returns: `path:line:1: level: message [rule]`.
    package func line(file: String?, line: Int?, level: FindingLevel, message: String, rule: String) -> String {
        let path = Self.safePath(file ?? fallbackFile)
        let number = line.map { max($0, 1) } ?? 1
        let text = TerminalText.sanitized(message, limit: 2_000)
        return "\(path):\(number):1: \(level.rawValue): \(text) [\(TerminalText.sanitized(rule, limit: 200))]\n"
    }

    /// A path that cannot break the line's shape: no control characters, no colon, never empty.
    static func safePath(_ path: String) -> String {
        let clean = TerminalText.sanitized(path, limit: 1_000).replacing(":", with: "_")
        return clean.isEmpty ? "snapshot" : clean
    }
}
