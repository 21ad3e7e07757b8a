import SwiftSyntax

extension FactoryCollector {
    /// `@Injected(\.x)`, `@LazyInjected(\Custom.x)`, … on a property.
    func visitWrapper(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let wrapper = node.attributeName.trimmedDescription
        let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
        let path = argument.flatMap(ReaderSyntax.keyPath)
        // Another wrapper with a key path may be an alias of Factory's (`typealias Inject = Injected`): the build decides.
        guard Self.wrappers.contains(wrapper) || (path != nil && wrapper != "Dependency") else { return .skipChildren }
        let site = ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)
        guard let path else {
            if site.context == nil {
                facts.warnings.append(ScanWarning(
                    place: .init(file: file, line: line(node)),
                    message: "not read: \(node.trimmedDescription) does not name its registration as a key path; no edge"))
            }
            return .skipChildren
        }
        let call = FactoryFacts.Call(container: path.root ?? "Container", name: path.name, line: line(node))
        facts.uses.append(.init(call: call, site: site, wrapper: wrapper))
        return .skipChildren
    }

    /// `Container.shared.x()`, `Other.shared.x.resolve()`, `resolve(\.x)`, and `….x.register { … }` overrides.
    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "resolve",
           let argument = node.arguments.first?.expression, let path = ReaderSyntax.keyPath(argument) {
            let call = FactoryFacts.Call(container: path.root ?? "Container", name: path.name, line: line(node))
            facts.uses.append(.init(call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)))
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
           node.trailingClosure != nil || node.arguments.last?.expression.is(ClosureExprSyntax.self) == true,
           let factory = member.base?.as(MemberAccessExprSyntax.self), let base = factory.base {
            var container: String?
            if let shared = base.as(MemberAccessExprSyntax.self), shared.declName.baseName.text == "shared" {
                container = shared.base?.trimmedDescription
            } else if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                container = reference.baseName.text
            }
            if let container {
                let call = FactoryFacts.Call(container: container, name: factory.declName.baseName.text, line: line(node))
                facts.overrides.append(.init(call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)))
            }
            return .visitChildren
        }
        guard let call = Self.target(of: node, line: line(node)), call.container != nil else { return .visitChildren }
        facts.uses.append(.init(call: call, site: ReaderSyntax.site(of: node, members: [], contexts: Self.contexts)))
        return .visitChildren
    }
}
