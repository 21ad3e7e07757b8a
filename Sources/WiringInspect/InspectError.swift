import WiringText

/// Why an inspect question could not be answered.
///
/// Every message names the value the user gave and says what to do next.
public enum InspectError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No node matches the name; `suggestions` are display names that are close to it.
    case unknownNode(query: String, suggestions: [String])
    /// More than one node matches the name; `candidates` are the printable names of
    /// the first matches (ids where names collide) and `total` counts all of them.
    case ambiguousNode(query: String, candidates: [String], total: Int)

    public var description: String {
        switch self {
        case let .unknownNode(query, suggestions):
            let hint = suggestions.isEmpty
                ? "run 'wiring inspect SNAPSHOT' to list the nodes"
                : "did you mean " + suggestions.map { "'\(Self.quoted($0))'" }.joined(separator: ", ") + "?"
            return "no node matches '\(Self.quoted(query))'; \(hint)"
        case let .ambiguousNode(query, candidates, total):
            var list = candidates.map { "'\(Self.quoted($0))'" }.joined(separator: ", ")
            if total > candidates.count { list += " and \(total - candidates.count) more" }
            return "'\(Self.quoted(query))' matches \(total) nodes: \(list); give a longer name or the full id"
        }
    }

    private static func quoted(_ value: String) -> String {
        TerminalText.sanitized(value, limit: 200)
    }
}
