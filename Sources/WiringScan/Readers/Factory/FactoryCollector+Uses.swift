import SwiftSyntax

extension FactoryCollector {
    /// `@Injected(\.x)`, `@LazyInjected(\Custom.x)`, … on a property.
    func visitWrapper(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let wrapper = SyntaxText.trimmed(node.attributeName)
        let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
        let keyPath = argument.flatMap(ReaderSyntax.keyPath)
        // Factory 1.x names a static registration: `@Injected(Container.api)`.
        let staticMember = keyPath == nil ? argument.flatMap(Self.staticRegistration) : nil
        let path = keyPath ?? staticMember
        // Another wrapper with a key path or a static registration may be an alias of Factory's
        // (`typealias Inject = Injected`): the build decides.
        guard Self.wrappers.contains(wrapper) || (keyPath != nil && wrapper != "Dependency") || staticMember != nil
        else { return .skipChildren }
        let site = ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)
        guard let path else {
            if site.context == nil {
                facts.warnings.append(ScanWarning(
                    .notRead, place: .init(file: file, line: line(node)),
                    message: "\(SyntaxText.trimmed(node)) does not name its registration as a key path; no edge"))
            }
            return .skipChildren
        }
        let call = FactoryFacts.Call(container: path.root ?? "Container", name: path.name, line: line(node))
        facts.uses.append(.init(call: call, site: site, wrapper: wrapper, member: Self.instanceMember(enclosing: node), holds: true))
        return .skipChildren
    }

    /// `Container.api` or `App.Services.api`: a lowercase member of a capitalised type path, not `.self`.
    static func staticRegistration(_ expression: ExprSyntax) -> (root: String?, name: String)? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base, let root = ReaderSyntax.typePathText(base),
              let first = member.declName.baseName.text.first, first.isLowercase, member.declName.baseName.text != "self"
        else { return nil }
        return (root, member.declName.baseName.text)
    }

    /// `Container.shared.x()`, `Other.shared.x.resolve()`, `resolve(\.x)`, and `….x.register { … }` overrides.
    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "resolve",
           let argument = node.arguments.first?.expression, let path = ReaderSyntax.keyPath(argument) {
            let call = FactoryFacts.Call(container: path.root ?? "Container", name: path.name, line: line(node))
            facts.uses.append(.init(
                call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts),
                member: Self.instanceMember(enclosing: node)))
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
           node.trailingClosure != nil || node.arguments.last?.expression.is(ClosureExprSyntax.self) == true,
           let registered = member.base {
            var container: String?
            var name: String?
            if let factory = registered.as(MemberAccessExprSyntax.self), let base = factory.base {
                name = factory.declName.baseName.text
                if let shared = base.as(MemberAccessExprSyntax.self), shared.declName.baseName.text == "shared" {
                    container = shared.base.map(SyntaxText.trimmed)
                } else if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                    container = reference.baseName.text
                } else if base.is(DeclReferenceExprSyntax.self), SyntaxText.trimmed(base) == "self" {
                    container = ReaderSyntax.typePath(of: node).last
                }
            } else if let reference = registered.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                // `x.register { … }` in a container's own member (`extension Container: AutoRegistering { func autoRegister() }`).
                name = reference.baseName.text
                container = ReaderSyntax.typePath(of: node).last
            }
            if let container, let name {
                let call = FactoryFacts.Call(container: container, name: name, line: line(node))
                facts.overrides.append(.init(call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)))
            }
            return .visitChildren
        }
        guard var call = Self.target(of: node, line: line(node)) else { return .visitChildren }
        // A parameter or local holding a container: `init(container: Container)`, `let c = Other.shared`.
        if let holder = call.holder, let type = scopes.reversed().lazy.compactMap({ $0[holder] }).first {
            call.container = type
            call.holder = nil
        }
        // `self.x()` outside a registration is a method of the type, not a registration.
        guard call.container != nil || call.holder != nil else { return .visitChildren }
        let use = FactoryFacts.Use(
            call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts),
            member: Self.instanceMember(enclosing: node), holds: Self.isStoredValue(node))
        if call.holder != nil { heldUses.append(use) } else { facts.uses.append(use) }
        return .visitChildren
    }

    /// Whether a call is the value a type's stored property starts with (`let c = Container.shared.factory()`).
    static func isStoredValue(_ node: FunctionCallExprSyntax) -> Bool {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return declaration.parent?.is(MemberBlockItemSyntax.self) == true
    }
}
