import SwiftSyntax

/// The type of a value as the source writes it where the value is used, without inference: an
/// initializer call (`Foo(…)`, `Foo.init(…)`), a type's `shared` (`Foo.shared`), or a name bound
/// with a written type, a cast or an initializer call (a parameter `x: Foo`, `let x: Foo`, `let x = y as! Foo`,
/// `guard let x = y as? Foo`, `let x = Foo()`, or a stored property of the enclosing type declared so), or the first
/// parameter of a closure passed to a method called on a value so typed (`Screen().then { $0… }`), or the element a
/// sequence's or an optional's `forEach`, `map` and the like hand it (`children.forEach { $0… }`). Every reader asks
/// here for the type of a name: the nearest declaration before the use is the one that binds it.
enum WrittenTypes {
    /// The type a value's expression writes, or `nil` when the source does not write it there.
    static func ofValue(_ expression: ExprSyntax) -> TypeReference? {
        let expression = ResolverHandOffFinder.stripped(expression)
        if let made = TypeReference.ofInitializerCall(expression) { return made }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared",
           let base = member.base, let path = ReaderSyntax.typePathText(base) {
            return .named(path.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) })
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return ofName(reference.baseName.text.withoutBackticks, at: reference)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ofStoredProperty(member.declName.baseName.text.withoutBackticks, at: member)
        }
        return nil
    }

    /// The written type of the name `name` as seen at `node`: a local declared before it in an enclosing body, a
    /// parameter of the enclosing function, initializer or closure, or a stored property of the enclosing type.
    static func ofName(_ name: String, at node: some SyntaxProtocol) -> TypeReference? {
        binding(of: name, at: node).type
    }

    /// Whether the name `name` as seen at `node` is bound around it (a local declared before it, a parameter, a
    /// stored property of the enclosing type's body), and the type written where it is; a name bound nowhere
    /// there is a member declared elsewhere (an extension, a superclass) or a global.
    static func binding(of name: String, at node: some SyntaxProtocol) -> (isBound: Bool, type: TypeReference?) {
        // Bound by a pattern (`guard let x`, `if let x`, `for x in`): the type is looked for further out as before.
        var isPatternBound = false
        var current = Syntax(node)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                // The nearest declaration before the use wins.
                for item in items.reversed() where item.position < current.position {
                    if let guarded = item.item.as(GuardStmtSyntax.self), binds(name, Syntax(guarded.conditions)) {
                        // `guard let x = y as? Foo`: the cast writes the type.
                        if let cast = castBinding(name, guarded.conditions) { return (true, cast) }
                        isPatternBound = true
                    }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return (true, declared(binding))
                    }
                }
            }
            // `if let x`, `while let x`, `for x in`: bound in the body.
            if current.is(CodeBlockSyntax.self) {
                if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id, binds(name, Syntax(branch.conditions)) {
                    if let cast = castBinding(name, branch.conditions) { return (true, cast) }
                    isPatternBound = true
                }
                if let loop = parent.as(WhileStmtSyntax.self), binds(name, Syntax(loop.conditions)) { isPatternBound = true }
                if let loop = parent.as(ForStmtSyntax.self), binds(name, Syntax(loop.pattern)) { isPatternBound = true }
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .simpleInput(let names)?:
                    if let position = names.firstIndex(where: { $0.name.text == name }) {
                        return (true, position == names.startIndex ? receiverType(of: closure) : nil)
                    }
                case .parameterClause(let clause)?:
                    if let position = clause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) {
                        let parameter = clause.parameters[position]
                        return (true, parameter.type.map { TypeReference($0) }
                            ?? (position == clause.parameters.startIndex ? receiverType(of: closure) : nil))
                    }
                case nil:
                    // `$0`, `$1`: the closure's anonymous parameters.
                    if name.hasPrefix("$"), let position = Int(name.dropFirst()) {
                        return (true, position == 0 ? receiverType(of: closure) : nil)
                    }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self),
               let found = parameter(name, in: function.signature.parameterClause.parameters) {
                return (true, found)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self),
               let found = parameter(name, in: initializer.signature.parameterClause.parameters) {
                return (true, found)
            }
            if parent.is(MemberBlockSyntax.self) {
                let stored = storedProperty(name, at: current)
                return (stored.isBound || isPatternBound, stored.type)
            }
            current = parent
        }
        return (isPatternBound, nil)
    }

    /// The value the nearest binding of the local `name` before `node` gives it, when that binding writes no type:
    /// `let x = value`, `guard let x = value`, `if let x = value`. `nil` for a parameter, a stored property, a pattern
    /// or a binding with a written type (``binding(of:at:)`` has those), and past a closure's or a function's body.
    static func boundValue(of name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.position < current.position {
                    if let guarded = item.item.as(GuardStmtSyntax.self), binds(name, Syntax(guarded.conditions)) {
                        return conditionValue(name, guarded.conditions)
                    }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.typeAnnotation == nil ? initialValue(binding) : nil
                    }
                }
            }
            if current.is(CodeBlockSyntax.self), let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id,
               binds(name, Syntax(branch.conditions)) {
                return conditionValue(name, branch.conditions)
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(MemberBlockSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The value a binding is initialised with; a closure called in place (`lazy var home = { root.home }()`) stands for
    /// the value it gives.
    static func initialValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let value = binding.initializer?.value else { return nil }
        return calledClosureValue(value) ?? value
    }

    /// The value a closure called in place gives (`{ Foo() }()`, `{ return root.home }()`), or `nil` for any other value.
    static func calledClosureValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self)
        else { return nil }
        return returnedValue(closure)
    }

    /// The value a closure gives when its body is one expression or one `return` (`{ Api() }`, `{ return Api() }`).
    static func returnedValue(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }

    /// The value the enclosing type's stored property `name` is initialised with, when its declaration writes no type.
    static func storedValue(of name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        guard let binding = storedBinding(name, at: node), binding.typeAnnotation == nil, binding.accessorBlock == nil
        else { return nil }
        return initialValue(binding)
    }

    /// The value an optional binding of `name` in a condition list binds, when it writes no type.
    private static func conditionValue(_ name: String, _ conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            return binding.typeAnnotation == nil ? binding.initializer?.value : nil
        }
        return nil
    }

    /// A chain of members read on a value whose type the source writes (`(delegate as? AppDelegate)?.root.home`,
    /// `host.root`, `Session.shared.root`, `RootComponent().home`): that type and the members read on it, in order; `nil`
    /// for anything else.
    /// A method called on the way is written with `()` after its name (`maker.makeHome()` reads `makeHome()` on
    /// `maker`; `makeHome()` or `self.makeHome()` alone, on the type whose body calls it).
    static func memberChain(_ value: ExprSyntax) -> (type: TypeReference, members: [String])? {
        var members: [String] = []
        var current = value
        for _ in 0..<8 {
            // Optional chaining, forcing, `try`, `await` and parentheses change nothing the chain reads.
            for _ in 0..<8 {
                if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
                else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
                else if let tried = current.as(TryExprSyntax.self) { current = tried.expression }
                else if let awaited = current.as(AwaitExprSyntax.self) { current = awaited.expression }
                else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                        only.label == nil { current = only.expression }
                else { break }
            }
            // `RootComponent().home`: the chain starts at a value made where it is read.
            if !members.isEmpty, let made = TypeReference.ofInitializerCall(current) { return (made, members) }
            if let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
                guard let name = member?.declName.baseName.text ?? reference?.baseName.text, name.first?.isLowercase == true
                else { return nil }
                members.insert(name.withoutBackticks + "()", at: 0)
                let base = member?.base
                if base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    guard member == nil || base != nil else { return nil }
                    let path = ReaderSyntax.typePath(of: call)
                    return path.isEmpty ? nil : (.named(path.map { TypeComponent(name: $0, arguments: []) }), members)
                }
                current = base!
                continue
            }
            if let cast = castType(current) { return members.isEmpty ? nil : (cast, members) }
            if !members.isEmpty, let type = ofValue(current) { return (type, members) }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                  member.declName.argumentNames == nil, member.declName.baseName.text.first?.isLowercase == true
            else { return nil }
            members.insert(member.declName.baseName.text.withoutBackticks, at: 0)
            current = base
        }
        return nil
    }

    /// The written type of a stored property `name` of the type declaration enclosing `node` (in that declaration's
    /// own body, not in its extensions).
    static func ofStoredProperty(_ name: String, at node: some SyntaxProtocol) -> TypeReference? {
        storedProperty(name, at: node).type
    }

    /// Whether the type declaration enclosing `node` declares a property `name` in its own body, and its written type.
    static func storedProperty(_ name: String, at node: some SyntaxProtocol) -> (isBound: Bool, type: TypeReference?) {
        storedBinding(name, at: node).map { (true, declared($0)) } ?? (false, nil)
    }

    /// The binding of the property `name` in the own body of the type declaration enclosing `node`.
    private static func storedBinding(_ name: String, at node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockSyntax.self) { current = syntax.parent }
        guard let block = current?.as(MemberBlockSyntax.self) else { return nil }
        for item in block.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding
            }
        }
        return nil
    }

    /// Whether a pattern or condition list binds the name `name` (`let x`, `case .some(let x)`).
    private static func binds(_ name: String, _ syntax: Syntax) -> Bool {
        syntax.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
        }
    }

    /// `let x: Foo`, `let x = y as! Foo` or `let x = Foo(…)`, or a closure called in place giving such a value
    /// (`lazy var x = { Foo() }()`): the type written (a cast over the value it casts).
    private static func declared(_ binding: PatternBindingSyntax) -> TypeReference? {
        if let annotation = binding.typeAnnotation { return TypeReference(annotation.type) }
        guard let value = initialValue(binding) else { return nil }
        return castType(value) ?? TypeReference.ofInitializerCall(ResolverHandOffFinder.stripped(value))
    }

    /// `guard let x = y as? Foo`, `if let x = y as? Foo`: the type the cast of the condition binding `name` writes.
    private static func castBinding(_ name: String, _ conditions: ConditionElementListSyntax) -> TypeReference? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return TypeReference(annotation.type) }
            return binding.initializer.flatMap { castType($0.value) }
        }
        return nil
    }

    /// The type a cast writes (`x as Foo`, `x as? Foo`, `x as! Foo`, under `try`, `await` or parentheses), or `nil`.
    static func castType(_ expression: ExprSyntax) -> TypeReference? {
        var expression = expression
        for _ in 0..<8 {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            else if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                    only.label == nil { expression = only.expression }
            else { break }
        }
        if let cast = expression.as(AsExprSyntax.self) { return TypeReference(cast.type) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return TypeReference(type.type)
            }
        }
        return nil
    }

    /// Methods that hand the closure the object they are called on (`Screen().then { $0… }`).
    static let receiverHandingMethods: Set<String> = ["then", "with", "apply", "do"]
    /// Methods of a sequence or an optional that hand the closure each element, or the wrapped value
    /// (`children.forEach { $0… }` over `[Child]`, `child.map { $0… }` over `Child?`).
    static let elementHandingMethods: Set<String> = [
        "forEach", "map", "flatMap", "compactMap", "filter", "first", "contains", "allSatisfy", "sorted", "min", "max",
    ]

    /// The type a closure's first parameter is handed by the method taking the closure: the object it is called on for
    /// `then`, `with`, `apply` and `do` (`Screen().then { … }`, `vc.then { … }`); its element, or wrapped value, for
    /// `forEach`, `map` and the like on a value written as an array or an optional (`reduce` hands the element second,
    /// so none); for any other method, nothing the source writes there.
    private static func receiverType(of closure: ClosureExprSyntax) -> TypeReference? {
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let member = call?.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        let receiver: TypeReference?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            receiver = ofName(reference.baseName.text, at: reference)
        } else {
            receiver = TypeReference.ofInitializerCall(base)
        }
        if receiverHandingMethods.contains(method) { return receiver }
        guard elementHandingMethods.contains(method) else { return nil }
        switch receiver {
        case .array(let element)?, .optional(let element)?: return element
        case .named(let components)? where components.count == 1 && ["Array", "Set", "Optional"].contains(components[0].name):
            return components[0].arguments.first
        default: return nil
        }
    }

    private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> TypeReference? {
        parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { TypeReference($0.type) }
    }
}
