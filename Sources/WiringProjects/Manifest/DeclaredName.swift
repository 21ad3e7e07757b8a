import SwiftSyntax

extension TokenSyntax {
    /// The name an identifier token gives, without the backticks that quote a keyword used as a
    /// name: `` static let `default` `` declares what `.default` reads. Any other token gives its text.
    package var declaredName: String {
        identifier?.name ?? text
    }
}
