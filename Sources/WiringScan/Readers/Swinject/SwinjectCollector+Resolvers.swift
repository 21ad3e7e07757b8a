import SwiftSyntax

/// What resolves outside factories: functions that take a resolver, property wrappers that
/// resolve, and the properties they fill or whose value resolves.
extension SwinjectCollector {
    /// Whether a parameter's type is a resolver or container (`Resolver`, `Container?`, `any Resolver`, `AppContainer`,
    /// and Swinject 1's `ResolverType` and `Resolvable`).
    static func isResolverType(_ type: TypeSyntax) -> Bool {
        var reference = TypeReference(type)
        while true {
            switch reference {
            case .optional(let wrapped), .existential(let wrapped): reference = wrapped
            default:
                guard let name = reference.lastName else { return false }
                return name.hasSuffix("Resolver") || name.hasSuffix("Container") || name == "Assembler"
                    || name == "ResolverType" || name == "Resolvable"
            }
        }
    }

    /// Notes a function or initializer that takes a resolver: its resolves and the calls it hands the resolver to.
    func noteResolverFunction(
        name: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax?, isLocal: Bool, at node: some SyntaxProtocol
    ) {
        guard let body, !isLocal else { return }
        var resolvers: Set<String> = []
        var others: Set<String> = []
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if Self.isResolverType(parameter.type) { resolvers.insert(name) } else { others.insert(name) }
        }
        // `func makeThing(_ s: Source) -> Thing { Thing(api: s.resolve(Api.self)!) }`: a parameter whose type's name
        // does not tell, resolved from as Swinject's resolver is, is one when a factory hands its resolver to it.
        if !others.isEmpty { resolvers.formUnion(ResolvingReceivers.names(others, in: body)) }
        guard !resolvers.isEmpty else { return }
        let handOffs = ResolverHandOffFinder(resolvers: resolvers, lines: lines)
        handOffs.walk(body)
        let finder = ResolveFinder(lines: lines, resolvers: resolvers)
        finder.walk(body)
        let known = handOffs.names
        facts.resolverFunctions.append(ResolverFunction(
            owner: typePath, name: name,
            labels: parameters.map { $0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text.withoutBackticks },
            defaulted: Set(parameters.enumerated().filter { $0.element.defaultValue != nil }.map(\.offset)),
            resolves: finder.calls.filter { $0.receiver.map(known.contains) ?? false },
            handOffs: handOffs.handOffs, unread: handOffs.stored, line: line(node)))
    }

    /// Notes a type's closure property that takes a resolver (`let keychain = { (r: Resolver) in r.resolve(Keychain.self)! }`):
    /// a call of it (`self.keychain(r)`) hands the resolver on as a method's would.
    /// - Returns: Whether the value is such a closure (what it resolves is then not resolved as the type is made).
    @discardableResult
    func noteResolverClosure(name: String, value: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
        guard let closure = value.as(ClosureExprSyntax.self), Self.propertyBinding(of: closure) != nil else { return false }
        let names = RegistrationReader.parameterNames(of: closure)
        let resolvers = Set(names.filter { Self.closureParameterType(named: $0, of: closure).map(Self.isResolverType) ?? false })
        guard !resolvers.isEmpty else { return false }
        let handOffs = ResolverHandOffFinder(resolvers: resolvers, lines: lines)
        handOffs.walk(closure.statements)
        let finder = ResolveFinder(lines: lines, resolvers: resolvers)
        finder.walk(closure.statements)
        let known = handOffs.names
        facts.resolverFunctions.append(ResolverFunction(
            owner: typePath, name: name, labels: names.map { _ in "_" }, defaulted: [],
            resolves: finder.calls.filter { $0.receiver.map(known.contains) ?? false },
            handOffs: handOffs.handOffs, unread: handOffs.stored, line: line(node)))
        return true
    }

    /// Notes a `@propertyWrapper` type whose declaration resolves from a container or resolver.
    func noteWrapperDeclaration(_ attributes: AttributeListSyntax, name: String, members: MemberBlockSyntax) {
        guard ReaderSyntax.isPropertyWrapper(attributes) else { return }
        let finder = ResolveFinder(lines: lines)
        finder.walk(members)
        if !finder.calls.isEmpty {
            facts.resolvingWrappers.append(name)
        } else {
            // `init() { value = appResolve(serviceType: T.self) }`: it resolves if what it calls does.
            let callees = CalleeFinder(viewMode: .sourceAccurate)
            callees.walk(members)
            if !callees.names.isEmpty { facts.wrapperCallees[name, default: []].formUnion(callees.names) }
        }
    }

    /// Notes a stored property whose initial value resolves or makes an object, or that a property wrapper fills.
    func noteWrappedProperty(_ node: VariableDeclSyntax, binding: NamedBinding) {
        let isResolverClosure = readsBodies && binding.value.map {
            noteResolverClosure(name: binding.name, value: $0, at: binding.syntax.pattern)
        } ?? false
        if readsBodies, !isResolverClosure, let value = binding.value {
            let resolves = ResolveFinder.calls(in: value, lines: lines, propertyInjection: false)
            if !resolves.isEmpty {
                let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
                facts.resolvingProperties.append(ResolvingProperty(
                    owner: typePath, name: binding.name, resolves: resolves, isLazy: isLazy))
            }
        }
        if let value = binding.value, let built = TypeReference.ofInitializerCall(value) {
            facts.buildingProperties.append(BuildingProperty(owner: typePath, name: binding.name, built: built))
        }
        noteWrappedAttributes(node, binding: binding)
    }

    /// Notes a static property whose initial value resolves from a container (`static let cache =
    /// Core.assembler.resolver.resolve(Cache.self)`): a factory reading it depends on what it resolves.
    ///
    /// A resolve on a closure's parameter in the value (`r.resolve(Api.self)` in a factory of `static let shared:
    /// Container = { … c.register(Store.self) { r in … } … }()`) resolves when that closure runs, not when the
    /// property is read: it is not the property's.
    func noteStaticResolvingProperty(_ binding: NamedBinding) {
        guard readsBodies, let value = binding.value else { return }
        var resolves = ResolveFinder.calls(in: value, lines: lines, propertyInjection: false)
        guard !resolves.isEmpty else { return }
        let parameters = Set(value.tokens(viewMode: .sourceAccurate).compactMap { token -> [String]? in
            guard token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self) else { return nil }
            return RegistrationReader.parameterNames(of: closure) + ["$0"]
        }.joined())
        resolves.removeAll { $0.receiver.map(parameters.contains) ?? false }
        guard !resolves.isEmpty else { return }
        facts.resolvingProperties.append(ResolvingProperty(owner: typePath, name: binding.name, resolves: resolves, isStatic: true))
    }

    /// Notes each wrapper a variable is declared with, as a property of the enclosing type (or a local of the free
    /// function `function`).
    func noteWrappedAttributes(_ node: VariableDeclSyntax, binding: NamedBinding, function: String? = nil) {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  let wrapper = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  wrapper.first?.isUppercase == true
            else { continue }
            var key = WrittenValue.absent
            if case .argumentList(let arguments)? = attribute.arguments,
               let named = arguments.first(where: { $0.label?.text == "name" }) {
                key = FactCollector.writtenString(named.expression)
            }
            facts.wrappedProperties.append(WrappedProperty(
                owner: typePath, name: binding.name, wrapper: wrapper, type: binding.type.map { TypeReference($0) },
                key: key, line: line(binding.syntax.pattern), function: function))
        }
    }
}

/// The names of the functions and methods a declaration calls.
private final class CalleeFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
