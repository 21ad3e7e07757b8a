import WiringModel

/// Why a diff could not be made: a rules or baseline file that cannot be read or
/// understood, or an output that cannot be produced.
///
/// Every message names the file (when there is one), the place in it and what to do.
public enum DiffError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A rules or baseline file could not be read.
    case unreadable(file: String, reason: String)
    /// The rules file is not valid JSON or does not have the documented shape.
    case invalidRules(file: String, path: String, problem: String)
    /// A line of a baseline file cannot be understood.
    case invalidBaseline(file: String, line: Int, problem: String)
    /// A visual diff was asked for, but no renderer is available in this build.
    case rendererUnavailable(format: String)
    /// The renderer failed to draw the visual diff.
    case renderFailed(format: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "cannot read '\(Self.quoted(file))': \(reason)"
        case let .invalidRules(file, path, problem):
            "rules file '\(Self.quoted(file))' at \(path): \(problem); see docs/crossing-rules.md for the format"
        case let .invalidBaseline(file, line, problem):
            "baseline '\(Self.quoted(file))' line \(line): \(problem); write one crossing per line or regenerate it with --update-baseline"
        case let .rendererUnavailable(format):
            "the '\(format)' visual diff needs the Graphviz renderer, which this build lacks; use --format text, markdown or json"
        case let .renderFailed(format, reason):
            "cannot draw the '\(format)' visual diff: \(Self.quoted(reason))"
        }
    }

    static func quoted(_ value: String) -> String {
        TerminalText.sanitized(value, limit: 300)
    }
}
