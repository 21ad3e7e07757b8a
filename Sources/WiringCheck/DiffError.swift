import WiringText

/// Why a diff could not be made: a rules or baseline file that cannot be read or
/// understood, or an output that cannot be produced.
///
/// Every message names the file (when there is one), the place in it and what to do.
public enum DiffError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The rules file could not be read.
    case unreadableRules(file: String, reason: String)
    /// The baseline file could not be read.
    case unreadableBaseline(file: String, reason: String)
    /// The rules file is not valid JSON or does not have the documented shape.
    case invalidRules(file: String, path: String, problem: String)
    /// The renderer failed to draw the visual diff.
    case renderFailed(format: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableRules(file, reason):
            "cannot read rules file '\(Self.quoted(file))': \(Self.quoted(reason)); check the path given to --rules"
        case let .unreadableBaseline(file, reason):
            "cannot read baseline '\(Self.quoted(file))': \(Self.quoted(reason)); check the path given to --baseline, or create it with --update-baseline"
        case let .invalidRules(file, path, problem):
            "rules file '\(Self.quoted(file))' at \(path): \(problem); see docs/crossing-rules.md for the format"
        case let .renderFailed(format, reason):
            "cannot draw the '\(format)' visual diff: \(Self.quoted(reason))"
        }
    }

    static func quoted(_ value: String) -> String {
        TerminalText.sanitized(value, limit: 300)
    }
}
