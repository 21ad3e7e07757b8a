import SwiftSyntax

/// Reads the registering calls of Swinject's extensions: SwinjectAutoregistration's
/// `autoregister` and SwinjectStoryboard's `storyboardInitCompleted` / `registerForStoryboard`.
enum SwinjectExtensionReader {
    /// What a call of `called` that writes no service type leaves out.
    static func unwrittenType(_ called: String) -> String {
        "\(called) call without a written service type ('\(called)(T.self, …)'); the registration is left out"
    }

    /// Reads one call into a registration started by `RegistrationReader`.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - called: `autoregister`, `storyboardInitCompleted` or `registerForStoryboard`.
    ///   - registration: The registration with receiver, line and context filled in.
    ///   - lines: The file's line table.
    /// - Returns: The registration, or what the scan could not read.
    static func read(
        _ call: FunctionCallExprSyntax, called: String, into registration: RegistrationCall, lines: LineTable
    ) -> RegistrationReader.Outcome {
        var registration = registration
        guard let first = call.arguments.first, first.label == nil else { return .unreadable(unwrittenType(called)) }
        if let type = TypeReference.ofMetatype(first.expression) {
            registration.explicitType = type
        } else if called == "autoregister", let constant = TypeReference.ofMetatypeConstant(first.expression) {
            // `autoregister(Keys.api, initializer: Api.init)` with `static let api = ApiProtocol.self`: settled once indexed.
            registration.explicitType = constant
            registration.typeIsConstant = true
        } else {
            return .unreadable(unwrittenType(called))
        }
        if let name = call.arguments.first(where: { $0.label?.text == "name" }) {
            registration.key = FactCollector.writtenString(name.expression)
        }
        switch called {
        case "autoregister":
            return readAutoregister(call, into: registration, lines: lines)
        default:
            registration.kind = .storyboard
            let handler = call.trailingClosure
                ?? call.arguments.first { $0.label?.text == "initCompleted" }?.expression.as(ClosureExprSyntax.self)
            if let handler {
                registration.resolves = ResolveFinder.calls(
                    in: handler, lines: lines, propertyInjection: true,
                    resolvers: Set(RegistrationReader.parameterNames(of: handler).prefix(1)))
                registration.handOffs = RegistrationReader.handOffs(of: handler, lines: lines, propertyInjection: true)
            }
            return .registration(registration)
        }
    }

    /// `autoregister(T.self, name:, argument: A.self | arguments: A.self, B.self, initializer: X.init(…))`.
    private static func readAutoregister(
        _ call: FunctionCallExprSyntax, into registration: RegistrationCall, lines: LineTable
    ) -> RegistrationReader.Outcome {
        var registration = registration
        var inArguments = false
        var initializer: ExprSyntax?
        for argument in call.arguments.dropFirst() {
            switch argument.label?.text {
            case "argument", "arguments":
                inArguments = argument.label?.text == "arguments"
                registration.arguments.append(argumentOf(argument.expression, index: registration.arguments.count))
            case nil where inArguments:
                registration.arguments.append(argumentOf(argument.expression, index: registration.arguments.count))
            case "initializer":
                inArguments = false
                initializer = argument.expression
            default:
                inArguments = false
            }
        }
        initializer = initializer ?? call.trailingClosure.map(ExprSyntax.init)
        RegistrationReader.readChain(after: call, into: &registration, lines: lines)
        guard let initializer else {
            return .unreadable("autoregister call without an initializer; the registration is left out")
        }
        // `X.init`, `X.init(engine:)`: the initializer of a type the scan may know.
        if let member = initializer.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base, let type = TypeReference(expression: base) {
            let labels = member.declName.argumentNames.map { names in
                names.arguments.map { $0.name.tokenKind == .wildcard ? "_" : $0.name.text }
            }
            registration.kind = .autoregister(initializer: type, labels: labels)
        } else if let member = initializer.as(MemberAccessExprSyntax.self), let base = member.base,
                  case .named(let components)? = TypeReference(expression: base) {
            // `X.make`: a static factory method of a type the scan may know.
            registration.kind = .autoregister(
                initializer: .named(components + [TypeComponent(name: member.declName.baseName.text, arguments: [])]), labels: nil)
        } else if let closure = initializer.as(ClosureExprSyntax.self), Self.takesNothing(closure) {
            // `autoregister(Repo.self, initializer: { RepoImpl(db: container.resolve(Db.self)!) })`: a closure taking
            // no dependency leaves autoregister nothing to resolve; it is a factory, whose resolves are the registration's.
            registration.kind = .autoregisterClosure
            RegistrationReader.readFactory(closure, into: &registration, framework: .swinject, lines: lines)
        } else {
            registration.kind = .autoregister(initializer: nil, labels: nil)
        }
        return .registration(registration)
    }

    /// Whether a closure declares no parameter and reads no shorthand one (`{ Repo() }`, `{ () in Repo() }`).
    private static func takesNothing(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.isEmpty
        case .parameterClause(let clause)?: return clause.parameters.isEmpty
        case nil: return !closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$0") }
        }
    }

    /// `String.self` as a factory argument.
    private static func argumentOf(_ expression: ExprSyntax, index: Int) -> FactoryArgument {
        FactoryArgument(name: "argument\(index)", type: TypeReference.ofMetatype(expression))
    }
}
