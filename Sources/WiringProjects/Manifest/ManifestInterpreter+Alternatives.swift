import SwiftSyntax

/// A choice whose condition is not known (`Environment.preview.getBoolean(default: false) ?
/// .framework : .staticFramework`, an `if` or `switch` that gives or returns a value in each arm):
/// when every arm only reads (literals, implicit members, variables) and gives a value of the same
/// kind, the result is the unknown carried as one of those values. Evaluating such an arm changes
/// nothing, so evaluating all of them is safe. Everything that reads the value sees an unknown, as
/// before; a reader whose result is the same for each value reads it (`TuistProjectReading`'s
/// product kind).
extension ManifestInterpreter {
    /// The unknown `why`, carrying the values of the arms when each arm is one quiet expression
    /// giving a value of the same kind as the others; `why` alone otherwise.
    func choice(among arms: [ExprSyntax?], scopes: [ManifestScope], _ condition: ManifestUnknown, expecting: String?) throws(ManifestStop) -> ManifestUnknown {
        // A condition that is itself a choice (`isCI ? true : false`) is one of its values; what it chooses is none of them.
        let why = condition.alone
        var values: [ManifestValue] = []
        for (arm, scope) in zip(arms, scopes) {
            guard let arm, isQuiet(arm, in: scope) else { return why }
            switch try evaluate(arm, in: scope, expecting: expecting) {
            case .unknown(let unknown):
                guard let inner = unknown.alternatives else { return why }
                values += inner
            case let value:
                values.append(value)
            }
        }
        guard let kind = values.first.flatMap(Self.alternativeKind), values.allSatisfy({ Self.alternativeKind($0) == kind }) else { return why }
        var carried = why
        carried.alternatives = values
        return carried
    }

    /// The kind of value an arm gives, for telling arms of the same kind; `nil` for a kind not
    /// carried as alternatives.
    private static func alternativeKind(_ value: ManifestValue) -> String? {
        switch value {
        case .string: "string"
        case .int: "int"
        case .bool: "bool"
        case .member: "member"
        // A list (`[.target(name: "Core")]`) or a value of the library, read element by element where it is used.
        case .array: "list"
        case .object(let object) where object.poisoned == nil: "object"
        default: nil
        }
    }

    /// Whether evaluating an expression only reads: literals, implicit members and members of
    /// such, variables bound in `scope`, collections and choices of these, and calls of the
    /// library's factories (`.target(name: "Core")`, `TargetDependency.external(name:)`) with such
    /// arguments, where the manifest declares no static member of that name. Any other call, a
    /// closure, a subscript, a computed name (a getter or a global of the manifest) runs code: not quiet.
    func isQuiet(_ expression: ExprSyntax, in scope: ManifestScope) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            let name = member.declName.baseName.declaredName
            if let base = member.base {
                guard let owner = typePath(Syntax(base)), vocabulary.types.contains(owner) else { return false }
            }
            guard !vocabulary.owners(ofFactory: name).isEmpty, !statics.values.contains(where: { $0[name] != nil }) else { return false }
            return call.arguments.allSatisfy { isQuiet($0.expression, in: scope) }
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy { segment in
                guard case .expressionSegment(let interpolation) = segment else { return true }
                return interpolation.expressions.allSatisfy { isQuiet($0.expression, in: scope) }
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return member.declName.argumentNames == nil }
            return isQuiet(base, in: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return scope.binds(reference.baseName.declaredName) }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isQuiet($0.expression, in: scope) } }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { isQuiet($0.expression, in: scope) } }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return [ternary.condition, ternary.thenExpression, ternary.elseExpression].allSatisfy { isQuiet($0, in: scope) }
        }
        return false
    }

    /// The one expression each arm of an `if` (with its `else if`s, ending in an `else`) is; an arm
    /// that is not one expression (`returning`: one `return` of one) is `nil`.
    static func arms(of branch: IfExprSyntax, returning: Bool) -> [ExprSyntax?] {
        var result: [ExprSyntax?] = [arm(branch.body.statements, returning: returning)]
        switch branch.elseBody {
        case .codeBlock(let block)?: result.append(arm(block.statements, returning: returning))
        case .ifExpr(let next)?: result += arms(of: next, returning: returning)
        case nil: result.append(nil)
        }
        return result
    }

    /// The arms of a `switch` whose cases bind no names; `nil` for an arm that is not one expression.
    static func arms(of switched: SwitchExprSyntax, conditions: ManifestConditions, returning: Bool) -> [ExprSyntax?] {
        guard case .success(let cases) = switchCases(switched.cases, conditions: conditions), !cases.isEmpty else { return [nil] }
        return cases.map { item -> ExprSyntax? in
            if case .case(let label) = item.label,
               label.caseItems.contains(where: { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) } }) {
                return nil
            }
            return arm(item.statements, returning: returning)
        }
    }

    /// The one expression a block is, or `return`s when `returning`.
    private static func arm(_ statements: CodeBlockItemListSyntax, returning: Bool) -> ExprSyntax? {
        guard returning else { return singleValue(statements) }
        guard statements.count == 1, case .stmt(let statement) = statements.first!.item,
              let returned = statement.as(ReturnStmtSyntax.self) else { return nil }
        return returned.expression
    }
}
