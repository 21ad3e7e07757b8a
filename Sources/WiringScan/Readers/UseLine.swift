import SwiftSyntax

extension LineTable {
    /// The line of the name that makes a use: the called name of a call (`.resolve` on its own line in
    /// `assembler.resolver\n.resolve(Api.self)`), the member of a member access (`.api` in
    /// `Container.shared\n.api`), an operator's token (`~>`); else the line the node starts on.
    ///
    /// Every framework reader places its registrations, resolves and reads by this one rule, so that a
    /// use written over several lines is placed where its name is, whichever framework reads it.
    func line(ofUse node: some SyntaxProtocol) -> Int {
        line(ofOffset: Self.nameToken(of: Syntax(node)).positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The token that names a use, or the node itself when it has none of its own.
    private static func nameToken(of node: Syntax) -> Syntax {
        if let call = node.as(FunctionCallExprSyntax.self) { return nameToken(of: Syntax(call.calledExpression)) }
        if let call = node.as(SubscriptCallExprSyntax.self) { return nameToken(of: Syntax(call.calledExpression)) }
        if let member = node.as(MemberAccessExprSyntax.self) { return Syntax(member.declName.baseName) }
        if let generic = node.as(GenericSpecializationExprSyntax.self) { return nameToken(of: Syntax(generic.expression)) }
        if let infix = node.as(InfixOperatorExprSyntax.self) { return Syntax(infix.operator) }
        return node
    }
}
