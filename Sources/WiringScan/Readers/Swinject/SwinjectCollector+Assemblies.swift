import SwiftSyntax

/// The assemblies a file lists or assembles: lists built by appending (`assemblies.append(A())`,
/// `assemblies += [B()]`) and `assemble(container:)` calls made with an assembly's own `container` parameter.
extension SwinjectCollector {
    /// The expression without the `!` and `?` after it (`container` of `container!`).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                return expression
            }
        }
    }

    /// The name an expression is, unwrapped (`container`, `container!`); `nil` for anything else.
    static func bareName(_ expression: ExprSyntax) -> String? {
        unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether an expression names a parameter of the innermost function (an assembly's `container` in
    /// `func assemble(container: Container)`), not a property or a binding elsewhere of that name.
    func isOwnParameter(_ expression: ExprSyntax?) -> Bool {
        guard let expression, let name = Self.bareName(expression) else { return false }
        return functionParameters.last?.contains(name) == true
    }

    /// The slot of the innermost function's parameter of this name.
    func ownParameterSlot(_ name: String) -> ParameterSlot? {
        guard let function = functionNames.last, let index = functionParameters.last?.firstIndex(of: name) else { return nil }
        return ParameterSlot(function: function, type: typePath, index: index, label: parameterLabels.last?[name])
    }

    /// Whether the enclosing function declares the parameter of this name as Swinject's `Container` (optional or
    /// not), not an app's own type wrapping one (`func wire(_ container: DIContainer)`), whose `register` registers where
    /// its body does.
    static func isContainerParameter(_ name: String, of node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) { current = parent.parent }
        guard let function = current?.as(FunctionDeclSyntax.self),
              let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return false }
        return TypeReference(parameter.type).lastName == "Container"
    }

    /// `registerServices(in: container)`, `Services.setUp(container: c)`: a call of a function passing a variable, a
    /// container made in the calling function or one of its parameters, noted to tell what a parameter of the called
    /// function is (the container its callers pass).
    func noteContainerPassingCall(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?) {
        guard called.first?.isLowercase == true, !node.arguments.isEmpty else { return }
        let inAssembly = functionNames.last?.hasPrefix("assemble") == true && !typePath.isEmpty
        let arguments = node.arguments.map { argument -> ContainerPassingCall.Argument in
            let passed: ContainerPassingCall.Passed?
            if let name = Self.bareName(argument.expression), functionParameters.last?.contains(name) == true {
                passed = inAssembly ? .assemblyParameter(typePath) : ownParameterSlot(name).map { .parameter($0) }
            } else if let name = Self.variableName(Self.unwrapped(argument.expression)) {
                passed = functionContainers.last?[name].map { .made($0) } ?? .named(name)
            } else if let held = Self.heldProperty(argument.expression) {
                // `storage.container` with `let storage = DiskStorage()`: the container `DiskStorage.container` holds.
                passed = .property(held)
            } else if let member = Self.unwrapped(argument.expression).as(MemberAccessExprSyntax.self), member.base != nil {
                // `Provider.shared.container`: the container bound by its last name, as a registration's receiver is.
                passed = .member(member.declName.baseName.text)
            } else {
                passed = nil
            }
            return ContainerPassingCall.Argument(label: argument.label?.text, passed: passed)
        }
        guard arguments.contains(where: { $0.passed != nil }) else { return }
        facts.containerPassingCalls.append(ContainerPassingCall(
            called: called, receiver: receiver.map(Self.receiverName), caller: typePath, arguments: arguments))
    }

    /// The assembly whose `assemble(container:)` makes a call passing its own `container` parameter on
    /// (`CoreAssembly().assemble(container: container)`), as its type path; `nil` for a call made elsewhere.
    func assemblingOwnParameter(_ node: FunctionCallExprSyntax) -> [String]? {
        guard functionNames.last?.hasPrefix("assemble") == true, !typePath.isEmpty,
              isOwnParameter(node.arguments.first?.expression)
        else { return nil }
        return typePath
    }

    /// Notes assemblies added to a list bound by name: one (`single`) or a list of them.
    func noteAssemblies(_ added: ExprSyntax, addedTo name: String, single: Bool) {
        // An append above the declaration (a stored property declared below the method appending to it) is kept apart,
        // and joins the list once the whole file is read, if the file binds the name to one.
        let bound = facts.assemblyArrays[name] != nil
        var listed = facts.assemblyArrays[name] ?? facts.assemblyAppends[name] ?? AssemblerList.Listed()
        defer {
            if bound { facts.assemblyArrays[name] = listed } else { facts.assemblyAppends[name] = listed }
        }
        if single, let type = AssemblerList.assemblyType(added) {
            listed.types.append(type)
        } else if single {
            listed.unread.append(added.trimmedDescription)
        } else {
            // `append(contentsOf: [A()])`, `append(contentsOf: common)`, `+= common + [B()]`: read as any list is, a name
            // added whole followed where the list is.
            var variables: [String] = []
            AssemblerList.read(added, into: &listed, variables: &variables)
            listed.variables += variables
        }
    }

    /// Notes the list of assemblies a binding names, by that name: `let assemblies: [Assembly] = [A(), B()]`,
    /// `var assemblies = [Assembly]()` or `: [Assembly] = []` (appended to before the `Assembler` is made),
    /// `let all = common + [A()]`, `let all: [Assembly] = common`, a computed property returning a list
    /// (`var core: [Assembly] { [A()] }`) or a closure called in place returning one. The first binding of a name in the
    /// file is the list of that name.
    func noteAssemblyList(_ binding: NamedBinding) {
        guard facts.assemblyArrays[binding.name] == nil, let value = AssemblerList.boundValue(binding.syntax) else { return }
        let declaresAssemblies = binding.type.map { SyntaxText.contains($0, "Assembly") } ?? false
        if let array = value.as(ArrayExprSyntax.self) {
            let listed = AssemblerList.listed(array)
            if !listed.types.isEmpty || declaresAssemblies { facts.assemblyArrays[binding.name] = listed }
        } else if AssemblerList.isEmptyList(value) {
            facts.assemblyArrays[binding.name] = AssemblerList.Listed()
        } else if AssemblerList.sumOperands(value) != nil || declaresAssemblies && AssemblerList.boundName(value) != nil {
            // `let all = common + [A()]`: each side read as a list, the names among them followed where it is listed.
            var listed = AssemblerList.Listed()
            var variables: [String] = []
            AssemblerList.read(value, into: &listed, variables: &variables)
            listed.variables += variables
            if !listed.types.isEmpty || !listed.variables.isEmpty { facts.assemblyArrays[binding.name] = listed }
        }
    }

    /// `assemblies += [A()]` on a list of assemblies bound by name.
    func noteAssembliesAdded(_ node: SequenceExprSyntax) {
        let elements = node.elements
        guard elements.count == 3, elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
              let target = elements.first, let added = elements.last,
              let name = AssemblerList.boundName(target)
        else { return }
        noteAssemblies(added, addedTo: name, single: false)
    }
}
