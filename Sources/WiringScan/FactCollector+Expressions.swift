import SwiftSyntax

/// Reading the expressions registrations and bindings are written with.
extension FactCollector {
    /// A string literal without interpolation, or what was written instead.
    static func writtenString(_ expression: ExprSyntax) -> WrittenValue {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil {
            // `"\(Screen.self)"`: the type's name, as `String(describing:)` gives it.
            // An array, not a syntax collection: `filter` on the collection would build a new syntax tree.
            let parts = Array(literal.segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
            if parts.count == 1, let only = parts.first?.as(ExpressionSegmentSyntax.self), only.expressions.count == 1,
               let first = only.expressions.first, first.label == nil, let name = describedTypeName(first.expression) {
                return .literal(name)
            }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else {
                    return .unreadable(Self.shortened(expression))
                }
                text += plain.content.text
            }
            if !text.contains("\\") { return .literal(text) }
        }
        // `String(describing: Screen.self)`: the type's name, which is what Swift prints for it.
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
           call.arguments.count == 1, call.arguments.first?.label?.text == "describing",
           let name = call.arguments.first.flatMap({ describedTypeName($0.expression) }) {
            return .literal(name)
        }
        if expression.is(NilLiteralExprSyntax.self) { return .absent }
        return .unreadable(Self.shortened(expression))
    }

    /// `Screen.self`, `Outer.Screen.self` → `Screen`: how `String(describing:)` prints a non-generic type.
    private static func describedTypeName(_ expression: ExprSyntax) -> String? {
        guard case .named(let components)? = TypeReference.ofMetatype(expression),
              components.allSatisfy({ $0.arguments.isEmpty }), let last = components.last?.name,
              last.first?.isUppercase == true, last != "Self"
        else { return nil }
        return last
    }

    /// An expression as written, on one line and at most 80 characters.
    ///
    /// Reads the expression's tokens only until the line is full, so a long closure costs no more
    /// than a short call.
    static func shortened(_ node: some SyntaxProtocol) -> String {
        if let text = shortenedASCII(node) { return text }
        // Gathered as UTF-8 bytes, decoded once at the end: the same text as appending each character.
        var bytes: [UInt8] = []
        var count = 0
        var lastWasSpace = true
        func add(_ piece: String) {
            if piece.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII, nearly every piece: a byte is a character, and the whitespace bytes are
                // the ones `Character.isWhitespace` gives (a `\r\n` pair collapses like one).
                for byte in piece.utf8 {
                    let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
                    if isSpace && lastWasSpace { continue }
                    bytes.append(isSpace ? 0x20 : byte)
                    count += 1
                    lastWasSpace = isSpace
                }
                return
            }
            for character in piece {
                let isSpace = character.isWhitespace
                if isSpace && lastWasSpace { continue }
                bytes.append(contentsOf: (isSpace ? " " : character).utf8)
                count += 1
                lastWasSpace = isSpace
            }
        }
        // The trivia before the first token and after the last are not part of the expression.
        var between: String?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let between { add(between + token.leadingTrivia.description) }
            add(token.text)
            between = token.trailingTrivia.description
            if count > 81 { break }
        }
        return finished(bytes, count: count)
    }

    /// `shortened` of a small node whose text is ASCII and parsed without error (nearly every call a
    /// reader notes), read from the node's bytes at once rather than token by token: the same text,
    /// since the tokens and the trivia between them are those bytes. `nil` for any other node.
    private static func shortenedASCII(_ node: some SyntaxProtocol) -> String? {
        let total = node.totalLength.utf8Length
        guard total <= 4096, !node.hasError else { return nil }
        let source = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = total - node.trailingTriviaLength.utf8Length
        guard source.count == total, start <= end else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(end - start, 82))
        var lastWasSpace = true
        for byte in source[start..<end] {
            guard byte < 0x80 else { return nil }
            let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
            if isSpace && lastWasSpace { continue }
            bytes.append(isSpace ? 0x20 : byte)
            lastWasSpace = isSpace
            // As many as the token-by-token reading keeps at least: the text is cut at 77 beyond 80.
            if bytes.count > 81 { break }
        }
        return finished(bytes, count: bytes.count)
    }

    /// The gathered text without trailing spaces, cut to 77 characters and `…` when over 80.
    private static func finished(_ bytes: [UInt8], count: Int) -> String {
        var count = count
        var text = String(decoding: bytes, as: UTF8.self)
        while text.last == " " {
            text.removeLast()
            count -= 1
        }
        return count > 80 ? String(text.prefix(77)) + "…" : text
    }
}
