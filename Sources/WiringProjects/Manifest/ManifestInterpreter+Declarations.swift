import SwiftSyntax

/// The manifest's declarations, recorded before its code runs (functions and types may be used
/// before they are written): functions with every overload, the static members of its types and
/// of the library's, the instance members it adds to the library's and the standard library's
/// types, and the standard infix operators it declares for its own operands (`readOperators`). A
/// declaration that would change what modelled code means — another operator, a conformance
/// added to a library type, a second `Package`, a member that shadows one the interpreter models —
/// makes the manifest not read.
extension ManifestInterpreter {
    /// Records the declarations of a block of statements in `scope`.
    package func declare(_ items: CodeBlockItemListSyntax, in scope: ManifestScope) {
        let isGlobal = scope === global
        for item in items {
            guard case .decl(let declaration) = item.item else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                if isGlobal { checkGlobalName(function.name.declaredName, at: function) }
                if Self.isOperator(function.name), !Self.isReadOperator(function) {
                    problem("the manifest declares the operator '\(function.name.declaredName)'", at: function)
                }
                scope.declare(ManifestFunction(declaration: function, scope: scope, owner: nil))
            } else if isGlobal, let variable = declaration.as(VariableDeclSyntax.self) {
                declareGlobal(variable)
            } else if let block = declaration.as(IfConfigDeclSyntax.self) {
                switch conditions.activeClause(of: block) {
                case .known(let clause?):
                    if case .statements(let statements)? = clause.elements { declare(statements, in: scope) }
                case .known(nil): break
                case .unknown(var unknown):
                    unknown.line = line(of: block)
                    markUncertain(Syntax(block), unknown)
                }
            } else if isGlobal {
                declareType(declaration, owner: nil)
            }
        }
    }

    private func declareGlobal(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            for name in Self.boundNames(binding.pattern) { checkGlobalName(name, at: binding) }
            if Self.hasObservers(binding.accessorBlock) {
                problem("a variable with 'willSet' or 'didSet' runs code on every change", at: binding)
            }
            guard binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName,
                  let body = Self.getterBody(binding.accessorBlock)
            else { continue }
            getters[name] = (body, binding.typeAnnotation?.type)
        }
    }

    /// Records a type, or an extension, declared at the top level or inside a namespace.
    package func declareType(_ declaration: DeclSyntax, owner: String?) {
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            declareExtension(extensionDecl)
            return
        }
        guard let (name, members, inheritance, generic, written, isEnum) = Self.nominal(declaration) else {
            if let alias = declaration.as(TypeAliasDeclSyntax.self), owner == nil {
                checkGlobalName(alias.name.declaredName, at: alias)
                // Another name for a type (`typealias DEP = TargetDependency`): read as that type.
                if alias.genericParameterClause == nil, alias.initializer.value.is(IdentifierTypeSyntax.self)
                    || alias.initializer.value.is(MemberTypeSyntax.self) {
                    typeAliases[alias.name.declaredName] = Self.ownerName(alias.initializer.value)
                }
            } else if declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self) {
                problem("the manifest declares an operator", at: declaration)
            } else if declaration.is(MacroDeclSyntax.self) {
                problem("the manifest declares a macro", at: declaration)
            }
            return
        }
        let qualified = owner.map { $0 + "." + name } ?? name
        if owner == nil { checkGlobalName(name, at: declaration) }
        if declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) { declaresReferenceTypes = true }
        let attributes = Self.meaningfulAttributes(written)
        if declaration.is(ProtocolDeclSyntax.self), attributes.isEmpty {
            // Its requirements add nothing a value can do; its extensions' members are read, and
            // what it inherits (`CaseIterable`, another protocol of the manifest) its conformers have.
            protocols.insert(qualified)
            let inherited = inheritance?.inheritedTypes.map { Self.ownerName($0.type) } ?? []
            if !inherited.isEmpty { protocolParents[qualified] = inherited }
            return
        }
        // A result builder: what its closures build is read from their bodies, whatever its `build…` functions.
        if attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "resultBuilder" }) {
            resultBuilders.insert(qualified)
            return
        }
        let hasCases = isEnum && members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
        let instanceMembers = Self.hasInstanceMembers(members)
        if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self), !generic, attributes.isEmpty,
           declareStruct(qualified, members: members, inheritance: inheritance, isClass: declaration.is(ClassDeclSyntax.self)) {
            return
        }
        if hasCases, !generic, attributes.isEmpty, declareEnum(qualified, members: members, inheritance: inheritance) {
            declareMembers(members, owner: qualified)
            return
        }
        guard inheritance == nil, !generic, attributes.isEmpty, !hasCases, !instanceMembers else {
            unmodelledTypes[qualified] = line(of: declaration)
            return
        }
        namespaces.insert(qualified)
        declareMembers(members, owner: qualified)
    }

    /// Whether members declare anything a value of their type has (an instance property or
    /// method, an initializer, a subscript), not only statics and nested types.
    static func hasInstanceMembers(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if let variable = member.decl.as(VariableDeclSyntax.self) { return !isStatic(variable.modifiers) }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return !isStatic(function.modifiers) }
            return member.decl.is(InitializerDeclSyntax.self) || member.decl.is(SubscriptDeclSyntax.self)
                || member.decl.is(DeinitializerDeclSyntax.self)
        }
    }

    /// The conformances an enum of the manifest may declare and still be read: they add nothing its
    /// cases do (`CaseIterable` adds `allCases`).
    private static let enumConformances: Set<String> = [
        "String", "Int", "CaseIterable", "Equatable", "Hashable", "Codable", "Sendable", "Comparable", "CustomStringConvertible",
    ]

    /// Records the conformances of a type of the manifest: the standard ones it may declare are
    /// read as they are; any other must be a protocol the manifest declares, which is known once
    /// every file is declared (`settleConformances`).
    private func recordConformances(_ name: String, _ inheritance: InheritanceClauseSyntax?, at node: some SyntaxProtocol) {
        let others = (inheritance?.inheritedTypes.map { Self.ownerName($0.type) } ?? []).filter { !Self.enumConformances.contains($0) }
        if !others.isEmpty { pendingConformances.append((name, others, line(of: node))) }
    }

    /// Checks the conformances recorded while declaring: a type that conforms to a protocol the
    /// manifest does not declare (whose members the reader cannot know) is not followed.
    func settleConformances() {
        // Extensions of types another file declares, in as many rounds as they need.
        var progress = true
        while progress, !pendingExtensions.isEmpty {
            let waiting = pendingExtensions
            pendingExtensions = []
            for extensionDecl in waiting { declareExtension(extensionDecl) }
            progress = pendingExtensions.count < waiting.count
        }
        // What is left extends a type no file declares: another module's (ProjectDescription's
        // `Environment`, a plugin's). Statics the manifest adds to such a type named at the top level
        // are read as a namespace's, as Swift finds them there; a type it gives instance members or
        // conformances, or one nested in another (`InfoPlist.Value`, a value type of the library's),
        // stays unknown.
        var external: [String: [ExtensionDeclSyntax]] = [:]
        for extensionDecl in pendingExtensions { external[aliased(Self.ownerName(extensionDecl.extendedType)), default: []].append(extensionDecl) }
        pendingExtensions = []
        for owner in external.keys.sorted() {
            let extensions = external[owner] ?? []
            if !owner.contains("."), extensions.allSatisfy({ $0.inheritanceClause == nil && !Self.hasInstanceMembers($0.memberBlock.members) }) {
                namespaces.insert(owner)
                for extensionDecl in extensions { declareMembers(extensionDecl.memberBlock.members, owner: owner) }
            } else {
                for extensionDecl in extensions { unmodelledTypes[Self.ownerName(extensionDecl.extendedType)] = line(of: extensionDecl) }
            }
        }
        for (type, names, line) in pendingConformances {
            if names.allSatisfy(protocols.contains) {
                let all = inheritedProtocols(names)
                // A protocol reached by several conformances (`P`, and `Q: P`) adds its members once.
                let known = conformances[type] ?? []
                conformances[type, default: []] += all.filter { protocols.contains($0) && !known.contains($0) }
                // An enum is `CaseIterable` through a protocol of the manifest that inherits it.
                if all.contains("CaseIterable"), let cases = enumCaseLists[type], statics[type]?["allCases"] == nil {
                    statics[type, default: [:]]["allCases", default: []].append(.value(cases))
                }
            } else {
                unmodelledTypes[type] = line
                structs[type] = nil
                namespaces.remove(type)
            }
        }
        pendingConformances = []
    }

    /// Declares an enum without associated values: each case a static value (an object of the enum
    /// with its raw value), `allCases` when `CaseIterable`; its other members are declared as a
    /// namespace's. Returns `false` (nothing declared) when it has a shape the reader does not follow.
    private func declareEnum(_ name: String, members: MemberBlockItemListSyntax, inheritance: InheritanceClauseSyntax?) -> Bool {
        let conformances = inheritance?.inheritedTypes.map { Self.ownerName($0.type) } ?? []
        recordConformances(name, inheritance, at: members)
        let rawType = conformances.first { $0 == "String" || $0 == "Int" }
        var cases: [ManifestValue] = []
        var withValues: [(EnumCaseElementSyntax, ManifestUnknown)] = []
        var nextInt = 0
        for member in members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                // A case with associated values is made by calling it (`StaticMember.enumCase`).
                if element.parameterClause != nil {
                    withValues.append((element, unmodelled(element, "the enum case with associated values '\(name).\(element.name.declaredName)'")))
                    continue
                }
                var raw: ManifestValue?
                if let written = element.rawValue?.value {
                    if let literal = written.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                       let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, rawType == "String" {
                        raw = .string(text, line: line(of: written))
                    } else if let literal = written.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text), rawType == "Int" {
                        raw = .int(number)
                        nextInt = number + 1
                    } else {
                        return false
                    }
                } else if rawType == "String" {
                    raw = .string(element.name.declaredName, line: line(of: element))
                } else if rawType == "Int" {
                    raw = .int(nextInt)
                    nextInt += 1
                }
                let here = line(of: element)
                let object = ManifestObject(
                    type: name, name: element.name.declaredName, arguments: raw.map { [("rawValue", $0)] } ?? [], line: here, lines: here...here)
                object.isEnumCase = true
                cases.append(.object(object))
            }
        }
        namespaces.insert(name)
        for value in cases {
            guard let object = value.object else { continue }
            statics[name, default: [:]][object.name, default: []].append(.value(value))
        }
        for (element, _) in withValues { statics[name, default: [:]][element.name.declaredName, default: []].append(.enumCase(element)) }
        let all: ManifestValue = withValues.first.map { .unknown($0.1) } ?? .array(cases)
        if conformances.contains("CaseIterable") {
            statics[name, default: [:]]["allCases", default: []].append(.value(all))
        } else {
            enumCaseLists[name] = all
        }
        return true
    }

    /// Declares a struct: its stored properties, and its initializers (`init` with default
    /// arguments, assigning `self.field`), else its memberwise one: `Name(field: …)` makes an
    /// object of the struct whose properties are its fields, copied when a `var` takes it (a
    /// struct is a value); its other members are declared as a namespace's. Returns `false`
    /// (nothing declared) when it has a shape the reader does not follow. A class is read the same
    /// way, its values shared rather than copied, `init()` its only implicit initializer.
    private func declareStruct(_ name: String, members: MemberBlockItemListSyntax, inheritance: InheritanceClauseSyntax?, isClass: Bool) -> Bool {
        var stored: [MemberwiseField] = []
        var memberwise: [MemberwiseField] = []
        var initializers: [ManifestFunction] = []
        for member in members {
            if member.decl.is(IfConfigDeclSyntax.self) { return false }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(ManifestFunction(initializer: initializer, scope: global, owner: name))
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !Self.isStatic(variable.modifiers) else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { return false }
                let type = binding.typeAnnotation?.type
                guard type != nil || binding.initializer != nil else { return false }
                // A `var` of an optional type without a value starts as `nil`, as Swift gives it.
                let startValue = binding.initializer?.value
                    ?? (isLet || !(type?.is(OptionalTypeSyntax.self) ?? false) ? nil : ExprSyntax(NilLiteralExprSyntax()))
                let written = MemberwiseField(name: field, type: type, defaultValue: startValue)
                stored.append(written)
                // A `let` with a value is not an argument of the memberwise initializer.
                if !(isLet && binding.initializer != nil) { memberwise.append(written) }
            }
        }
        recordConformances(name, inheritance, at: members)
        var implicit: [MemberwiseField]? = initializers.isEmpty ? memberwise : nil
        if isClass { implicit = initializers.isEmpty && stored.allSatisfy({ $0.defaultValue != nil }) ? [] : nil }
        structs[name] = StructDeclaration(stored: stored, memberwise: implicit, initializers: initializers, isClass: isClass)
        namespaces.insert(name)
        declareMembers(members, owner: name)
        return true
    }

    /// Declares an extension's members; one of a type not declared yet waits until every file is
    /// declared (`settleConformances`).
    private func declareExtension(_ extensionDecl: ExtensionDeclSyntax) {
        let owner = aliased(Self.ownerName(extensionDecl.extendedType))
        let isLibrary = vocabulary.types.contains(owner) || Self.standardOwners.contains(owner)
        if !isLibrary, !namespaces.contains(owner), !protocols.contains(owner), unmodelledTypes[owner] == nil {
            pendingExtensions.append(extensionDecl)
            return
        }
        if extensionDecl.inheritanceClause != nil {
            if isLibrary {
                problem("the manifest adds a conformance to '\(owner)', which changes what its values do", at: extensionDecl)
                return
            }
            if !namespaces.contains(owner) {
                unmodelledTypes[owner] = line(of: extensionDecl)
                return
            }
            recordConformances(owner, extensionDecl.inheritanceClause, at: extensionDecl)
            // `extension Paths.Feature: CaseIterable {}`: the enum has `allCases` as if it declared the conformance itself.
            let added = extensionDecl.inheritanceClause?.inheritedTypes.map { Self.ownerName($0.type) } ?? []
            if added.contains("CaseIterable"), let cases = enumCaseLists[owner], statics[owner]?["allCases"] == nil {
                statics[owner, default: [:]]["allCases", default: []].append(.value(cases))
            }
        }
        if unmodelledTypes[owner] != nil { return }
        if !isLibrary && !namespaces.contains(owner) && !protocols.contains(owner) {
            unmodelledTypes[owner] = line(of: extensionDecl)
            return
        }
        // An initializer added to a struct of the manifest keeps its memberwise one.
        if structs[owner] != nil {
            for member in extensionDecl.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                structs[owner]?.initializers.append(ManifestFunction(initializer: initializer, scope: global, owner: owner))
            }
        }
        declareMembers(extensionDecl.memberBlock.members, owner: owner)
    }

    private func declareMembers(_ members: MemberBlockItemListSyntax, owner: String) {
        for member in members {
            let declaration = member.decl
            if let block = declaration.as(IfConfigDeclSyntax.self) {
                switch conditions.activeClause(of: block) {
                case .known(let clause?):
                    if case .decls(let inner)? = clause.elements { declareMembers(inner, owner: owner) }
                case .known(nil): break
                case .unknown(var unknown):
                    unknown.line = line(of: block)
                    for clause in block.clauses {
                        guard case .decls(let inner)? = clause.elements else { continue }
                        for name in inner.flatMap({ Self.declaredNames($0.decl) }) {
                            statics[owner, default: [:]][name, default: []].append(.uncertain(unknown))
                            instanceMembers[owner, default: [:]][name, default: []].append(.uncertain(unknown))
                        }
                    }
                }
                continue
            }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                if Self.isOperator(function.name), !(Self.isReadOperator(function) && Self.isStatic(function.modifiers)) {
                    problem("the manifest declares the operator '\(function.name.declaredName)'", at: function)
                    continue
                }
                let isStatic = Self.isStatic(function.modifiers)
                if !isStatic { checkMemberName(function.name.declaredName, owner: owner, at: function) }
                let made = ManifestFunction(declaration: function, scope: global, owner: owner, isInstance: !isStatic)
                if isStatic {
                    statics[owner, default: [:]][function.name.declaredName, default: []].append(.function(made))
                } else {
                    instanceMembers[owner, default: [:]][function.name.declaredName, default: []].append(.function(made))
                }
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                let isStatic = Self.isStatic(variable.modifiers)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
                    if !isStatic { checkMemberName(name, owner: owner, at: binding) }
                    if Self.hasObservers(binding.accessorBlock) {
                        problem("a property with 'willSet' or 'didSet' runs code on every change", at: binding)
                        continue
                    }
                    let type = binding.typeAnnotation?.type
                    if isStatic, let value = binding.initializer?.value {
                        statics[owner, default: [:]][name, default: []].append(.stored(value, type: type))
                    } else if let body = Self.getterBody(binding.accessorBlock) {
                        if isStatic {
                            statics[owner, default: [:]][name, default: []].append(.getter(body, type: type))
                        } else {
                            instanceMembers[owner, default: [:]][name, default: []].append(.getter(body, type: type))
                        }
                    }
                }
            } else if declaration.is(InitializerDeclSyntax.self), structs[owner] != nil {
                // Declared with the struct (`StructDeclaration.initializers`).
            } else if let initializer = declaration.as(InitializerDeclSyntax.self), vocabulary.types.contains(owner) {
                // An initializer added to a library type: `Type(…)` calls it where its labels and argument kinds fit.
                libraryInitializers[owner, default: []].append(ManifestFunction(initializer: initializer, scope: global, owner: owner))
            } else if namespaces.contains(owner) || vocabulary.types.contains(owner) || Self.standardOwners.contains(owner) {
                // A type nested in a namespace, in a library type (`extension TargetDependency { enum SPM {} }`)
                // or in a standard one (`extension Array<TargetDependency> { enum Feature {} }`: `Array.Feature`).
                declareType(declaration, owner: owner)
            } else if declaration.is(SubscriptDeclSyntax.self) || declaration.is(InitializerDeclSyntax.self) {
                // An initializer or subscript added to a library type: calls to it are not followed.
                instanceMembers[owner, default: [:]]["init", default: []].append(.uncertain(unmodelled(declaration)))
            }
        }
    }

    // MARK: Checks

    package func problem(_ what: String, at node: some SyntaxProtocol) {
        declarationProblems.append(ManifestUnknown(reason: what + "; the reader does not follow it", line: line(of: node)))
    }

    /// A top-level name that would hide one the interpreter gives a meaning to.
    private func checkGlobalName(_ name: String, at node: some SyntaxProtocol) {
        if vocabulary.types.contains(name) || ManifestVocabulary.modelledGlobals.contains(name) {
            problem("the manifest declares its own '\(name)', which Swift may use in place of the library's", at: node)
        }
    }

    /// An instance member that would hide or overload one the interpreter models on that type. (A
    /// static member of the same name as a library's is an overload calls choose by labels and
    /// types: `staticMember`.)
    private func checkMemberName(_ name: String, owner: String, at node: some SyntaxProtocol) {
        let modelled: Bool
        switch owner {
        case "Array", "Sequence", "Collection", "RangeReplaceableCollection", "MutableCollection", "BidirectionalCollection",
             "RandomAccessCollection":
            modelled = Self.arrayMembers.contains(name)
        case "String", "StringProtocol", "Substring":
            modelled = Self.stringMembers.contains(name)
        case "Dictionary":
            modelled = Self.dictionaryMembers.contains(name)
        default:
            modelled = vocabulary.factories[owner]?.contains(name) == true
                || vocabulary.argumentTypes.keys.contains(owner + "." + name)
                // `target.type` is read on the library's values; the manifest's own types may name a member so.
                || (name == "type" && vocabulary.types.contains(owner))
        }
        if modelled {
            problem("the manifest declares '\(owner).\(name)', a member the reader gives the library's meaning", at: node)
        }
    }

    /// Marks every name a block declares as uncertain (its `#if` is not decided).
    private func markUncertain(_ block: Syntax, _ unknown: ManifestUnknown) {
        guard let ifConfig = block.as(IfConfigDeclSyntax.self) else { return }
        for clause in ifConfig.clauses {
            guard case .statements(let statements)? = clause.elements else { continue }
            for item in statements {
                guard case .decl(let declaration) = item.item else { continue }
                for name in Self.declaredNames(declaration) { uncertainNames[name] = unknown }
            }
        }
    }

    // MARK: Syntax helpers

    /// The modules a manifest may qualify the library's and the standard library's names with
    /// (`PackageDescription.Target`, `ProjectDescription.TargetDependency`, `Swift.String`).
    package static let libraryModules = ["PackageDescription", "ProjectDescription", "Swift"]

    /// The types whose extensions add members to values the interpreter makes (a generic one
    /// extended with its argument written, `extension Range<Version>`, is its type).
    package static let standardOwners: Set<String> = [
        "Array", "String", "Dictionary", "Sequence", "Collection", "RangeReplaceableCollection", "MutableCollection",
        "BidirectionalCollection", "RandomAccessCollection", "StringProtocol", "Substring", "Int", "Bool", "Optional",
        "Range", "ClosedRange",
    ]

    /// The protocols a list of the manifest's protocols names, with those they inherit, each once
    /// (a standard one such as `CaseIterable` included), in the order first reached.
    func inheritedProtocols(_ names: [String]) -> [String] {
        var seen: [String] = []
        var pending = names
        while let name = pending.first {
            pending.removeFirst()
            guard !seen.contains(name), seen.count < 256 else { continue }
            seen.append(name)
            pending += protocolParents[name] ?? []
        }
        return seen
    }

    /// Attributes that change nothing a type's values do as the reader reads them: access
    /// (`@_spi`), availability, layout and inlining.
    private static let inertAttributes: Set<String> = [
        "_spi", "available", "frozen", "usableFromInline", "_documentation", "objc", "preconcurrency", "MainActor", "Sendable",
    ]

    /// A declaration's attributes that may change what its values do (a property wrapper, a result
    /// builder, dynamic member lookup, a macro): a type with one is not followed.
    static func meaningfulAttributes(_ attributes: AttributeListSyntax) -> [AttributeListSyntax.Element] {
        attributes.filter { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            return !inertAttributes.contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// A nominal type's name, members, inheritance, whether it is generic, its attributes and whether it is an enum.
    package static func nominal(_ declaration: DeclSyntax)
        -> (String, MemberBlockItemListSyntax, InheritanceClauseSyntax?, Bool, AttributeListSyntax, Bool)? {
        if let decl = declaration.as(EnumDeclSyntax.self) {
            return (decl.name.declaredName, decl.memberBlock.members, decl.inheritanceClause, decl.genericParameterClause != nil, decl.attributes, true)
        }
        if let decl = declaration.as(StructDeclSyntax.self) {
            return (decl.name.declaredName, decl.memberBlock.members, decl.inheritanceClause, decl.genericParameterClause != nil, decl.attributes, false)
        }
        if let decl = declaration.as(ClassDeclSyntax.self) {
            return (decl.name.declaredName, decl.memberBlock.members, decl.inheritanceClause, decl.genericParameterClause != nil, decl.attributes, false)
        }
        if let decl = declaration.as(ActorDeclSyntax.self) {
            return (decl.name.declaredName, decl.memberBlock.members, decl.inheritanceClause, true, decl.attributes, false)
        }
        if let decl = declaration.as(ProtocolDeclSyntax.self) {
            return (decl.name.declaredName, decl.memberBlock.members, decl.inheritanceClause, true, decl.attributes, false)
        }
        return nil
    }

    /// The names a declaration introduces.
    package static func declaredNames(_ declaration: DeclSyntax) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.declaredName] }
        if let variable = declaration.as(VariableDeclSyntax.self) { return variable.bindings.flatMap { boundNames($0.pattern) } }
        if let (name, _, _, _, _, _) = nominal(declaration) { return [name] }
        if let alias = declaration.as(TypeAliasDeclSyntax.self) { return [alias.name.declaredName] }
        return []
    }

    /// The names a pattern binds.
    package static func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.declaredName] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(binding.pattern) }
        return []
    }

    /// The type an extension extends, as the interpreter names owners: `Array` for `[T]` and
    /// `Array where …`, the last two components of a qualified library name.
    /// A type's name with an alias of the manifest's at its start replaced by the type it names
    /// (`DEP.XCFramework` → `TargetDependency.XCFramework`).
    package func aliased(_ name: String) -> String {
        guard !typeAliases.isEmpty else { return name }
        var current = name
        for _ in 0..<8 {
            let first = current.prefix { $0 != "." }
            guard let target = typeAliases[String(first)], target != first else { break }
            current = target + current.dropFirst(first.count)
        }
        return current
    }

    package static func ownerName(_ type: TypeSyntax) -> String {
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        var written = type.trimmedDescription
        if let angle = written.firstIndex(of: "<") { written = String(written[..<angle]) }
        for prefix in libraryModules.map({ $0 + "." }) where written.hasPrefix(prefix) { written = String(written.dropFirst(prefix.count)) }
        return written
    }

    package static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The standard infix operators a manifest may declare for its own operand types (`static func
    /// + (lhs: Path, rhs: String) -> Path`): they keep Swift's precedence, and a use is called when
    /// its operands' values fit one declaration (`declaredOperator`). Others, and prefix or postfix
    /// ones, are not read.
    package static let readOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">="]

    /// Whether a function declares one of `readOperators` as an infix operator of two operands.
    package static func isReadOperator(_ function: FunctionDeclSyntax) -> Bool {
        readOperators.contains(function.name.declaredName) && function.signature.parameterClause.parameters.count == 2
            && !function.modifiers.contains { ["prefix", "postfix"].contains($0.name.declaredName) }
    }

    package static func isOperator(_ name: TokenSyntax) -> Bool {
        if case .binaryOperator = name.tokenKind { return true }
        if case .prefixOperator = name.tokenKind { return true }
        if case .postfixOperator = name.tokenKind { return true }
        return false
    }

    package static func getterBody(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let body)?: return body
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        default: return nil
        }
    }

    package static func hasObservers(_ block: AccessorBlockSyntax?) -> Bool {
        guard case .accessors(let list)? = block?.accessors else { return false }
        return list.contains {
            [.keyword(.willSet), .keyword(.didSet), .keyword(.set)].contains($0.accessorSpecifier.tokenKind)
        }
    }
}
