import SwiftSyntax

/// What tells the type of a factory closure and of an untyped `resolve()`, as written.
enum ResolverTyping {
    /// `T?` and `T!` → `T`: `optional()` and the optional wrappers resolve the wrapped type.
    static func unwrapped(_ type: TypeReference) -> TypeReference {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    /// The service type of a factory closure (its written return type, an `as T` cast, or the one
    /// initializer call it returns) and the type it builds (that initializer call's type).
    static func closureType(
        _ closure: ClosureExprSyntax
    ) -> (type: TypeReference?, built: TypeReference?, called: String?, value: String?, chain: [String]?) {
        let written = closure.signature?.returnClause.map { TypeReference($0.type) }
        var results: [ExprSyntax] = []
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) {
            results = [only]
        } else if closure.statements.count == 1, let branches = closure.statements.first?.item.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG X() as P #else Y() as P #endif`: each branch's one expression.
            for clause in branches.clauses {
                guard case .statements(let items)? = clause.elements, items.count == 1,
                      let only = items.first?.item.as(ExprSyntax.self) else { continue }
                results.append(only)
            }
        } else {
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            results = finder.values
        }
        var type = written
        var built: TypeReference?
        for result in results {
            let (cast, made) = expressionType(result)
            type = type ?? cast ?? made
            built = built ?? made
        }
        // `register { session }`: the factory's one expression is a variable (a module's global) whose type may be written.
        let value = closure.statements.count == 1 && results.count == 1
            ? results[0].as(DeclReferenceExprSyntax.self).flatMap { reference -> String? in
                let name = reference.baseName.text
                return reference.argumentNames == nil && name.first?.isLowercase == true && name != "self" ? name : nil
            }
            : nil
        // `register { DataConfiguration.shared.context }`: properties read from a type's static property, typed later
        // by their declarations.
        let chain = closure.statements.count == 1 && results.count == 1 && type == nil ? propertyChain(results[0]) : nil
        return (type, built, results.count == 1 ? calledFunction(results[0]) : nil, value, chain)
    }

    /// `Store.shared.context` → `["Store", "shared", "context"]`: a type written with a capital, then at least two
    /// properties (a static one, then those of its value), none of them called.
    static func propertyChain(_ expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            guard member.declName.argumentNames == nil else { return nil }
            names.insert(member.declName.baseName.text.withoutBackticks, at: 0)
            current = base
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        names.insert(reference.baseName.text.withoutBackticks, at: 0)
        let typeLength = names.prefix { $0.first?.isUppercase ?? false }.count
        guard typeLength > 0, names.count - typeLength >= 2,
              names[typeLength...].allSatisfy({ $0.first.map { $0.isLowercase || $0 == "_" } ?? false })
        else { return nil }
        return names
    }

    /// `make(…)`, `Self.make(…)`, `Resolver.make(…)`: the name of a function called for its result.
    static func calledFunction(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isLowercase ?? false ? name : nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["Self", "self", "Resolver"].contains(member.base.map(SyntaxText.trimmed) ?? "") {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `X() as P` → (P, X); `X(…)`, `X.init(…)`, `try X(…)` → (nil, X); `X.shared` → (nil, X).
    static func expressionType(_ expression: ExprSyntax) -> (cast: TypeReference?, made: TypeReference?) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, let cast = elements[elements.count - 2].as(UnresolvedAsExprSyntax.self),
               cast.questionOrExclamationMark?.tokenKind != .postfixQuestionMark,
               let type = elements.last?.as(TypeExprSyntax.self) {
                return (TypeReference(type.type), elements.count == 3 ? expressionType(elements[0]).made : nil)
            }
            return (nil, nil)
        }
        if let cast = expression.as(AsExprSyntax.self) { return (TypeReference(cast.type), expressionType(cast.expression).made) }
        if let trying = expression.as(TryExprSyntax.self) { return expressionType(trying.expression) }
        if let waiting = expression.as(AwaitExprSyntax.self) { return expressionType(waiting.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return expressionType(unwrap.expression) }
        if let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return expressionType(only.expression)
        }
        var callee = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
           !(member.declName.baseName.text.first?.isUppercase ?? false) {
            // `X.init(…)`, and a static member of a type (`X.shared`, `X.make()`): taken to be an `X`.
            return (nil, typeName(base))
        }
        return (nil, typeName(callee))
    }

    /// A type written as an expression, when it starts with a capital (`Car`, `Module.Car`, `Box<Int>`).
    static func typeName(_ expression: ExprSyntax) -> TypeReference? {
        guard let type = TypeReference(expression: expression), let first = type.components?.first?.name,
              first.first?.isUppercase ?? false, type.lastName?.first?.isUppercase ?? false
        else { return nil }
        return type
    }

    /// What a `resolve()` call without `T.self` is typed by, from where it stands.
    struct Context {
        var type: TypeReference?
        var hints: [ArgumentHint] = []
        var assigned: String?
    }

    /// The type a `resolve()` call (or an `.init(…)` holding one) gets from where it stands:
    /// `resolve() as T`, `let x: T = resolve()`, a parameter's default value, an assignment to a
    /// property, or the initializer parameter it is passed to.
    static func context(of expression: ExprSyntax, depth: Int = 0) -> Context {
        var node = Syntax(expression)
        while let parent = node.parent,
              parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        guard let parent = node.parent, depth < 8 else { return Context() }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == node.id }) else { return Context() }
            if index + 2 < elements.count, elements[index + 1].is(UnresolvedAsExprSyntax.self),
               let type = elements[index + 2].as(TypeExprSyntax.self) {
                return Context(type: unwrapped(TypeReference(type.type)))
            }
            // `self.reader = resolve()`, `reader = resolve()`.
            if index == 2, elements[1].is(AssignmentExprSyntax.self) {
                if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                    return Context(assigned: reference.baseName.text)
                }
                if let member = elements[0].as(MemberAccessExprSyntax.self), member.base.map(SyntaxText.trimmed) == "self" {
                    return Context(assigned: member.declName.baseName.text)
                }
            }
            return Context()
        }
        if let cast = parent.as(AsExprSyntax.self) { return Context(type: unwrapped(TypeReference(cast.type))) }
        if let clause = parent.as(InitializerClauseSyntax.self) {
            if let binding = clause.parent?.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
                return Context(type: unwrapped(TypeReference(type)))
            }
            if let parameter = clause.parent?.as(FunctionParameterSyntax.self) {
                return Context(type: unwrapped(TypeReference(parameter.type)))
            }
            return Context()
        }
        guard let argument = parent.as(LabeledExprSyntax.self),
              let list = argument.parent?.as(LabeledExprListSyntax.self),
              let outer = list.parent?.as(FunctionCallExprSyntax.self)
        else { return Context() }
        let position = list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
        let label = argument.label?.text ?? "_"
        let callee = outer.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isLowercase ?? false {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.init(x: resolve())`: the type the call is typed by where it stands; else the factory's result.
                guard name == "init" else { return Context() }
                let around = context(of: ExprSyntax(outer), depth: depth + 1)
                let here = ArgumentHint(type: .named([]), label: label, position: position, isFactoryResult: true)
                if let type = around.type {
                    return Context(hints: [ArgumentHint(type: type, label: label, position: position)])
                }
                if !around.hints.isEmpty { return Context(hints: around.hints + [here], assigned: around.assigned) }
                // `machine = .init(services: .init(api: resolve()))`: from the type of the property assigned.
                if let property = around.assigned { return Context(hints: [here], assigned: property) }
                return isArgument(outer) ? Context() : Context(hints: [here])
            }
            guard let type = typeName(base) else { return Context() }
            return Context(hints: [ArgumentHint(type: type, label: label, position: position, method: name == "init" ? nil : name)])
        }
        if let type = typeName(callee) {
            // `_model = StateObject(wrappedValue: Resolver.resolve())`: the storage of a wrapped property is
            // set, so the read is of the type the property `model` declares.
            if label == "wrappedValue", position == 0,
               let storage = context(of: ExprSyntax(outer), depth: depth + 1).assigned,
               storage.count > 1, storage.hasPrefix("_") {
                return Context(assigned: String(storage.dropFirst()))
            }
            return Context(hints: [ArgumentHint(type: type, label: label, position: position)])
        }
        return Context()
    }

    /// Whether a call is an argument of another call (so its type is not the factory's result).
    static func isArgument(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) {
            node = parent
        }
        return node.parent?.is(LabeledExprSyntax.self) ?? false
    }
}

/// The values of the `return` statements of a closure, not of closures or functions inside it.
private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
