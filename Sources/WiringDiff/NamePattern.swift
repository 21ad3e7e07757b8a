import WiringModel

/// A name pattern of a rules file: text where `*` stands for any run of characters.
///
/// A pattern matches a node when it matches the whole of the node's type
/// (`PaymentsApp.ViewBoundary`), its id, or its display name (`ViewBoundary`).
/// Matching is case-sensitive; there is no other wildcard, so `?`, `[` and `.`
/// match themselves.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let pieces: [Substring]

    /// Creates a pattern.
    ///
    /// - Parameter text: The pattern; `*` matches any run of characters, including none.
    public init(_ text: String) {
        self.text = text
        self.pieces = text.split(separator: "*", omittingEmptySubsequences: false)
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }

    /// Whether the pattern matches a node's type, id or display name.
    ///
    /// - Parameter node: The node to test.
    /// - Returns: `true` when any of the three names matches the whole pattern.
    public func matches(_ node: Node) -> Bool {
        matches(node.type) || matches(node.displayName) || matches(node.id)
    }

    /// Whether the pattern matches the whole of a text.
    ///
    /// - Parameter name: The text to test.
    /// - Returns: `true` when the pattern, with `*` expanded, equals the text.
    public func matches(_ name: String) -> Bool {
        guard pieces.count > 1 else { return name == text }
        var rest = Substring(name)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        let last = pieces[pieces.count - 1]
        // Each middle piece is taken at its earliest place: that leaves the most room for the rest.
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
