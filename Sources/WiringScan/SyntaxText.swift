import SwiftSyntax

/// The text of syntax nodes, read from their bytes where that gives the same text for less work.
enum SyntaxText {
    /// A node's `trimmedDescription`: its text without the trivia before its first token and after its
    /// last.
    ///
    /// swift-syntax builds a copy of the node, trivia removed, to describe it; a node parsed without
    /// error (no missing token, nothing unexpected) whose text is ASCII is read from its own bytes
    /// instead, the same text, since its tokens and the trivia between them are those bytes. Any other
    /// node is described as swift-syntax describes it.
    ///
    /// - Parameter node: The node.
    /// - Returns: The node's text, trimmed.
    static func trimmed(_ node: some SyntaxProtocol) -> String {
        guard !node.hasError else { return node.trimmedDescription }
        let source = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = source.count - node.trailingTriviaLength.utf8Length
        guard source.count == node.totalLength.utf8Length, start <= end,
              source[start..<end].allSatisfy({ $0 < 0x80 })
        else { return node.trimmedDescription }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// Whether a node's `trimmedDescription` contains an ASCII word, without making that text.
    ///
    /// A node `trimmed(_:)` reads from its bytes is searched in those bytes; any other node's
    /// description is searched as before.
    ///
    /// - Parameters:
    ///   - node: The node.
    ///   - word: The word, ASCII only.
    /// - Returns: Whether the word is in the node's text.
    static func contains(_ node: some SyntaxProtocol, _ word: String) -> Bool {
        guard !node.hasError else { return node.trimmedDescription.contains(word) }
        let source = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = source.count - node.trailingTriviaLength.utf8Length
        guard source.count == node.totalLength.utf8Length, start <= end,
              source[start..<end].allSatisfy({ $0 < 0x80 })
        else { return node.trimmedDescription.contains(word) }
        return source[start..<end].withUnsafeBufferPointer { ByteSearch.contains($0, word) }
    }
}
