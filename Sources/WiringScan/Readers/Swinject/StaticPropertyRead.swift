import SwiftSyntax

/// A read of a static property in a factory (`uc.cache = Resolvers.cache`): when the property's initial value
/// resolves from a container (`static let cache = Core.assembler.resolver.resolve(Cache.self)`), the factory
/// depends on what it resolves.
struct StaticPropertyRead: Sendable, Hashable {
    /// The type the property is read on, as written (`Resolvers`).
    var type: TypeReference
    /// The property's name.
    var name: String
    /// Where it is read.
    var line: Int
    /// The read as written, for messages.
    var text: String

    /// The reads of a type's lowercase member that are not called (`Resolvers.cache`, not `Resolvers.make()`) in
    /// a factory's statements, nested closures included.
    static func reads(in statements: CodeBlockItemListSyntax, lines: LineTable) -> [StaticPropertyRead] {
        let finder = Finder(lines: lines)
        finder.walk(statements)
        return finder.reads
    }

    private final class Finder: SyntaxVisitor {
        let lines: LineTable
        var reads: [StaticPropertyRead] = []

        init(lines: LineTable) {
            self.lines = lines
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            guard name != "self", name != "init", name.first?.isLowercase == true, let base = node.base,
                  base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                  case .named(let owner)? = TypeReference(expression: base),
                  owner.allSatisfy({ $0.name.first?.isUppercase == true })
            else { return .visitChildren }
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
            reads.append(StaticPropertyRead(
                type: .named(owner), name: name, line: lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset),
                text: SyntaxText.trimmed(node)))
            return .skipChildren
        }
    }
}
