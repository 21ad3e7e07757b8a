import SwiftSyntax

/// The `resolve` calls in a factory or `initCompleted` handler, with the type, key and
/// arguments each one writes out, in every form Swinject and SwinjectAutoregistration give:
/// `r.resolve(T.self, name:, argument:)`, `arguments: a, b` and `arguments: (a, b)`,
/// `r ~> T.self`, `r ~> (T.self, name: …, argument: …)` and `r~>`.
///
/// Also notes where the factory passes its untyped arguments to an initializer (`Screen(id: id)`),
/// so their types can be named from the initializer's parameters.
final class ResolveFinder: SyntaxVisitor {
    private(set) var calls: [ResolveCall] = []
    /// Initializer arguments the named closure parameters are passed as, by parameter name.
    private(set) var hints: [String: [ArgumentHint]] = [:]
    private let lines: LineTable
    private let argumentNames: Set<String>
    private let propertyInjection: Bool
    /// The factory closure walked, whose result `.init(…)` builds the registration's own type.
    private let factory: SyntaxIdentifier?
    /// The names the resolver goes by: other methods called on them may be the app's resolve helpers.
    private let resolvers: Set<String>
    /// Whether a helper's receiver may be a chain from a resolver's name (`Locator.shared.get(Api.self)`).
    private let chainedHelpers: Bool
    /// The object an `initCompleted` handler is given (`vc` in `{ r, vc in … }`): its methods are the built type's.
    private let instance: String?
    /// The type whose method the body is, for a call of another of its methods (`self.take(…)`, `take(…)`).
    private let enclosingType: [String]?
    /// The method whose unqualified calls (`resolve(Api.self)`, `inject(Api.self)`) are read too, as calls on `self`.
    private let implicitSelf: String?

    /// Creates a finder.
    ///
    /// - Parameters:
    ///   - lines: The file's line table.
    ///   - argumentNames: Closure parameters whose uses as initializer arguments are noted.
    ///   - propertyInjection: Whether the calls are in an `initCompleted` handler.
    ///   - factory: The factory closure, when the finder walks one.
    ///   - resolvers: The names the resolver goes by, whose other method calls may be resolve helpers.
    ///   - chainedHelpers: Whether such a call's receiver may also be a chain of properties from one of those names.
    ///   - instance: The name of the object an `initCompleted` handler is given.
    ///   - enclosingType: The type path whose method the body is, when it is one.
    ///   - implicitSelf: The method whose unqualified calls (`resolve(Api.self)`) are read too, as calls on `self`.
    init(
        lines: LineTable, argumentNames: Set<String> = [], propertyInjection: Bool = false, factory: ClosureExprSyntax? = nil,
        resolvers: Set<String> = [], chainedHelpers: Bool = false, instance: String? = nil, enclosingType: [String]? = nil,
        implicitSelf: String? = nil
    ) {
        self.implicitSelf = implicitSelf
        self.resolvers = resolvers
        self.chainedHelpers = chainedHelpers
        self.instance = instance
        self.enclosingType = enclosingType
        self.lines = lines
        self.argumentNames = argumentNames
        self.propertyInjection = propertyInjection
        self.factory = factory?.id
        super.init(viewMode: .sourceAccurate)
    }

    /// The resolve calls in a closure's or function's body.
    static func calls(
        in body: some SyntaxProtocol, lines: LineTable, propertyInjection: Bool, resolvers: Set<String> = [],
        chainedHelpers: Bool = false, instance: String? = nil, enclosingType: [String]? = nil, implicitSelf: String? = nil
    ) -> [ResolveCall] {
        // With no resolver name and no method read as `self`'s, only `resolve`, `resolving` and `~>` make a
        // call: a body spelling none of them holds nothing to find, and is not walked.
        if resolvers.isEmpty, implicitSelf == nil, !spellsResolve(body) { return [] }
        let finder = ResolveFinder(
            lines: lines, propertyInjection: propertyInjection, resolvers: resolvers, chainedHelpers: chainedHelpers,
            instance: instance, enclosingType: enclosingType, implicitSelf: implicitSelf)
        finder.walk(body)
        return finder.calls
    }

    /// Whether a node's text (trivia too) holds `resolve` or `resolving` as a whole word, or `~>`: a byte search,
    /// far cheaper than a walk. `resolved()` or `resolver` alone is neither call's name (the Boundaries
    /// framework's `resolved()` is in most of its apps' bodies).
    private static func spellsResolve(_ node: some SyntaxProtocol) -> Bool {
        node.syntaxTextBytes.withUnsafeBufferPointer { bytes in
            ByteSearch.containsWord(bytes, "resolve") || ByteSearch.containsWord(bytes, "resolving") || ByteSearch.contains(bytes, "~>")
        }
    }

    private func newCall(_ node: some SyntaxProtocol) -> ResolveCall {
        var call = ResolveCall(
            type: nil, key: .absent, hasArguments: false,
            line: lines.line(ofUse: node),
            text: FactCollector.shortened(node))
        call.isPropertyInjection = propertyInjection
        return call
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        noteHints(node)
        let base: ExprSyntax?
        let name: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let memberBase = member.base {
            base = memberBase
            name = member.declName.baseName.text
        } else if let implicitSelf, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == implicitSelf {
            // `resolve(Api.self)` in a type's method: its own `resolve`, or one it inherits.
            base = nil
            name = implicitSelf
        } else {
            return .visitChildren
        }
        var helper: String?
        if name != "resolve" && name != "resolving", let base {
            // `r.get(Api.self)`: possibly the app's own resolve helper, decided once the whole tree is read.
            guard let root = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? (chainedHelpers ? ResolverHandOffFinder.root(base) : nil),
                  resolvers.contains(root)
            else { return .visitChildren }
            helper = name
        }
        // Made only for a call kept: its shortened text and line cost more than the checks above.
        var call = newCall(node)
        call.receiver = base.map { ResolverHandOffFinder.root($0) } ?? "self"
        call.receiverName = base.map { SwinjectCollector.receiverName(ResolverHandOffFinder.stripped($0)) } ?? "self"
        call.helper = helper
        var inArguments = false
        for (position, argument) in node.arguments.enumerated() {
            let label = argument.label?.text
            if let label, position > 0 {
                call.labelledArguments.append(LabelledArgument(
                    label: label, type: Self.literalType(argument.expression), key: FactCollector.writtenString(argument.expression)))
            }
            switch label {
            case nil where position == 0:
                call.type = TypeReference.ofMetatype(argument.expression)
                if call.type == nil, let constant = TypeReference.ofMetatypeConstant(argument.expression) {
                    call.type = constant
                    call.typeIsConstant = true
                }
            case nil where inArguments:
                Self.pass([argument.expression], to: &call)
            case "key", "name":
                call.key = FactCollector.writtenString(argument.expression)
                if case .unreadable = call.key { call.keyLoop = KeyLoop(key: argument.expression, around: node) }
            case "arguments":
                inArguments = true
                Self.pass(Self.argumentExpressions(argument.expression), to: &call)
            case let label? where label == "argument" || label.hasPrefix("arg"):
                Self.pass([argument.expression], to: &call)
            default:
                break
            }
        }
        finish(&call, at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast()
        where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "~>" {
            var call = newCall(node)
            // Placed at the operator, which may sit on a line of its own (`resolver\n    ~> Api.self`).
            call.line = lines.line(ofUse: elements[index])
            call.receiver = ResolverHandOffFinder.root(elements[index - 1])
            let right = elements[index + 1]
            if let tuple = right.as(TupleExprSyntax.self) {
                for (position, element) in tuple.elements.enumerated() {
                    switch element.label?.text {
                    case nil where position == 0: call.type = TypeReference.ofMetatype(element.expression)
                    case "name":
                        call.key = FactCollector.writtenString(element.expression)
                        if case .unreadable = call.key { call.keyLoop = KeyLoop(key: element.expression, around: node) }
                    case "argument", nil: Self.pass([element.expression], to: &call)
                    case "arguments": Self.pass(Self.argumentExpressions(element.expression), to: &call)
                    default: break
                    }
                }
            } else {
                call.type = TypeReference.ofMetatype(right)
            }
            finish(&call, at: elements.count == 3 ? Syntax(node) : Syntax(right))
        }
        return .visitChildren
    }

    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.text == "~>" {
            var call = newCall(node)
            call.receiver = ResolverHandOffFinder.root(node.expression)
            finish(&call, at: Syntax(node))
        }
        return .visitChildren
    }

    /// Fills in a type the context writes, or the initializer parameter it is passed to, and records the call.
    private func finish(_ call: inout ResolveCall, at node: Syntax) {
        call.hasArguments = !call.argumentTypes.isEmpty
        if call.type == nil { call.type = Self.contextType(of: node) }
        if call.type == nil, let hints = initializerArguments(of: node) {
            call.inferredFrom = hints.last
            call.enclosingHints = Array(hints.dropLast())
        }
        if call.type == nil, call.inferredFrom == nil, let (name, object, onSelf) = Self.assignedProperty(of: node) {
            call.assignedProperty = name
            call.assignedOn = object.flatMap { ObjectTypeFinder.type(of: $0) }
            call.assignedOnSelf = onSelf
        }
        calls.append(call)
    }

    /// Notes `Type(label: argument)` for the closure's untyped arguments.
    private func noteHints(_ node: FunctionCallExprSyntax) {
        guard !argumentNames.isEmpty, let called = ObjectTypeFinder.called(node, factory: factory) else { return }
        for (position, argument) in node.arguments.enumerated() {
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  argumentNames.contains(name) else { continue }
            var hint = called
            hint.label = argument.label?.text ?? "_"
            hint.position = position
            hints[name, default: []].append(hint)
        }
    }

    /// The factory arguments of `arguments: (a, b)` or `arguments: a`.
    private static func argumentExpressions(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return tuple.elements.map(\.expression)
        }
        return [expression]
    }

    /// Notes factory arguments passed to `call`: the types they write, and the types the code around them tells.
    private static func pass(_ arguments: [ExprSyntax], to call: inout ResolveCall) {
        for argument in arguments {
            let written = literalType(argument)
            call.argumentTypes.append(written)
            call.passedTypes.append(written ?? WrittenTypes.ofValue(argument) ?? enclosingType(ofSelf: argument))
        }
    }

    /// The type `self` is in, when the expression is `self` written in a type's body or an extension (not a protocol's,
    /// where it stands for the adopting type).
    private static func enclosingType(ofSelf expression: ExprSyntax) -> TypeReference? {
        guard expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        var node = expression.parent
        while let current = node, ReaderSyntax.typeName(current) == nil { node = current.parent }
        guard let innermost = node, !innermost.is(ProtocolDeclSyntax.self) else { return nil }
        return .named(ReaderSyntax.typePath(of: expression).map { TypeComponent(name: $0.withoutBackticks, arguments: []) })
    }

    /// The type a literal, an `as` cast or an initializer call writes out.
    static func literalType(_ expression: ExprSyntax) -> TypeReference? {
        let name: String
        if expression.is(StringLiteralExprSyntax.self) {
            name = "String"
        } else if expression.is(IntegerLiteralExprSyntax.self) {
            name = "Int"
        } else if expression.is(FloatLiteralExprSyntax.self) {
            name = "Double"
        } else if expression.is(BooleanLiteralExprSyntax.self) {
            name = "Bool"
        } else {
            return TypeReference.ofCast(expression) ?? TypeReference.ofInitializerCall(expression)
        }
        return .named([TypeComponent(name: name, arguments: [])])
    }

    /// Steps out through `!`, `?` and `try` (Swinject returns optionals).
    private static func outermost(_ node: Syntax) -> Syntax {
        var node = node
        while let parent = node.parent,
              parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.as(TupleExprSyntax.self)?.elements.count == 1 {
            node = parent
        }
        return node
    }

    /// The type the call's context writes out: `r.resolve() as T`, `let x: T = r.resolve()`, a parameter's default value
    /// (`init(api: Api = Locator.resolve())`), or the declared type of what returns the call's result
    /// (`func makeApi() -> Api { Locator.resolve() }`, `var api: Api { return Locator.resolve() }`).
    private static func contextType(of call: Syntax) -> TypeReference? {
        let node = outermost(call)
        if let parameter = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self) {
            return named(TypeReference(parameter.type))
        }
        if let type = returnedType(of: node) { return type }
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

    /// The declared type of the function, computed property, subscript or closure that returns a call's result: in a
    /// `return`, or as the one expression of the body. Nil when that type is not a named type (an optional's wrapped one).
    private static func returnedType(of node: Syntax) -> TypeReference? {
        var body: Syntax
        if node.parent?.is(ReturnStmtSyntax.self) == true {
            guard var current = node.parent?.parent else { return nil }
            // Up to the declaration the `return` leaves.
            while !(current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self)
                    || current.is(AccessorBlockSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(SubscriptDeclSyntax.self)
                    || current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self)) {
                guard let parent = current.parent else { return nil }
                current = parent
            }
            body = current
        } else if let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  list.count == 1, let owner = list.parent {
            // The one expression of a body: a function's (in its code block), a closure's, a getter's or a computed property's.
            body = owner.is(CodeBlockSyntax.self) ? (owner.parent ?? owner) : owner
        } else {
            return nil
        }
        if body.is(AccessorBlockSyntax.self) || body.parent?.is(AccessorDeclListSyntax.self) == true {
            // A getter's type is its property's or its subscript's.
            var current = body
            while let parent = current.parent, !parent.is(PatternBindingSyntax.self), !parent.is(SubscriptDeclSyntax.self) {
                guard !parent.is(MemberBlockSyntax.self), !parent.is(CodeBlockItemListSyntax.self) else { return nil }
                current = parent
            }
            if let accessor = body.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind != .keyword(.get) { return nil }
            if let binding = current.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation.flatMap { named(TypeReference($0.type)) } }
            if let subscriptDecl = current.parent?.as(SubscriptDeclSyntax.self) { return named(TypeReference(subscriptDecl.returnClause.type)) }
            return nil
        }
        if let function = body.as(FunctionDeclSyntax.self) { return function.signature.returnClause.flatMap { named(TypeReference($0.type)) } }
        if let closure = body.as(ClosureExprSyntax.self) { return closure.signature?.returnClause.flatMap { named(TypeReference($0.type)) } }
        if let subscriptDecl = body.as(SubscriptDeclSyntax.self) { return named(TypeReference(subscriptDecl.returnClause.type)) }
        return nil
    }

    /// A named type, or the named type an optional wraps; nil for any other shape.
    private static func named(_ type: TypeReference) -> TypeReference? {
        switch type {
        case .named: return type
        case .optional(let wrapped): if case .named = wrapped { return wrapped } else { return nil }
        default: return nil
        }
    }

    /// `vc.viewModel = r.resolve()`: the name of the property assigned, the object it is assigned on, and whether that
    /// object is `self` (`viewModel = …`, `self.viewModel = …`).
    private static func assignedProperty(of call: Syntax) -> (String, DeclReferenceExprSyntax?, Bool)? {
        let node = outermost(call)
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { Syntax($0) == node }), index == 2,
              elements[1].is(AssignmentExprSyntax.self)
        else { return nil }
        if let member = elements[0].as(MemberAccessExprSyntax.self) {
            let base = member.base?.as(DeclReferenceExprSyntax.self)
            return (member.declName.baseName.text, base, base?.baseName.text == "self")
        }
        return elements[0].as(DeclReferenceExprSyntax.self).map { ($0.baseName.text, nil, true) }
    }

    /// `Car(engine: r.resolve()!)`, `.init(engine: r.resolve())`: the initializer argument the result is passed as.
    private func initializerArguments(of call: Syntax, depth: Int = 0) -> [ArgumentHint]? {
        var node = call
        while let parent = node.parent,
              parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let initializer = list.parent?.as(FunctionCallExprSyntax.self),
              let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return nil }
        let label = argument.label?.text ?? "_"
        if var hint = ObjectTypeFinder.called(initializer, factory: factory) ?? instanceMethod(initializer) {
            hint.label = label
            hint.position = position
            return [hint]
        }
        // `Builder(dependency: .init(api: r.resolve()))`: an `.init` passed into another call is of the
        // type of the parameter it feeds.
        guard depth < 8, let member = initializer.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init",
              let outer = initializerArguments(of: Syntax(initializer), depth: depth + 1)
        else { return nil }
        return outer + [ArgumentHint(type: .named([]), label: label, position: position, isFactoryResult: true)]
    }

    /// `vc.configure(r.resolve())` on the object an `initCompleted` handler is given (a method of the type
    /// built), `self.take(…)` or `take(…)` in a type's method (one of that type's), `screen.bind(…)` on a
    /// local whose type the code tells: the instance method the call is.
    private func instanceMethod(_ call: FunctionCallExprSyntax) -> ArgumentHint? {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let base = member?.base?.as(DeclReferenceExprSyntax.self)
        // `take(…)` or `self.take(…)`: a method of the type whose method the body is.
        let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let ownMethod = called.flatMap { $0.first?.isLowercase == true ? $0 : nil }
            ?? (base?.baseName.tokenKind == .keyword(.self) ? member?.declName.baseName.text : nil)
        if let ownMethod {
            guard let enclosingType else { return nil }
            return ArgumentHint(type: .named(enclosingType.map { TypeComponent(name: $0, arguments: []) }),
                                label: "_", position: 0, method: ownMethod, onInstance: true)
        }
        guard let member, let base, base.baseName.tokenKind != .keyword(.self) else { return nil }
        let method = member.declName.baseName.text
        if let instance, base.baseName.text == instance {
            return ArgumentHint(type: .named([]), label: "_", position: 0, method: method, isFactoryResult: true, onInstance: true)
        }
        return ObjectTypeFinder.type(of: base).map { ArgumentHint(type: $0, label: "_", position: 0, method: method, onInstance: true) }
    }
}

/// The bodies of the functions a file declares, by name, gathered once per file when a factory
/// is passed by name (`register(Car.self, factory: makeCar)`).
final class NamedFunctionFinder: SyntaxVisitor {
    private(set) var bodies: [String: [CodeBlockSyntax]] = [:]

    /// Gathers the functions of the file a node is in.
    init(fileOf node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        var root = Syntax(node)
        while let parent = root.parent { root = parent }
        walk(root)
    }

    /// The body of the one function of that name, or `nil`.
    func body(of name: String) -> CodeBlockSyntax? {
        guard let found = bodies[name], found.count == 1 else { return nil }
        return found.first
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { bodies[node.name.text, default: []].append(body) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
