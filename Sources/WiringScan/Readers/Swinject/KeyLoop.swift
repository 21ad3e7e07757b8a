import SwiftSyntax

/// The loop a registration's key comes from: `for name in ["a", "b"] { c.register(X.self, name: name) { … } }`
/// registers once per element.
enum KeyLoop: Sendable, Hashable {
    /// A literal list of strings: the keys themselves.
    case values([String])
    /// `for host in Host.allCases` with the key `host.rawValue`: the raw values of the enum's cases.
    case cases(of: String)
    /// A loop over anything else (`for name in names`), as written, to say what was not read.
    case unread(String)

    /// The loop whose variable the key is, or `nil` when the key is no loop's variable.
    ///
    /// - Parameters:
    ///   - key: The key as written (`name`, `host.rawValue`).
    ///   - node: The registering call.
    init?(key: String, around node: some SyntaxProtocol) {
        var parent = node.parent
        while let current = parent {
            defer { parent = current.parent }
            guard let loop = current.as(ForStmtSyntax.self),
                  let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let sequence = loop.sequence
            if key == variable, let list = sequence.as(ArrayExprSyntax.self) {
                let written = list.elements.map { FactCollector.writtenString($0.expression) }
                let values = written.compactMap { if case .literal(let value) = $0 { value } else { nil } }
                self = values.count == written.count && !values.isEmpty ? .values(values) : .unread(sequence.trimmedDescription)
                return
            }
            if key == variable + ".rawValue", let member = sequence.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "allCases", let base = member.base {
                self = .cases(of: base.trimmedDescription)
                return
            }
            if key == variable || key.hasPrefix(variable + ".") {
                self = .unread(sequence.trimmedDescription)
                return
            }
        }
        return nil
    }
}
