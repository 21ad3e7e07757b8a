import SwiftSyntax

/// Walks one file for Needle: classes, protocols, and each class or extension member's reads and
/// the components it builds.
final class NeedleCollector: SyntaxVisitor {
    let lines: LineTable
    var facts = NeedleFacts()

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { TypeReference($0.type) }
        facts.classes.append(.init(
            path: ReaderSyntax.typePath(of: node) + [node.name.text], superclass: superclass,
            generics: node.genericParameterClause?.parameters.map(\.name.text) ?? [], line: line(node.name)))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var properties: [(name: String, type: TypeReference?, line: Int)] = []
        for item in node.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append((name.withoutBackticks, binding.typeAnnotation.map { TypeReference($0.type) }, line(binding.pattern)))
            }
        }
        facts.protocols.append(.init(
            path: ReaderSyntax.typePath(of: node) + [node.name.text],
            inherited: node.inheritanceClause?.inheritedTypes.map { TypeReference($0.type) } ?? [],
            properties: properties, line: line(node.name)))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            // A global variable: its type as written, cast or built where it is declared.
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation.map({ TypeReference($0.type) })
                        ?? binding.initializer.flatMap({ WrittenTypes.castType($0.value) ?? WrittenTypes.ofValue($0.value) })
                else { continue }
                facts.globals.append((name.withoutBackticks, type, line(binding.pattern)))
            }
            return .visitChildren
        }
        guard let owner = Self.owner(of: node), !Self.isStatic(node.modifiers) else {
            if let holder = Self.holder(of: node), !Self.isStatic(node.modifiers) {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let body = binding.accessorBlock.map(Syntax.init) ?? binding.initializer.map({ Syntax($0.value) })
                    else { continue }
                    addHolderMember(owner: holder, name: name.withoutBackticks, body: body, at: binding.pattern, isMethod: false)
                }
            }
            return .visitChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let body: Syntax?
            var life: String?
            switch binding.accessorBlock?.accessors {
            case .getter(let items): body = Syntax(items)
            case .accessors(let accessors):
                if let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" }) {
                    body = getter.body.map(Syntax.init)
                } else {
                    // Only observers (`didSet`): a stored property.
                    body = binding.initializer.map { Syntax($0.value) }
                    life = Self.storedLife(node.modifiers)
                }
            case nil:
                body = binding.initializer.map { Syntax($0.value) }
                life = Self.storedLife(node.modifiers)
            }
            // A stored property set in an initializer provides its value as a computed one does.
            guard let body = body ?? binding.typeAnnotation.map({ Syntax($0.type) }) else { continue }
            // A stored property with no written type (`let cache = Cache()`) has the type its initializer call makes.
            let type = binding.typeAnnotation.map { TypeReference($0.type) }
                ?? (life == nil ? nil : binding.initializer.flatMap { TypeReference.ofInitializerCall($0.value) })
            addMember(
                owner: owner, name: name.withoutBackticks, key: name.withoutBackticks,
                type: type, isMethod: false, modifiers: node.modifiers,
                body: body, at: binding.pattern, life: life)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = Self.owner(of: node), !Self.isStatic(node.modifiers), let body = node.body else {
            if let holder = Self.holder(of: node), !Self.isStatic(node.modifiers), let body = node.body {
                addHolderMember(
                    owner: holder, name: node.name.text, body: Syntax(body), at: node.name, parameters: Syntax(node.signature),
                    type: node.signature.returnClause.map { TypeReference($0.type) })
            }
            return .visitChildren
        }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        var type = node.signature.returnClause.map { TypeReference($0.type) }
        if type == .named([TypeComponent(name: "Void", arguments: [])]) || type == .tuple([]) { type = nil }
        addMember(
            owner: owner, name: node.name.text, key: node.name.text + "(" + labels + ")", type: type, isMethod: true,
            modifiers: node.modifiers, body: Syntax(body), at: node.name, parameters: Syntax(node.signature))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = Self.owner(of: node), let body = node.body else {
            if let holder = Self.holder(of: node), let body = node.body {
                addHolderMember(owner: holder, name: "init", body: Syntax(body), at: node.initKeyword, parameters: Syntax(node.signature))
            }
            return .visitChildren
        }
        addMember(
            owner: owner, name: "init", key: "init", type: nil, isMethod: true, modifiers: node.modifiers, body: Syntax(body),
            at: node.initKeyword, parameters: Syntax(node.signature))
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let construction = BodyReader.construction(node, line: line(node)) {
            facts.outside.append((ReaderSyntax.typePath(of: node), construction))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = BodyReader.access(node, line: line(node)) {
            facts.outsideAccesses.append((
                ReaderSyntax.site(of: node, members: [], contexts: [:]).owner, ReaderSyntax.typePath(of: node), access))
        }
        return .visitChildren
    }

    private func addMember(
        owner: [String], name: String, key: String, type: TypeReference?, isMethod: Bool, modifiers: DeclModifierListSyntax,
        body: Syntax, at place: some SyntaxProtocol, parameters: Syntax? = nil, life: String? = nil
    ) {
        let reader = BodyReader(lines: lines)
        if let parameters { reader.walk(parameters) }
        reader.walk(body)
        facts.members.append(.init(
            owner: owner, name: name, key: key, type: type, isMethod: isMethod,
            isPrivate: modifiers.contains { ["private", "fileprivate"].contains($0.name.text) },
            life: life ?? (Self.isShared(body) ? "shared" : "unique"), reads: reader.reads.filter { $0.base != .own || $0.isSelfMember || !reader.bound.contains($0.name) } + reader.shadowedReads,
            constructions: reader.constructions, accesses: reader.accesses, handOffs: reader.handOffs,
            stores: parameters.map(Self.stores) ?? [:], parameterNames: parameters.map(Self.parameterNames) ?? [:],
            line: line(place)))
    }

    /// A member of a struct, enum or actor: kept for the values it hands on to other types' initializers, for an
    /// initializer, the properties it stores its parameters in, and for a method, its written return type; its reads
    /// stay the file's reads outside members.
    private func addHolderMember(
        owner: [String], name: String, body: Syntax, at place: some SyntaxProtocol, parameters: Syntax? = nil,
        type: TypeReference? = nil, isMethod: Bool = true
    ) {
        let reader = BodyReader(lines: lines)
        reader.walk(body)
        guard !reader.handOffs.isEmpty || name == "init" || type != nil else { return }
        facts.holders.append(.init(
            owner: owner, name: name, key: name, type: type, isMethod: isMethod, isPrivate: false, life: "unique", reads: [],
            constructions: [], handOffs: reader.handOffs, stores: parameters.map(Self.stores) ?? [:],
            parameterNames: parameters.map(Self.parameterNames) ?? [:], line: line(place)))
    }

    /// For an initializer, each labelled parameter's name inside its body, by label.
    static func parameterNames(_ signature: Syntax) -> [String: String] {
        guard let initializer = signature.parent?.as(InitializerDeclSyntax.self) else { return [:] }
        var names: [String: String] = [:]
        for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
            names[parameter.firstName.text.withoutBackticks] = (parameter.secondName ?? parameter.firstName).text.withoutBackticks
        }
        return names
    }

    /// For an initializer, the stored property each labelled parameter is assigned to in its body
    /// (`init(dependency: D) { self.dependency = dependency }`), by label.
    static func stores(_ signature: Syntax) -> [String: String] {
        guard let initializer = signature.parent?.as(InitializerDeclSyntax.self), let body = initializer.body else { return [:] }
        var labels: [String: String] = [:]
        for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
            labels[(parameter.secondName ?? parameter.firstName).text.withoutBackticks] = parameter.firstName.text.withoutBackticks
        }
        var stores: [String: String] = [:]
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let parts = Array(sequence.elements)
            guard parts[1].is(AssignmentExprSyntax.self),
                  let target = parts[0].as(MemberAccessExprSyntax.self),
                  target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  let name = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text.withoutBackticks,
                  let label = labels[name], stores[label] == nil
            else { continue }
            stores[label] = target.declName.baseName.text.withoutBackticks
        }
        return stores
    }

    /// The class or extension path a declaration is a member of, or `nil`.
    static func owner(of node: some SyntaxProtocol) -> [String]? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let holder = block.parent else { return nil }
        guard holder.is(ClassDeclSyntax.self) || holder.is(ExtensionDeclSyntax.self), let name = ReaderSyntax.typeName(holder)
        else { return nil }
        return ReaderSyntax.typePath(of: holder) + name
    }

    /// The path of the struct, enum or actor whose body declares a member (one that may hold a component's value
    /// handed to it and hand it on); `nil` for any other declaration.
    static func holder(of node: some SyntaxProtocol) -> [String]? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let holder = block.parent else { return nil }
        guard holder.is(StructDeclSyntax.self) || holder.is(EnumDeclSyntax.self) || holder.is(ActorDeclSyntax.self),
              let name = ReaderSyntax.typeName(holder)
        else { return nil }
        return ReaderSyntax.typePath(of: holder) + name
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// The life of a stored property: one value per component (`shared`), or `weak` when the component
    /// holds it `weak` or `unowned` (it keeps what another owner made, for as long as that one does).
    static func storedLife(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.contains { ["weak", "unowned"].contains($0.name.text) } ? "weak" : "shared"
    }

    /// Whether a body is one `shared { … }` call (possibly `return`ed).
    static func isShared(_ body: Syntax) -> Bool {
        let items: CodeBlockItemListSyntax?
        if let list = body.as(CodeBlockItemListSyntax.self) { items = list }
        else if let block = body.as(CodeBlockSyntax.self) { items = block.statements }
        else { items = nil }
        guard let items, items.count == 1, let item = items.first?.item else { return false }
        var expression = item.as(ExprSyntax.self)
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { expression = returned }
        else if let statement = item.as(ExpressionStmtSyntax.self) { expression = statement.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        return ["shared", "weakShared"].contains(ReaderSyntax.calleeName(call) ?? "")
    }
}

/// Walks one member's body: the names it reads and the components it builds.
final class BodyReader: SyntaxVisitor {
    /// Names that are not the component's members.
    static let ignored: Set<String> = ["self", "super", "dependency", "pluginExtension", "shared", "weakShared"]

    let lines: LineTable
    var reads: [NeedleFacts.Read] = []
    var constructions: [NeedleFacts.Construction] = []
    /// Reads on values of a written type (`component.x`).
    var accesses: [NeedleFacts.Access] = []
    /// The component's dependency, or the component, handed to types' initializers.
    var handOffs: [NeedleFacts.HandOff] = []
    /// Names bound in the body: locals, parameters, closure parameters.
    var bound: Set<String> = []
    /// How many times each name is bound by a pattern (`let x`, `guard let x`); parameters are in `bound` only.
    private var bindings: [String: Int] = [:]
    /// `guard let x = x`, `if let x`: the member read by optional bindings that shadow it, by name.
    private var shadowing: [String: [NeedleFacts.Read]] = [:]
    /// Names bound as parameters of the body or of closures in it.
    private var parameters: Set<String> = []

    /// The reads of members that optional bindings shadow with their own name (`guard let cache = cache`), when
    /// nothing else in the body binds that name: the value bound is the member's.
    var shadowedReads: [NeedleFacts.Read] {
        shadowing.keys.sorted().flatMap { name in
            bindings[name] == shadowing[name]?.count && !parameters.contains(name) ? shadowing[name] ?? [] : []
        }
    }

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(ofUse: node)
    }

    /// `Child(parent: self)`: a call of a type-like name with a `parent:` argument.
    static func construction(_ call: FunctionCallExprSyntax, line: Int) -> NeedleFacts.Construction? {
        guard let parent = call.arguments.first(where: { $0.label?.text == "parent" }),
              case .named(var components)? = TypeReference(expression: call.calledExpression)
        else { return nil }
        // `Child.init(parent: self)` builds a `Child`.
        if components.count > 1, components.last?.name == "init" { components.removeLast() }
        guard components.last?.name.first?.isUppercase == true else { return nil }
        return .init(type: .named(components), parent: SyntaxText.trimmed(parent.expression), line: line)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let construction = Self.construction(node, line: line(node)) {
            constructions.append(construction)
        } else {
            // A bare name the body binds before the call (a local, a parameter) is that binding, not the type's property.
            let local = Set(node.arguments.compactMap { argument -> String? in
                guard let label = argument.label?.text,
                      let name = ResolverHandOffFinder.stripped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text.withoutBackticks,
                      name != "self", isLocal(name)
                else { return nil }
                return label
            })
            handOffs += Self.handOffs(node, line: line(node)).map { handOff in
                guard local.contains(handOff.label) else { return handOff }
                var bound = handOff
                bound.isBound = true
                if bound.value == .dependency { bound.value = nil }
                return bound
            }
        }
        return .visitChildren
    }

    /// Whether a name is bound in the body so far (a local, or a parameter of the body or of a closure), other than by
    /// optional bindings that only take a member of that name (`guard let builder = builder`).
    private func isLocal(_ name: String) -> Bool {
        guard bound.contains(name) else { return false }
        return parameters.contains(name) || bindings[name] != shadowing[name]?.count
    }

    /// `Builder(dependency: dependency)`, `Flow(component: self)`, `Router(builder: builder)`: the component's
    /// dependency, the component, or a name (a parameter or a property that may hold a value handed on) handed to a
    /// type's initializer under a label.
    static func handOffs(_ call: FunctionCallExprSyntax, line: Int) -> [NeedleFacts.HandOff] {
        guard let type = TypeReference.ofInitializerCall(ExprSyntax(call)) else { return [] }
        return call.arguments.compactMap { argument in
            guard let label = argument.label?.text else { return nil }
            let value = ResolverHandOffFinder.stripped(argument.expression)
            if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .init(type: type, label: label, value: .own, line: line)
            }
            let name: String
            if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                name = reference.baseName.text.withoutBackticks
            } else if let member = value.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text.withoutBackticks
            } else {
                return nil
            }
            return .init(type: type, label: label, value: held(value) == .dependency ? .dependency : nil, name: name, line: line)
        }
    }

    /// `component.x` or `self.component.x` where the type of `component` is written where it is bound.
    /// Through members on the way (`root.child.grandchild.x`): each a member of the component before it.
    static func access(_ node: MemberAccessExprSyntax, line: Int) -> NeedleFacts.Access? {
        var via: [String] = []
        var reached = node.base.map(ResolverHandOffFinder.stripped)
        while let member = reached?.as(MemberAccessExprSyntax.self), let inner = member.base.map(ResolverHandOffFinder.stripped),
              inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self), via.count < 8 {
            via.insert(member.declName.baseName.text.withoutBackticks, at: 0)
            reached = inner
        }
        guard let base = reached else { return nil }
        // A component's own `dependency` is declared by Needle, not written: only another type's property of that name
        // (`let dependency: HomeFlowComponent` in a flow) has a written type.
        let isName = base.as(DeclReferenceExprSyntax.self).map {
            $0.argumentNames == nil && $0.baseName.text.first?.isLowercase == true && $0.baseName.tokenKind != .keyword(.self)
        } ?? false
        let isSelfMember = base.as(MemberAccessExprSyntax.self).map {
            $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        } ?? false
        let name = node.declName.baseName.text.withoutBackticks
        // `Child(parent: self).x`: the value is made where it is read, so the call writes its type.
        if let made = TypeReference.ofInitializerCall(base) {
            let call = base.as(FunctionCallExprSyntax.self)
            let isChild = call?.arguments.contains { $0.label?.text == "parent" } ?? false
            return .init(type: made, via: via, name: name, line: line, isBuiltChild: isChild)
        }
        // `Root.instance.child.x`: the chain starts at a type's static property, typed where it is declared.
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, !via.isEmpty,
           reference.baseName.text.first?.isUppercase == true {
            let type = TypeReference.named([TypeComponent(name: reference.baseName.text.withoutBackticks, arguments: [])])
            return .init(type: type, via: via, name: name, line: line, isStaticHop: true)
        }
        guard isName || isSelfMember else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), isName {
            // A name bound nowhere around the read is the reading type's property declared in another body (an
            // extension, a superclass or an extension of one): typed once every file is read.
            let text = reference.baseName.text.withoutBackticks
            let binding = WrittenTypes.binding(of: text, at: reference)
            let receiver = !binding.isBound || WrittenTypes.storedProperty(text, at: reference).isBound ? text : nil
            if let type = binding.type { return .init(type: type, via: via, name: name, line: line, receiver: receiver) }
            // `if let root = (delegate as? AppDelegate)?.root`, `let home = host.root.home`: the local holds the member
            // a typed value's chain reads, so reads on it go on through that chain.
            // A stored property declared with no written type, initialised by such a chain (`lazy var home = { root.home
            // }()`), likewise.
            let value = receiver == nil
                ? WrittenTypes.boundValue(of: text, at: reference) : WrittenTypes.storedValue(of: text, at: reference)
            if binding.isBound, let value, let chain = WrittenTypes.memberChain(value) {
                // Through a method's written return type (`let home = maker.makeHome()`): said as a read on an untyped
                // local when that type is not written.
                let isCalled = chain.members.contains { $0.hasSuffix("()") }
                if isCalled, Self.isAssigned(node) { return nil }
                return .init(
                    type: chain.type, via: chain.members + via, name: name, line: line, untypedLocal: isCalled ? text : nil,
                    boundHops: chain.members.count)
            }
            if binding.isBound, receiver == nil, !Self.isAssigned(node), WrittenTypes.boundValue(of: text, at: reference) != nil {
                return .init(type: nil, via: via, name: name, line: line, untypedLocal: text)
            }
            guard !binding.isBound else {
                // A stored property with no written type (`let dependency`… set in an initializer): known by name only;
                // one initialised by a value that is not typed either is said when a component declares the name read.
                let isUntypedValue = receiver != nil && !Self.isAssigned(node) && WrittenTypes.storedValue(of: text, at: reference) != nil
                return receiver.map {
                    .init(type: nil, via: via, name: name, line: line, receiver: $0, untypedProperty: isUntypedValue ? $0 : nil)
                }
            }
            return .init(type: nil, property: text, isImplicitSelf: true, via: via, name: name, line: line, receiver: text)
        }
        let property = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text.withoutBackticks
        if let type = WrittenTypes.ofValue(base) { return .init(type: type, via: via, name: name, line: line, receiver: property) }
        // `self.dependency.x` in an extension of the type declaring `dependency`: typed once every file is read.
        guard isSelfMember, let property else { return nil }
        return .init(type: nil, property: property, via: via, name: name, line: line, receiver: property)
    }

    /// Whether a member access is what an assignment writes (`controller.screen = screen`): a write, not a read.
    static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text.withoutBackticks
        guard let base = node.base else { return .skipChildren }
        if let access = Self.access(node, line: line(node)) { accesses.append(access) }
        if let held = Self.held(base) {
            reads.append(.init(base: held, name: name, line: line(node)))
            return .skipChildren
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            if !["dependency", "pluginExtension"].contains(name) {
                reads.append(.init(base: .own, name: name, line: line(node), isSelfMember: true))
            }
            return .skipChildren
        }
        walk(base)
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text.withoutBackticks
        guard let first = name.first, first.isLowercase || first == "_", !Self.ignored.contains(name), node.argumentNames == nil
        else { return .skipChildren }
        reads.append(.init(base: .own, name: name, line: line(node)))
        return .skipChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let name = node.identifier.text.withoutBackticks
        bound.insert(name)
        bindings[name, default: 0] += 1
        return .skipChildren
    }

    /// `guard let x = x` and `if let x`: the value bound is the member of that name (read before the local exists).
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks else { return .visitChildren }
        let value = node.initializer.map { ResolverHandOffFinder.stripped($0.value) }
        if value == nil || value?.as(DeclReferenceExprSyntax.self)?.baseName.text.withoutBackticks == name {
            shadowing[name, default: []].append(.init(base: .own, name: name, line: line(node)))
        }
        return .visitChildren
    }

    /// `[appComponent]`, `[weak store]`: the capture reads the member when the closure is made, and the closure's uses of
    /// the name are of its copy (read at the capture, as `guard let x = x` is). `[x = value]` binds `x` to what `value` reads.
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text.withoutBackticks
        guard name != "self", !name.isEmpty else { return .visitChildren }
        bound.insert(name)
        bindings[name, default: 0] += 1
        guard node.initializer == nil else { return .visitChildren }
        shadowing[name, default: []].append(.init(base: .own, name: name, line: line(node.name)))
        return .skipChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        bound.insert(node.name.text)
        parameters.insert(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        bound.insert((node.secondName ?? node.firstName).text)
        parameters.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        bound.insert((node.secondName ?? node.firstName).text)
        parameters.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }

    /// `.dependency` for `dependency` or `self.dependency`, `.pluginExtension` for `pluginExtension` or `self.pluginExtension`.
    static func held(_ base: ExprSyntax) -> NeedleFacts.Read.Base? {
        let holders: [String: NeedleFacts.Read.Base] = ["dependency": .dependency, "pluginExtension": .pluginExtension]
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text { return holders[name] }
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return holders[member.declName.baseName.text]
        }
        return nil
    }
}
