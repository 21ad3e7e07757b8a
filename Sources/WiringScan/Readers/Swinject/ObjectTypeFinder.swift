import SwiftSyntax

/// The types the code around an expression tells, to type a generic `resolve()` by where its value
/// goes: which initializer or static method a call is (`Car(…)`, `Car.make(…)`, or `.init(…)` where
/// the context names the type), and the type of the object a property is assigned on
/// (`let vc = Screen()`, `Screen().then { $0.viewModel = … }`).
enum ObjectTypeFinder {
    private enum Context {
        case written(TypeReference)
        /// The result of the factory closure: the type the registration builds.
        case factoryResult
    }

    /// The initializer or static method a call is, as a hint whose label and position the caller sets.
    ///
    /// - Parameter factory: The factory closure the call is in, if any: `.init(…)` as its result
    ///   builds the registration's type.
    static func called(_ call: FunctionCallExprSyntax, factory: SyntaxIdentifier?) -> ArgumentHint? {
        if let type = TypeReference.ofInitializerCall(ExprSyntax(call)) {
            return ArgumentHint(type: type, label: "_", position: 0)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let method = name == "init" ? nil : name
        if let base = member.base {
            // `Screen.make(viewModel: r~>)`: a static method of a type.
            guard let type = TypeReference(expression: base), type.lastName?.first?.isUppercase == true, method != nil
            else { return nil }
            return ArgumentHint(type: type, label: "_", position: 0, method: method)
        }
        // `.init(…)`, `.make(…)`: the type the context gives.
        switch implicitType(of: Syntax(call), factory: factory) {
        case .written(let type)?:
            return ArgumentHint(type: type, label: "_", position: 0, method: method)
        case .factoryResult?:
            return ArgumentHint(type: .named([]), label: "_", position: 0, method: method, isFactoryResult: true)
        case nil:
            return nil
        }
    }

    /// The type an implicit member expression has from its context: a binding's written type, or the
    /// result type of the closure or function it is returned from.
    private static func implicitType(of call: Syntax, factory: SyntaxIdentifier?) -> Context? {
        var node = call
        while let parent = node.parent,
              parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        if let initializer = node.parent?.as(InitializerClauseSyntax.self),
           let written = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type {
            return .written(unwrapped(TypeReference(written)))
        }
        let list = node.parent?.is(CodeBlockItemSyntax.self) == true ? node.parent?.parent?.as(CodeBlockItemListSyntax.self) : nil
        let isSole = list?.count == 1 && (list?.parent?.is(ClosureExprSyntax.self) == true
            || list?.parent?.as(CodeBlockSyntax.self)?.parent?.is(FunctionDeclSyntax.self) == true)
        guard isSole || node.parent?.is(ReturnStmtSyntax.self) == true else { return nil }
        var scope = node.parent
        while let current = scope {
            if let closure = current.as(ClosureExprSyntax.self) {
                if closure.id == factory { return .factoryResult }
                return closure.signature?.returnClause.map { .written(unwrapped(TypeReference($0.type))) }
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { .written(unwrapped(TypeReference($0.type))) }
            }
            if current.is(InitializerDeclSyntax.self) || current.is(AccessorBlockSyntax.self) || current.is(MemberBlockSyntax.self) {
                return nil
            }
            scope = current.parent
        }
        return nil
    }

    /// The type of the object a name stands for, when the code around it tells: the nearest binding before it, as
    /// ``WrittenTypes`` reads it for every reader (a local `let vc = Screen(…)`, `let vc: Screen = …`, `let vc = x as! Screen`,
    /// a parameter, the first parameter `$0` of a closure passed to a method called on a new object:
    /// `Screen().then { $0… }`), without its optional.
    static func type(of reference: DeclReferenceExprSyntax) -> TypeReference? {
        WrittenTypes.binding(of: reference.baseName.text, at: reference).type.map(unwrapped)
    }

    private static func unwrapped(_ type: TypeReference) -> TypeReference {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }
}
