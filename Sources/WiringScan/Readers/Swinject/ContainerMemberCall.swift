import SwiftSyntax

/// A call of a method on a property of the enclosing type (`self.factory.makeSearch()` in a coordinator), kept for the
/// build to tell whether the property holds Swinject's container and the method is one of the container's own members
/// that resolve (`extension Container: MainFactory { func makeSearch() -> Search { resolve(Search.self)! } }`).
struct ContainerMemberCall: Sendable {
    /// The enclosing type path as written.
    var owner: MemberOwner
    /// The properties read from `self`, outermost first (`["factory"]` in `self.factory.makeSearch()`).
    var chain: [String]
    /// The method called.
    var member: String
    var line: Int
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
        facts.memberCalls.append(ContainerMemberCall(owner: typePath, chain: chain, member: called, line: line(node)))
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
