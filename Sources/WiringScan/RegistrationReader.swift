import SwiftSyntax

/// Reads one `register` call of SwincyBox or Swinject: the service type, key or name, life or
/// scope, and the `resolve` calls its factory makes.
enum RegistrationReader {
    /// Reads a call named `register`.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - receiver: The expression before `.register`, or `nil` for an implicit `self`.
    ///   - imports: The file's imports, which tell SwincyBox from Swinject.
    ///   - context: The enclosing type path.
    ///   - lines: The file's line table.
    ///   - conditional: Whether the call sits inside `#if`.
    /// - Returns: The registration, or `nil` when the call is not a container registration.
    static func read(
        _ call: FunctionCallExprSyntax, receiver: ExprSyntax?, imports: Set<String>, context: [String],
        lines: LineTable, conditional: Bool
    ) -> RegistrationCall? {
        let labels = call.arguments.map { $0.label?.text }
        guard let framework = framework(labels: labels, call: call, imports: imports), !call.arguments.isEmpty || call.trailingClosure != nil
        else { return nil }
        let allowed: Set<String?> = framework == .swincyBox ? [nil, "key", "life"] : [nil, "name", "factory"]
        guard labels.allSatisfy(allowed.contains) else { return nil }
        // A factory passed by name (`register(Car.self, makeCar)`) still registers its type; what it resolves is not seen.
        let closure = factory(of: call)

        var registration = RegistrationCall(
            framework: framework, receiver: receiver.map(FactCollector.receiverName) ?? "",
            key: .absent, life: .absent, context: context, resolves: [],
            line: lines.line(ofOffset: call.positionAfterSkippingLeadingTrivia.utf8Offset), isConditional: conditional)
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where !argument.expression.is(ClosureExprSyntax.self):
                if let type = TypeReference.ofMetatype(argument.expression) { registration.explicitType = type }
            case "key", "name":
                registration.key = FactCollector.writtenString(argument.expression)
            case "life":
                registration.life = caseName(argument.expression)
            default:
                break
            }
        }
        if framework == .swinject {
            registration.life = scope(after: call)
            registration.forwardedTypes = chainedCalls(after: call, named: "implements").flatMap { implements in
                implements.arguments.compactMap { TypeReference.ofMetatype($0.expression) }
            }
        }
        if let closure {
            readFactory(closure, into: &registration, framework: framework, lines: lines)
        } else if framework == .swinject {
            registration.argumentTypes = nil
        }
        return registration
    }

    /// SwincyBox or Swinject, from the file's imports and the call's labels.
    private static func framework(labels: [String?], call: FunctionCallExprSyntax, imports: Set<String>) -> ContainerFramework? {
        let box = imports.contains("SwincyBox")
        let swinject = imports.contains("Swinject")
        switch (box, swinject) {
        case (true, false): return .swincyBox
        case (false, true): return .swinject
        case (true, true):
            if labels.contains("name") || labels.contains("factory") || scopeCall(after: call) != nil { return .swinject }
            return .swincyBox
        case (false, false): return nil
        }
    }

    /// The factory closure: the trailing closure or the last closure argument.
    private static func factory(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// `.permanent`, `LifeType.permanent` → `permanent`.
    private static func caseName(_ expression: ExprSyntax) -> WrittenValue {
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.trimmedDescription.hasSuffix("LifeType") == true
            || member.base?.trimmedDescription.hasSuffix("ObjectScope") == true {
            return .literal(member.declName.baseName.text)
        }
        return .unreadable(FactCollector.shortened(expression))
    }

    /// The `.inObjectScope(…)` call chained after a Swinject registration, if any.
    private static func scopeCall(after call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        chainedCalls(after: call, named: "inObjectScope").first
    }

    /// The calls of one name chained after a registration:
    /// `register(…){…}.implements(…).inObjectScope(.container).initCompleted {…}`.
    private static func chainedCalls(after call: FunctionCallExprSyntax, named name: String) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var current = Syntax(call)
        for _ in 0..<16 {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self),
                  let next = member.parent?.as(FunctionCallExprSyntax.self)
            else { break }
            if member.declName.baseName.text == name { found.append(next) }
            current = Syntax(next)
        }
        return found
    }

    /// Swinject's scope: `graph` when none is chained.
    private static func scope(after call: FunctionCallExprSyntax) -> WrittenValue {
        guard let scopeCall = scopeCall(after: call) else { return .absent }
        guard let argument = scopeCall.arguments.first?.expression else { return .absent }
        return caseName(argument)
    }

    /// Reads the factory's declared types, its result cast and the `resolve` calls it makes.
    private static func readFactory(
        _ closure: ClosureExprSyntax, into registration: inout RegistrationCall, framework: ContainerFramework,
        lines: LineTable
    ) {
        if let signature = closure.signature {
            if let returned = signature.returnClause?.type { registration.returnType = TypeReference(returned) }
            if framework == .swinject {
                switch signature.parameterClause {
                case .simpleInput(let names):
                    registration.argumentTypes = names.count <= 1 ? [] : nil
                case .parameterClause(let clause):
                    let types = clause.parameters.dropFirst().map { $0.type.map(TypeReference.init) }
                    registration.argumentTypes = types.contains { $0 == nil } ? nil : types.compactMap { $0 }
                case nil:
                    registration.argumentTypes = []
                }
            }
        } else if framework == .swinject {
            registration.argumentTypes = []
        }
        let results = resultExpressions(of: closure)
        let casts = results.map(FactCollector.castType(of:))
        if let first = casts.first, let cast = first, casts.allSatisfy({ $0 == cast }) {
            registration.castType = cast
        }
        if results.count == 1, closure.statements.count == 1 {
            registration.initializedType = FactCollector.initializedType(of: results[0])
        }
        let finder = ResolveFinder(lines: lines)
        finder.walk(closure.statements)
        registration.resolves = finder.calls
    }

    /// The expressions a closure returns: its single expression, or each `return` (not in nested closures).
    private static func resultExpressions(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        if closure.statements.count == 1, let only = closure.statements.first {
            if case .expr(let expression) = only.item { return [expression] }
        }
        let finder = ReturnFinder()
        finder.walk(closure.statements)
        return finder.results
    }
}

/// The `return` expressions of a closure body, not counting nested closures and functions.
private final class ReturnFinder: SyntaxVisitor {
    var results: [ExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { results.append(expression) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `resolve` calls in a factory, with the type and key each one writes out.
final class ResolveFinder: SyntaxVisitor {
    private(set) var calls: [ResolveCall] = []
    private let lines: LineTable

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "resolve" || member.declName.baseName.text == "resolving",
              member.base != nil
        else { return .visitChildren }
        var call = ResolveCall(
            type: nil, key: .absent, hasArguments: false,
            line: lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset),
            text: FactCollector.shortened(node))
        for argument in node.arguments {
            switch argument.label?.text {
            case nil: call.type = TypeReference.ofMetatype(argument.expression)
            case "key", "name": call.key = FactCollector.writtenString(argument.expression)
            case "argument", "arguments", "arg1": call.hasArguments = true
            default: break
            }
        }
        if call.type == nil { call.type = Self.contextType(of: node) }
        calls.append(call)
        return .visitChildren
    }

    /// The type the call's context writes out: `r.resolve() as T`, `let x: T = r.resolve()`.
    private static func contextType(of call: FunctionCallExprSyntax) -> TypeReference? {
        var node = Syntax(call)
        // Look through `!` and `?` (Swinject returns optionals) and `try`.
        while let parent = node.parent,
              parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { Syntax($0) == node }), index + 2 < elements.count,
               let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
               let type = elements[index + 2].as(TypeExprSyntax.self) {
                return TypeReference(type.type)
            }
        }
        if let cast = node.parent?.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return TypeReference(cast.type)
        }
        if let initializer = node.parent?.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self), let written = binding.typeAnnotation?.type {
            let type = TypeReference(written)
            if case .optional(let wrapped) = type { return wrapped }
            return type
        }
        return nil
    }
}
