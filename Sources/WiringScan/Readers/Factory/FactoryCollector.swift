import SwiftSyntax

/// Walks one file for Factory containers, registrations and their uses.
final class FactoryCollector: SyntaxVisitor {
    static let wrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject", "InjectedObservable"]
    /// The types a registration is made with.
    static let factoryTypes: Set<String> = ["Factory", "ParameterFactory"]
    static let scopes: Set<String> = ["singleton", "cached", "shared", "graph", "unique"]
    /// Modifiers whose closures are not the live graph.
    static let sideModifiers: Set<String> = [
        "onTest", "onPreview", "onArg", "onArgs", "onDebug", "onSimulator", "onDevice", "context", "decorator", "once",
        "timeToLive",
    ]
    static let contexts: [String: String] = [
        "register": "override", "onTest": "test", "onPreview": "preview", "onArg": "override", "onArgs": "override",
        "onDebug": "override", "onSimulator": "override", "onDevice": "override", "context": "override",
        "#Preview": "preview", ":PreviewProvider": "preview",
    ]

    let file: String
    let lines: LineTable
    var facts = FactoryFacts()
    /// The containers the parameters and locals of the functions being walked hold, innermost last.
    var scopes: [[String: String]] = []
    /// Bodies of class and extension members, read as helpers at the end for the types that are containers.
    var helperBodies: [(owner: [String], name: String, body: Syntax, line: Int)] = []
    /// Calls through a property (`container.api()`), kept at the end when the file declares it as a holder.
    var heldUses: [FactoryFacts.Use] = []
    /// Whether the file is Factory's own source (it declares `struct Factory` at its top level).
    private(set) var isFrameworkSource = false

    init(file: String, lines: LineTable) {
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { visitWrapper(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitCall(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterFunction(node) }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterInitializer(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.aliases[node.name.text] = ReaderSyntax.lastName(SyntaxText.trimmed(node.initializer.value))
        return .skipChildren
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    func notRead(_ node: some SyntaxProtocol, _ message: String) {
        facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message: message))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Factory", node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            isFrameworkSource = true
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Containers

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteContainer(Syntax(node), line: line(node.name))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteContainer(Syntax(node), line: line(node.extendedType))
        return .visitChildren
    }

    private func noteContainer(_ syntax: Syntax, line: Int) {
        guard ReaderSyntax.inherited(syntax).contains("SharedContainer") else { return }
        let path = ReaderSyntax.typePath(of: syntax) + (ReaderSyntax.typeName(syntax) ?? [])
        facts.containers.append(.init(path: path, line: line, isContainer: true))
    }

    /// `manager.defaultScope = .cached`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           SyntaxText.trimmed(elements[0]).hasSuffix("defaultScope"),
           let scope = Self.scopeName(elements[2]) {
            facts.containers.append(.init(path: ReaderSyntax.typePath(of: node), line: line(node), isContainer: false, defaultScope: scope))
        }
        return .visitChildren
    }

    // MARK: Registrations

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let annotated = binding.typeAnnotation.map { TypeReference($0.type) }
        var expression: ExprSyntax?
        var alias: String?
        if let block = binding.accessorBlock {
            guard let kind = annotated?.lastName, Self.factoryTypes.contains(kind) || Self.isAliasedFactory(block, kind: kind)
            else {
                noteMember(node, binding: binding, name: name)
                return .visitChildren
            }
            // `var api: Dep<Api> { self { Api() } }`: Factory under another name, if the scan aliases it.
            if !Self.factoryTypes.contains(kind) { alias = kind }
            expression = Self.returnedExpression(block)
            // `var repo: Factory<Repo> { Other.shared.repo }`: another registration under a second name.
            if let expression, Self.chain(expression) == nil, let forwarded = forwardedFactory(expression) {
                facts.helpers.append(.init(
                    container: ReaderSyntax.typePath(of: node), name: name, calls: [forwarded], line: line(binding.pattern),
                    isForward: true))
                return .skipChildren
            }
        } else if let value = binding.initializer?.value, Self.isFactoryInit(value) {
            expression = value
        } else if let value = binding.initializer?.value, let name = Self.aliasedInit(value),
                  node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            // `static let api = Dep<Api> { Api() }`: Factory 1.x under another name, if the scan aliases it.
            expression = value
            alias = name
        } else {
            noteMember(node, binding: binding, name: name)
            return .visitChildren
        }
        let container = ReaderSyntax.typePath(of: node)
        guard !container.isEmpty else { return .visitChildren }
        var registration = FactoryFacts.Registration(
            container: container, name: name, type: nil, scope: nil, isParameter: false, calls: [], line: line(binding.pattern))
        if let annotated, let arguments = annotated.components?.last?.arguments {
            registration.type = arguments.last
            registration.isParameter = annotated.lastName == "ParameterFactory"
        }
        let warningCount = facts.warnings.count
        if let expression, let chain = Self.chain(expression, alias: alias) {
            registration.scope = chain.scope
            // `Factory(scope: .singleton) { Api() }`: the closure's one expression gives the type.
            registration.type = registration.type ?? chain.type ?? Self.madeType(chain.closure)
            // In a `static let` (Factory 1.x), `store()` is the container's own static `store`.
            let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            registration.calls = Self.calls(in: Syntax(chain.closure), lines: lines, implicit: isStatic)
        } else if let expression, let promised = Self.promised(expression) {
            // `self.promised().singleton`: nothing until the app registers a factory on it; its scope is written here.
            registration.scope = promised.scope
        } else {
            notRead(node, "\(name): the factory is not written as self { … } or Factory(self) { … }; its scope and resolves are left out")
        }
        if registration.type == nil {
            notRead(node, "\(name): the service type is not written (Factory<T>) and the factory's one expression makes none; it is left out")
        }
        if let alias {
            // Whether `alias` is Factory is known once every file is read: its lines wait till then.
            facts.aliasWarnings[alias, default: []] += facts.warnings[warningCount...]
            facts.warnings.removeSubrange(warningCount...)
            registration.alias = alias
            registration.lines = line(node)...lines.line(ofOffset: node.endPosition.utf8Offset)
            facts.registrations.append(registration)
            return .visitChildren
        }
        if registration.type != nil { facts.registrations.append(registration) }
        return .skipChildren
    }

    /// The type a factory closure's one expression makes (`{ Api() }`, `{ Api(session: self.session()) }`).
    static func madeType(_ closure: ClosureExprSyntax) -> TypeReference? {
        WrittenTypes.returnedValue(closure).flatMap(TypeReference.ofInitializerCall)
    }

    /// Whether a getter typed `kind<…>`, not Factory's own name, returns `self { … }`, as a Factory
    /// registration written with an alias of `Factory` does.
    static func isAliasedFactory(_ block: AccessorBlockSyntax, kind: String) -> Bool {
        guard kind.first?.isUppercase == true, let returned = returnedExpression(block) else { return false }
        return chain(returned, alias: kind) != nil
    }

    /// The name of `Dep<Api> { … }` or `Dep(scope: .singleton) { … }` when it is not Factory's own:
    /// an upper-case name called with a closure.
    static func aliasedInit(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.trailingClosure != nil || call.arguments.last?.expression.is(ClosureExprSyntax.self) == true
        else { return nil }
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              !isFactoryInit(expression)
        else { return nil }
        return name
    }

    /// The expression a getter returns (its last statement).
    static func returnedExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        var items: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let accessors): items = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let last = items?.last?.item else { return nil }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        return last.as(ExprSyntax.self)
    }

    static func isFactoryInit(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let callee = SyntaxText.trimmed(call.calledExpression)
        return callee.hasPrefix("Factory") || callee.hasPrefix("ParameterFactory")
    }

    /// The scope, the factory closure and the type argument of `self { … }.singleton`, `Factory<T>(self) { … }.scope(.x)`,
    /// or of `alias<T> { … }`.
    static func chain(_ start: ExprSyntax, alias: String? = nil) -> (scope: String?, closure: ClosureExprSyntax, type: TypeReference?)? {
        var expression = start
        var scope: String?
        for _ in 0..<32 {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    let name = member.declName.baseName.text
                    if name == "scope", let argument = call.arguments.first { scope = scope ?? scopeName(argument.expression) }
                    expression = base
                    continue
                }
                let callee = SyntaxText.trimmed(call.calledExpression)
                guard callee == "self" || callee.hasPrefix("Factory") || callee.hasPrefix("ParameterFactory")
                        || alias.map({ callee == $0 || callee.hasPrefix($0 + "<") }) == true
                else { return nil }
                var type: TypeReference?
                if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                    type = specialized.genericArgumentClause.arguments.last.flatMap { $0.argument.as(TypeSyntax.self) }.map(TypeReference.init)
                }
                if let argument = call.arguments.first(where: { $0.label?.text == "scope" }) {
                    scope = scope ?? scopeName(argument.expression)
                }
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
                else { return nil }
                return (scope, closure, type)
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if scopes.contains(name) { scope = scope ?? name }
                expression = base
                continue
            }
            return nil
        }
        return nil
    }

    /// A registration written as `promised()`, with the scope chained after it.
    struct Promised {
        var scope: String?
    }

    /// `promised()`, `self.promised()` and the scopes chained after it (`promised().singleton`, `.scope(.cached)`):
    /// Factory's registration that makes nothing until a factory is registered on it; `nil` for anything else.
    static func promised(_ start: ExprSyntax) -> Promised? {
        var expression = start
        var scope: String?
        for _ in 0..<32 {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                    let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    return callee == "promised" && call.arguments.isEmpty && call.trailingClosure == nil ? Promised(scope: scope) : nil
                }
                let name = member.declName.baseName.text
                if name == "promised" {
                    let base = member.base.map(SyntaxText.trimmed)
                    return base == "self" && call.arguments.isEmpty && call.trailingClosure == nil ? Promised(scope: scope) : nil
                }
                guard name == "scope", let argument = call.arguments.first, let base = member.base else { return nil }
                scope = scope ?? scopeName(argument.expression)
                expression = base
                continue
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                guard scopes.contains(name) else { return nil }
                scope = scope ?? name
                expression = base
                continue
            }
            return nil
        }
        return nil
    }

    /// `singleton` in `.singleton`, `session` in `.session` (a custom scope).
    static func scopeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }
}
