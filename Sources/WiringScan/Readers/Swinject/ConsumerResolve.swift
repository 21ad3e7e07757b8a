import SwiftSyntax

/// A generic method of an app's own type whose body resolves the type its caller passes from a
/// container (`struct Resolver { func resolve<T>(_: T.Type) -> T { container.resolve(T.self)! } }`):
/// a call of it is a resolve, wherever it is made.
struct ResolveForwarder: Sendable, Hashable {
    /// The enclosing type path as written.
    var owner: MemberOwner
    /// The method's name.
    var name: String
    /// The labels of the method's parameters after the type, as its callers write them (`_` for none).
    var labels: [String] = []
    /// The labels among `labels` a caller may leave out (their parameters have default values).
    var defaulted: Set<String> = []
    /// For each factory argument the body passes to Swinject's `resolve`, the label of the method's parameter it
    /// passes (`injectable` in `func resolve<T>(_ t: T.Type, injectable: T.Input) -> T { container.resolve(t,
    /// argument: injectable)! }`), or nil when it is not one of the method's parameters.
    var argumentLabels: [String?] = []
    /// The label of the method's parameter the body passes as Swinject's `name:`, when it passes one.
    var nameLabel: String?
    /// The name the body's `resolve` is called on (`container` in `container.resolve(T.self)`, `self.container.…`):
    /// a factory on that container calling the method on `self` resolves from its own container.
    var container: String?
}

/// A call that may resolve outside any factory (`resolver.resolve(Api.self)` in a view model's
/// method): kept with its receiver, and read once the whole tree tells whether the receiver's type
/// forwards that method to a container (`ResolveForwarder`).
struct ConsumerResolve: Sendable {
    /// The enclosing type path as written; empty outside types.
    var owner: MemberOwner
    /// The enclosing global function, when `owner` is empty.
    var function: String?
    /// The receiver's type, when a parameter of the enclosing function declares it, or the type itself
    /// for a static call (`Injector.resolve(Api.self)`).
    var receiverType: TypeReference?
    /// Whether the receiver is a type named as written (a static call).
    var isStatic = false
    /// Whether the receiver is a container the enclosing body makes (`let child = Container(parent: root)`).
    var isLocalContainer = false
    /// The closure property the call is in (`makeScreen` in `let makeScreen: (Resolver) -> Screen = { r in … }`).
    var closureProperty: String?
    /// The properties read after the receiver's root, outermost first: `["resolver"]` in
    /// `appRouter.resolver.resolve(Api.self)`. The receiver's type is the last one's declared type.
    var chain: [String] = []
    /// The type a chain starts from when the receiver's root names a type (`Locator` in
    /// `Locator.shared.resolve(Api.self)`): the chain's first link is then its static property.
    var staticRoot: TypeReference?
    /// The receiver as the lines about it name it: its root and the properties read after it
    /// (`appRouter.resolver` in `self.appRouter?.resolver.resolve(Api.self)`).
    var receiverPath: String
    /// Whether the call is Swinject's `resolve` with a type written first (`s.resolve(Api.self, name: "x")`).
    var isResolvingShape = false
    /// Whether the call is written without a receiver (`resolve(Api.self)` in a type's method): a read only
    /// when the enclosing type's own `resolve`, or the one it inherits, forwards to a container.
    var isImplicitSelf = false
    /// For a call written without a receiver in an extension of Swinject's `Container` or `Resolver`, the enclosing
    /// method's name (empty in a property): the container resolves from itself, for whoever calls that member.
    var containerMember: String?
    /// The app's `register…` call the read is an argument of (`registerGlobalEntry(viewControllerFutureBlock: { … })`):
    /// a factory of that helper's when the tree declares a registering helper of that name, else a read of the
    /// enclosing type's.
    var registeringHelper: String?
    /// For a receiver starting from a static method's call (`Config.getResolver()`), the line said when the method's
    /// written return type does not tell the container.
    var unfollowedCall: ScanNote?
    /// The call, read as a factory's resolve is (its receiver's root name in `receiver`, the method in `helper`
    /// when it is not `resolve`).
    var call: ResolveCall
}

extension SwinjectCollector {
    /// Notes a call that forwards its caller's type to `resolve` (the enclosing method is then a
    /// `ResolveForwarder`), or a call that may resolve through one.
    ///
    /// - Parameters:
    ///   - node: A call of a method on a receiver, named `resolve` or passed a type first.
    ///   - called: The called name.
    ///   - receiver: The expression before the name.
    func noteConsumerResolve(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax) {
        let typeFirst = node.arguments.first.map { $0.label == nil && TypeReference.ofMetatype($0.expression) != nil } ?? false
        guard readsBodies, called == "resolve" || typeFirst, !Self.isPreview(node) else { return }
        if called == "resolve", let function = helperPassingCallersType(node, typesOnly: true) {
            // A method of an extension of `Container` resolves from its own container (a resolve helper), unless it is
            // static (`static func resolve<T>(_ t: T.Type) -> T { App.container.resolve(t)! }`): that one forwards to another.
            if !typePath.isEmpty, extensionDepthOfContainer == nil || functionIsStatic.last == true {
                facts.resolveForwarders.append(Self.forwarder(node, owner: typePath, name: function))
            }
            return
        }
        noteConsumerRead(node, called: called, receiver: receiver, resolvingShape: called == "resolve" && typeFirst)
    }

    /// Notes `assembler.resolver ~> Api.self` (SwinjectAutoregistration's operator, `~> (Api.self, name: "x")`,
    /// `~> (Screen.self, argument: id)`) outside factories: a resolve with its type written, read as
    /// `assembler.resolver.resolve(Api.self)` is.
    ///
    /// - Parameter node: A sequence expression with `~>` in it.
    func noteOperatorConsumerResolve(_ node: SequenceExprSyntax) {
        guard readsBodies, !Self.isPreview(node) else { return }
        for use in Self.operatorUses(node) where use.type.flatMap(TypeReference.ofMetatype) != nil {
            noteConsumerRead(node, called: "resolve", receiver: use.receiver, resolvingShape: true)
        }
    }

    /// Each `~>` of a sequence: the expression left of it, the tuple right of it when there is one (`(T.self, name: n)`),
    /// and what that tuple passes first unlabelled (the whole right side when it is no tuple).
    static func operatorUses(
        _ node: SequenceExprSyntax
    ) -> [(receiver: ExprSyntax, tuple: TupleExprSyntax?, type: ExprSyntax?)] {
        let elements = Array(node.elements)
        return elements.indices.dropFirst().dropLast().compactMap { index in
            guard elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "~>" else { return nil }
            let right = elements[index + 1]
            let tuple = right.as(TupleExprSyntax.self)
            let type = tuple.map { $0.elements.first?.label == nil ? $0.elements.first?.expression : nil } ?? right
            return (elements[index - 1], tuple, type)
        }
    }

    /// Notes a resolve outside factories, with its receiver, for the builder to read once the whole tree is known.
    ///
    /// - Parameters:
    ///   - node: The call, or the `~>` sequence.
    ///   - called: The called name (`resolve` for the operator).
    ///   - receiver: The expression before the name, or left of `~>`.
    ///   - resolvingShape: Whether it is Swinject's `resolve` with a type written first.
    private func noteConsumerRead(_ node: some SyntaxProtocol, called: String, receiver: ExprSyntax, resolvingShape: Bool) {
        var root = ResolverHandOffFinder.root(receiver)
        var staticCall: (type: TypeReference, chain: [String])?
        var unfollowed: ScanNote?
        if resolvingShape, root == nil,
           let made = Self.callStartingChain(receiver), !Self.isInFactory(node, receiver: "") {
            // `Locator.container().resolve(Api.self)`, `Assembler([AppAssembly()]).resolver.resolve(Api.self)`: the container
            // is what a call returns or makes there, which is not followed.
            let written = SyntaxText.trimmed(ResolverHandOffFinder.stripped(receiver))
            let message = ResolverHandOffFinder.stripped(receiver).is(FunctionCallExprSyntax.self)
                ? "\(SyntaxText.trimmed(node)) resolves from what \(written) returns, a container the scan does not follow; no edge"
                : "\(SyntaxText.trimmed(node)) resolves from \(written), a container \(SyntaxText.trimmed(made)) returns or makes "
                    + "there, which the scan does not follow; no edge"
            // `Config.getResolver().resolve(Api.self)`: a static method of a named type, typed by its written return type once
            // the whole tree is read, as a static property is; said as before when nothing declares it.
            guard let found = Self.staticMethodChain(receiver, made: made) else {
                facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message: message))
                return
            }
            staticCall = found
            root = found.type.components?.first?.name
            unfollowed = ScanNote(line: line(node), text: message)
        }
        let registeringHelper = root.flatMap { Self.registeringHelper(around: node, receiver: $0) }
        guard let root, registeringHelper != nil || !Self.isInFactory(node, receiver: root),
              var call = Self.ownCall(
                  ResolveFinder.calls(in: node, lines: lines, propertyInjection: false, resolvers: [root], chainedHelpers: true,
                                      enclosingType: typePath.isEmpty ? nil : typePath),
                  of: node, receiver: root, line: line(node))
        else {
            if let unfollowed {
                facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: unfollowed.line), message: unfollowed.text))
            }
            return
        }
        // `Holder.container.resolve(T.self)` in `struct Dependency<T>`: a wrapper resolving its generic parameter
        // (read where the wrapper is used), not a read of a type.
        if case .named(let components)? = call.type, components.count == 1,
           Self.genericParameters(around: node).contains(components[0].name) {
            return
        }
        call.receiver = root
        if called != "resolve" { call.helper = called }
        let isStatic = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        var chain = staticCall?.chain ?? Self.propertyChain(receiver)
        let receiverPath = staticCall == nil ? ([root] + chain).joined(separator: ".")
            : SyntaxText.trimmed(ResolverHandOffFinder.stripped(receiver))
        let staticRoot = staticCall?.type ?? (isStatic ? nil : Self.staticRoot(receiver, chain: &chain))
        facts.consumerResolves.append(ConsumerResolve(
            owner: typePath, function: typePath.isEmpty ? functionNames.first : nil,
            receiverType: isStatic ? TypeReference(expression: receiver)
                : staticRoot == nil ? Self.parameterType(named: root, around: node) : nil,
            isStatic: isStatic,
            isLocalContainer: containerParameters.contains { $0.name == root } || functionContainers.last?[root] != nil,
            closureProperty: Self.closureProperty(around: node, parameter: root), chain: chain, staticRoot: staticRoot,
            receiverPath: receiverPath, isResolvingShape: resolvingShape, registeringHelper: registeringHelper,
            unfollowedCall: unfollowed, call: call))
    }

    /// `Config.getResolver()` in `Config.getResolver().resolve(Api.self)`, `App.Locator.shared().resolver` in a longer
    /// receiver: the named type whose static method the receiver starts from, and the links read after the type, the
    /// method first (written with its argument labels, `getResolver()`, `make(_:env:)`); `nil` when the call is not a
    /// method of a type named as written.
    static func staticMethodChain(_ receiver: ExprSyntax, made: FunctionCallExprSyntax) -> (type: TypeReference, chain: [String])? {
        var links: [String] = []
        var expression = ResolverHandOffFinder.stripped(receiver)
        while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            links.insert(member.declName.baseName.text, at: 0)
            expression = ResolverHandOffFinder.stripped(base)
        }
        guard expression.id == made.id, let method = made.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        var names: [String] = []
        var typeExpression = method.base
        while let current = typeExpression {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text.withoutBackticks, at: 0)
                typeExpression = nil
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text.withoutBackticks, at: 0)
                typeExpression = base
            } else {
                return nil
            }
        }
        guard !names.isEmpty, names.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        // The method as the call names it, with its argument labels (`make(_:env:)`), to pick among overloads.
        let labels = made.arguments.map { $0.label?.text ?? "_" }
            + (made.trailingClosure == nil ? [] : [DeclarationIndex.trailingClosureLabel])
            + made.additionalTrailingClosures.map(\.label.text)
        let called = method.declName.baseName.text + "(" + labels.map { $0 + ":" }.joined() + ")"
        return (.named(names.map { TypeComponent(name: $0, arguments: []) }), [called] + links)
    }

    /// The node's own call among those found in it: a call's first, when it is on the call's line (not a call in its
    /// arguments); for a `~>` sequence, the first made on the receiver left of the operator.
    private static func ownCall(_ calls: [ResolveCall], of node: some SyntaxProtocol, receiver: String, line: Int) -> ResolveCall? {
        if node.is(SequenceExprSyntax.self) { return calls.first { $0.receiver == receiver } }
        return calls.first.flatMap { $0.line == line ? $0 : nil }
    }

    /// The call a receiver's chain of properties starts from (`Assembler([A()])` in `Assembler([A()]).resolver`,
    /// `Locator.container()` itself), or `nil` when it starts from a name.
    static func callStartingChain(_ receiver: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = ResolverHandOffFinder.stripped(receiver)
        for _ in 0..<16 {
            if let call = expression.as(FunctionCallExprSyntax.self) { return call }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expression = ResolverHandOffFinder.stripped(base)
        }
        return nil
    }

    /// Whether a call is preview code (in `#Preview { … }` or a `PreviewProvider` type), which is not the live graph.
    ///
    /// The answer `ReaderSyntax.site` gives for these two contexts, from the node up to the first enclosing type
    /// only: the owner it also works out (the whole type path) is not needed here.
    static func isPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            switch syntax.kind {
            case .macroExpansionExpr:
                if syntax.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview" { return true }
            case .macroExpansionDecl:
                if syntax.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview" { return true }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                return ReaderSyntax.inherited(syntax).contains("PreviewProvider")
            default:
                break
            }
            current = syntax.parent
        }
        return false
    }

    /// A forwarding method, with how its parameters after the type map onto the `resolve` call its body makes.
    ///
    /// - Parameters:
    ///   - node: The body's call of Swinject's `resolve`, passed the method's type parameter first.
    ///   - owner: The enclosing type path.
    ///   - name: The method's name.
    static func forwarder(_ node: FunctionCallExprSyntax, owner: MemberOwner, name: String) -> ResolveForwarder {
        var forwarder = forwarder(node, arguments: node.arguments, owner: owner, name: name)
        forwarder.container = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(ResolverHandOffFinder.root)
        return forwarder
    }

    /// A forwarding method whose body resolves with SwinjectAutoregistration's operator (`resolver ~> T.self`,
    /// `resolver ~> (T.self, name: variant)`), passed the method's type parameter (or its metatype parameter) first.
    ///
    /// - Parameter node: A sequence expression with `~>` in it.
    func noteOperatorForwarder(_ node: SequenceExprSyntax) {
        guard readsBodies, !typePath.isEmpty, let function = functionNames.last,
              extensionDepthOfContainer == nil || functionIsStatic.last == true
        else { return }
        for use in Self.operatorUses(node) {
            let tuple = use.tuple
            guard let first = use.type,
                  let passed = first.as(DeclReferenceExprSyntax.self)?.baseName.text ?? TypeReference.ofMetatype(first).flatMap({
                      $0.components?.count == 1 ? $0.lastName : nil
                  }),
                  typeParameters.last?.contains(passed) == true
            else { continue }
            facts.resolveForwarders.append(Self.forwarder(
                node, arguments: tuple?.elements ?? LabeledExprListSyntax([]), owner: typePath, name: function))
            return
        }
    }

    /// A forwarding method, with how its parameters after the type map onto what its body passes with the type:
    /// a `resolve` call's arguments, or the elements of a `~>` tuple.
    static func forwarder(
        _ node: some SyntaxProtocol, arguments: LabeledExprListSyntax, owner: MemberOwner, name: String
    ) -> ResolveForwarder {
        var forwarder = ResolveForwarder(owner: owner, name: name)
        var current = node.parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self) { current = syntax.parent }
        guard let function = current?.as(FunctionDeclSyntax.self) else { return forwarder }
        var labelOf: [String: String] = [:]
        for parameter in function.signature.parameterClause.parameters.dropFirst() {
            let label = parameter.firstName.text
            forwarder.labels.append(label)
            if parameter.defaultValue != nil { forwarder.defaulted.insert(label) }
            labelOf[(parameter.secondName ?? parameter.firstName).text] = label
        }
        func passed(_ expression: ExprSyntax) -> String? {
            expression.as(DeclReferenceExprSyntax.self).flatMap { labelOf[$0.baseName.text] }
        }
        var inArguments = false
        for argument in arguments.dropFirst() {
            switch argument.label?.text {
            case "name", "key":
                forwarder.nameLabel = passed(argument.expression)
            case "arguments":
                inArguments = true
                if let tuple = argument.expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
                    forwarder.argumentLabels += tuple.elements.map { passed($0.expression) }
                } else {
                    forwarder.argumentLabels.append(passed(argument.expression))
                }
            case let label? where label == "argument" || label.hasPrefix("arg"):
                forwarder.argumentLabels.append(passed(argument.expression))
            case nil where inArguments:
                forwarder.argumentLabels.append(passed(argument.expression))
            default:
                break
            }
        }
        return forwarder
    }

    /// Notes an unqualified `resolve(Api.self)` (or a call of another name, `inject(Api.self)`) in a type's member (an
    /// extension's included), written with a type first, or an untyped `resolve()` its context types (`let api: Api =
    /// resolve()`, `Feed(api: resolve())`): a call of the enclosing type's own method of that name, or of the one it
    /// inherits from a superclass or a protocol extension (`extension View { static func inject<T>(…) }`), read once
    /// the whole tree tells whether that one forwards to a container.
    ///
    /// - Parameters:
    ///   - node: A call with no receiver.
    ///   - called: The called name.
    func noteImplicitSelfResolve(_ node: FunctionCallExprSyntax, called: String) {
        let typeFirst = node.arguments.first.map { $0.label == nil && TypeReference.ofMetatype($0.expression) != nil } ?? false
        let untyped = called == "resolve" && node.trailingClosure == nil && node.arguments.first.map { $0.label != nil } ?? true
        guard readsBodies, !typePath.isEmpty, typeFirst || untyped, !Self.isPreview(node), !Self.isInFactory(node, receiver: ""),
              var call = ResolveFinder.calls(in: node, lines: lines, propertyInjection: false, enclosingType: typePath,
                                             implicitSelf: called).first,
              call.line == line(node)
        else { return }
        // `resolve(T.self)` in a generic method: the method passes its caller's type on (a forwarder, or a helper).
        if case .named(let components)? = call.type, components.count == 1,
           Self.genericParameters(around: node).contains(components[0].name) {
            return
        }
        if called != "resolve" { call.helper = called }
        facts.consumerResolves.append(ConsumerResolve(
            owner: typePath, function: nil, receiverPath: "self", isResolvingShape: called == "resolve", isImplicitSelf: true,
            containerMember: extensionDepthOfContainer != nil ? functionNames.last ?? "" : nil, call: call))
    }

    /// The type a receiver's chain starts from when its root is a type name (`Locator.shared`,
    /// `App.Locator.shared.resolver`): the leading capitalised names, taken off the chain, which then
    /// starts with the type's static property.
    static func staticRoot(_ receiver: ExprSyntax, chain: inout [String]) -> TypeReference? {
        var base = ResolverHandOffFinder.stripped(receiver)
        while let member = base.as(MemberAccessExprSyntax.self), let next = member.base { base = ResolverHandOffFinder.stripped(next) }
        guard let root = base.as(DeclReferenceExprSyntax.self), root.baseName.text.first?.isUppercase == true else { return nil }
        var components = [TypeComponent(name: root.baseName.text.withoutBackticks, arguments: [])]
        while chain.count > 1, let first = chain.first?.first, first.isUppercase {
            components.append(TypeComponent(name: chain.removeFirst(), arguments: []))
        }
        return chain.isEmpty ? nil : .named(components)
    }

    /// The name of the closure property a call is in, when the closure takes the receiver as a parameter.
    static func closureProperty(around node: some SyntaxProtocol, parameter: String) -> String? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), RegistrationReader.parameterNames(of: closure).contains(parameter) {
                return propertyBinding(of: closure)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The property names read after an expression's root (`ResolverHandOffFinder.root`), outermost first:
    /// `["resolver"]` for `appRouter.resolver`, `self.router.resolver!` and `router?.resolver`.
    static func propertyChain(_ expression: ExprSyntax) -> [String] {
        let expression = ResolverHandOffFinder.stripped(expression)
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        else { return [] }
        return propertyChain(base) + [member.declName.baseName.text.withoutBackticks]
    }

    /// Swinject's own methods whose names start with `register`: a read in their closures is no app helper's.
    private static let swinjectRegistering: Set<String> = ["register", "_register", "registerForStoryboard"]
    /// Swinject's methods taking a factory or a handler whose names do not start with `register` (and one that does).
    private static let factoryTaking: Set<String> = ["autoregister", "storyboardInitCompleted", "initCompleted", "registerForStoryboard"]

    /// The name of the call of the app's own whose name starts with `register` that a read is an argument of, in no
    /// closure taking the receiver (`registerGlobalEntry(viewControllerFutureBlock: { r.resolve(Screen.self) })`), when it
    /// is none of Swinject's: whether it registers is known once the tree tells whether a helper of that name is declared.
    static func registeringHelper(around node: some SyntaxProtocol, receiver: String) -> String? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), RegistrationReader.parameterNames(of: closure).contains(receiver) {
                return nil
            }
            if let call = syntax.as(FunctionCallExprSyntax.self), let name = ReaderSyntax.calleeName(call),
               name.hasPrefix("register") || name == "autoregister" || name == "storyboardInitCompleted" || name == "initCompleted" {
                return swinjectRegistering.contains(name) || !name.hasPrefix("register") ? nil : name
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether a call is in a registration's factory or chained handler, or in a closure handed the
    /// receiver as a parameter (a factory of a helper the scan reads elsewhere).
    static func isInFactory(_ node: some SyntaxProtocol, receiver: String) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), RegistrationReader.parameterNames(of: closure).contains(receiver) {
                // `let make: (Resolver) -> Feed = { r in … }`: a type's closure property, called later with a resolver.
                return propertyBinding(of: closure) == nil
            }
            if let call = syntax.as(FunctionCallExprSyntax.self), let name = ReaderSyntax.calleeName(call),
               name.hasPrefix("register") || factoryTaking.contains(name) {
                return true
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The generic parameter names of the declarations around a node.
    private static func genericParameters(around node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let syntax = current {
            let clause: GenericParameterClauseSyntax?
            if let decl = syntax.as(FunctionDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = syntax.as(InitializerDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = syntax.as(StructDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = syntax.as(ClassDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = syntax.as(EnumDeclSyntax.self) { clause = decl.genericParameterClause }
            else { clause = nil }
            // Not `clause?.parameters ?? []`: an empty list literal there builds a syntax node at every level.
            if let clause { for parameter in clause.parameters { names.insert(parameter.name.text) } }
            current = syntax.parent
        }
        return names
    }

    /// The stored property whose initial value a closure is, when it is a type's member.
    static func propertyBinding(of closure: ClosureExprSyntax) -> PatternBindingSyntax? {
        guard let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
        else { return nil }
        return binding
    }

    /// The declared type of a closure property's parameter: written in the closure (`{ (r: Resolver) in … }`),
    /// else the parameter at its place in the property's function type (`let make: (Resolver) -> Feed`).
    static func closureParameterType(named name: String, of closure: ClosureExprSyntax) -> TypeSyntax? {
        guard let binding = propertyBinding(of: closure) else { return nil }
        if case .parameterClause(let clause)? = closure.signature?.parameterClause,
           let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
           let type = parameter.type {
            return type
        }
        let position = RegistrationReader.parameterNames(of: closure).firstIndex(of: name)
        var annotated = binding.typeAnnotation?.type
        while let wrapped = annotated?.as(AttributedTypeSyntax.self)?.baseType ?? annotated?.as(TupleTypeSyntax.self)
            .flatMap({ $0.elements.count == 1 ? $0.elements.first?.type : nil }) {
            annotated = wrapped
        }
        guard let position, let function = annotated?.as(FunctionTypeSyntax.self) else { return nil }
        let parameters = Array(function.parameters)
        return position < parameters.count ? parameters[position].type : nil
    }

    /// The declared type of a parameter of the function, initializer or closure around a node.
    private static func parameterType(named name: String, around node: some SyntaxProtocol) -> TypeReference? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), RegistrationReader.parameterNames(of: closure).contains(name) {
                return closureParameterType(named: name, of: closure).map { TypeReference($0) }
            }
            let parameters: FunctionParameterListSyntax?
            if let function = syntax.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            if let parameters {
                return parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { TypeReference($0.type) }
            }
            current = syntax.parent
        }
        return nil
    }
}
