import SwiftSyntax

extension TypeReference {
    /// The reference a written type stands for.
    ///
    /// - Parameter type: A type from the syntax tree.
    init(_ type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            self = .named([TypeComponent(name: identifier.name.text.withoutBackticks,
                                         arguments: Self.arguments(identifier.genericArgumentClause))])
        } else if var member = type.as(MemberTypeSyntax.self) {
            // `A.B.C` nests to the left; walk it in a loop, so a long chain costs linear time.
            var components: [TypeComponent] = []
            while true {
                components.append(TypeComponent(name: member.name.text.withoutBackticks,
                                                arguments: Self.arguments(member.genericArgumentClause)))
                guard let next = member.baseType.as(MemberTypeSyntax.self) else { break }
                member = next
            }
            components.reverse()
            switch TypeReference(member.baseType) {
            case .named(let base): self = .named(base + components)
            default: self = .verbatim(SyntaxText.trimmed(type))
            }
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self = .optional(TypeReference(optional.wrappedType))
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeReference(unwrapped.wrappedType))
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = .array(TypeReference(array.element))
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeReference(dictionary.key), TypeReference(dictionary.value))
        } else if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { TypeReference($0.type) }
            self = elements.count == 1 ? elements[0] : .tuple(elements)
        } else if let function = type.as(FunctionTypeSyntax.self) {
            self = .function(function.parameters.map { TypeReference($0.type) }, TypeReference(function.returnClause.type))
        } else if let metatype = type.as(MetatypeTypeSyntax.self) {
            self = .metatype(TypeReference(metatype.baseType), metatype.metatypeSpecifier.text)
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            self = .composition(composition.elements.map { TypeReference($0.type) })
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            self = .existential(TypeReference(existential.constraint))
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self = TypeReference(attributed.baseType)
        } else {
            self = .verbatim(SyntaxText.trimmed(type))
        }
    }

    /// The type an expression names, as in `Car.self` or `register(Module.Car.self)`.
    ///
    /// - Parameter expression: The expression before `.self`.
    /// - Returns: The type, or `nil` when the expression is not a type name.
    init?(expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .named([TypeComponent(name: reference.baseName.text.withoutBackticks, arguments: [])])
        } else if var member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            var names: [TypeComponent] = []
            while true {
                names.append(TypeComponent(name: member.declName.baseName.text.withoutBackticks, arguments: []))
                guard let next = member.base?.as(MemberAccessExprSyntax.self), next.base != nil else { break }
                member = next
            }
            guard let base = member.base, case .named(let components)? = TypeReference(expression: base) else { return nil }
            self = .named(components + names.reversed())
        } else if let generic = expression.as(GenericSpecializationExprSyntax.self),
                  case .named(var components)? = TypeReference(expression: generic.expression) {
            components[components.count - 1].arguments = Self.arguments(generic.genericArgumentClause)
            self = .named(components)
        } else if let type = expression.as(TypeExprSyntax.self) {
            self = TypeReference(type.type)
        } else if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
                  let element = array.elements.first.flatMap({ TypeReference(expression: $0.expression) }) {
            // `[Daemon].self`
            self = .array(element)
        } else if let dictionary = expression.as(DictionaryExprSyntax.self),
                  case .elements(let elements) = dictionary.content, elements.count == 1, let only = elements.first,
                  let key = TypeReference(expression: only.key), let value = TypeReference(expression: only.value) {
            // `[String: Handler].self`
            self = .dictionary(key, value)
        } else if let optional = expression.as(OptionalChainingExprSyntax.self),
                  let wrapped = TypeReference(expression: optional.expression) {
            // `Session?.self`
            self = .optional(wrapped)
        } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                  let only = tuple.elements.first, only.label == nil, let inner = TypeReference(expression: only.expression) {
            // `(any Store).self`
            self = inner
        } else {
            return nil
        }
    }

    /// The type of a metatype expression `T.self`, or `nil`.
    static func ofMetatype(_ expression: ExprSyntax) -> TypeReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base
        else { return nil }
        return TypeReference(expression: base)
    }

    /// A constant that may hold a metatype, passed where `T.self` would be (`Keys.api`, with
    /// `static let api = ApiProtocol.self`), as a reference to look up through the constants the
    /// scan indexes; `nil` for anything else. Only a lowercase name after a type's name qualifies.
    static func ofMetatypeConstant(_ expression: ExprSyntax) -> TypeReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let first = member.declName.baseName.text.first, first.isLowercase, member.declName.baseName.text != "self",
              case .named(let owner)? = TypeReference(expression: base), owner.last?.name.first?.isUppercase == true,
              case .named(let components)? = TypeReference(expression: expression)
        else { return nil }
        return .named(components)
    }

    /// The type of `x as T` (not `as?` or `as!`), or `nil`.
    static func ofCast(_ expression: ExprSyntax) -> TypeReference? {
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
            return ofCast(only.expression)
        }
        return nil
    }

    /// The type of an initializer call `T(…)` written as a capitalised name, or `nil`.
    static func ofInitializerCall(_ expression: ExprSyntax) -> TypeReference? {
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

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeReference] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            argument.typeArgument.map(TypeReference.init) ?? .verbatim(SyntaxText.trimmed(argument.argument))
        }
    }
}

extension String {
    /// The name without the backticks that let a keyword be used as a name.
    var withoutBackticks: String {
        guard hasPrefix("`"), hasSuffix("`"), count >= 2 else { return self }
        return String(dropFirst().dropLast())
    }
}
