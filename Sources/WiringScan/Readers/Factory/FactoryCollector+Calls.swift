import SwiftSyntax

extension FactoryCollector {
    /// Names on a registration that are Factory's own API, not another registration.
    static let factoryMembers: Set<String> = ["resolve", "callAsFunction", "shared", "register", "reset", "manager"]

    /// The registrations a closure or body calls and the properties it reads, with local aliases of
    /// containers followed (`let c = self`, `let c = Other.shared`).
    ///
    /// - Parameters:
    ///   - syntax: A factory closure, or a helper's body.
    ///   - lines: The file's line table.
    ///   - implicit: Whether names written without `self.` count (a helper's body: `api()`, `api`).
    /// - Returns: The calls and reads, in source order.
    static func calls(in syntax: Syntax, lines: LineTable, implicit: Bool = false) -> [FactoryFacts.Call] {
        var aliases: [String: String?] = [:]
        var found: [FactoryFacts.Call] = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var),
               let declaration = token.parent?.as(VariableDeclSyntax.self), let binding = declaration.bindings.first,
               let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                if let reference = value.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                    aliases[alias] = .some(nil)
                } else if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared",
                          let base = member.base {
                    aliases[alias] = .some(SyntaxText.trimmed(base) == "Self" ? nil : SyntaxText.trimmed(base))
                }
                continue
            }
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                let line = lines.line(ofUse: access)
                guard !factoryMembers.contains(name), var call = target(of: access, aliases: aliases, line: line) else { continue }
                call.isRead = !isCalled(access)
                found.append(call)
            } else if implicit, name.first?.isLowercase == true, aliases[name] == nil {
                // `api()` or `api` in a helper's body: a member of the helper's own type, or a local.
                let line = lines.line(ofUse: reference)
                var call = FactoryFacts.Call(container: nil, name: name, line: line, isImplicit: true)
                if let invoked = reference.parent?.as(FunctionCallExprSyntax.self), invoked.calledExpression.id == reference.id {
                    call.isRead = false
                } else {
                    call.isRead = true
                }
                found.append(call)
            }
        }
        return found
    }

    /// Whether `x` in `base.x` is called: `base.x()`, `base.x(p)`, `base.x.resolve()`, `base.x.callAsFunction()`.
    static func isCalled(_ access: MemberAccessExprSyntax) -> Bool {
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id { return true }
        if let outer = access.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == access.id,
           ["resolve", "callAsFunction"].contains(outer.declName.baseName.text),
           let call = outer.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == outer.id {
            return true
        }
        return false
    }

    /// The registration a call makes: `self.x()`, `X.shared.x()`, `alias.x.resolve()`, `X.x()`,
    /// `holder.x()`, `self.holder.x()`.
    static func target(of call: FunctionCallExprSyntax, aliases: [String: String?] = [:], line: Int = 0) -> FactoryFacts.Call? {
        guard var member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if ["resolve", "callAsFunction"].contains(member.declName.baseName.text), let inner = member.base?.as(MemberAccessExprSyntax.self) {
            member = inner
        }
        return target(of: member, aliases: aliases, line: line)
    }

    /// What `base.x` names: a registration (or helper) `x` of the container `base` is, or of a holder.
    static func target(of member: MemberAccessExprSyntax, aliases: [String: String?], line: Int) -> FactoryFacts.Call? {
        guard let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) || text == "Self" { return .init(container: nil, name: name, line: line) }
            if let alias = aliases[text] { return .init(container: alias, name: name, line: line) }
            if text.first?.isUppercase == true { return .init(container: text, name: name, line: line) }
            return .init(container: nil, name: name, line: line, holder: text)
        }
        guard let inner = base.as(MemberAccessExprSyntax.self), let innerBase = inner.base else { return nil }
        let innerName = inner.declName.baseName.text
        if innerName == "shared" {
            let type = SyntaxText.trimmed(innerBase)
            return .init(container: type == "Self" ? nil : type, name: name, line: line)
        }
        // `self.container.x()`: a holder read through `self`.
        if innerBase.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), innerName.first?.isLowercase == true {
            return .init(container: nil, name: name, line: line, holder: innerName)
        }
        return nil
    }
}
