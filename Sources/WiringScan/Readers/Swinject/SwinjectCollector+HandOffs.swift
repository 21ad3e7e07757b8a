import SwiftSyntax

/// What the collector notes to follow a container handed from one type to another through an
/// initializer: the stored properties an initializer fills with a container parameter, and the calls
/// that build types with the variables they pass.
extension SwinjectCollector {
    /// `init(_ main: Container, remote: Resolver) { self.main = main; remoteContainer = remote }`:
    /// each stored property filled with a container or resolver parameter.
    func noteContainerHandOffs(_ node: InitializerDeclSyntax) {
        guard let type = typePath.last, bodyDepth == 0, let body = node.body else { return }
        var parameters: [String: (index: Int, label: String?)] = [:]
        for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
            guard let written = TypeReference(parameter.type).lastName, ["Container", "Resolver"].contains(written) else { continue }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            parameters[(parameter.secondName ?? parameter.firstName).text] = (index, label)
        }
        guard !parameters.isEmpty else { return }
        for statement in body.statements {
            guard case .expr(let expression) = statement.item, let sequence = expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let property = Self.variableName(elements[0]), let value = Self.variableName(elements[2]),
                  let parameter = parameters[value]
            else { continue }
            facts.containerHandOffs.append(ContainerHandOff(
                type: type, property: property, index: parameter.index, label: parameter.label))
        }
    }

    /// `Recorder(container)`, `Recorder.init(main: c)`, `.init(c)` in a function returning `Recorder`:
    /// noted when an argument names a variable.
    func noteInitializerCall(_ node: FunctionCallExprSyntax) {
        let type: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            type = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            type = member.base.map { SwinjectCollector.receiverName($0) } ?? functionReturnTypes.last ?? nil
        } else {
            type = nil
        }
        guard let type, type.first?.isUppercase == true else { return }
        let arguments = node.arguments.map { argument in
            let name = Self.variableName(argument.expression)
            return InitializerCall.Argument(
                label: argument.label?.text, name: name, site: name.flatMap { functionContainers.last?[$0] },
                parameter: Self.bareName(argument.expression).flatMap(ownParameterSlot),
                property: Self.heldProperty(argument.expression))
        }
        guard arguments.contains(where: { $0.name != nil || $0.property != nil }) else { return }
        facts.initializerCalls.append(InitializerCall(type: type, arguments: arguments))
    }

    /// `storage.container`: a property read from a name whose type the file writes where it is declared
    /// (`let storage = DiskStorage()`, a parameter `storage: DiskStorage`, a stored property of the enclosing type);
    /// `nil` for anything else, and for a name whose type is not written there.
    static func heldProperty(_ expression: ExprSyntax) -> HeldProperty? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self),
              let base = member.base.map(unwrapped)?.as(DeclReferenceExprSyntax.self),
              base.baseName.tokenKind != .keyword(.self), base.baseName.text.first?.isLowercase == true,
              let type = WrittenTypes.ofName(base.baseName.text, at: expression)?.lastName
        else { return nil }
        return HeldProperty(type: type, property: member.declName.baseName.text)
    }

    /// The variable an expression names: `main`, `self.main`; `nil` for anything else (`other.main`).
    static func variableName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
