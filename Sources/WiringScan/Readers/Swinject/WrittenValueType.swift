import SwiftSyntax

/// The type a name is declared with where an expression reads it, as written in the file: the nearest
/// earlier local of the enclosing bodies (`let storage: DiskStorage = …`, `let storage = DiskStorage()`), a
/// parameter of an enclosing function, or a stored property of the enclosing type (its last name).
enum WrittenValueType {
    /// The declared type's last name; `nil` when no declaration above the reading expression writes one
    /// (a local bound to a call of a function, a name declared in another file).
    static func of(_ name: String, at node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                // Locals declared before the statement holding the read, the nearest first.
                let before = statements.prefix { $0.id != child.id }
                for item in before.reversed() {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    if let type = declaredType(of: name, in: variable) { return type }
                }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if let type = parameterType(of: name, in: function.signature.parameterClause) { return type }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if let type = parameterType(of: name, in: initializer.signature.parameterClause) { return type }
            } else if let members = parent.as(MemberBlockSyntax.self) {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                    else { continue }
                    if let type = declaredType(of: name, in: variable) { return type }
                }
                return nil
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// `let name: T = …` gives `T`, `let name = T(…)` or `T.init(…)` gives `T`.
    private static func declaredType(of name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return TypeReference(annotation.type).lastName }
            guard var value = binding.initializer?.value else { return nil }
            if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
            guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
            let called: String?
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                called = reference.baseName.text
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
                called = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            } else {
                called = nil
            }
            return called.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        }
        return nil
    }

    private static func parameterType(of name: String, in clause: FunctionParameterClauseSyntax) -> String? {
        clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }.flatMap { TypeReference($0.type).lastName }
    }
}
