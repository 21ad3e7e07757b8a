import SwiftSyntax

/// The names among some that a body calls Swinject's `resolve` on with a type written first
/// (`s.resolve(Api.self)`, `s.resolve(Api.self, name: "x")`, `s.resolve(Api.self, argument: 1)`): what a
/// factory's resolver is used as, whatever the name of the type its parameter is declared with.
final class ResolvingReceivers: SyntaxVisitor {
    private let candidates: Set<String>
    private(set) var found: Set<String> = []

    private init(_ candidates: Set<String>) {
        self.candidates = candidates
        super.init(viewMode: .sourceAccurate)
    }

    /// The names among `candidates` that `body` resolves a written type from.
    ///
    /// - Parameters:
    ///   - candidates: The names to look for (a function's parameters).
    ///   - body: The body that may use them.
    /// - Returns: Those used as a resolver; empty when the body spells no `resolve`.
    static func names(_ candidates: Set<String>, in body: some SyntaxProtocol) -> Set<String> {
        // A body whose bytes do not hold the word whole (`resolved()` does not) has no token `resolve`.
        guard body.syntaxTextBytes.withUnsafeBufferPointer({ ByteSearch.containsWord($0, "resolve") }),
              body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "resolve" })
        else { return [] }
        let finder = ResolvingReceivers(candidates)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "resolve",
              let base = member.base, let root = ResolverHandOffFinder.stripped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              candidates.contains(root),
              let first = node.arguments.first, first.label == nil, TypeReference.ofMetatype(first.expression) != nil
        else { return .visitChildren }
        found.insert(root)
        return .visitChildren
    }

    /// A nested function's parameters are its own (closures are walked: their bodies use the function's names).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
