import SwiftSyntax

/// A syntax walk that knows where it is: the enclosing type path, how many function, accessor or
/// closure bodies and how many `#if` blocks enclose the current node.
///
/// `FactCollector` (declarations), `SwinjectCollector` (registrations) and `BoundariesCollector`
/// walk a file this way, so that the names they record are qualified by the same rules. Subclasses override the
/// `visit` methods they need and call `super`, noting what they record before it (at the depth
/// outside the node). In a scan they walk a file together, in one `SharedWalk`: a subclass reads
/// only the node kinds that walk forwards (the ones overridden here, `FunctionCallExprSyntax` and
/// `SequenceExprSyntax`); adding another means forwarding it there too.
class ScopeWalker: SyntaxVisitor {
    let lines: LineTable
    /// The enclosing type (or extended type) names, outermost first.
    var typePath: [String] = []
    /// How many names each open type or extension pushed.
    private var pushed: [Int] = []
    /// How many function, accessor or closure bodies enclose the current node.
    var bodyDepth = 0
    /// How many `#if` blocks enclose the current node.
    var conditionalDepth = 0
    /// Whether function, accessor and closure bodies are walked; when not, they are skipped (they
    /// are most of a file's syntax), and so are the types declared inside them.
    let readsBodies: Bool

    /// Creates a walk of one file.
    ///
    /// - Parameters:
    ///   - lines: The file's line table.
    ///   - readsBodies: Whether to walk function, accessor and closure bodies.
    init(lines: LineTable, readsBodies: Bool) {
        self.lines = lines
        self.readsBodies = readsBodies
        super.init(viewMode: .sourceAccurate)
    }

    /// The line a node starts on.
    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    /// How many types and extensions are open.
    var typeDepth: Int { pushed.count }

    /// Called when a type or extension is entered, with `typePath` already its own path.
    ///
    /// - Parameters:
    ///   - keyword: `class`, `struct`, …; `extension` for an extension.
    ///   - inherited: The inheritance clause.
    ///   - isGeneric: Whether the type has generic parameters (or the extension a `where` clause).
    ///   - name: The name's token, or the extended type.
    func enteredType(
        keyword: DeclaredType.Keyword, inherited: InheritanceClauseSyntax?, isGeneric: Bool, at name: some SyntaxProtocol
    ) {}

    // MARK: Types

    private func enterType(
        _ token: TokenSyntax, keyword: DeclaredType.Keyword, inherited: InheritanceClauseSyntax?, generic: Bool
    ) {
        typePath.append(token.text.withoutBackticks)
        pushed.append(1)
        enteredType(keyword: keyword, inherited: inherited, isGeneric: generic, at: token)
    }

    private func leaveType() {
        let count = pushed.popLast() ?? 0
        typePath.removeLast(min(count, typePath.count))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, keyword: .class, inherited: node.inheritanceClause, generic: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
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
        typePath += names
        pushed.append(names.count)
        enteredType(
            keyword: .extension, inherited: node.inheritanceClause, isGeneric: node.genericWhereClause != nil, at: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    // MARK: Bodies and conditions

    private func enterBody() -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return readsBodies ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: DeinitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: SubscriptDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { conditionalDepth += 1; return .visitChildren }
    override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }

    // MARK: Variables

    /// One name a variable declaration binds (`let a: A = x, b = y` binds two), with what is written for it.
    struct NamedBinding {
        /// The name, without backticks.
        let name: String
        /// The binding: its type annotation, initializer and accessors.
        let syntax: PatternBindingSyntax
        /// The written type (`A` in `let a: A`), if any.
        var type: TypeSyntax? { syntax.typeAnnotation?.type }
        /// The initial value (`x` in `let a = x`), if any.
        var value: ExprSyntax? { syntax.initializer?.value }
    }

    /// The bindings of the declaration last asked about; the walkers of one `SharedWalk` share it.
    var bindingMemo = BindingMemo()

    /// The bindings of a variable declaration that name one variable each; a tuple pattern
    /// (`let (a, b) = pair`) or `_` names none. Worked out once per declaration for all the walkers
    /// of a `SharedWalk`, which ask for it in turn.
    func namedBindings(of node: VariableDeclSyntax) -> [NamedBinding] {
        bindingMemo.bindings(of: node)
    }

    /// Whether a declaration belongs to its type rather than to an instance (`static` or `class`).
    func isTypeMember(_ node: some WithModifiersSyntax) -> Bool {
        node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The named bindings of the variable declaration last asked about, so that the walkers of one
/// `SharedWalk`, each given the same declaration in turn, work them out once (`let a: A = x, b = y`
/// binds two names; each is a `String` made from its token, and each binding a syntax node made
/// from the tree's arena, per walker without this).
final class BindingMemo {
    private var node: SyntaxIdentifier?
    private var bindings: [ScopeWalker.NamedBinding] = []

    /// The bindings of `node` that name one variable each; a tuple pattern (`let (a, b) = pair`) or
    /// `_` names none. Kept until another declaration is asked about.
    func bindings(of node: VariableDeclSyntax) -> [ScopeWalker.NamedBinding] {
        let id = node.id
        if self.node == id { return bindings }
        bindings = node.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map {
                ScopeWalker.NamedBinding(name: $0.identifier.text.withoutBackticks, syntax: binding)
            }
        }
        self.node = id
        return bindings
    }
}
