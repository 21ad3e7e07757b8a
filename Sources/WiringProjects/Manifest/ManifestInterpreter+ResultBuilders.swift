import SwiftSyntax

/// Result builders: a closure passed to a parameter marked with a builder the manifest declares
/// (`@ConfigurationBuilder<Target> _ content: () -> [Target]`) builds an array from its body, as
/// Swift's builder transform does: each expression statement is one element; an `if` (with
/// `else if` and `else`) gives the elements of the branch its conditions choose; a `for` loop the
/// elements of every run of its body; declarations (`let name = …`) are bound as elsewhere. Any
/// other statement, or a condition or sequence the reader does not compute, leaves the array not
/// known, at its line.
extension ManifestInterpreter {
    /// The elements a builder closure's body gives.
    ///
    /// - Parameters:
    ///   - items: The closure's statements.
    ///   - scope: The scope its parameters are bound in.
    ///   - element: The type of the elements, when known (an implicit member is looked up there).
    func builtElements(_ items: CodeBlockItemListSyntax, in scope: ManifestScope, element: String?) throws(ManifestStop) -> ManifestValue {
        var elements: [ManifestValue] = []
        if let unknown = try build(items, in: scope, element: element, into: &elements) { return .unknown(unknown) }
        return .array(elements)
    }

    /// Adds the elements of statements; the reason they are not known, if one is not.
    private func build(_ items: CodeBlockItemListSyntax, in scope: ManifestScope, element: String?, into elements: inout [ManifestValue])
        throws(ManifestStop) -> ManifestUnknown? {
        if scope !== global { declare(items, in: scope) }
        for item in items {
            switch item.item {
            case .decl(let declaration):
                if let block = declaration.as(IfConfigDeclSyntax.self) {
                    try budget.step(line: line(of: block))
                    switch conditions.activeClause(of: block) {
                    case .known(let clause?):
                        if case .statements(let statements)? = clause.elements,
                           let unknown = try build(statements, in: scope, element: element, into: &elements) { return unknown }
                    case .known(nil): break
                    case .unknown(var unknown):
                        unknown.line = line(of: block)
                        return unknown
                    }
                    continue
                }
                if case .uncertain(let unknown, _) = try execute(item.item, in: scope) { return unknown }
            case .expr(let expression):
                if let unknown = try build(expression: expression, in: scope, element: element, into: &elements) { return unknown }
            case .stmt(let statement):
                try budget.step(line: line(of: statement))
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let unknown = try build(expression: expression, in: scope, element: element, into: &elements) { return unknown }
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    var unknown: ManifestUnknown?
                    let flow = try iterate(loop, label: nil, in: scope) { inner throws(ManifestStop) -> ManifestFlow in
                        if let inside = try build(loop.body.statements, in: inner, element: element, into: &elements) {
                            unknown = inside
                            return .broke(nil)
                        }
                        return .normal
                    }
                    if let unknown { return unknown }
                    if case .uncertain(let unknown, _) = flow { return unknown }
                } else {
                    return unmodelled(statement, "a statement the result builder's body holds")
                }
            }
        }
        return nil
    }

    /// Adds the elements of an expression statement: an `if`'s chosen branch, or the expression's value.
    private func build(expression: ExprSyntax, in scope: ManifestScope, element: String?, into elements: inout [ManifestValue])
        throws(ManifestStop) -> ManifestUnknown? {
        try budget.step(line: line(of: expression))
        guard let branch = expression.as(IfExprSyntax.self) else {
            if expression.is(SwitchExprSyntax.self) { return unmodelled(expression, "a 'switch' in a result builder's body") }
            elements.append(try evaluate(expression, in: scope, expecting: element))
            return nil
        }
        switch try evaluateConditions(branch.conditions, in: scope) {
        case .holds(let inner):
            return try build(branch.body.statements, in: inner, element: element, into: &elements)
        case .fails:
            switch branch.elseBody {
            case .codeBlock(let block)?: return try build(block.statements, in: ManifestScope(parent: scope), element: element, into: &elements)
            case .ifExpr(let next)?: return try build(expression: ExprSyntax(next), in: scope, element: element, into: &elements)
            case nil: return nil
            }
        case .unknown(let unknown):
            return unknown
        }
    }
}
