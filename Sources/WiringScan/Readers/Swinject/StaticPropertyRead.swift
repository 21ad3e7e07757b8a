import SwiftSyntax

/// A read of a static property in a factory (`uc.cache = Resolvers.cache`), or in a type's member outside factories
/// (`Resolvers.cache.clear()` in a view's method): when the property's initial value resolves from a container
/// (`static let cache = Core.assembler.resolver.resolve(Cache.self)`), the factory, or the reading type, depends on
/// what it resolves.
struct StaticPropertyRead: Sendable, Hashable {
    /// The type the property is read on, as written (`Resolvers`).
    var type: TypeReference
    /// The property's name.
    var name: String
    /// Where it is read.
    var line: Int
    /// The read as written, for messages.
    var text: String
    /// The type path whose member reads it, as written, for a read outside factories; empty in a factory.
    var owner: MemberOwner = []

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
            guard let read = StaticPropertyRead(node, lines: lines) else { return .visitChildren }
            reads.append(read)
            return .skipChildren
        }
    }
}

extension StaticPropertyRead {
    /// The read a member access is when it reads a type's lowercase member and is not called (`Resolvers.cache`,
    /// `App.Resolvers.cache`, not `Resolvers.make()` nor `api.cache`); `nil` otherwise.
    init?(_ node: MemberAccessExprSyntax, lines: LineTable) {
        let name = node.declName.baseName.text
        guard name != "self", name != "init", name.first?.isLowercase == true, let base = node.base else { return nil }
        // The name just before the property's is the owner's last (`self.cache`, `api.cache` have a lowercase one):
        // told before the owner is made.
        let last: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            last = reference.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self) {
            last = member.declName.baseName.text
        } else {
            return nil
        }
        guard last.withoutBackticks.first?.isUppercase == true,
              case .named(let owner)? = TypeReference(expression: base),
              owner.allSatisfy({ $0.name.first?.isUppercase == true })
        else { return nil }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return nil }
        self.init(
            type: .named(owner), name: name, line: lines.line(ofUse: node),
            text: SyntaxText.trimmed(node))
    }
}
