import SwiftSyntax

/// The loop a registration's key comes from: `for name in ["a", "b"] { c.register(X.self, name: name) { … } }`,
/// `["a", "b"].forEach { c.register(X.self, name: "api.\($0)") { … } }` registers once per element.
struct KeyLoop: Sendable, Hashable {
    /// What the loop runs over.
    enum Elements: Sendable, Hashable {
        /// A literal list of strings: the keys themselves.
        case values([String])
        /// `for host in Host.allCases` with the key `host.rawValue`: the raw values of the enum's cases.
        case cases(of: String)
        /// A loop over anything else (`for name in names`), as written, to say what was not read.
        case unread(String)
    }

    var elements: Elements
    /// The key's literal text around each use of the loop variable (`"api.\(name)"` → `["api.", ""]`);
    /// `["", ""]` when the key is the variable itself.
    var pieces: [String] = ["", ""]
    /// Where the loop starts (its offset in the file), to tell a registration's loop from another.
    var loop = 0

    /// The key for one element of the loop.
    func key(for element: String) -> String { pieces.joined(separator: element) }

    /// The loop whose variable the key is, or `nil` when the key is no loop's variable.
    ///
    /// - Parameters:
    ///   - key: The key's expression (`name`, `host.rawValue`, `"api.\(name)"`).
    ///   - node: The registering call.
    init?(key: ExprSyntax, around node: some SyntaxProtocol) {
        let (use, pieces) = Self.uses(in: key)
        self.pieces = pieces
        var parent = node.parent
        while let current = parent {
            defer { parent = current.parent }
            guard let (variable, sequence) = Self.loop(current) else { continue }
            loop = current.positionAfterSkippingLeadingTrivia.utf8Offset
            if use == variable, let list = sequence.as(ArrayExprSyntax.self) {
                let written = list.elements.map { FactCollector.writtenString($0.expression) }
                let values = written.compactMap { if case .literal(let value) = $0 { value } else { nil } }
                elements = values.count == written.count && !values.isEmpty ? .values(values) : .unread(SyntaxText.trimmed(sequence))
                return
            }
            if use == variable + ".rawValue", let member = sequence.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "allCases", let base = member.base {
                elements = .cases(of: SyntaxText.trimmed(base))
                return
            }
            if use == variable || use.hasPrefix(variable + ".") {
                elements = .unread(SyntaxText.trimmed(sequence))
                return
            }
        }
        return nil
    }

    /// A `for` loop's variable and sequence, or a `forEach` closure's parameter (`$0` when it names
    /// none) and the sequence `forEach` is called on.
    private static func loop(_ node: Syntax) -> (variable: String, sequence: ExprSyntax)? {
        if let loop = node.as(ForStmtSyntax.self), let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (variable, loop.sequence)
        }
        guard let closure = node.as(ClosureExprSyntax.self) else { return nil }
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "forEach", let sequence = member.base
        else { return nil }
        switch closure.signature?.parameterClause {
        case nil: return ("$0", sequence)
        case .simpleInput(let names)?:
            guard names.count == 1, let name = names.first?.name.text else { return nil }
            return (name, sequence)
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let name = clause.parameters.first?.firstName.text else { return nil }
            return (name, sequence)
        }
    }

    /// The one expression a key is made of and the literal text around each of its uses: `name` →
    /// (`name`, `["", ""]`); `"api.\(name)-\(name)"` → (`name`, `["api.", "-", ""]`). A literal that
    /// interpolates anything else, or two different expressions, is one use of its own text.
    private static func uses(in key: ExprSyntax) -> (use: String, pieces: [String]) {
        let whole = (SyntaxText.trimmed(key), ["", ""])
        guard let literal = key.as(StringLiteralExprSyntax.self), literal.openingPounds == nil else { return whole }
        var pieces = [""]
        var use: String?
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                guard !plain.content.text.contains("\\") else { return whole }
                pieces[pieces.count - 1] += plain.content.text
                continue
            }
            guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                  let only = interpolated.expressions.first, only.label == nil
            else { return whole }
            let text = SyntaxText.trimmed(only.expression)
            guard use == nil || use == text else { return whole }
            use = text
            pieces.append("")
        }
        guard let use else { return whole }
        return (use, pieces)
    }
}
