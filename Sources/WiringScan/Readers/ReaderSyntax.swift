import SwiftSyntax

/// Where a read of a dependency sits: who reads it, and whether that is the live graph.
struct ReadSite: Sendable, Hashable {
    /// Who reads.
    enum Owner: Sendable, Hashable {
        /// A type (or extension) path as written, outermost first.
        case type([String])
        /// The body of a static member (`liveValue`) of a type path as written.
        case member([String], String)
        /// A global function.
        case function(String)
        /// Top-level code.
        case topLevel
    }

    var owner: Owner
    /// `nil` for the live graph; else `test`, `preview` or `override`.
    var context: String?
}

/// Syntax helpers the framework readers share.
enum ReaderSyntax {
    /// The type path (as written, outermost first) enclosing a node.
    static func typePath(of node: some SyntaxProtocol) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let syntax = current {
            if let name = typeName(syntax) { path.insert(contentsOf: name, at: 0) }
            current = syntax.parent
        }
        return path
    }

    /// Whether a declaration's attributes make it a property wrapper (`@propertyWrapper`).
    static func isPropertyWrapper(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).map { TypeReference($0.attributeName).lastName == "propertyWrapper" } ?? false }
    }

    /// The name a type declaration or extension adds to the path.
    static func typeName(_ syntax: Syntax) -> [String]? {
        if let decl = syntax.as(StructDeclSyntax.self) { return [decl.name.text] }
        if let decl = syntax.as(ClassDeclSyntax.self) { return [decl.name.text] }
        if let decl = syntax.as(EnumDeclSyntax.self) { return [decl.name.text] }
        if let decl = syntax.as(ActorDeclSyntax.self) { return [decl.name.text] }
        if let decl = syntax.as(ProtocolDeclSyntax.self) { return [decl.name.text] }
        if let decl = syntax.as(ExtensionDeclSyntax.self) {
            return TypeReference(decl.extendedType).components?.map(\.name) ?? [SyntaxText.trimmed(decl.extendedType)]
        }
        return nil
    }

    /// The inherited type names of a declaration (last components).
    static func inherited(_ syntax: Syntax) -> [String] {
        let clause: InheritanceClauseSyntax?
        if let decl = syntax.as(StructDeclSyntax.self) { clause = decl.inheritanceClause }
        else if let decl = syntax.as(ClassDeclSyntax.self) { clause = decl.inheritanceClause }
        else if let decl = syntax.as(EnumDeclSyntax.self) { clause = decl.inheritanceClause }
        else if let decl = syntax.as(ActorDeclSyntax.self) { clause = decl.inheritanceClause }
        else if let decl = syntax.as(ExtensionDeclSyntax.self) { clause = decl.inheritanceClause }
        else { clause = nil }
        return clause?.inheritedTypes.compactMap { TypeReference($0.type).lastName } ?? []
    }

    /// Who reads at a node, and in which context.
    ///
    /// - Parameters:
    ///   - node: The read.
    ///   - members: Static members whose bodies belong to their type's value (`liveValue`).
    ///   - contexts: Static member names and call names that are not the live graph, with their context.
    /// - Returns: The owner and context.
    static func site(of node: some SyntaxProtocol, members: Set<String>, contexts: [String: String]) -> ReadSite {
        var context: String?
        var ownerMember: String?
        var function: String?
        var current = node.parent
        while let syntax = current {
            if let variable = syntax.as(VariableDeclSyntax.self),
               variable.modifiers.contains(where: { $0.name.text == "static" }),
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let marked = contexts[name] { context = context ?? marked }
                if members.contains(name), ownerMember == nil { ownerMember = name }
            } else if let call = syntax.as(FunctionCallExprSyntax.self), let name = calleeName(call),
                      let marked = contexts[name], !isOperation(node, of: call) {
                context = context ?? marked
            } else if let macro = syntax.as(MacroExpansionExprSyntax.self), let marked = contexts["#" + macro.macroName.text] {
                context = context ?? marked
            } else if let macro = syntax.as(MacroExpansionDeclSyntax.self), let marked = contexts["#" + macro.macroName.text] {
                context = context ?? marked
            } else if let declared = syntax.as(FunctionDeclSyntax.self), function == nil {
                function = declared.name.text
            } else if typeName(syntax) != nil {
                if inherited(syntax).contains(where: { contexts[":" + $0] != nil }) {
                    context = context ?? inherited(syntax).compactMap { contexts[":" + $0] }.first
                }
                let path = typePath(of: syntax) + (typeName(syntax) ?? [])
                if let member = ownerMember { return ReadSite(owner: .member(path, member), context: context) }
                return ReadSite(owner: .type(path), context: context)
            }
            current = syntax.parent
        }
        if let function { return ReadSite(owner: .function(function), context: context) }
        return ReadSite(owner: .topLevel, context: context)
    }

    /// Whether a child of `withDependencies { … } operation: { … }` is its `operation`, which is live.
    static func isOperation(_ node: some SyntaxProtocol, of call: FunctionCallExprSyntax) -> Bool {
        let operation = call.additionalTrailingClosures.first { $0.label.text == "operation" }.map { Syntax($0.closure) }
            ?? call.arguments.first { $0.label?.text == "operation" }.map { Syntax($0.expression) }
        guard let operation else { return false }
        return node.position >= operation.position && node.endPosition <= operation.endPosition
    }

    /// The name a call is made by: `withDependencies`, `dependency` in `.dependency(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The first component of a key path (`x` in `\.x.member`, `\Root.x[0]`) and its root as written.
    static func keyPath(_ expression: ExprSyntax) -> (root: String?, name: String)? {
        guard let path = expression.as(KeyPathExprSyntax.self),
              let first = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return (path.root.map(SyntaxText.trimmed), first.declName.baseName.text)
    }

    /// `Container` or `App.Services` written as an expression: capitalised names joined by dots.
    static func typePathText(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.first?.isUppercase == true, let prefix = typePathText(base)
        else { return nil }
        return prefix + "." + member.declName.baseName.text
    }

    /// The type path of a `static` member's owner, for a `Self`-free lookup: the last name.
    static func lastName(_ written: String) -> String {
        let base = written.split(separator: "<").first.map(String.init) ?? written
        return base.split(separator: ".").last.map(String.init) ?? base
    }
}
