import SwiftSyntax

/// What the collector notes for containers and their registrations: where containers are made,
/// `register` overloads and the calls that register.
extension SwinjectCollector {
    /// Where a call is made, unique in the scan.
    func site(of node: some SyntaxProtocol) -> String {
        let position = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return "\(file):\(line(node)):\(position)"
    }

    /// The name a receiver expression is known by: `box`, `testTrack`, `App.box` → `box`.
    static func receiverName(_ expression: ExprSyntax) -> String {
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return SyntaxText.trimmed(expression)
    }

    /// `Container()` is a root; `Container(parent: p)` a child of `p`.
    static func containerOrigin(_ call: FunctionCallExprSyntax) -> ContainerBinding.Origin {
        if let parent = call.arguments.first(where: { $0.label?.text == "parent" }) {
            return .childContainer(parent: receiverName(parent.expression))
        }
        return .root
    }

    /// `Container(defaultObjectScope: .container)`: the scope of the registrations that chain none.
    static func defaultScope(_ call: FunctionCallExprSyntax) -> WrittenValue {
        call.arguments.first { $0.label?.text == "defaultObjectScope" }.map { RegistrationReader.caseName($0.expression) } ?? .absent
    }

    /// Pushes the function's name; notes a `register` overload declared in an extension of `Container`.
    func noteFunction(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        functionNames.append(name)
        functionReturnTypes.append(node.signature.returnClause.flatMap { TypeReference($0.type).lastName })
        functionIsStatic.append(node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
        functionContainers.append([:])
        // Parameter names and generic parameter names: `register(type)` and `register(T.self)` register the caller's type.
        let parameters = node.signature.parameterClause.parameters
        let generic = node.genericParameterClause?.parameters.map(\.name.text) ?? []
        functionParameters.append(parameters.map { ($0.secondName ?? $0.firstName).text } + generic)
        typeParameters.append(
            // `compactMap`, not `filter`: a syntax collection's `filter` builds a new syntax tree.
            parameters.compactMap { $0.type.is(MetatypeTypeSyntax.self) ? ($0.secondName ?? $0.firstName).text : nil } + generic)
        let metatypes = Set(parameters.compactMap { parameter -> String? in
            var type = parameter.type
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            return type.as(MetatypeTypeSyntax.self).map { SyntaxText.trimmed($0.baseType) }
        })
        let inferred = generic.filter { !metatypes.contains($0) }
        inferredTypeParameters.append(inferred)
        var values: [String: (typeParameter: String, slot: ValueSlot)] = [:]
        for (index, parameter) in parameters.enumerated() {
            var type = parameter.type
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, inferred.contains(name) else { continue }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            values[(parameter.secondName ?? parameter.firstName).text] = (name, ValueSlot(label: label, index: index))
        }
        valueParameters.append(values)
        argumentLabels.append(parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
        parameterLabels.append(parameters.reduce(into: [:]) { labels, parameter in
            if parameter.firstName.tokenKind != .wildcard { labels[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text }
        })
        if name == "register", extensionDepthOfContainer != nil, bodyDepth == 0 {
            facts.registerOverloads.append(node.signature.parameterClause.parameters.map {
                $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
            })
        }
    }

    /// `Container { c in … }` / `Container(parent: p) { c in … }`: registrations on `c` are the new container's.
    func enterContainerClosure(_ node: ClosureExprSyntax) {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Container"
        else { return }
        let name: String
        switch node.signature?.parameterClause {
        case .simpleInput(let names)?: name = names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: name = clause.parameters.first?.firstName.text ?? "$0"
        case nil: name = "$0"
        }
        containerParameters.append((name, site(of: call)))
        if !isBound(call) {
            // An unnamed container made with a closure (`return Container { … }`) is a root of its own.
            facts.bindings.append(ContainerBinding(
                name: "", origin: Self.containerOrigin(call), line: line(call), site: site(of: call),
                defaultLife: Self.defaultScope(call)))
        }
    }

    /// Pops what `enterContainerClosure` pushed.
    func leaveContainerClosure(_ node: ClosureExprSyntax) {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Container",
              !containerParameters.isEmpty
        else { return }
        containerParameters.removeLast()
    }

    /// Whether a `Container(…)` call is the value of a variable or an assignment (noted as a binding there).
    private func isBound(_ call: FunctionCallExprSyntax) -> Bool {
        if call.parent?.is(InitializerClauseSyntax.self) == true { return true }
        if let list = call.parent?.as(ExprListSyntax.self), list.count == 3,
           list.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return true
        }
        return false
    }

    /// `container = Container()` / `self.container = Container(parent: p)`: a binding by assignment.
    func noteAssignment(_ node: SequenceExprSyntax) {
        let elements = node.elements
        guard elements.count == 3, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = elements.first, let value = elements.last
        else { return }
        recordBinding(name: Self.receiverName(target), value: value)
    }

    /// The enclosing function, when the call passes it the type its caller gave (`register(type)`,
    /// `register(T.self)` in `func single<T>(_ type: T.Type, …)`): that function is a registering helper.
    ///
    /// - Parameters:
    ///   - node: The call.
    ///   - typesOnly: Whether the passed parameter must be a metatype or generic one (any parameter otherwise).
    func helperPassingCallersType(_ node: FunctionCallExprSyntax, typesOnly: Bool = false) -> String? {
        guard let first = node.arguments.first?.expression, let function = functionNames.last,
              let passed = first.as(DeclReferenceExprSyntax.self)?.baseName.text ?? TypeReference.ofMetatype(first).flatMap({
                  $0.components?.count == 1 ? $0.lastName : nil
              }),
              (typesOnly ? typeParameters : functionParameters).last?.contains(passed) == true
        else { return nil }
        return function
    }

    /// The argument label of the enclosing function's parameter the call passes first (`interface` when
    /// `func register<T>(interface: T.Type, …)` calls `container.register(interface, …)`), if it has one.
    func labelOfPassedParameter(_ node: FunctionCallExprSyntax) -> String? {
        guard let passed = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return parameterLabels.last?[passed]
    }

    /// Whether a `register` call takes a factory as Swinject's does (`register(type, factory: make)`, `register(type) { … }`),
    /// unlike a call of another API of that name (`register(cellType, forCellReuseIdentifier: id)`).
    static func passesFactory(_ node: FunctionCallExprSyntax) -> Bool {
        node.arguments.allSatisfy { [nil, "name", "factory"].contains($0.label?.text) }
            && (RegistrationReader.factory(of: node) != nil || node.arguments.contains { $0.label?.text == "factory" })
    }

    /// Whether every label of a `register` call is one a container's `register` takes (Swinject's `name:` and
    /// `factory:`, SwincyBox's `key:` and `life:`), unlike UIKit's `register(_:forCellReuseIdentifier:)`.
    static func takesContainerLabels(_ node: FunctionCallExprSyntax) -> Bool {
        node.arguments.allSatisfy { [nil, "name", "factory", "key", "life"].contains($0.label?.text) }
    }

    /// The label of a call's first argument when it is labelled and a metatype (`register(interface: Car.self) { r in … }`):
    /// Swinject's own calls take the type unlabelled, so such a call can only be an app's helper taking the type by that label.
    static func labelledType(_ node: FunctionCallExprSyntax) -> String? {
        guard let first = node.arguments.first, let label = first.label?.text, TypeReference.ofMetatype(first.expression) != nil
        else { return nil }
        return label
    }

    /// Reads a call of a name that is not Swinject's: an app's helper's call site
    /// (`registerShared(Car.self) { r in … }`, `registerShared(Cache.self, Cache())` for an overload taking
    /// the value as an autoclosure, `registerShared { r in Clock() }` for one taking the type from the
    /// closure, `registerShared(Cache.self, factory: makeCache)` passing its factory by name), a helper forwarding to another (`registerShared(type) { _ in factory() }` in a
    /// `registerShared` overload), or a call kept in case its name is a helper's.
    func readHelperCall(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?) {
        let hasClosure = node.trailingClosure != nil || node.arguments.last?.expression.is(ClosureExprSyntax.self) == true
        let typeFirst = node.arguments.first.map { $0.label == nil && TypeReference.ofMetatype($0.expression) != nil } ?? false
        let onlyClosure = node.arguments.isEmpty && node.trailingClosure != nil
        // `registerShared(Cache.self, factory: makeCache)`, `factory: Cache.init`: read as `register` reads it.
        let namedFactory = !hasClosure && node.arguments.count == 2 && node.arguments.last?.label?.text == "factory"
            && (node.arguments.last?.expression.is(DeclReferenceExprSyntax.self) == true
                || node.arguments.last?.expression.is(MemberAccessExprSyntax.self) == true)
        if let function = helperPassingCallersType(node, typesOnly: true) {
            // `registerCached(type) { T() }` passes a factory of its own, which makes the caller's type or not;
            // `registerShared(type)` passes only the type on, and makes what the helper it calls makes.
            let factory = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
            facts.helperDetails.append(RegisterHelper(
                name: function, life: RegistrationReader.scope(after: node), isStoryboard: false, forwardsTo: called,
                makesCallersType: factory.map { RegistrationReader.makesParameterType($0, names: typeParameters.last ?? []) } ?? false,
                passesFactory: factory != nil, typeLabel: labelOfPassedParameter(node)))
        } else if let label = Self.labelledType(node) {
            readLabelledHelperCall(node, called: called, receiver: receiver, label: label)
        } else if (typeFirst && (hasClosure || namedFactory || (node.arguments.count == 2 && node.arguments.last?.label == nil)))
                    || (onlyClosure && node.trailingClosure.map(RegistrationReader.parameterNames)?.count == 1) {
            readRegistration(node, called: called, receiver: receiver, helper: true)
        } else if typeFirst, node.arguments.count == 1, !hasClosure {
            // `registerService(Feed.self)`: a registration when the helper's factory makes its caller's type.
            readRegistration(node, called: called, receiver: receiver, helper: true)
        } else if typeFirst || onlyClosure {
            facts.unreadHelperCalls.append(UnreadHelperCall(name: called, line: line(node)))
        }
    }

    /// Reads a call that may register: `register`, `autoregister`, `storyboardInitCompleted`, `registerForStoryboard`.
    func readRegistration(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, helper: Bool = false,
                          typeLabel: String? = nil) {
        // The body of an app's own `register` overload forwards to Swinject's: its call sites are the registrations.
        if extensionDepthOfContainer != nil, functionNames.contains("register") { return }
        // So does a helper registering the type its caller passes (`func single<T>(_ type: T.Type, …) { c.register(type) … }`).
        if !helper, let function = helperPassingCallersType(node) {
            // `func registerCell<T>(_ cell: T.Type) { register(cell, forCellReuseIdentifier: id) }` passes its type to
            // another API of that name (UIKit's): not a registering helper, and its calls are not registrations.
            guard called != "register" || Self.takesContainerLabels(node) else { return }
            // `register(T.self)` in `func view<T>(dataInject: T)`: callers pass no type, only a value of it; each call
            // writing the value's type registers that type (followed once every file is read).
            if let passed = node.arguments.first.flatMap({ TypeReference.ofMetatype($0.expression) }).flatMap({ $0.components?.count == 1 ? $0.lastName : nil }),
               inferredTypeParameters.last?.contains(passed) == true {
                readValueHelper(node, called: called, receiver: receiver, function: function, typeParameter: passed)
                return
            }
            facts.helperDetails.append(RegisterHelper(
                name: function, life: RegistrationReader.scope(after: node),
                isStoryboard: ["storyboardInitCompleted", "registerForStoryboard"].contains(called),
                isAutoregister: called == "autoregister" && node.arguments.contains { $0.label?.text == "initializer" },
                makesCallersType: called == "register" && RegistrationReader.factory(of: node).map {
                    RegistrationReader.makesParameterType($0, names: typeParameters.last ?? [])
                } == true,
                typeLabel: Self.passesFactory(node) ? labelOfPassedParameter(node) : nil))
            return
        }
        // Swinject's `_register`, for extensions, registers only in a helper's body.
        if called == "_register" { return }
        let context = registrationContext(receiver: receiver, helper: helper, typeLabel: typeLabel)
        switch RegistrationReader.read(node, called: helper ? "register" : called, receiver: receiver, context: context) {
        case .registration(var registration):
            noteReceiver(of: &registration, node, receiver: receiver)
            if helper {
                registration.helper = called
                registration.helperTypeLabel = typeLabel
            }
            facts.registrations.append(registration)
        case .unreadable where helper: break
        case .unrelated where helper:
            // Said once the tree is read, if the name is a registering helper's.
            facts.unreadHelperCalls.append(UnreadHelperCall(name: called, line: line(node), typeLabel: typeLabel))
        case .unreadable(let message): facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message: message))
        case .unrelated:
            // `container.register(interface: Car.self) { r in … }`: no Swinject call, perhaps an app's `register` helper.
            if readsBodies, let label = Self.labelledType(node) { readLabelledHelperCall(node, called: called, receiver: receiver, label: label) }
        }
    }

    /// Where a registration call is, for `RegistrationReader`.
    func registrationContext(receiver: ExprSyntax?, helper: Bool, typeLabel: String?) -> RegistrationContext {
        let receiverName = receiver.map(Self.receiverName) ?? ""
        return RegistrationContext(
            imports: imports, typePath: typePath, lines: lines, conditional: conditionalDepth > 0, isHelperCall: helper, typeLabel: typeLabel,
            containerSite: containerParameters.last { $0.name == receiverName }?.site ?? functionContainers.last?[receiverName],
            assembly: functionNames.contains { $0.hasPrefix("assemble") } ? typePath : nil, overloads: facts.registerOverloads,
            functions: { [self] node in
                if let known = namedFunctions { return known }
                let found = NamedFunctionFinder(fileOf: node)
                namedFunctions = found
                return found
            })
    }

    /// Notes whether a registration's receiver is a parameter of the enclosing function, and which one.
    func noteReceiver(of registration: inout RegistrationCall, _ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
        registration.receiverIsParameter = isOwnParameter(receiver)
        if registration.receiverIsParameter, functionNames.last?.hasPrefix("assemble") != true,
           let name = receiver.flatMap(Self.bareName), Self.isContainerParameter(name, of: node) {
            registration.parameterOf = ownParameterSlot(name)
        }
    }

    /// Reads `register(T.self) { _ in value }` in a generic function whose callers give `T` only by a value
    /// (`func view<T>(dataInject: T?)`): a value helper, whose callers writing the value's type register it. When
    /// no parameter takes a value of `T`, or the registration cannot be read, it is said.
    func readValueHelper(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, function: String, typeParameter: String) {
        let slot = valueParameters.last?.values.first { $0.typeParameter == typeParameter }?.slot
        if let slot, case .registration(var registration) = RegistrationReader.read(
            node, called: called, receiver: receiver, context: registrationContext(receiver: receiver, helper: false, typeLabel: nil)) {
            noteReceiver(of: &registration, node, receiver: receiver)
            facts.valueHelpers.append(ValueHelper(
                name: function, slot: slot, labels: argumentLabels.last ?? [], typeParameter: typeParameter, registration: registration))
            return
        }
        facts.warnings.append(ScanWarning(.notRead, place: .init(file: file, line: line(node)), message:
            "\(called)(\(typeParameter).self) in \(function)<\(typeParameter)> registers the type of a value its callers pass, "
            + "which no call names as a type; the registration is left out"))
    }

    /// Notes a call passing arguments, with the type each argument's value is written with and the values of the
    /// enclosing generic function it forwards: if its name is a value helper's, it registers the value's type.
    func noteValueCall(_ node: FunctionCallExprSyntax, called: String) {
        guard !node.arguments.isEmpty, called.first?.isLowercase == true else { return }
        var forwards = false
        let arguments = node.arguments.map { argument -> ValueCall.Argument in
            let value = ResolverHandOffFinder.stripped(argument.expression)
            let forwarded = value.as(DeclReferenceExprSyntax.self).flatMap { valueParameters.last?[$0.baseName.text]?.slot }
            if forwarded != nil { forwards = true }
            return ValueCall.Argument(
                label: argument.label?.text, type: forwarded == nil ? WrittenTypes.ofValue(value) : nil, forwarded: forwarded)
        }
        facts.valueCalls.append(ValueCall(
            name: called, arguments: arguments, function: forwards ? functionNames.last : nil,
            functionLabels: forwards ? argumentLabels.last ?? [] : [], context: typePath, line: line(node)))
    }

    /// Reads a call passing the type by a label (`register(interface: Car.self) { r in … }`) as a call of the
    /// app's helper of that name and label, with the closure as its factory; one passing no closure is kept to
    /// be said as not read. Either counts once the tree is read only if it declares such a helper.
    func readLabelledHelperCall(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, label: String) {
        guard RegistrationReader.factory(of: node) != nil else {
            facts.unreadHelperCalls.append(UnreadHelperCall(name: called, line: line(node), typeLabel: label))
            return
        }
        readRegistration(node, called: called, receiver: receiver, helper: true, typeLabel: label)
    }
}

/// Where a registration call is, for `RegistrationReader`.
struct RegistrationContext {
    var imports: Set<String>
    var typePath: [String]
    var lines: LineTable
    var conditional: Bool
    /// Whether the call is of an app's helper, not of `register` itself.
    var isHelperCall = false
    /// The label a helper's call passes the type by (`interface` in `register(interface: Car.self) { r in … }`).
    var typeLabel: String?
    var containerSite: String?
    var assembly: [String]?
    /// The argument labels of `register` overloads the file declares in extensions of `Container`.
    var overloads: [[String?]]
    /// The file's functions by name, gathered on first use.
    var functions: (FunctionCallExprSyntax) -> NamedFunctionFinder
}
