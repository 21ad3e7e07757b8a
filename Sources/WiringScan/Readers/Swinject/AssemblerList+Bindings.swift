import SwiftSyntax

/// How a name is bound to a list of assemblies: the value it is given (`= [A()]`, `= [Assembly]()`), what a computed
/// property returns (`var core: [Assembly] { [A()] }`) or what a closure called in place returns
/// (`= { var list = [Assembly](); list.append(A()); return list }()`).
extension AssemblerList {
    /// The list a binding stands for: its initial value, what a closure called in place as its initial value returns, or
    /// what its getter returns; `nil` when it has none of these.
    static func boundValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value {
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                return returned(closure.statements)
            }
            return value
        }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?:
            return returned(statements)
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.flatMap { returned($0.statements) }
        case nil:
            return nil
        }
    }

    /// What a body returns: its one expression, or the value of its last statement when that is a `return`.
    private static func returned(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        if statements.count == 1, let expression = last.as(ExprSyntax.self) { return expression }
        return nil
    }

    /// Whether a value makes an empty list of assemblies: `[Assembly]()`, `[Assembly].init()`, `Array<Assembly>()`.
    static func isEmptyList(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else {
            return false
        }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        if let array = called.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            return SyntaxText.contains(element.expression, "Assembly")
        }
        if let generic = called.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           generic.genericArgumentClause.arguments.count == 1 {
            return SyntaxText.contains(generic.genericArgumentClause.arguments, "Assembly")
        }
        return false
    }
}
