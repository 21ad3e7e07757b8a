import WiringModel

/// A name pattern where `*` matches any run of characters (including none)
/// and `?` matches one character; everything else matches itself.
struct GlobPattern: Sendable {
    private let characters: [Character]

    /// Creates a pattern.
    init(_ pattern: String) {
        characters = Array(pattern)
    }

    /// Whether a node's type, display name or id matches.
    func matches(_ node: Node) -> Bool {
        matches(node.type) || matches(node.displayName) || matches(node.id)
    }

    /// Whether the whole of a text matches.
    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var t = 0
        var p = 0
        var starP = -1
        var starT = 0
        // Iterative matching with one backtrack point: linear in practice, no recursion.
        while t < text.count {
            if p < characters.count, characters[p] == "?" || characters[p] == text[t] {
                t += 1
                p += 1
            } else if p < characters.count, characters[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
