import SwiftSyntax

/// Walks one file's syntax tree once for several `ScopeWalker`s, as if each walked it alone.
///
/// Each walker gets the `visit` and `visitPost` calls its own walk would give it, in the same
/// order, for the node kinds a `ScopeWalker` reads (the ones forwarded below). Where a walker
/// answers `.skipChildren`, it gets nothing more below that node until the node's `visitPost`;
/// the others go on. A subtree every walker skips (function bodies in a file where no walker reads
/// them) is not walked at all. A walk costs about as much as the number of nodes and tokens it
/// passes, whatever the walker does at each, so one walk for the declarations and the readers of
/// a file instead of one each saves all but one pass over the tree.
///
/// A `ScopeWalker` subclass must override only the node kinds forwarded here: a kind left out
/// reaches the walker's own `walk` but not a shared one (`SharedWalkTests` compares the two).
final class SharedWalk: SyntaxVisitor {
    private let walkers: [ScopeWalker]
    /// For each walker, the node below which it skips, or `nil` while it reads.
    private var skipping: [SyntaxIdentifier?]
    /// How many walkers read the current node.
    private var reading: Int

    /// Creates a walk for the given walkers.
    ///
    /// - Parameter walkers: The walkers, called in this order at each node.
    init(_ walkers: [ScopeWalker]) {
        self.walkers = walkers
        // Each variable declaration's bindings are worked out by the first walker to ask, and read by the others.
        let memo = BindingMemo()
        for walker in walkers { walker.bindingMemo = memo }
        skipping = Array(repeating: nil, count: walkers.count)
        reading = walkers.count
        super.init(viewMode: .sourceAccurate)
    }

    /// Gives the node to every walker still reading; the walk goes below it while one reads on.
    @inline(__always)
    private func enter(_ node: some SyntaxProtocol, _ visit: (ScopeWalker) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        for index in walkers.indices where skipping[index] == nil {
            if visit(walkers[index]) == .skipChildren {
                skipping[index] = node.id
                reading -= 1
            }
        }
        return reading == 0 ? .skipChildren : .visitChildren
    }

    /// Ends the node for every walker that read it, and lets the walkers that skipped below it read again.
    @inline(__always)
    private func leave(_ node: some SyntaxProtocol, _ visitPost: (ScopeWalker) -> Void) {
        guard reading < walkers.count else {
            for walker in walkers { visitPost(walker) }
            return
        }
        let id = node.id
        for index in walkers.indices {
            if let skipped = skipping[index] {
                guard skipped == id else { continue }
                skipping[index] = nil
                reading += 1
            }
            visitPost(walkers[index])
        }
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) { $0.visitPost(node) } }

    // MARK: Bodies and conditions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: AccessorBlockSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ClosureExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: IfConfigDeclSyntax) { leave(node) { $0.visitPost(node) } }

    // MARK: Members, expressions

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: ImportDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: EnumCaseDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: TypeAliasDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: MacroExpansionExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: SequenceExprSyntax) { leave(node) { $0.visitPost(node) } }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { enter(node) { $0.visit(node) } }
    override func visitPost(_ node: MemberAccessExprSyntax) { leave(node) { $0.visitPost(node) } }
}
