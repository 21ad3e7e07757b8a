import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

/// A node's trimmed text read from its bytes: the text swift-syntax's `trimmedDescription` gives.
@Suite("Trimmed syntax text")
struct SyntaxTextTests {
    /// Every expression, type and token of a file: each one's trimmed text must be swift-syntax's.
    private final class Everything: SyntaxAnyVisitor {
        var nodes: [Syntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if node.is(ExprSyntax.self) || node.is(TypeSyntax.self) || node.is(TokenSyntax.self) { nodes.append(node) }
            return .visitChildren
        }
    }

    private func nodes(of source: String) -> [Syntax] {
        let everything = Everything()
        everything.walk(Parser.parse(source: source))
        return everything.nodes
    }

    @Test("Comments and line breaks around a node are left out; those inside are kept")
    func triviaAroundIsLeftOut() throws {
        let file = Parser.parse(source: "let x =   /* before */ App.shared\n  .container /* inside */ .child!  // after\n")
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        let value = try #require(binding.initializer?.value)
        #expect(SyntaxText.trimmed(value) == "App.shared\n  .container /* inside */ .child!")
        #expect(SyntaxText.trimmed(value) == value.trimmedDescription)
    }

    @Test("Every node of ASCII, non-ASCII and unparsable source reads as trimmedDescription")
    func sameAsSwiftSyntax() {
        let sources = [
            """
            // A comment.
            final class Assembly {
                let remote = Container(parent: root)   // trailing
                func assemble(_ c: Container) {
                    c.register(Api.self) { r in Api(session: r.resolve(Session.self)!, cache: (r ~> Cache.self)) }
                    resolverFor(id)?.resolve([String: Int].self, name: "x")?.start()
                }
                var factory: Factory<(Int, String) -> Void> { self { { _, _ in } }.singleton }
            }
            """,
            "let caf\u{E9} = Caf\u{E9}(n\u{E4}me: \"e\u{301}\") /* \u{1F1EB}\u{1F1F7} */\nlet x: Dictionary<String, [Caf\u{E9}?]> = [:]",
            "func broken( { let = (1, \nstruct S { var a: Int = ( }",
            "let cr = f(a,\r\n\tb)\r\n",
        ]
        for source in sources {
            for node in nodes(of: source) {
                #expect(SyntaxText.trimmed(node) == node.trimmedDescription, "\(node.kind)")
            }
        }
    }
}
