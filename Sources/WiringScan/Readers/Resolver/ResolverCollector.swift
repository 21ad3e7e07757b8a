import SwiftSyntax

/// Walks one file for Resolver registrations, containers and reads.
final class ResolverCollector: SyntaxVisitor {
    /// Resolver's property wrappers.
    static let wrappers: Set<String> = ["Injected", "OptionalInjected", "LazyInjected", "WeakLazyInjected", "InjectedObject"]
    /// Attributes of properties that are never an alias of Resolver's wrappers (SwiftUI's, Combine's,
    /// Observation's, Interface Builder's), not kept as candidates.
    static let otherAttributes: Set<String> = [
        "Published", "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "AppStorage",
        "SceneStorage", "FocusState", "GestureState", "Namespace", "Bindable", "Query", "ObservationIgnored", "IBOutlet",
        "IBInspectable", "NSManaged", "MainActor", "Dependency",
    ]
    /// Names that are the default container (`Resolver.register` registers on `main`; `root` is `main` unless set).
    static let defaultNames: Set<String> = ["main", "root", "shared"]
    /// Contexts that are not the live graph.
    static let contexts: [String: String] = ["#Preview": "preview", ":PreviewProvider": "preview"]

    let file: String
    let lines: LineTable
    var facts = ResolverFacts()
    /// Whether the file declares the `Resolver` class itself: it is the framework's own source, copied
    /// into the app as a module of its own, and its `register` and `resolve` are not the app's wiring.
    private(set) var isFrameworkSource = false
    /// Resolve calls already read as part of a registration.
    var claimed: Set<SyntaxIdentifier> = []
    /// Resolve calls in the closure of a call that may be one of an app's registering functions
    /// (`AppResolver.registerShared { … }`), with the index of that call in `facts.helperCalls`: read as uses too, which
    /// the build drops when the call turns out to register.
    private var candidateCalls: [SyntaxIdentifier: Int] = [:]

    init(file: String, lines: LineTable) {
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    func notRead(_ node: some SyntaxProtocol, _ message: String) {
        facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message: message))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ReaderSyntax.calleeName(node) else { return .visitChildren }
        switch name {
        case "register": visitRegister(node)
        case "resolve", "optional": visitUse(node)
        case "Resolver": noteContainer(node)
        default: visitRegister(node, called: name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let returned = node.signature.returnClause?.type, facts.functions[node.name.text] == nil {
            facts.functions[node.name.text] = TypeReference(returned)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `private let session: URLSession = { … }()` at the top of a file: a factory may return it.
        if node.parent?.is(CodeBlockItemSyntax.self) == true, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type, facts.globals[name] == nil
                else { continue }
                facts.globals[name] = TypeReference(type)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Resolver", !Self.isNested(node) {
            isFrameworkSource = true
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        visitWrapper(node)
        return .skipChildren
    }

    /// `Resolver.defaultScope = .application`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           ["Resolver.defaultScope", "defaultScope"].contains(SyntaxText.trimmed(elements[0])),
           Self.isResolverContext(node) || SyntaxText.trimmed(elements[0]).hasPrefix("Resolver"),
           let scope = elements[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            facts.defaultScope = scope
        }
        return .visitChildren
    }

    /// Whether a declaration sits inside a type or a body rather than at the top level of its file.
    private static func isNested(_ node: some SyntaxProtocol) -> Bool {
        var parent = Syntax(node).parent
        while let outer = parent {
            if outer.is(MemberBlockSyntax.self) || outer.is(CodeBlockSyntax.self) { return true }
            parent = outer.parent
        }
        return false
    }

    // MARK: Containers

    /// `static let mock = Resolver(child: .main)`, `Resolver(parent: main)`, `Resolver()`.
    private func noteContainer(_ call: FunctionCallExprSyntax) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self) != nil,
              let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        let fallbacks = call.arguments.compactMap { argument -> String? in
            guard ["child", "parent"].contains(argument.label?.text ?? "") else { return nil }
            return Self.containerName(argument.expression, inResolver: true)
        }
        facts.containers.append(.init(name: name, fallbacks: fallbacks, line: line(binding.pattern)))
    }

    /// The container an expression names: `Resolver`, `Resolver.main`, `.root` and `main` are `main`;
    /// `Resolver.mock`, `.mock` (and `mock` inside the registering extension) are `mock`.
    static func containerName(_ expression: ExprSyntax?, inResolver: Bool) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text == "Resolver" || (inResolver && (text == "self" || text == "Self")) { return "main" }
            if inResolver, text.first?.isLowercase ?? false { return defaultNames.contains(text) ? "main" : text }
            return nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard member.base == nil || member.base.map(SyntaxText.trimmed) == "Resolver"
                || (inResolver && ["self", "Self"].contains(member.base.map(SyntaxText.trimmed) ?? ""))
        else { return nil }
        return defaultNames.contains(name) ? "main" : name
    }

    /// Whether a node sits in `extension Resolver` or a type adopting `ResolverRegistering`.
    static func isResolverContext(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let name = ReaderSyntax.typeName(syntax) {
                if name.last == "Resolver" || ReaderSyntax.inherited(syntax).contains("ResolverRegistering") { return true }
            }
            current = syntax.parent
        }
        return false
    }

    // MARK: Registrations

    /// Reads a `register` call, or a call of another name on a type with a factory closure (`AppResolver.registerShared {
    /// … }`), which registers when that type declares a registering function of that name: the build decides.
    private func visitRegister(_ call: FunctionCallExprSyntax, called: String = "register") {
        guard let factory = Self.factoryClosure(call) else { return }
        let inResolver = Self.isResolverContext(call)
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let container: String
        // A receiver that is no container may be a type declaring the app's own registering function: the build decides.
        var helperReceiver: String?
        if called != "register" {
            guard let receiver, let type = TypeReference(expression: receiver)?.lastName, type.first?.isUppercase == true,
                  Self.containerName(receiver, inResolver: inResolver) == nil
            else { return }
            container = ""
            helperReceiver = type
        } else if receiver == nil {
            guard inResolver else { return }
            container = "main"
        } else if let name = Self.containerName(receiver, inResolver: inResolver) {
            container = name
        } else if let receiver, let type = TypeReference(expression: receiver)?.lastName, type.first?.isUppercase == true {
            container = ""
            helperReceiver = type
        } else {
            notRead(call, "register on '\(receiver.map(SyntaxText.trimmed) ?? "")', which the scan cannot tie to a Resolver container; the registration is left out")
            return
        }
        if helperReceiver == nil, let helper = Self.registerHelper(call, factory: factory, container: container, line: line(call)) {
            facts.registerHelpers.append(helper)
            return
        }
        var registration = ResolverFacts.Registration(
            container: container, type: nil, built: nil, name: nil, implements: [], scope: nil,
            context: ReaderSyntax.typePath(of: call), resolves: [], line: line(call))
        for argument in call.arguments {
            switch argument.label?.text {
            case nil: registration.type = registration.type ?? TypeReference.ofMetatype(argument.expression)
            case "name": registration.name = Self.nameText(argument.expression)
            default: break
            }
        }
        let written = ResolverTyping.closureType(factory)
        registration.type = registration.type ?? written.type
        registration.built = written.built
        registration.called = registration.type == nil ? written.called : nil
        registration.value = registration.type == nil ? written.value : nil
        registration.chain = registration.type == nil ? written.chain : nil
        var closures = [factory]
        // The chain after the call: `.implements(P.self)`, `.scope(.application)`, `.name("x")`, `.resolveProperties { … }`.
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id {
            let first = next.arguments.first?.expression
            switch member.declName.baseName.text {
            case "implements":
                if let type = first.flatMap(TypeReference.ofMetatype) {
                    let name = next.arguments.first { $0.label?.text == "name" }.flatMap { Self.nameText($0.expression) }
                    registration.implements.append((type, name))
                }
            case "scope":
                registration.scope = first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? first.map(SyntaxText.trimmed)
            case "name":
                registration.name = first.flatMap(Self.nameText)
            case "resolveProperties":
                if let closure = next.trailingClosure ?? first?.as(ClosureExprSyntax.self) { closures.append(closure) }
            default:
                break
            }
            current = Syntax(next)
        }
        for closure in closures {
            registration.resolves += resolves(in: Syntax(closure), inResolver: true, candidate: called == "register" ? nil : facts.helperCalls.count)
        }
        if let helperReceiver {
            var arguments: [String: String] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text, let text = Self.nameText(argument.expression) else { continue }
                arguments[label] = text
            }
            registration.name = nil
            facts.helperCalls.append(.init(receiver: helperReceiver, called: called, registration: registration, arguments: arguments))
            return
        }
        if registration.type == nil && registration.called == nil && registration.value == nil && registration.chain == nil {
            notRead(call, "register { \(Self.shortened(SyntaxText.trimmed(factory.statements))) }: the service type is not written "
                + "(register(T.self), `as T` or `() -> T in`) nor one initializer call; the registration is left out")
            return
        }
        facts.registrations.append(registration)
    }

    /// A `register` call whose factory only calls a closure parameter of the function it sits in
    /// (`Resolver.register(name: name) { factory() }.scope(scope)`): that function is the app's own registering
    /// function, with the labels of the parameters it passes on as the name and the scope.
    static func registerHelper(
        _ call: FunctionCallExprSyntax, factory: ClosureExprSyntax, container: String, line: Int
    ) -> ResolverFacts.RegisterHelper? {
        guard factory.statements.count == 1, let item = factory.statements.first?.item,
              let forwarded = (item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        var parent = Syntax(call).parent
        var function: FunctionDeclSyntax?
        while let node = parent, function == nil {
            if node.is(ClosureExprSyntax.self) && node.id != factory.id { return nil }
            function = node.as(FunctionDeclSyntax.self)
            parent = node.parent
        }
        guard let function, let type = ReaderSyntax.typePath(of: function).last else { return nil }
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters
        /// The parameter an argument passes on unchanged.
        func parameter(_ expression: ExprSyntax?) -> FunctionParameterSyntax? {
            guard let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            return parameters.first { ($0.secondName ?? $0.firstName).text == name }
        }
        guard parameter(forwarded.calledExpression) != nil else { return nil }
        var helper = ResolverFacts.RegisterHelper(type: type, name: name, container: container, line: line)
        if let name = parameter(call.arguments.first { $0.label?.text == "name" }?.expression) {
            helper.nameLabel = name.firstName.text
        }
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id {
            if member.declName.baseName.text == "scope", let first = next.arguments.first?.expression {
                if let scope = parameter(first) {
                    helper.scopeLabel = scope.firstName.text
                    helper.scope = scope.defaultValue.flatMap { nameText($0.value) }
                } else {
                    helper.scope = nameText(first)
                }
            }
            current = Syntax(next)
        }
        return helper
    }

    /// The factory closure of a `register` call: its trailing closure or `factory:` argument.
    static func factoryClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let closure = call.trailingClosure { return closure }
        return call.arguments.first { $0.label?.text == "factory" }?.expression.as(ClosureExprSyntax.self)
    }

    /// `"x"` → `x`; `.x` and `Resolver.Name.x` → `x`; `.name(fromString: "x")` → `x`.
    static func nameText(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression {
            return nameText(first)
        }
        return nil
    }

    static func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }

    /// The resolves under a node (a factory closure), claimed so they are not read again as uses; in the closure of a
    /// call that may register (`candidate`, its index in `facts.helperCalls`), noted with it and read as uses too.
    private func resolves(in root: Syntax, inResolver: Bool, candidate: Int? = nil) -> [ResolverFacts.Resolve] {
        let finder = ResolverCallFinder(viewMode: .sourceAccurate)
        finder.walk(root)
        let arguments = root.as(ClosureExprSyntax.self).map(Self.argumentParameters) ?? []
        var found: [ResolverFacts.Resolve] = []
        for call in finder.calls {
            // `args.optional()`, `args.get()`: the arguments passed to `resolve(args:)`, not a resolve.
            if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
               arguments.contains(base.baseName.text) {
                claimed.insert(call.id)
                continue
            }
            guard let resolve = read(call, inResolver: inResolver, inFactory: true) else { continue }
            if let candidate {
                candidateCalls[call.id] = candidate
            } else {
                claimed.insert(call.id)
            }
            found.append(resolve)
        }
        return found
    }

    /// The names a factory closure gives the values after its resolver (`args` in `{ r, args in … }`, and `$1`).
    static func argumentParameters(_ closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = ["$1"]
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters):
            for parameter in parameters.dropFirst() { names.insert(parameter.name.text) }
        case .parameterClause(let clause):
            for parameter in clause.parameters.dropFirst() { names.insert((parameter.secondName ?? parameter.firstName).text) }
        case nil:
            break
        }
        names.remove("_")
        return names
    }

    /// One `resolve` / `optional` call, or `nil` when it is not Resolver's.
    func read(_ call: FunctionCallExprSyntax, inResolver: Bool, inFactory: Bool) -> ResolverFacts.Resolve? {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var container: String?
        var holder: String?
        if let base {
            if let name = Self.containerName(base, inResolver: inResolver) {
                container = name == "main" ? nil : name
            } else if let name = Self.holderName(base) {
                // A factory's resolver parameter; elsewhere a property, told by the build (`Resolving`'s `resolver`).
                holder = inFactory ? nil : name
            } else {
                // `promise.resolve(…)`, `dns.shared.resolve()`: not Resolver's.
                return nil
            }
        } else if !inResolver && !inFactory {
            return nil
        }
        var resolve = ResolverFacts.Resolve(
            type: nil, name: nil, container: container, line: line(call), text: Self.shortened(SyntaxText.trimmed(call)))
        resolve.holder = holder
        resolve.generics = Self.genericNames(around: call)
        for (position, argument) in call.arguments.enumerated() {
            switch argument.label?.text {
            case nil:
                guard position == 0, let type = TypeReference.ofMetatype(argument.expression) else { return nil }
                resolve.type = type
            case "name": resolve.name = Self.nameText(argument.expression)
            case "args": break
            default: return nil
            }
        }
        if resolve.type == nil {
            let context = ResolverTyping.context(of: ExprSyntax(call))
            (resolve.type, resolve.hints, resolve.assigned) = (context.type, context.hints, context.assigned)
        }
        return resolve
    }

    /// The type declaring the function a `resolve` call sits in, when that function returns one of its own generic
    /// parameters (`static func resolve<T>(name: Name? = nil) -> T { Resolver.resolve(name: name) }`): the app's own
    /// resolving function, whose result is whatever its caller asks for.
    static func resolveHelper(_ call: FunctionCallExprSyntax) -> String? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              containerName(base, inResolver: false) != nil || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Resolver"
        else { return nil }
        var parent = Syntax(call).parent
        while let node = parent {
            if node.is(ClosureExprSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
                guard let returned = function.signature.returnClause.map({ ResolverTyping.unwrapped(TypeReference($0.type)) }),
                      let name = returned.lastName, generics.contains(name),
                      let type = ReaderSyntax.typePath(of: function).last
                else { return nil }
                return type
            }
            parent = node.parent
        }
        return nil
    }

    /// The generic property wrapper type a node sits in (`@propertyWrapper struct AppInjected<Service>`), with its
    /// generic parameters.
    static func propertyWrapper(around node: some SyntaxProtocol) -> (name: String, generics: [String])? {
        var parent = node.parent
        while let syntax = parent {
            let attributes = syntax.as(StructDeclSyntax.self)?.attributes ?? syntax.as(ClassDeclSyntax.self)?.attributes
            let clause = syntax.as(StructDeclSyntax.self)?.genericParameterClause ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
            if let attributes {
                guard ReaderSyntax.isPropertyWrapper(attributes), let clause, let name = ReaderSyntax.typeName(syntax)?.last else { return nil }
                return (name, clause.parameters.map(\.name.text))
            }
            parent = syntax.parent
        }
        return nil
    }

    /// The generic parameter names of the types and functions a node sits in.
    static func genericNames(around node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var parent = node.parent
        while let syntax = parent {
            let clause = syntax.as(StructDeclSyntax.self)?.genericParameterClause ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(EnumDeclSyntax.self)?.genericParameterClause ?? syntax.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(InitializerDeclSyntax.self)?.genericParameterClause
            names += clause?.parameters.map(\.name.text) ?? []
            parent = syntax.parent
        }
        return names
    }

    /// `x` in `x.resolve()` and `self.x.resolve()`.
    static func holderName(_ base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), member.base.map(SyntaxText.trimmed) == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    // MARK: Reads outside registrations

    private func visitUse(_ call: FunctionCallExprSyntax) {
        guard !claimed.contains(call.id) else { return }
        if let type = Self.resolveHelper(call) {
            // The app's own `resolve<T>() -> T`: its callers read what it resolves.
            facts.resolveHelpers.insert(type)
            return
        }
        let inResolver = Self.isResolverContext(call)
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        // A bare `resolve()` outside a registration is Resolver's only inside its extension.
        guard base != nil || inResolver else { return }
        guard let resolve = read(call, inResolver: inResolver, inFactory: false) else { return }
        if inResolver && base == nil {
            let warning = ScanWarning(.notRead, place: .init(file: file, line: line(call)), message: "\(resolve.text) sits in "
                + "Resolver's extension outside a register closure; the scan does not follow which registration calls it, so no edge")
            // In the closure of a call that may register, said only when it does not.
            if let candidate = candidateCalls[call.id] {
                facts.helperCalls[candidate].unmatched.append(warning)
            } else {
                facts.warnings.append(warning)
            }
            return
        }
        if let wrapper = Self.propertyWrapper(around: call),
           resolve.type.map({ wrapper.generics.contains($0.lastName ?? "") }) ?? true {
            // The app's own wrapper resolving what its use asks for: each use is the read.
            facts.appWrappers.insert(wrapper.name)
            return
        }
        let site = ReaderSyntax.site(of: call, members: [], contexts: Self.contexts)
        facts.uses.append(.init(resolve: resolve, site: site, wrapper: nil, helperCall: candidateCalls[call.id]))
    }

    private func visitWrapper(_ attribute: AttributeSyntax) {
        guard let name = TypeReference(attribute.attributeName).lastName, name.first?.isUppercase == true,
              !Self.otherAttributes.contains(name),
              let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first
        else { return }
        // Another attribute may be an alias of one of Resolver's wrappers (`typealias Inject = Injected`): the build decides.
        let known = Self.wrappers.contains(name)
        var resolve = ResolverFacts.Resolve(
            type: binding.typeAnnotation.map { ResolverTyping.unwrapped(TypeReference($0.type)) }, name: nil,
            container: nil, line: line(attribute), text: "@\(name) var \(SyntaxText.trimmed(binding.pattern))")
        resolve.generics = Self.genericNames(around: attribute)
        if known, let wrapper = Self.propertyWrapper(around: attribute), let type = resolve.type?.lastName,
           wrapper.generics.contains(type) {
            // `@LazyInjected var wrappedValue: Service` in the app's own wrapper: each use of that wrapper is the read.
            facts.appWrappers.insert(wrapper.name)
            return
        }
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                // `@Injected(\.x)` is Factory's.
                if argument.expression.is(KeyPathExprSyntax.self) { return }
                switch argument.label?.text {
                case "name": resolve.name = Self.nameText(argument.expression)
                case "container": resolve.container = Self.containerName(argument.expression, inResolver: true).flatMap { $0 == "main" ? nil : $0 }
                default: break
                }
            }
        }
        if resolve.type == nil {
            // Resolver's wrappers take no value the type could come from; another attribute's property may be typed by its
            // value, unless it is an alias of one of them (the build says so then).
            if known { notRead(attribute, "\(resolve.text): the property's type is not written; no edge") }
            if known || binding.initializer != nil { return }
        }
        let site = ReaderSyntax.site(of: attribute, members: [], contexts: Self.contexts)
        facts.uses.append(.init(resolve: resolve, site: site, wrapper: name))
    }
}

/// Every `resolve` / `optional` call under a node.
private final class ResolverCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = ReaderSyntax.calleeName(node), name == "resolve" || name == "optional" { calls.append(node) }
        return .visitChildren
    }
}
