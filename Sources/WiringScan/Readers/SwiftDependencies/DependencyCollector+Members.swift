import SwiftSyntax

extension DependencyCollector {
    /// The most static members one value is taken to name: a `liveValue` longer than this is an
    /// implementation, not a reference to one.
    static let referenceLimit = 64

    /// The static members a value names, for the reads inside them to count as that value's.
    ///
    /// `Self.live`, `.live` and `.live(…)` are members of the owner (or of the value's written type);
    /// `ApiClient.live` and `Module.ApiClient.live(…)` of the type named. Other member accesses
    /// (`Bundle.main`, `.standard`) are kept too and match nothing.
    ///
    /// - Parameters:
    ///   - syntax: The value's initializer or getter.
    ///   - owner: The last name of the type declaring the value.
    ///   - valueType: The value's written type, for implicit members (`static let liveValue: Api = .live`).
    /// - Returns: The members, in source order, each once.
    static func memberReferences(in syntax: Syntax, owner: String, valueType: String?) -> [DependencyFacts.MemberReference] {
        var found: [DependencyFacts.MemberReference] = []
        var seen: Set<DependencyFacts.MemberReference> = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let access = reference.parent?.as(MemberAccessExprSyntax.self),
                  access.declName.id == reference.id
            else { continue }
            let type: String?
            if let base = access.base {
                let written = SyntaxText.trimmed(base)
                if written == "Self" {
                    type = owner
                } else if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                          let last = written.split(separator: ".").last, last.first?.isUppercase == true {
                    type = String(last)
                } else {
                    type = nil
                }
            } else {
                type = valueType.map { $0 == "Self" ? owner : $0 } ?? owner
            }
            guard let type else { continue }
            let member = DependencyFacts.MemberReference(type: type, member: name)
            if seen.insert(member).inserted { found.append(member) }
            if found.count >= referenceLimit { break }
        }
        return found
    }

    /// The name of the static member of a type a node sits in: `live` for a read inside
    /// `static let live = Self(…)` or `static func live() -> Self`.
    static func staticMember(enclosing node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if ReaderSyntax.typeName(syntax) != nil { return nil }
            if syntax.parent?.is(MemberBlockItemSyntax.self) == true {
                if let variable = syntax.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
                    return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if let function = syntax.as(FunctionDeclSyntax.self), isStatic(function.modifiers) {
                    return function.name.text
                }
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
