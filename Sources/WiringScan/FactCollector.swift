import SwiftSyntax

/// Walks one file's syntax tree once and gathers the declarations of its `SourceFacts`: types,
/// aliases, initializers, stored, typed and witnessed properties, and constants (what the type
/// index and `InitializerTable` read). SwincyBox and Swinject calls are `SwinjectCollector`'s.
///
/// Everything is kept as written (names are qualified later, when every file's types are known).
final class FactCollector: ScopeWalker {
    var facts: SourceFacts

    /// Creates a collector for one file.
    ///
    /// - Parameters:
    ///   - facts: The file's facts so far (file, module, imports).
    ///   - lines: The file's line table.
    ///   - readsBodies: Whether to walk bodies, for the types declared in them.
    init(facts: SourceFacts, lines: LineTable, readsBodies: Bool = true) {
        self.facts = facts
        super.init(lines: lines, readsBodies: readsBodies)
    }

    override func enteredType(
        keyword: DeclaredType.Keyword, inherited: InheritanceClauseSyntax?, isGeneric: Bool, at name: some SyntaxProtocol
    ) {
        let inheritedTypes = inherited?.inheritedTypes.map { TypeReference($0.type) } ?? []
        facts.types.append(DeclaredType(
            path: typePath, keyword: keyword, inherited: inheritedTypes,
            isGeneric: isGeneric, isConditional: conditionalDepth > 0, isLocal: bodyDepth > 0, line: line(name),
            genericParameters: Syntax(name).parent?.asProtocol(WithGenericParametersSyntax.self)?
                .genericParameterClause?.parameters.map { $0.name.text } ?? [],
            lastLine: Syntax(name).parent.map { lines.line(ofOffset: $0.endPositionBeforeTrailingTrivia.utf8Offset) } ?? 0))
        if let last = facts.types.last, last.lastLine >= last.line,
           inheritedTypes.contains(where: { $0.lastName == "PreviewProvider" }) {
            facts.apart.append(last.line...last.lastLine)
        }
    }

    /// `#Preview { … }`: code that is not the live graph.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { noteApart(node) }
        return .visitChildren
    }

    /// `#Preview { … }` in top-level code: code that is not the live graph.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { noteApart(node) }
        return .visitChildren
    }

    /// Notes the lines of code that is not the live graph.
    private func noteApart(_ node: some SyntaxProtocol) {
        facts.apart.append(line(node)...lines.line(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteStaticMethod(node)
        noteWitness(node)
        return super.visit(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        noteInitializer(node)
        return super.visit(node)
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        noteEnumCases(node)
        return super.visit(node)
    }

    // MARK: Members

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else { return .skipChildren }
        let name = node.name.text.withoutBackticks
        // The aliased type, read once for the alias and the witnessed property.
        lazy var value = TypeReference(node.initializer.value)
        if node.genericParameterClause == nil {
            facts.aliases.append(TypeAlias(path: typePath + [name], value: value, isConditional: conditionalDepth > 0))
        }
        guard !typePath.isEmpty else { return .skipChildren }
        if let first = name.first, first.isUppercase {
            // `typealias Reactor = R`: what a protocol's `reactor` property holds here.
            facts.witnessedProperties.append(TypedProperty(
                owner: typePath, name: first.lowercased() + name.dropFirst(), type: value))
        }
        return .skipChildren
    }

    /// `static let api = ApiProtocol.self` (or `: ApiProtocol.Type`, or a top-level `let`): a constant
    /// holding a metatype, which a registration or a resolve may pass instead of writing `T.self`.
    private func noteMetatypeConstants(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks,
                  let value = binding.initializer?.value, let type = TypeReference.ofMetatype(value)
            else { continue }
            if let annotation = binding.typeAnnotation?.type, !annotation.is(MetatypeTypeSyntax.self) { continue }
            facts.metatypeConstants.append(TypeAlias(path: typePath + [name], value: type, isConditional: conditionalDepth > 0))
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = isTypeMember(node)
        if isStatic, namedBindings(of: node).contains(where: { $0.name == "previewValue" || $0.name == "testValue" }) {
            noteApart(node)
        }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        if isLet, bodyDepth == 0, isStatic || typePath.isEmpty { noteMetatypeConstants(node) }
        let isMember = !typePath.isEmpty && bodyDepth == 0
        for binding in namedBindings(of: node) {
            // A member's written type is read once, for every list it goes in.
            let type = isMember ? binding.type.map { TypeReference($0) } : nil
            noteDeclaration(binding, type: type, isStatic: isStatic, isLet: isLet)
            guard isMember, !isStatic else { continue }
            noteStoredProperty(binding, type: type, isLet: isLet)
        }
        return .visitChildren
    }
}
