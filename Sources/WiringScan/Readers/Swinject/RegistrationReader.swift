import SwiftSyntax

/// Reads one registering call of SwincyBox or Swinject: the service type, key or name, life or
/// scope, the factory's arguments and the `resolve` calls its factory (and its `initCompleted`
/// handlers) make.
enum RegistrationReader {
    /// What a call named like a registration turned out to be.
    enum Outcome {
        /// A registration.
        case registration(RegistrationCall)
        /// A registration the scan cannot read; the message says what was left out.
        case unreadable(String)
        /// A call of another API that shares the name (`tableView.register(Cell.self, forCellReuseIdentifier:)`).
        case unrelated
    }

    /// The modules whose `register` calls are Swinject's (SwinjectStoryboard and SwinjectAutoregistration re-export it).
    static let swinjectModules: Set<String> = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard"]

    /// Reads a call named `register`, `autoregister`, `storyboardInitCompleted` or `registerForStoryboard`.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - called: The called name.
    ///   - receiver: The expression before the name, or `nil` for an implicit `self`.
    ///   - context: Where the call is.
    /// - Returns: What the call is.
    static func read(_ call: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, context: RegistrationContext) -> Outcome {
        let labels = call.arguments.map { $0.label?.text }
        guard !call.arguments.isEmpty || call.trailingClosure != nil else { return .unrelated }
        var inferred = false
        var found = framework(labels: labels, call: call, imports: context.imports)
        // A helper's call may pass the type by the label the helper gives it (`register(interface: Car.self) { r in … }`).
        let typeFirst = call.arguments.first.map({
            $0.label?.text == context.typeLabel && TypeReference.ofMetatype($0.expression) != nil
        }) == true
        // `resolver.register(T.self, initializer: X.init)`: the call of an app's helper whose body autoregisters
        // (kept when the scan declares one of that name, `RegisterHelper.isAutoregister`).
        let autoregistering = called == "register" && typeFirst && labels.contains("initializer") && factory(of: call) == nil
        if found == nil, called != "register" || factory(of: call) != nil || autoregistering, typeFirst {
            // No import of a container framework in this file: a module may import Swinject once
            // (`@_exported import Swinject`); the graph builder keeps the call when its module does.
            found = .swinject
            inferred = true
        }
        guard let framework = found else { return .unrelated }
        var registration = RegistrationCall(
            framework: framework, receiver: receiver.map(SwinjectCollector.receiverName) ?? "",
            key: .absent, life: .absent, context: context.typePath, resolves: [],
            line: context.lines.line(ofUse: call), isConditional: context.conditional)
        registration.containerSite = context.containerSite
        registration.importInferred = inferred
        registration.inIfElse = Self.isInIfElseBranch(call)
        registration.assembly = context.assembly
        if framework == .swinject && called != "register" {
            return SwinjectExtensionReader.read(call, called: called, into: registration, lines: context.lines)
        }
        if framework == .swinject && autoregistering {
            registration.helper = called
            return SwinjectExtensionReader.read(call, called: "autoregister", into: registration, lines: context.lines)
        }
        guard called == "register" else { return .unrelated }
        let closure = factory(of: call)
        if framework == .swincyBox {
            guard labels.allSatisfy([nil, "key", "life"].contains) else { return .unrelated }
        } else if !labels.allSatisfy([nil, "name", "factory"].contains) {
            // An app's own overload (`register(T.self, mainActorFactory: { … })`): the type first, a factory closure.
            let declared = context.overloads.contains { $0 == labels }
            guard TypeReference.ofMetatype(call.arguments.first?.expression ?? ExprSyntax(call)) != nil,
                  closure != nil || declared
            else { return .unrelated }
        } else if closure == nil, !labels.contains("factory"), !(context.isHelperCall && (labels == [nil, nil] || labels == [nil])) {
            // `register(UserCell.self)`: no factory, so not a Swinject registration.
            return .unrelated
        }

        if let label = context.typeLabel, let first = call.arguments.first, first.label?.text == label {
            registration.explicitType = TypeReference.ofMetatype(first.expression)
        }
        for (position, argument) in call.arguments.enumerated() {
            switch argument.label?.text {
            case nil where !argument.expression.is(ClosureExprSyntax.self):
                if registration.explicitType == nil, let type = TypeReference.ofMetatype(argument.expression) {
                    registration.explicitType = type
                } else if registration.explicitType == nil, position == 0, framework == .swinject,
                          let constant = TypeReference.ofMetatypeConstant(argument.expression) {
                    // `register(Keys.api) { … }` with `static let api = ApiProtocol.self`.
                    registration.explicitType = constant
                    registration.typeIsConstant = true
                }
            case "key", "name":
                registration.key = FactCollector.writtenString(argument.expression)
                if case .unreadable = registration.key { registration.keyLoop = KeyLoop(key: argument.expression, around: call) }
            case "life":
                registration.life = caseName(argument.expression)
            default:
                break
            }
        }
        if framework == .swinject { readChain(after: call, into: &registration, lines: context.lines) }
        if let closure {
            readFactory(closure, into: &registration, framework: framework, lines: context.lines)
            if framework == .swinject {
                let (found, notes) = handOffsAndNotes(of: closure, lines: context.lines, propertyInjection: false)
                registration.handOffs += found
                registration.unreadNotes += notes.map { ($0.line, $0.text) }
            }
        } else if context.isHelperCall, labels == [nil] {
            // `registerService(Feed.self)`: the helper's factory makes the type, when it makes its caller's.
            registration.typeOnly = true
        } else if context.isHelperCall, labels == [nil, nil], let value = call.arguments.last?.expression {
            // `registerShared(Cache.self, Cache())`: a helper taking the value as an autoclosure builds it when resolved.
            registration.initializedType = TypeReference.ofInitializerCall(value)
            registration.resolves = ResolveFinder.calls(in: value, lines: context.lines, propertyInjection: false)
        } else if let named = call.arguments.last(where: { $0.label?.text == "factory" || $0.label == nil })?.expression
            .as(DeclReferenceExprSyntax.self) {
            // A factory passed by name (`register(Car.self, factory: makeCar)`): its body, when this file declares it.
            let name = named.baseName.text
            guard let body = context.functions(call).body(of: name) else {
                registration.unreadNotes.append((registration.line, "the factory '\(name)' is passed by name and not declared in this file; what it resolves is not read"))
                return .registration(registration)
            }
            registration.resolves = ResolveFinder.calls(in: body, lines: context.lines, propertyInjection: false)
        } else if framework == .swinject,
                  let member = call.arguments.last(where: { $0.label?.text == "factory" })?.expression.as(MemberAccessExprSyntax.self),
                  let base = member.base, let type = TypeReference(expression: base), type.lastName?.first?.isUppercase == true {
            // `register(Feed.self, factory: Feed.init)`: the initializer (or static method) taking the resolver.
            let name = member.declName.baseName.text
            registration.handOffs.append(ResolverHandOff(
                callee: name == "init" ? .initializer(type) : .function(base: SyntaxText.trimmed(base), name: name),
                labels: [ResolverHandOff.anyOneLabel], line: registration.line, text: FactCollector.shortened(member)))
        }
        return .registration(registration)
    }

    /// Reads what is chained after a Swinject registration: scope, forwarded types and `initCompleted` handlers.
    static func readChain(after call: FunctionCallExprSyntax, into registration: inout RegistrationCall, lines: LineTable) {
        registration.life = scope(after: call)
        registration.forwardedTypes = chainedCalls(after: call, named: "implements").flatMap { implements in
            implements.arguments.compactMap { TypeReference.ofMetatype($0.expression) }
        }
        for completed in chainedCalls(after: call, named: "initCompleted") {
            guard let handler = completed.trailingClosure ?? completed.arguments.last?.expression.as(ClosureExprSyntax.self)
            else { continue }
            let names = parameterNames(of: handler)
            registration.resolves += ResolveFinder.calls(
                in: handler, lines: lines, propertyInjection: true, resolvers: Set(names.prefix(1)),
                instance: names.count > 1 && names[1] != "_" ? names[1] : nil)
            let (found, notes) = handOffsAndNotes(of: handler, lines: lines, propertyInjection: true)
            registration.handOffs += found
            registration.unreadNotes += notes.map { ($0.line, $0.text) }
        }
    }

    /// SwincyBox or Swinject, from the file's imports and the call's labels.
    private static func framework(labels: [String?], call: FunctionCallExprSyntax, imports: Set<String>) -> ContainerFramework? {
        let box = imports.contains("SwincyBox")
        let swinject = !imports.isDisjoint(with: swinjectModules)
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
    static func factory(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether a factory closure makes one of the given types (a helper's generic or metatype parameter)
    /// with no arguments: `{ _ in T() }`, `{ _ in T.init() }`, `{ _ in return type.init() }`.
    static func makesParameterType(_ closure: ClosureExprSyntax, names: [String]) -> Bool {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return false }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return names.contains(name)
    }

    /// `.permanent`, `LifeType.permanent` → `permanent`.
    static func caseName(_ expression: ExprSyntax) -> WrittenValue {
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base.map(SyntaxText.trimmed)?.hasSuffix("LifeType") == true
            || member.base.map(SyntaxText.trimmed)?.hasSuffix("ObjectScope") == true {
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
    static func scope(after call: FunctionCallExprSyntax) -> WrittenValue {
        guard let scopeCall = scopeCall(after: call) else { return .absent }
        guard let argument = scopeCall.arguments.first?.expression else { return .absent }
        return caseName(argument)
    }

    /// The closure's parameter names: the resolver, then the built object (in `initCompleted`) or the arguments.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0", "$1"]
        }
    }

    /// `{ r in Feed(resolver: r) }`, `initCompleted { r, vc in vc.setUp(with: r) }`: where the resolver is handed on.
    static func handOffs(of closure: ClosureExprSyntax, lines: LineTable, propertyInjection: Bool) -> [ResolverHandOff] {
        handOffsAndNotes(of: closure, lines: lines, propertyInjection: propertyInjection).0
    }

    /// The hand-offs, and where the resolver goes that the scan does not follow (kept for later, passed to what it cannot name).
    static func handOffsAndNotes(
        of closure: ClosureExprSyntax, lines: LineTable, propertyInjection: Bool
    ) -> ([ResolverHandOff], [ScanNote]) {
        let names = parameterNames(of: closure)
        guard let resolver = names.first, resolver != "_" else { return ([], []) }
        let finder = ResolverHandOffFinder(
            resolvers: [resolver], instance: propertyInjection && names.count > 1 ? names[1] : nil, lines: lines,
            propertyInjection: propertyInjection)
        finder.walk(closure.statements)
        return (finder.handOffs, finder.stored)
    }

    /// Reads the factory's declared types, its result cast and the `resolve` calls it makes.
    static func readFactory(
        _ closure: ClosureExprSyntax, into registration: inout RegistrationCall, framework: ContainerFramework,
        lines: LineTable
    ) {
        if let signature = closure.signature {
            if let returned = signature.returnClause?.type { registration.returnType = TypeReference(returned) }
            if framework == .swinject {
                switch signature.parameterClause {
                case .simpleInput(let names):
                    registration.arguments = names.dropFirst().map { FactoryArgument(name: $0.name.text, type: nil) }
                case .parameterClause(let clause):
                    registration.arguments = clause.parameters.dropFirst().map { parameter in
                        FactoryArgument(
                            name: (parameter.secondName ?? parameter.firstName).text,
                            type: parameter.type.map(TypeReference.init))
                    }
                case nil:
                    break
                }
            }
        }
        let results = resultExpressions(of: closure)
        let casts = results.map(TypeReference.ofCast)
        if let first = casts.first, let cast = first, casts.allSatisfy({ $0 == cast }) {
            registration.castType = cast
        }
        if results.count == 1, closure.statements.count == 1 {
            registration.initializedType = TypeReference.ofInitializerCall(results[0])
        }
        let untyped = Set(registration.arguments.filter { $0.type == nil }.map(\.name))
        let finder = ResolveFinder(
            lines: lines, argumentNames: untyped, factory: closure, resolvers: Set(parameterNames(of: closure).prefix(1)))
        finder.walk(closure.statements)
        var calls = finder.calls
        if framework == .swinject {
            // `remote.resolve(Api.self)` in a factory registered on `main`: another container, or something else.
            let own: Set<String> = [parameterNames(of: closure).first ?? "$0", registration.receiver,
                                    registration.receiver.isEmpty ? "self" : registration.receiver]
            for index in calls.indices {
                if let name = calls[index].receiverName, calls[index].helper == nil, !own.contains(name),
                   !own.contains(calls[index].receiver ?? "") {
                    calls[index].otherReceiver = name
                }
            }
        }
        registration.resolves += calls
        if framework == .swinject { registration.staticReads = StaticPropertyRead.reads(in: closure.statements, lines: lines) }
        for index in registration.arguments.indices where registration.arguments[index].type == nil {
            registration.arguments[index].hints = finder.hints[registration.arguments[index].name] ?? []
        }
    }

    /// Whether a call is in the body or the `else` of an `if` that has an `else`, in the function or closure it is
    /// written in (`if isMock { c.register(Api.self) { _ in MockApi() } } else { c.register(Api.self) { _ in Api() } }`).
    static func isInIfElseBranch(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call).parent
        var child = Syntax(call)
        while let syntax = current {
            if let branch = syntax.as(IfExprSyntax.self), branch.elseBody != nil, child.id != Syntax(branch.conditions).id {
                return true
            }
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(AccessorBlockSyntax.self) {
                return false
            }
            child = syntax
            current = syntax.parent
        }
        return false
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
