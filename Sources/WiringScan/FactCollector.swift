import SwiftSyntax

/// Walks one file's syntax tree once and gathers its `SourceFacts`.
///
/// Only declarations and calls the graph needs are recorded; everything is kept as written
/// (names are qualified later, when every file's types are known).
final class FactCollector: SyntaxVisitor {
    var facts: SourceFacts
    let lines: LineTable
    /// The enclosing type (or extended type) names, outermost first.
    var typePath: [String] = []
    /// The names of the enclosing functions, innermost last.
    var functionNames: [String] = []
    /// The parameter names of the enclosing functions, innermost last.
    var functionParameters: [[String]] = []
    /// The file's functions by name, gathered when a factory is first passed by name.
    var namedFunctions: NamedFunctionFinder?
    /// The parameters of `Container { c in … }` closures in scope, with where each container is made.
    var containerParameters: [(name: String, site: String)] = []
    /// Containers bound by `let`/`var` in each function being walked, by name: `let container = Container(parent: p)`.
    var functionContainers: [[String: String]] = []
    /// Whether the enclosing extension extends `Container` or `Resolver` (where `register` overloads live).
    var extensionDepthOfContainer: Int?
    /// How many names each open type or extension pushed.
    private var pushed: [Int] = []
    /// How many function, accessor or closure bodies enclose the current node.
    var bodyDepth = 0
    /// How many `#if` blocks enclose the current node.
    var conditionalDepth = 0
    /// Whether function, accessor and closure bodies can hold anything the scan reads
    /// (`register` calls, `resolver(for:)` calls, box and container bindings). When the file
    /// never spells those names, bodies are skipped: they are most of a file's syntax.
    let readsBodies: Bool

    /// Creates a collector for one file.
    ///
    /// - Parameters:
    ///   - facts: The file's facts so far (file, module, imports).
    ///   - lines: The file's line table.
    init(facts: SourceFacts, lines: LineTable, readsBodies: Bool = true) {
        self.facts = facts
        self.lines = lines
        self.readsBodies = readsBodies
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // MARK: Types

    private func enterType(
        _ token: TokenSyntax, keyword: DeclaredType.Keyword, inherited: InheritanceClauseSyntax?, generic: Bool
    ) {
        let name = token.text.withoutBackticks
        facts.types.append(DeclaredType(
            path: typePath + [name], keyword: keyword,
            inherited: inherited?.inheritedTypes.map { TypeReference($0.type) } ?? [],
            isGeneric: generic, isConditional: conditionalDepth > 0, isLocal: bodyDepth > 0, line: line(token)))
        typePath.append(name)
        pushed.append(1)
    }

    private func leaveType() {
        let count = pushed.popLast() ?? 0
        typePath.removeLast(min(count, typePath.count))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if readsBodies { noteWrapperDeclaration(node.attributes, name: node.name.text, members: node.memberBlock) }
        enterType(node.name, keyword: .class, inherited: node.inheritanceClause, generic: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if readsBodies { noteWrapperDeclaration(node.attributes, name: node.name.text, members: node.memberBlock) }
        enterType(node.name, keyword: .struct, inherited: node.inheritanceClause, generic: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, keyword: .enum, inherited: node.inheritanceClause, generic: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, keyword: .actor, inherited: node.inheritanceClause, generic: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, keyword: .protocol, inherited: node.inheritanceClause, generic: false)
        return .skipChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .named(let components) = TypeReference(node.extendedType) else {
            pushed.append(0)
            return .skipChildren
        }
        let names = components.map(\.name)
        facts.types.append(DeclaredType(
            path: typePath + names, keyword: .extension,
            inherited: node.inheritanceClause?.inheritedTypes.map { TypeReference($0.type) } ?? [],
            isGeneric: node.genericWhereClause != nil, isConditional: conditionalDepth > 0, isLocal: bodyDepth > 0,
            line: line(node.extendedType)))
        typePath += names
        pushed.append(names.count)
        if extensionDepthOfContainer == nil, ["Container", "Resolver"].contains(names.last ?? "") {
            extensionDepthOfContainer = pushed.count
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if extensionDepthOfContainer == pushed.count { extensionDepthOfContainer = nil }
        leaveType()
    }

    // MARK: Bodies and conditions

    private func enterBody() -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return readsBodies ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteFunction(node)
        noteWitness(node)
        if readsBodies, node.body?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "resolve" }) == true {
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
        return enterBody()
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        bodyDepth -= 1
        functionNames.removeLast()
        functionContainers.removeLast()
        functionParameters.removeLast()
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        noteInitializer(node)
        if readsBodies {
            noteResolverFunction(
                name: "init", parameters: node.signature.parameterClause.parameters, body: node.body,
                isLocal: bodyDepth > 0, at: node.initKeyword)
        }
        return enterBody()
    }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: DeinitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: SubscriptDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enterContainerClosure(node)
        return enterBody()
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        bodyDepth -= 1
        leaveContainerClosure(node)
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteAssignment(node)
        return .visitChildren
    }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        noteEnumCases(node)
        return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else { return .skipChildren }
        let name = node.name.text.withoutBackticks
        if node.genericParameterClause == nil {
            facts.aliases.append(TypeAlias(
                path: typePath + [name], value: TypeReference(node.initializer.value), isConditional: conditionalDepth > 0))
        }
        guard !typePath.isEmpty else { return .skipChildren }
        if let first = name.first, first.isUppercase {
            // `typealias Reactor = R`: what a protocol's `reactor` property holds here.
            facts.witnessedProperties.append(TypedProperty(
                owner: typePath, name: first.lowercased() + name.dropFirst(), type: TypeReference(node.initializer.value)))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text.withoutBackticks
            if let value = binding.initializer?.value {
                recordBinding(
                    name: name, value: value, declared: binding.typeAnnotation.flatMap { TypeReference($0.type).lastName },
                    isLocal: bodyDepth > 0 && !functionNames.isEmpty)
            }
            noteDeclaration(node, binding: binding, name: name, isStatic: isStatic)
            guard !typePath.isEmpty, bodyDepth == 0, !isStatic else { continue }
            noteStoredProperty(binding, name: name, isLet: node.bindingSpecifier.tokenKind == .keyword(.let))
        }
        return .visitChildren
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
                    owner: (typePath + function + [name]).joined(separator: ".")))
                if isLocal, !functionContainers.isEmpty { functionContainers[functionContainers.count - 1][name] = site(of: call) }
            default: break
            }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["newChildBox", "childBox"].contains(member.declName.baseName.text), let base = member.base,
                  let key = call.arguments.first(where: { $0.label?.text == "forKey" }),
                  case .literal(let text) = Self.writtenString(key.expression) {
            facts.bindings.append(ContainerBinding(
                name: name, origin: .childBox(parent: Self.receiverName(base), key: text), line: line, site: site(of: call)))
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
        switch called {
        case "resolver":
            // Boundaries' `resolver(for: X.self)`: read by `BoundariesReader`, never a registration helper.
            break
        case "register", "autoregister", "storyboardInitCompleted", "registerForStoryboard":
            readRegistration(node, called: called, receiver: receiver)
        default:
            // `registerSingleton(Car.self) { r in … }`: a call of an app's helper that forwards to `register`.
            if readsBodies, let first = node.arguments.first, first.label == nil,
               node.trailingClosure != nil || node.arguments.last?.expression.is(ClosureExprSyntax.self) == true,
               TypeReference.ofMetatype(first.expression) != nil {
                readRegistration(node, called: called, receiver: receiver, helper: true)
            }
        }
        return .visitChildren
    }
}
