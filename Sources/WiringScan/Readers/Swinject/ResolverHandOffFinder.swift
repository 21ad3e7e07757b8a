import SwiftSyntax

/// The calls a body hands its resolver (or container) to — `Feed(resolver: r)`, `inject(resolver)`,
/// `vc.setUp(with: r)` — and where it stores the resolver for later (`self.resolver = resolver`).
final class ResolverHandOffFinder: SyntaxVisitor {
    private(set) var handOffs: [ResolverHandOff] = []
    /// Where the resolver is kept for later, said as `not read:` lines.
    private(set) var stored: [ScanNote] = []
    /// The names the resolver is known by; grows with `let r = resolver`.
    private(set) var names: Set<String>
    private let instance: String?
    private let lines: LineTable
    private let propertyInjection: Bool

    /// Creates a finder.
    ///
    /// - Parameters:
    ///   - resolvers: The names the resolver is known by in the body.
    ///   - instance: The name of the object being built (`vc` in `initCompleted { r, vc in … }`).
    ///   - lines: The file's line table.
    ///   - propertyInjection: Whether the body is an `initCompleted` handler.
    init(resolvers: Set<String>, instance: String? = nil, lines: LineTable, propertyInjection: Bool = false) {
        self.names = resolvers
        self.instance = instance
        self.lines = lines
        self.propertyInjection = propertyInjection
        super.init(viewMode: .sourceAccurate)
    }

    /// The name an expression starts from: `resolver`, `self.resolver`, `resolver!`, `container.resolver` → `container`.
    static func root(_ expression: ExprSyntax) -> String? {
        let expression = stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            return root(base)
        }
        return nil
    }

    /// An expression without what leaves its value the same object: `!`, `?`, `try`, a cast and parentheses
    /// (`(router?.resolver as Resolver)` → `router?.resolver`).
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        for _ in 0..<16 {
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
                      let first = sequence.elements.first {
                expression = first
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else {
                break
            }
        }
        return expression
    }

    private func isResolver(_ expression: ExprSyntax) -> Bool {
        guard let name = Self.root(expression) else { return false }
        return names.contains(name)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.contains(where: { isResolver($0.expression) }) else { return .visitChildren }
        let callee: ResolverHandOff.Callee?
        var onInstance = false
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            callee = name.first?.isUppercase == true
                ? TypeReference(expression: node.calledExpression).map { .initializer($0) } : .function(base: nil, name: name)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "resolve" || name == "resolving" { return .visitChildren }
            if name == "init" {
                switch base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind {
                case _ where base.is(SuperExprSyntax.self): callee = .superInitializer
                case .keyword(.super)?: callee = .superInitializer
                case .keyword(.self)?: callee = .selfInitializer
                default: callee = TypeReference(expression: base).map { .initializer($0) }
                }
            } else {
                let written = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    ? "self" : (Self.root(base) ?? FactCollector.shortened(base))
                onInstance = instance != nil && written == instance
                callee = .function(base: written, name: name)
            }
        } else if node.calledExpression.is(GenericSpecializationExprSyntax.self) {
            callee = TypeReference(expression: node.calledExpression).map { .initializer($0) }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            // `.init(resolver: r)`, `.make(r)`: of the type the context writes, else of the type being built.
            let name = member.declName.baseName.text
            switch ObjectTypeFinder.called(node, factory: nil) {
            case let hint? where name == "init": callee = .initializer(hint.type)
            case let hint?: callee = .function(base: hint.type.components?.map(\.name).joined(separator: "."), name: name)
            case nil: callee = .builtType(name: name)
            }
        } else {
            callee = nil
        }
        let text = FactCollector.shortened(node)
        let line = lines.line(ofUse: node)
        guard let callee else {
            stored.append(ScanNote(line: line, text: "the resolver is passed to '\(text)', which the scan cannot name; what it resolves is not read"))
            return .visitChildren
        }
        handOffs.append(ResolverHandOff(
            callee: callee, labels: node.arguments.map { $0.label?.text ?? "_" }, onInstance: onInstance,
            isPropertyInjection: propertyInjection, line: line, text: text))
        return .visitChildren
    }

    /// `let r = resolver`: another name for the resolver.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self),
           isResolver(value), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
        }
        return .visitChildren
    }

    /// `self.resolver = resolver`: kept for later, beyond what the factory runs.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[2].is(DeclReferenceExprSyntax.self) || elements[2].is(MemberAccessExprSyntax.self)
                || elements[2].is(ForceUnwrapExprSyntax.self),
              isResolver(elements[2]), let target = Self.root(elements[0])
        else { return .visitChildren }
        names.insert(target)
        let written = FactCollector.shortened(elements[0])
        stored.append(ScanNote(
            line: lines.line(ofUse: node),
            text: "the resolver is kept in '\(written.hasPrefix("self.") ? String(written.dropFirst(5)) : written)' for later; what is resolved from it outside this body is not read"))
        return .visitChildren
    }
}
