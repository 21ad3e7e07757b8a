import SwiftSyntax

/// Walks one file for Boundaries: the `Dependencies`, `Subboundaries` and `PluginAdaptee` aliases,
/// the `InputPort` properties and the `resolver(for:)` calls, each with the type path it is written in.
///
/// The type path is kept by `ScopeWalker`, as the scan's declaration index keeps it (extensions push
/// the extended type's names), so that owners are looked up in the type index the same way. Bodies
/// need walking only for `resolver(for:)` calls (`BoundariesReader.collector(bytes:file:lines:)`).
final class BoundariesCollector: ScopeWalker {
    var facts = BoundariesFacts()

    // MARK: Members

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0, !typePath.isEmpty else { return .skipChildren }
        let name = node.name.text.withoutBackticks
        let conditional = conditionalDepth > 0
        switch name {
        case "Dependencies", "Subboundaries":
            facts.lists.append(BoundaryListAlias(
                owner: typePath, role: name == "Dependencies" ? .dependencies : .subboundaries,
                entries: listEntries(node.initializer.value), line: line(node.name), isConditional: conditional))
        case "PluginAdaptee":
            facts.adaptees.append(AdapteeAlias(
                owner: typePath, plugin: TypeReference(node.initializer.value), line: line(node.name),
                isConditional: conditional))
        default:
            break
        }
        return .skipChildren
    }

    /// The entries of `BoundaryList.Add<A>.Add<B>` (or `AnyBoundaryList<A, B, Empty…>`), or `nil` for another form.
    private func listEntries(_ type: TypeSyntax) -> [BoundaryListEntry]? {
        // `.Add<X>` nests to the left: collect the entries walking down, then start from the base.
        var added: [BoundaryListEntry] = []
        var current = type
        while let member = current.as(MemberTypeSyntax.self), member.name.text == "Add" {
            guard let arguments = member.genericArgumentClause?.arguments, arguments.count == 1,
                  let listed = arguments.first?.typeArgument
            else { return nil }
            added.append(BoundaryListEntry(type: TypeReference(listed), line: line(listed)))
            current = member.baseType
        }
        guard let base = baseListEntries(current) else { return nil }
        return base + added.reversed()
    }

    /// The entries of the list an `.Add` chain starts from.
    private func baseListEntries(_ type: TypeSyntax) -> [BoundaryListEntry]? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            switch identifier.name.text {
            case "BoundaryList", "Empty": return identifier.genericArgumentClause == nil ? [] : nil
            case "AnyBoundaryList": return anyListEntries(identifier.genericArgumentClause)
            default: return nil
            }
        }
        if let member = type.as(MemberTypeSyntax.self), SyntaxText.trimmed(member.baseType) == "Boundaries" {
            switch member.name.text {
            case "BoundaryList", "Empty": return member.genericArgumentClause == nil ? [] : nil
            case "AnyBoundaryList": return anyListEntries(member.genericArgumentClause)
            default: return nil
            }
        }
        return nil
    }

    private func anyListEntries(_ clause: GenericArgumentClauseSyntax?) -> [BoundaryListEntry]? {
        guard let clause else { return nil }
        var entries: [BoundaryListEntry] = []
        for argument in clause.arguments {
            guard let listed = argument.typeArgument else { return nil }
            let reference = TypeReference(listed)
            if reference.lastName == "Empty" { continue }
            entries.append(BoundaryListEntry(type: reference, line: line(listed)))
        }
        return entries
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !typePath.isEmpty, bodyDepth == 0, !isTypeMember(node) else { return .visitChildren }
        let isLazy = node.modifiers.contains { $0.name.text == "lazy" }
        for binding in namedBindings(of: node) { recordPort(binding, isLazy: isLazy) }
        return .visitChildren
    }

    /// Whether a written type's last name is `InputPort` (`InputPort<X>`, `Boundaries.InputPort<X>`, attributes
    /// or parentheses around it), the name `TypeReference` would give it: a property of any other type is no port.
    private static func namesInputPort(_ type: TypeSyntax) -> Bool {
        var type = type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else {
                break
            }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text.withoutBackticks == "InputPort" }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text.withoutBackticks == "InputPort" }
        return false
    }

    private func recordPort(_ binding: NamedBinding, isLazy: Bool) {
        var interface: TypeReference?
        if let written = binding.type {
            // Only a type named `InputPort` is a port: any other is not made into a reference.
            guard Self.namesInputPort(written), case .named(let components) = TypeReference(written), let last = components.last,
                  last.name == "InputPort", last.arguments.count == 1,
                  components.count == 1 || (components.count == 2 && components[0].name == "Boundaries")
            else { return }
            interface = last.arguments[0]
        } else {
            // `lazy var port = makeInputPort(implementation: Thing())`: the interface is the argument's type.
            guard let call = binding.value?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "makeInputPort"
            else { return }
            if let argument = call.arguments.first?.expression {
                interface = TypeReference.ofCast(argument) ?? TypeReference.ofInitializerCall(argument)
            }
        }
        let origin: PortOrigin
        if let accessors = binding.syntax.accessorBlock?.accessors {
            switch accessors {
            case .getter: origin = .computed
            case .accessors(let list):
                let observers = list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                origin = observers ? .stored : .computed
            }
        } else {
            origin = isLazy ? .lazy : .stored
        }
        facts.ports.append(PortProperty(
            owner: typePath, name: binding.name, interface: interface, origin: origin, line: line(binding.syntax.pattern),
            isConditional: conditionalDepth > 0))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if called == "resolver", !typePath.isEmpty, let argument = node.arguments.first, argument.label?.text == "for",
           let target = TypeReference.ofMetatype(argument.expression) {
            facts.resolverCalls.append(ResolverCall(owner: typePath, target: target, line: line(node)))
        }
        return .visitChildren
    }
}
