import SwiftSyntax

extension FactoryCollector {
    /// A computed property or method of a class or extension: a helper when its body calls
    /// registrations (read by the build only for containers); a property holding a container: a
    /// holder; a local holding one: an entry of the innermost scope.
    func noteMember(_ node: VariableDeclSyntax, binding: PatternBindingSyntax, name: String) {
        guard let item = node.parent?.as(MemberBlockItemSyntax.self) else {
            // A local: `let c = Other.shared`, `let c: Other = …`.
            if !scopes.isEmpty, let type = Self.heldType(binding) { scopes[scopes.count - 1][name] = type }
            return
        }
        guard !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        else { return }
        let owner = ReaderSyntax.typePath(of: node)
        if let block = binding.accessorBlock, Self.isClassMember(item) {
            helperBodies.append((owner, name, Syntax(block), line(binding.pattern)))
        }
        if let type = Self.heldType(binding) {
            facts.holders.append(.init(owner: owner, name: name, type: type))
        } else if let use = heldRegistration(node, binding: binding) {
            facts.holders.append(.init(owner: owner, name: name, use: use))
        }
    }

    /// Ends the walk: keeps the helpers of the types the file makes containers of (a `SharedContainer`
    /// class, `Container`, a type with registrations here), and the calls through properties the
    /// file declares as holders.
    func finish() {
        var containers: Set<String> = ["Container"]
        for container in facts.containers where container.isContainer { containers.insert(container.path.last ?? "") }
        for registration in facts.registrations { containers.insert(registration.container.last ?? "") }
        for helper in facts.helpers { containers.insert(helper.container.last ?? "") }
        for (owner, name, body, line) in helperBodies where containers.contains(owner.last ?? "") {
            let calls = Self.calls(in: body, lines: lines, implicit: true)
            if !calls.isEmpty { facts.helpers.append(.init(container: owner, name: name, calls: calls, line: line)) }
        }
        helperBodies = []
        let held = Set(facts.holders.map { $0.owner.joined(separator: ".") + "\u{0}" + $0.name })
        facts.uses += heldUses.filter { use in
            guard case .type(let path) = use.site.owner, let holder = use.call.holder else { return false }
            return held.contains(path.joined(separator: ".") + "\u{0}" + holder)
        }
        heldUses = []
    }

    /// A method of a class or extension that calls registrations is a helper; its parameters
    /// holding containers are a scope.
    func enterFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let item = node.parent?.as(MemberBlockItemSyntax.self), Self.isClassMember(item), let body = node.body,
           !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            helperBodies.append((ReaderSyntax.typePath(of: node), node.name.text, Syntax(body), line(node.name)))
        }
        scopes.append(Self.heldParameters(node.signature.parameterClause))
        return .visitChildren
    }

    /// An initializer's parameters holding containers are a scope (`init(container: Container = .shared)`).
    func enterInitializer(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Self.heldParameters(node.signature.parameterClause))
        return .visitChildren
    }

    /// `name: Type` for each parameter with a plain written type.
    static func heldParameters(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var held: [String: String] = [:]
        for parameter in clause.parameters {
            guard let type = plainType(parameter.type) else { continue }
            held[(parameter.secondName ?? parameter.firstName).text] = type
        }
        return held
    }

    /// The type a binding holds when written or made plainly: `: Other`, `= Other.shared`, `= Other()`.
    static func heldType(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return plainType(annotation.type) }
        var value = binding.initializer?.value
        if value == nil, let block = binding.accessorBlock, case .getter(let items) = block.accessors, items.count == 1 {
            value = items.first?.item.as(ExprSyntax.self)
        }
        if let member = value?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared",
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        if let call = value?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true {
            return callee.baseName.text
        }
        return nil
    }

    /// The last name of a plainly written type (`Other`, `App.Other`, `Other?`), else `nil`.
    static func plainType(_ type: TypeSyntax) -> String? {
        var reference = TypeReference(type)
        if case .optional(let wrapped) = reference { reference = wrapped }
        guard let components = reference.components, components.last?.arguments.isEmpty == true,
              let last = components.last?.name, last.first?.isUppercase == true else { return nil }
        return last
    }

    /// The registration a stored property's value comes from: `@Injected(\.factory) var factory`,
    /// `let c = Container.shared.factory()`.
    private func heldRegistration(_ node: VariableDeclSyntax, binding: PatternBindingSyntax) -> FactoryFacts.Call? {
        for attribute in node.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), SyntaxText.trimmed(attribute.attributeName) != "Dependency",
                  let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression,
                  let path = ReaderSyntax.keyPath(argument) else { continue }
            return .init(container: path.root ?? "Container", name: path.name, line: line(attribute))
        }
        if binding.accessorBlock == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let target = Self.target(of: call, line: line(call)), target.container != nil {
            return target
        }
        return nil
    }

    /// Whether a member belongs to a class or an extension (a container is a class).
    static func isClassMember(_ item: MemberBlockItemSyntax) -> Bool {
        guard let declaration = item.parent?.parent?.parent else { return false }
        return declaration.is(ClassDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self)
    }

    /// The instance property, method or initializer of a type a node sits in (`init` for an initializer).
    static func instanceMember(enclosing node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if ReaderSyntax.typeName(syntax) != nil { return nil }
            if syntax.parent?.is(MemberBlockItemSyntax.self) == true {
                if let variable = syntax.as(VariableDeclSyntax.self) {
                    return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
                if syntax.is(InitializerDeclSyntax.self) { return "init" }
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// `Other.shared.repo`, `self.repo`, `repo`: the registration a forwarding `Factory` property returns.
    func forwardedFactory(_ expression: ExprSyntax) -> FactoryFacts.Call? {
        let line = line(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return Self.target(of: member, aliases: [:], line: line)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return .init(container: nil, name: reference.baseName.text, line: line, isImplicit: true)
        }
        return nil
    }
}
