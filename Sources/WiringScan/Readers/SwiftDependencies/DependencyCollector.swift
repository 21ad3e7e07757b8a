import SwiftSyntax

/// Walks one file for swift-dependencies declarations and reads.
final class DependencyCollector: SyntaxVisitor {
    static let valueMembers: Set<String> = ["liveValue", "testValue", "previewValue"]
    static let contexts: [String: String] = [
        "testValue": "test", "previewValue": "preview", "withDependencies": "override", "dependency": "override",
        "dependencies": "override", "prepareDependencies": "override", "#Preview": "preview", ":PreviewProvider": "preview",
    ]

    let file: String
    let lines: LineTable
    var facts = DependencyFacts()

    init(file: String, lines: LineTable) {
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    private func notRead(_ node: some SyntaxProtocol, _ message: String) {
        facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message: message))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteKeyType(Syntax(node))
        guard ReaderSyntax.lastName(SyntaxText.trimmed(node.extendedType)) == "DependencyValues" else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }),
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  binding.accessorBlock != nil
            else { continue }
            guard let type = binding.typeAnnotation?.type else {
                notRead(variable, "DependencyValues.\(name) has no written type; it is not a dependency of the scan")
                continue
            }
            guard let key = Self.subscriptKey(binding.accessorBlock!) else {
                notRead(variable, "DependencyValues.\(name) does not return self[Key.self]; it is not a dependency of the scan")
                continue
            }
            facts.keys.append(.init(
                name: name, valueType: TypeReference(type), keyType: key,
                context: ReaderSyntax.typePath(of: node), line: line(binding.pattern)))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { noteKeyType(Syntax(node)); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { noteKeyType(Syntax(node)); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { noteKeyType(Syntax(node)); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { noteKeyType(Syntax(node)); return .visitChildren }

    private func noteKeyType(_ syntax: Syntax) {
        guard ReaderSyntax.inherited(syntax).contains(where: { $0.hasSuffix("DependencyKey") }) else { return }
        facts.keyTypes.append((ReaderSyntax.typePath(of: syntax) + (ReaderSyntax.typeName(syntax) ?? []), line(syntax)))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "static" }),
           let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           Self.valueMembers.contains(name) {
            let binding = node.bindings.first!
            let owner = ReaderSyntax.typePath(of: node)
            let valueType = binding.typeAnnotation.map { ReaderSyntax.lastName(SyntaxText.trimmed($0.type)) }
            let body = binding.initializer.map { Syntax($0.value) } ?? binding.accessorBlock.map { Syntax($0) }
            facts.values.append(.init(
                owner: owner, member: name, line: line(binding.pattern),
                references: body.map { Self.memberReferences(in: $0, owner: owner.last ?? "", valueType: valueType) } ?? []))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let written = SyntaxText.trimmed(node.attributeName)
        let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
        // Another attribute naming a key path or a type may be an alias of `Dependency` (`typealias Dep = Dependency`):
        // the build decides. SwiftUI's `@Environment(\.x)` is never one.
        let wrapper: String? = written == "Dependency" ? nil : written
        guard wrapper == nil || (written.first?.isUppercase == true && written != "Environment"
            && !written.contains(".") && argument.map({ ReaderSyntax.keyPath($0) != nil || TypeReference.ofMetatype($0) != nil }) == true)
        else { return .skipChildren }
        let site = ReaderSyntax.site(of: node, members: Self.valueMembers, contexts: Self.contexts)
        let member = Self.staticMember(enclosing: node)
        if let argument, let path = ReaderSyntax.keyPath(argument) {
            facts.reads.append(.init(target: .key(path.name), site: site, line: line(node), member: member, wrapper: wrapper))
        } else if let argument, let type = TypeReference.ofMetatype(argument) {
            facts.reads.append(.init(target: .type(type), site: site, line: line(node), member: member, wrapper: wrapper))
        } else if site.context == nil {
            notRead(node, "\(SyntaxText.trimmed(node)) names its dependency neither as \\.key nor as Type.self; no edge")
        }
        return .skipChildren
    }

    /// `ApiKey.liveValue`, or `.liveValue` passed to an initializer, inside a static member of a type in live code: a
    /// value made from another key's live value. `Self.liveValue` is the type's own.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "liveValue", let member = Self.staticMember(enclosing: node),
              ReaderSyntax.site(of: node, members: Self.valueMembers, contexts: Self.contexts).context == nil
        else { return .visitChildren }
        let owner = ReaderSyntax.typePath(of: node)
        let target: DependencyFacts.LiveRead.Target
        if let base = node.base {
            guard let written = ReaderSyntax.typePathText(base), written != "Self" else { return .visitChildren }
            target = .type(.named(written.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) }))
        } else {
            target = Self.argumentHint(of: node, owner: owner).map { .argument($0) } ?? .unwritten
        }
        facts.liveReads.append(.init(target: target, owner: owner, member: member, line: line(node)))
        return .visitChildren
    }

    /// `storage:` of `Tracker(storage: .liveValue)`: the argument an expression is passed as, to an initializer of a type
    /// written there (`Self(…)` is the owner's).
    static func argumentHint(of node: MemberAccessExprSyntax, owner: [String]) -> ArgumentHint? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              let index = list.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        let called = SyntaxText.trimmed(call.calledExpression)
        let type = called == "Self" || called == "Self.init"
            ? .named(owner.map { TypeComponent(name: $0, arguments: []) }) : TypeReference.ofInitializerCall(ExprSyntax(call))
        guard let type, !owner.isEmpty else { return nil }
        return ArgumentHint(type: type, label: argument.label?.text ?? "_", position: list.distance(from: list.startIndex, to: index))
    }

    /// The closures of `withDependencies { … }`, `prepareDependencies { … }`,
    /// `transformDependency(\.self) { … }` and a store's `withDependencies:` that assign keys, in app code.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = ReaderSyntax.calleeName(node)
        var closures: [ClosureExprSyntax] = []
        if name == "withDependencies" || name == "prepareDependencies" {
            if let first = node.arguments.first?.expression.as(ClosureExprSyntax.self) {
                closures.append(first)
            } else if let trailing = node.trailingClosure {
                closures.append(trailing)
            }
        }
        // `AppReducer().transformDependency(\.self) { $0.database = … }` in a root store.
        if name == "transformDependency", node.arguments.first.map({ SyntaxText.trimmed($0.expression) }) == "\\.self",
           let trailing = node.trailingClosure {
            closures.append(trailing)
        }
        closures += node.arguments.compactMap { $0.label?.text == "withDependencies" ? $0.expression.as(ClosureExprSyntax.self) : nil }
        closures += node.additionalTrailingClosures.filter { $0.label.text == "withDependencies" }.map(\.closure)
        guard !closures.isEmpty, Self.isAppRoot(node, name: name),
              ReaderSyntax.site(of: node, members: Self.valueMembers, contexts: Self.contexts).context == nil
        else { return .visitChildren }
        for closure in closures {
            let parameter: String
            switch closure.signature?.parameterClause {
            case .simpleInput(let list)?: parameter = list.first?.name.text ?? "$0"
            case .parameterClause(let clause)?: parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
            case nil: parameter = "$0"
            }
            for item in closure.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                      let key = Self.installedKey(Array(sequence.elements)[0], parameter: parameter)
                else { continue }
                let value = Array(sequence.elements)[2]
                facts.installs.append((key, line(sequence), InstalledValueReads.keys(in: value, parameter: parameter)))
            }
        }
        return .visitChildren
    }

    /// Whether a call installs dependencies for the whole app: a root `Store(…) { … } withDependencies:`,
    /// or a call inside the `@main` type, a SwiftUI `App` or an app delegate, or at a file's top level.
    private static func isAppRoot(_ call: FunctionCallExprSyntax, name: String?) -> Bool {
        if name == "Store" { return true }
        var current = call.parent
        while let syntax = current {
            if let declaration = syntax.asProtocol(WithAttributesSyntax.self), ReaderSyntax.typeName(syntax) != nil {
                let isMain = declaration.attributes.contains { $0.as(AttributeSyntax.self).map { SyntaxText.trimmed($0.attributeName) } == "main" }
                let inherited = ReaderSyntax.inherited(syntax)
                let named = ReaderSyntax.typeName(syntax)?.last ?? ""
                return isMain || inherited.contains("App") || inherited.contains("UIApplicationDelegate")
                    || inherited.contains("NSApplicationDelegate") || named.hasSuffix("AppDelegate")
            }
            current = syntax.parent
        }
        return true
    }

    /// `apiClient` in `$0.apiClient = …` or `$0.apiClient.fetch = …`.
    private static func installedKey(_ target: ExprSyntax, parameter: String) -> String? {
        var current = target
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return member.declName.baseName.text }
            current = base
        }
        return nil
    }

    /// `K` in a getter returning `self[K.self]`.
    static func subscriptKey(_ accessors: AccessorBlockSyntax) -> String? {
        for token in accessors.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
            guard let subscriptCall = token.parent?.parent?.as(SubscriptCallExprSyntax.self),
                  let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.tokenKind == .keyword(.self), let base = argument.base
            else { continue }
            return SyntaxText.trimmed(base)
        }
        return nil
    }
}
