import SwiftSyntax

/// The members the collector notes: initializers and static factory methods, stored, typed and
/// witnessed properties, and the constants registration names are written with.
extension FactCollector {
    /// Notes a method's parameters: static factory methods (`Screen.make(viewModel: r~>)`) and
    /// instance methods (`vc.configure(r.resolve())`) type the resolves passed to them.
    func noteStaticMethod(_ node: FunctionDeclSyntax) {
        guard !typePath.isEmpty, bodyDepth == 0 else { return }
        if node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            facts.initializers.append(InitializerDecl(owner: typePath, parameters: Self.parameters(node.signature), method: node.name.text))
            // `static func getResolver() -> Resolver`: what a call of it returns, as written (not a generic method's).
            if node.genericParameterClause == nil, let result = node.signature.returnClause?.type {
                let parameters = Self.parameters(node.signature)
                facts.staticMethodResults.append(StaticMethodResult(
                    owner: typePath, name: node.name.text, labels: parameters.map(\.label),
                    defaulted: Set(parameters.indices.filter { parameters[$0].hasDefault }), type: TypeReference(result)))
            }
        } else if !node.signature.parameterClause.parameters.isEmpty {
            facts.initializers.append(InitializerDecl(
                owner: typePath, parameters: Self.parameters(node.signature), method: node.name.text, isInstanceMethod: true))
        }
    }

    /// Notes an initializer's parameters.
    func noteInitializer(_ node: InitializerDeclSyntax) {
        // A failable initializer (`init?(coder:)`) cannot make a registered service.
        guard !typePath.isEmpty, bodyDepth == 0, node.optionalMark == nil else { return }
        facts.initializers.append(InitializerDecl(owner: typePath, parameters: Self.parameters(node.signature)))
    }

    /// A signature's parameters: labels, types and defaults.
    static func parameters(_ signature: FunctionSignatureSyntax) -> [InitializerDecl.Parameter] {
        signature.parameterClause.parameters.map { parameter in
            InitializerDecl.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text.withoutBackticks,
                type: TypeReference(parameter.type), hasDefault: parameter.defaultValue != nil)
        }
    }

    /// Notes a stored property with a written type, for memberwise initializers.
    ///
    /// - Parameters:
    ///   - binding: The property's binding.
    ///   - type: The reference its written type stands for, `nil` when it writes none.
    ///   - isLet: Whether it is a `let`.
    func noteStoredProperty(_ binding: NamedBinding, type reference: TypeReference?, isLet: Bool) {
        guard binding.syntax.accessorBlock == nil, let type = binding.type, let reference else { return }
        let hasValue = binding.value != nil
        // A `let` with a value is not an initializer parameter.
        if isLet && hasValue { return }
        // An optional `var` defaults to `nil` in the memberwise initializer.
        let optionalVar = !isLet && type.is(OptionalTypeSyntax.self)
        facts.storedProperties.append(StoredProperty(
            owner: typePath, name: binding.name, type: reference, hasDefault: hasValue || optionalVar))
    }

    /// `func bind(reactor: R)`: a method taking one labelled value binds what a protocol's property of
    /// that name holds (Swift infers the associated type from it), for a property the type does not declare.
    func noteWitness(_ node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        guard bodyDepth == 0, !typePath.isEmpty, parameters.count == 1, let parameter = parameters.first,
              parameter.firstName.tokenKind != .wildcard,
              !isTypeMember(node)
        else { return }
        facts.witnessedProperties.append(TypedProperty(
            owner: typePath, name: parameter.firstName.text.withoutBackticks, type: TypeReference(parameter.type)))
    }

    /// Notes a property's declared type, and a static or global string constant.
    ///
    /// - Parameters:
    ///   - binding: The property's binding.
    ///   - type: The reference its written type stands for, read for a member of a type (outside bodies) only.
    ///   - isStatic: Whether it is a type member.
    ///   - isLet: Whether it is a `let`.
    func noteDeclaration(_ binding: NamedBinding, type: TypeReference?, isStatic: Bool, isLet: Bool) {
        if typePath.isEmpty, bodyDepth == 0, isLet,
           case .literal(let value)? = binding.value.map(FactCollector.writtenString) {
            // `let databaseFile = "water.sqlite"` at the top level of a file: a constant of its module.
            facts.constants.append(NamedConstant(path: [binding.name], value: value, isCase: false))
        }
        guard !typePath.isEmpty, bodyDepth == 0 else { return }
        if isStatic {
            if case .literal(let value)? = binding.value.map(FactCollector.writtenString) {
                facts.constants.append(NamedConstant(path: typePath + [binding.name], value: value, isCase: false))
            }
            // `static let shared = Locator()` holds the type it makes; `static var shared: Resolver` the one it writes.
            if let type = type ?? binding.value.flatMap(TypeReference.ofInitializerCall) {
                facts.staticProperties.append(TypedProperty(owner: typePath, name: binding.name, type: type))
            }
            return
        }
        if let type {
            facts.typedProperties.append(TypedProperty(owner: typePath, name: binding.name, type: type))
        } else if let type = binding.value.flatMap(TypeReference.ofInitializerCall) {
            // `let locator = Locator()`, `lazy var store = Store.init()`: the type the value makes.
            facts.madeProperties.append(TypedProperty(owner: typePath, name: binding.name, type: type))
        }
    }

    /// Notes the raw values of a `String` enum's cases: written, or the case's name.
    func noteEnumCases(_ node: EnumCaseDeclSyntax) {
        guard bodyDepth == 0, !typePath.isEmpty,
              let declaration = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
              (declaration.inheritanceClause?.inheritedTypes.first?.type).map(SyntaxText.trimmed) == "String"
        else { return }
        for element in node.elements {
            var value = element.name.text.withoutBackticks
            if let raw = element.rawValue?.value {
                guard case .literal(let written) = FactCollector.writtenString(raw) else { continue }
                value = written
            }
            facts.constants.append(NamedConstant(path: typePath + [element.name.text.withoutBackticks], value: value, isCase: true))
        }
    }
}
