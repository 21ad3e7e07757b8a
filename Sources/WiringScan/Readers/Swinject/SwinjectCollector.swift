import SwiftSyntax

/// Walks one file's syntax tree once and gathers its `SwinjectFacts`: SwincyBox and Swinject
/// `register` calls, the boxes and containers they are made on, `register` overloads and helpers,
/// resolve helpers, functions taking a resolver, and properties filled by wrappers or resolves.
///
/// Everything is kept as written (names are qualified later, when every file's types are known).
final class SwinjectCollector: ScopeWalker {
    /// Words one of which a file must spell for its function, accessor and closure bodies to be
    /// walked (`register` calls, `resolve` calls, box and container bindings); a file that spells none
    /// is walked again when it calls a method of the app's that resolves (`SwinjectReader.resolvingCalls`).
    /// `Assembler`: the assemblies an `Assembler` lists say which targets' containers they fill.
    static let words = ["register", "resolve", "Box", "Container", "storyboardInitCompleted", "~>", "Assembler"]

    var facts = SwinjectFacts()
    /// The file, relative to the scanned root.
    let file: String
    /// The modules the file imports.
    let imports: Set<String>
    /// The names of the enclosing functions, innermost last.
    var functionNames: [String] = []
    /// The parameter names of the enclosing functions, innermost last.
    var functionParameters: [[String]] = []
    /// The names of the enclosing functions' metatype (`type: T.Type`) and generic parameters, innermost last.
    var typeParameters: [[String]] = []
    /// The enclosing functions' generic parameters no parameter takes as a metatype (`T` in
    /// `func view<T>(dataInject: T)`): callers give them only by the type of a value, innermost last.
    var inferredTypeParameters: [[String]] = []
    /// The enclosing functions' parameters taking a value of such a generic parameter (`dataInject: T?`), by
    /// parameter name, innermost last.
    var valueParameters: [[String: (typeParameter: String, slot: ValueSlot)]] = []
    /// The enclosing functions' parameters' argument labels (`nil` for an unlabelled one), innermost last.
    var argumentLabels: [[String?]] = []
    /// The argument labels of the enclosing functions' labelled parameters, by parameter name, innermost last.
    var parameterLabels: [[String: String]] = []
    /// The file's functions by name, gathered when a factory is first passed by name.
    var namedFunctions: NamedFunctionFinder?
    /// The parameters of `Container { c in … }` closures in scope, with where each container is made.
    var containerParameters: [(name: String, site: String)] = []
    /// Containers bound by `let`/`var` in each function being walked, by name: `let container = Container(parent: p)`.
    var functionContainers: [[String: String]] = []
    /// The return types of the enclosing functions as written (their last name), innermost last.
    var functionReturnTypes: [String?] = []
    /// Whether each enclosing function is a type's own (`static`, `class`), innermost last.
    var functionIsStatic: [Bool] = []
    /// Whether the enclosing extension extends `Container` or `Resolver` (where `register` overloads live).
    var extensionDepthOfContainer: Int?

    /// Creates a collector for one file.
    ///
    /// - Parameters:
    ///   - file: The file's facts so far (file, imports).
    ///   - lines: The file's line table.
    ///   - readsBodies: Whether bodies can hold anything read here (see `words`).
    init(file: SourceFacts, lines: LineTable, readsBodies: Bool = true) {
        self.file = file.file
        self.imports = file.imports
        super.init(lines: lines, readsBodies: readsBodies)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if readsBodies { noteWrapperDeclaration(node.attributes, name: node.name.text, members: node.memberBlock) }
        return super.visit(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if readsBodies { noteWrapperDeclaration(node.attributes, name: node.name.text, members: node.memberBlock) }
        return super.visit(node)
    }

    override func enteredType(
        keyword: DeclaredType.Keyword, inherited: InheritanceClauseSyntax?, isGeneric: Bool, at name: some SyntaxProtocol
    ) {
        if keyword == .extension, extensionDepthOfContainer == nil, ["Container", "Resolver"].contains(typePath.last ?? "") {
            extensionDepthOfContainer = typeDepth
            noteContainerAdoption(inherited)
        }
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if extensionDepthOfContainer == typeDepth { extensionDepthOfContainer = nil }
        super.visitPost(node)
    }

    // MARK: Bodies

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteFunction(node)
        if node.name.text == "resolve", bodyDepth == 0, !typePath.isEmpty,
           !node.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
           Self.takesTypeFirst(node.signature.parameterClause) {
            facts.resolveMethodOwners.append(typePath)
        }
        // A body whose text does not hold the word has no token `resolve`: its tokens are not gone through.
        if readsBodies, let body = node.body, SyntaxText.contains(body, "resolve"),
           body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "resolve" }) {
            facts.resolvingFunctionNames.insert(node.name.text)
            if extensionDepthOfContainer != nil, bodyDepth == 0, node.genericParameterClause != nil, node.name.text != "resolve" {
                // `extension Resolver { func get<T>(_ type: T.Type = T.self) -> T { resolve(type)! } }`: calls of it resolve.
                facts.resolveHelpers.insert(node.name.text)
            }
        }
        if readsBodies {
            noteResolverFunction(
                name: node.name.text, parameters: node.signature.parameterClause.parameters, body: node.body,
                isLocal: bodyDepth > 0, at: node.name)
        }
        return super.visit(node)
    }
    /// Whether a method's first parameter is unlabelled and takes a type (`_ key: Any.Type`, `_ type: T.Type`, `_ key: Any`),
    /// as Swinject's `resolve(_:)` does: a call `resolve(Api.self)` may be its.
    static func takesTypeFirst(_ clause: FunctionParameterClauseSyntax) -> Bool {
        guard let first = clause.parameters.first, first.firstName.tokenKind == .wildcard else { return false }
        let written = SyntaxText.trimmed(first.type)
        return written.hasSuffix(".Type") || written.hasSuffix(".Type?") || written == "Any" || written == "any Any.Type"
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        super.visitPost(node)
        functionNames.removeLast()
        functionReturnTypes.removeLast()
        functionIsStatic.removeLast()
        functionContainers.removeLast()
        functionParameters.removeLast()
        typeParameters.removeLast()
        inferredTypeParameters.removeLast()
        valueParameters.removeLast()
        argumentLabels.removeLast()
        parameterLabels.removeLast()
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if readsBodies {
            noteContainerHandOffs(node)
            noteResolverFunction(
                name: "init", parameters: node.signature.parameterClause.parameters, body: node.body,
                isLocal: bodyDepth > 0, at: node.initKeyword)
        }
        return super.visit(node)
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterContainerClosure(node)
        return super.visit(node)
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        super.visitPost(node)
        leaveContainerClosure(node)
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `Resolvers.cache` in a type's member, outside factories (whose reads `RegistrationReader` keeps).
        guard readsBodies, !typePath.isEmpty, var read = StaticPropertyRead(node, lines: lines),
              !Self.isInFactory(node, receiver: "")
        else { return .visitChildren }
        read.owner = typePath
        facts.staticReads.append(read)
        return .skipChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteAssignment(node)
        noteAssembliesAdded(node)
        noteOperatorForwarder(node)
        noteOperatorConsumerResolve(node)
        return .visitChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = isTypeMember(node)
        for binding in namedBindings(of: node) {
            noteAssemblyList(binding)
            if let value = binding.value {
                recordBinding(
                    name: binding.name, value: value, declared: binding.type.flatMap { TypeReference($0).lastName },
                    isLocal: bodyDepth > 0 && !functionNames.isEmpty)
            }
            guard !typePath.isEmpty else {
                // `func boot() { @Inject var api: Api }`: a local of a free function is that function's read; one in
                // top-level code is no type's or function's (said at the build, when its wrapper resolves).
                noteWrappedAttributes(node, binding: binding, function: functionNames.first)
                continue
            }
            if bodyDepth > 0 {
                // `@Inject var api: Api` as a local of a member's body: the type resolves it as it runs.
                noteWrappedAttributes(node, binding: binding)
                continue
            }
            guard !isStatic else {
                noteStaticResolvingProperty(binding)
                continue
            }
            noteWrappedProperty(node, binding: binding)
        }
        // In a file that spells none of `words`, a value holds nothing read here: a call or
        // assignment it could hold is read only when it names a box, a container or `register`.
        return readsBodies ? .visitChildren : .skipChildren
    }

    /// Notes variables bound to boxes and containers.
    ///
    /// A `let` or `var` in a function (`isLocal`) is that function's own container: registrations on
    /// its name there are its, and it is named after the function (`Type.build.container`).
    func recordBinding(name: String, value: ExprSyntax, declared: String? = nil, isLocal: Bool = false) {
        var expression = value
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        let line = line(call)
        // `let container: Container = .init()`.
        let implicit = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
            $0.base == nil && $0.declName.baseName.text == "init" ? declared : nil
        }
        if let called = implicit ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch called {
            case "Box" where call.arguments.isEmpty:
                facts.bindings.append(ContainerBinding(name: name, origin: .root, line: line, site: site(of: call)))
            case "Container":
                let function = isLocal ? functionNames.last.map { [$0] } ?? [] : []
                facts.bindings.append(ContainerBinding(
                    name: name, origin: Self.containerOrigin(call), line: line, site: site(of: call),
                    owner: (typePath + function + [name]).joined(separator: "."), defaultLife: Self.defaultScope(call)))
                if isLocal, !functionContainers.isEmpty { functionContainers[functionContainers.count - 1][name] = site(of: call) }
            default: break
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["newChildBox", "childBox"].contains(member.declName.baseName.text), let base = member.base,
                  let key = call.arguments.first(where: { $0.label?.text == "forKey" }),
                  case .literal(let text) = FactCollector.writtenString(key.expression) {
            facts.bindings.append(ContainerBinding(
                name: name, origin: .childBox(parent: SwinjectCollector.receiverName(base), key: text), line: line, site: site(of: call)))
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called: String
        var receiver: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            called = member.declName.baseName.text
            receiver = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            called = reference.baseName.text
        } else {
            return .visitChildren
        }
        // `extension Assembler { func setUp() { apply(assemblies: list) } }`: the extended `Assembler` applies them.
        let inAssembler = typePath == ["Assembler"] || typePath == ["Swinject", "Assembler"]
        if let list = AssemblerList(node, called: called, receiver: receiver, inAssembler: inAssembler, line: line(node)) {
            facts.assemblerLists.append(list)
        }
        if called == "assemble", receiver.flatMap(Self.bareName) != "self", receiver?.is(SuperExprSyntax.self) != true,
           let list = AssemblerList(assembling: node, receiver: receiver, outer: assemblingOwnParameter(node), line: line(node)) {
            facts.assemblerLists.append(list)
        }
        if ["append", "insert"].contains(called), let receiver, let name = AssemblerList.boundName(receiver),
           let first = node.arguments.first {
            // `assemblies.append(A())`, `assemblies.append(contentsOf: [B()])`: what `Assembler(assemblies)` lists.
            noteAssemblies(first.expression, addedTo: name, single: first.label == nil)
        }
        switch called {
        case "resolver":
            // Boundaries' `resolver(for: X.self)`: read by `BoundariesReader`, never a registration helper.
            break
        case "register", "_register", "autoregister", "storyboardInitCompleted", "registerForStoryboard":
            readRegistration(node, called: called, receiver: receiver)
        default:
            // `registerSingleton(Car.self) { r in … }`: a call of an app's helper that forwards to `register`.
            if readsBodies { readHelperCall(node, called: called, receiver: receiver) }
            // `resolver.resolve(Api.self)` outside factories, through an app's type that forwards to a container.
            noteContainerSelfCall(called: called, receiver: receiver)
            if let receiver {
                noteConsumerResolve(node, called: called, receiver: receiver)
                noteMemberCall(node, called: called, receiver: receiver)
            } else {
                noteImplicitSelfResolve(node, called: called)
            }
            if readsBodies {
                noteValueCall(node, called: called)
                noteInitializerCall(node)
                noteContainerPassingCall(node, called: called, receiver: receiver)
            }
        }
        return .visitChildren
    }
}
