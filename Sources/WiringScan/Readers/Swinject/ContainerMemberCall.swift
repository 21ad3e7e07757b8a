import SwiftSyntax

/// A call of a method on a property of the enclosing type (`self.factory.makeSearch()` in a coordinator), kept for the
/// build to tell whether the property holds Swinject's container and the method is one of the container's own members
/// that resolve (`extension Container: MainFactory { func makeSearch() -> Search { resolve(Search.self)! } }`).
struct ContainerMemberCall: Sendable {
    /// The enclosing type path as written.
    var owner: MemberOwner
    /// The properties read from `self`, outermost first (`["factory"]` in `self.factory.makeSearch()`); when the call
    /// starts at a parameter or a local (`rootType`), its name first, then the properties read from it.
    var chain: [String]
    /// The method called.
    var member: String
    var line: Int
    /// The written type of the parameter or local the call starts at (`func start(factory: MainFactory)`,
    /// `let factory: MainFactory = …`), or `nil` when it starts at a property of `self`.
    var rootType: TypeReference? = nil
}

/// A call of one member of an extension of Swinject's `Container` or `Resolver` by another, without a receiver or on
/// `self` (`extension Container { func makeHome() -> Home { Home(search: makeSearch()) } }`): whoever calls the
/// caller reaches what the called member resolves.
struct ContainerSelfCall: Sendable {
    /// `Container` or `Resolver`, as the extension names it.
    var container: String
    /// The member whose body makes the call.
    var caller: String
    /// The member called.
    var member: String

    /// The members that reach each resolving member through such calls, one or more hops away (`makeHome` for
    /// `makeSearch` above): by the reaching member, the resolving members it reaches, each the container's name and the
    /// member's joined by a NUL.
    ///
    /// - Parameters:
    ///   - members: The members that resolve from their container, each the container's name and the member's joined by
    ///     a NUL.
    ///   - calls: Every call of a member by another.
    static func reaching(_ members: Set<String>, through calls: [ContainerSelfCall]) -> [String: Set<String>] {
        var callersOf: [String: Set<String>] = [:]
        for call in calls where call.caller != call.member {
            callersOf[call.container + "\u{0}" + call.member, default: []].insert(call.container + "\u{0}" + call.caller)
        }
        guard !callersOf.isEmpty else { return [:] }
        var reaching: [String: Set<String>] = [:]
        for member in members.sorted() {
            var queue = Array(callersOf[member] ?? [])
            var seen: Set<String> = [member]
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                reaching[next, default: []].insert(member)
                queue += callersOf[next] ?? []
            }
        }
        return reaching
    }
}

/// The protocols an extension of Swinject's `Container` or `Resolver` makes it adopt (`extension Container: MainFactory`).
struct ContainerAdoption: Sendable {
    /// `Container` or `Resolver`, as the extension names it.
    var container: String
    /// The protocols named in the extension's inheritance clause, as written.
    var protocols: [TypeReference]
}

extension SwinjectCollector {
    /// Notes `factory.make()`, `self.factory.make()` or `a.b.make()` in a type's member: a call that may be of a member of
    /// Swinject's container, when the property's type is the container or a protocol only the container adopts.
    ///
    /// - Parameters:
    ///   - node: A call of a method on a receiver.
    ///   - called: The called name.
    ///   - receiver: The expression before the name.
    func noteMemberCall(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax) {
        guard readsBodies, !typePath.isEmpty, called != "resolve", called.first?.isLowercase == true,
              let root = ResolverHandOffFinder.root(receiver), root.first?.isLowercase == true, root != "self"
        else { return }
        let chain = [root] + Self.propertyChain(receiver)
        guard chain.count <= 3, !Self.isPreview(node) else { return }
        // `factory.makeSearch()` where `factory` is a parameter or a local with a written type, not a property of `self`.
        let startsBare = ResolverHandOffFinder.stripped(Self.innermostBase(receiver)).as(DeclReferenceExprSyntax.self) != nil
        let rootType = startsBare ? Self.declaredLocalType(root, at: node) : nil
        facts.memberCalls.append(
            ContainerMemberCall(owner: typePath, chain: chain, member: called, line: line(node), rootType: rootType))
    }

    /// Notes `makeSearch()` or `self.makeSearch()` in the body of a member of an extension of Swinject's container.
    ///
    /// - Parameters:
    ///   - called: The called name.
    ///   - receiver: The expression before the name, if any.
    func noteContainerSelfCall(called: String, receiver: ExprSyntax?) {
        guard readsBodies, extensionDepthOfContainer != nil, let container = typePath.last, let caller = functionNames.first,
              called.first?.isLowercase == true, called != "resolve", called != "register"
        else { return }
        if let receiver, receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return }
        facts.containerSelfCalls.append(ContainerSelfCall(container: container, caller: caller, member: called))
    }

    /// The expression a chain of member accesses starts from (`factory` in `factory.inner.make`).
    private static func innermostBase(_ expression: ExprSyntax) -> ExprSyntax {
        var current = ResolverHandOffFinder.stripped(expression)
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            current = ResolverHandOffFinder.stripped(base)
        }
        return current
    }

    /// The written type of a parameter of the enclosing function or initializer, or of a local declared before in an
    /// enclosing body (`let factory: MainFactory = …`), named `name`; `nil` when neither declares it with a type.
    static func declaredLocalType(_ name: String, at node: some SyntaxProtocol) -> TypeReference? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < current.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            return binding.typeAnnotation.map { TypeReference($0.type) }
                        }
                    }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return parameterType(name, in: function.signature.parameterClause.parameters)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return parameterType(name, in: initializer.signature.parameterClause.parameters)
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func parameterType(_ name: String, in parameters: FunctionParameterListSyntax) -> TypeReference? {
        parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { TypeReference($0.type) }
    }

    /// Notes the protocols an extension of Swinject's `Container` or `Resolver` adopts.
    ///
    /// - Parameter inherited: The extension's inheritance clause.
    func noteContainerAdoption(_ inherited: InheritanceClauseSyntax?) {
        guard let inherited, let container = typePath.last else { return }
        let protocols = inherited.inheritedTypes.map { TypeReference($0.type) }
        facts.containerAdoptions.append(ContainerAdoption(container: container, protocols: protocols))
    }
}
