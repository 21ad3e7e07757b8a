import WiringText

/// Why a snapshot could not be read, checked or written.
///
/// Every message names the file (when there is one), the place in the
/// document as a JSON path, and what to do about it.
public enum SnapshotError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not well-formed JSON.
    case malformedJSON(file: String, reason: String)
    /// `schemaVersion` is missing or not one this version understands.
    case unsupportedVersion(file: String, found: String)
    /// A value is missing or has the wrong type or an unknown value.
    case invalidValue(file: String, path: String, problem: String)
    /// Two nodes share one id.
    case duplicateNode(file: String, path: String, id: String)
    /// An edge or parent names a node that does not exist.
    case unknownNode(file: String, path: String, id: String)
    /// Following `parent` links from a node comes back to it.
    case parentCycle(file: String, path: String, id: String)
    /// The document is larger than the reader accepts.
    case tooLarge(file: String, what: String, limit: Int)
    /// The output file could not be written.
    case unwritable(file: String, reason: String)
    /// Standard output could not be written (a full disk, a reader that went away).
    case unwritableStandardOutput(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "cannot read snapshot '\(Self.printable(file))': \(reason)"
        case let .malformedJSON(file, reason):
            "snapshot '\(Self.printable(file))' is not valid JSON: \(reason); regenerate it with GraphSnapshot.capture or fix the syntax"
        case let .unsupportedVersion(file, found):
            "snapshot '\(Self.printable(file))' at $.schemaVersion: found \(found), this wiring reads schemaVersion \(GraphSnapshot.currentSchemaVersion); recapture it with this version"
        case let .invalidValue(file, path, problem):
            "snapshot '\(Self.printable(file))' at \(path): \(problem)"
        case let .duplicateNode(file, path, id):
            "snapshot '\(Self.printable(file))' at \(path): duplicate node id '\(Self.quoted(id))'; every node id must be unique"
        case let .unknownNode(file, path, id):
            "snapshot '\(Self.printable(file))' at \(path): refers to unknown node '\(Self.quoted(id))'; add the node or remove the reference"
        case let .parentCycle(file, path, id):
            "snapshot '\(Self.printable(file))' at \(path): parent chain of node '\(Self.quoted(id))' loops back to itself; parents must form a tree"
        case let .tooLarge(file, what, limit):
            "snapshot '\(Self.printable(file))': \(what) exceeds the limit of \(limit); "
                + (what.hasSuffix("nodes") || what.hasSuffix("edges")
                    ? "split the graph or raise the limit with WIRING_MAX_SNAPSHOT_NODES" : "split the graph")
        case let .unwritable(file, reason):
            "cannot write '\(Self.printable(file))': \(reason)"
        case let .unwritableStandardOutput(reason):
            "cannot write standard output: \(reason)"
        }
    }

    /// A file name for a message: control characters are shown escaped so a
    /// hostile name cannot move the terminal's cursor or change its colours.
    static func printable(_ file: String) -> String {
        // A file name comes from the pull request too; keep it whole but harmless.
        TerminalText.sanitized(file, limit: 4_096)
    }

    /// Quotes a value for a message, shortened to 200 characters.
    static func quoted(_ value: String) -> String {
        TerminalText.sanitized(value, limit: 200)
    }
}
