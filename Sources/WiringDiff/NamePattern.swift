import WiringModel

/// A name pattern of a rules file: Wiring's one pattern syntax (`WildcardPattern`, the same as
/// `wiring render --include`), where `*` stands for any run of characters and `?` for exactly one.
///
/// A pattern matches a node when it matches the whole of the node's type
/// (`PaymentsApp.ViewBoundary`), its id, or its display name (`ViewBoundary`).
/// Matching is case-sensitive, compares Unicode scalars, and takes time linear in the lengths
/// of the name and the pattern; `[` and `.` match themselves.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let pattern: WildcardPattern

    /// Creates a pattern.
    ///
    /// - Parameter text: The pattern; `*` matches any run of characters, including none, `?` exactly one.
    public init(_ text: String) {
        self.text = text
        self.pattern = WildcardPattern(text)
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
        pattern.matches(node)
    }

    /// Whether the pattern matches the whole of a text.
    ///
    /// - Parameter name: The text to test.
    /// - Returns: `true` when the pattern, with `*` and `?` expanded, equals the text.
    public func matches(_ name: String) -> Bool {
        pattern.matches(name)
    }
}
