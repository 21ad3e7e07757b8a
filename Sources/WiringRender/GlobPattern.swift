import WiringModel

/// A name pattern of `--include` and `--exclude`: Wiring's one pattern syntax (`WildcardPattern`),
/// where `*` matches any run of characters and `?` exactly one, matched in linear time.
struct GlobPattern: Sendable {
    private let pattern: WildcardPattern

    /// Creates a pattern.
    init(_ pattern: String) {
        self.pattern = WildcardPattern(pattern)
    }

    /// Whether a node's type, display name or id matches.
    func matches(_ node: Node) -> Bool {
        pattern.matches(node)
    }

    /// Whether the whole of a text matches.
    func matches(_ text: String) -> Bool {
        pattern.matches(text)
    }
}
