import SwiftSyntax

/// Reading the expressions registrations and bindings are written with.
extension FactCollector {
    /// The name a receiver expression is known by: `box`, `testTrack`, `App.box` → `box`.
    static func receiverName(_ expression: ExprSyntax) -> String {
        var expression = expression
        while true {
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                break
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.trimmedDescription
    }

    /// A string literal without interpolation, or what was written instead.
    static func writtenString(_ expression: ExprSyntax) -> WrittenValue {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil {
            // `"\(Screen.self)"`: the type's name, as `String(describing:)` gives it.
            let parts = literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
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

    /// The type of `x as T` (not `as?` or `as!`), or `nil`.
    static func castType(of expression: ExprSyntax) -> TypeReference? {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return TypeReference(cast.type)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
               cast.questionOrExclamationMark == nil, let type = elements[2].as(TypeExprSyntax.self) {
                return TypeReference(type.type)
            }
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let only = parenthesized.elements.first, only.label == nil {
            return castType(of: only.expression)
        }
        return nil
    }

    /// The type of an initializer call `T(…)` written as a capitalised name, or `nil`.
    static func initializedType(of expression: ExprSyntax) -> TypeReference? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        // `Service.init(…)` initializes `Service`.
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        guard let type = TypeReference(expression: called), let name = type.lastName, name.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// An expression as written, on one line and at most 80 characters.
    ///
    /// Reads the expression's tokens only until the line is full, so a long closure costs no more
    /// than a short call.
    static func shortened(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var count = 0
        var lastWasSpace = true
        func add(_ piece: String) {
            for character in piece {
                let isSpace = character.isWhitespace
                if isSpace && lastWasSpace { continue }
                text.append(isSpace ? " " : character)
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
        while text.last == " " {
            text.removeLast()
            count -= 1
        }
        return count > 80 ? String(text.prefix(77)) + "…" : text
    }
}
