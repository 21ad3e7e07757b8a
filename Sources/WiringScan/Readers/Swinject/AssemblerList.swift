import SwiftSyntax

/// The assemblies an `Assembler` is made with or applies, as written: `Assembler([A(), B()])`,
/// `Assembler(assemblies)`, `Assembler(common + [A()])`, `assembler.apply(assemblies: [A()])`,
/// `assembler.apply(assembly: A())`, `super.init(assemblies: [A()])` in a subclass of `Assembler`; and the
/// assemblies an assembly, or other code, assembles itself: `A().assemble(container: c)`,
/// `dependencies.forEach { $0.assemble(container: c) }`, `for a in list { a.assemble(container: c) }`.
struct AssemblerList: Sendable {
    /// What a list names.
    struct Listed: Sendable {
        /// The types of the assemblies the list makes (`A` of `A()`), as written.
        var types: [[TypeComponent]] = []
        /// Elements that are not a call of a type's initializer (`makeAssembly()`), as written.
        var unread: [String] = []
        /// The names of lists bound elsewhere that a list bound by adding lists takes (`common` of
        /// `let all = common + [A()]`).
        var variables: [String] = []

        mutating func formUnion(_ other: Listed) {
            types += other.types
            unread += other.unread
            variables += other.variables
        }
    }

    /// The container the assemblies fill.
    enum Filled: Sendable, Equatable {
        /// A container of the `Assembler`'s own (`Assembler([A()])`).
        case own
        /// The container passed by this name (`Assembler([A()], container: container)`, `A().assemble(container: c)`).
        case named(String)
        /// A container the call does not show (`assembler.apply(…)` on an `Assembler` made elsewhere).
        case unknown
    }

    /// The assemblies written in the call.
    var listed = Listed()
    /// The names the list is given by instead of a literal (`assemblies` of `Assembler(assemblies)`, `a` and `b` of
    /// `Assembler(a + b)`).
    var variables: [String] = []
    /// The container the listed assemblies fill.
    var filled: Filled
    /// The assembly whose `assemble(container:)` assembles these into its own `container` parameter, as its type path:
    /// they are placed wherever that assembly is.
    var outer: [String]?
    /// The call as written, for what is said about it.
    var text: String
    var line: Int

    /// Reads the list a call of `Assembler`'s (`called`, on `receiver`) passes, if the call is one that lists assemblies.
    ///
    /// - Parameters:
    ///   - inAssembler: Whether the call is written in an extension of `Assembler`, where `apply(assemblies:)` without a
    ///     receiver is the `Assembler`'s own.
    init?(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, inAssembler: Bool = false, line: Int) {
        let labels: Set<String>
        switch called {
        case "Assembler" where receiver == nil || receiver?.trimmedDescription == "Swinject": labels = ["", "assemblies"]
        case "apply" where receiver != nil || inAssembler: labels = ["assemblies", "assembly"]
        case "init" where receiver?.trimmedDescription == "super": labels = ["assemblies"]
        default: return nil
        }
        guard let argument = node.arguments.first, labels.contains(argument.label?.text ?? "") else { return nil }
        if called == "apply" {
            filled = .unknown
        } else if let container = node.arguments.first(where: { $0.label?.text == "container" }) {
            filled = .named(SwinjectCollector.receiverName(container.expression))
        } else {
            filled = .own
        }
        text = Self.firstLine(node, called: called)
        self.line = line
        var list = argument.expression
        if let unwrapped = list.as(TryExprSyntax.self) { list = unwrapped.expression }
        Self.read(list, into: &listed, variables: &variables)
    }

    /// Reads a call of an assembly's `assemble(container:)` made by the app's code: the assemblies it assembles
    /// (its receiver, or the list a `forEach` or `for` loop takes it from), filling the container passed.
    ///
    /// - Parameters:
    ///   - outer: The type path of the assembly whose `assemble(container:)` makes the call with its own parameter.
    init?(assembling node: FunctionCallExprSyntax, receiver: ExprSyntax?, outer: [String]?, line: Int) {
        guard let receiver, let argument = node.arguments.first, argument.label?.text == "container",
              node.arguments.count == 1
        else { return nil }
        filled = .named(SwinjectCollector.receiverName(argument.expression))
        self.outer = outer
        text = Self.firstLine(node, called: "assemble")
        self.line = line
        if let list = Self.iterated(receiver, from: Syntax(node)) {
            Self.read(list, into: &listed, variables: &variables)
        } else {
            Self.read(receiver, into: &listed, variables: &variables)
        }
    }

    /// The list a loop variable is taken from: `list` of `list.forEach { $0… }`, `list.forEach { a in a… }` or
    /// `for a in list { a… }`; `nil` when the receiver is no such variable.
    private static func iterated(_ receiver: ExprSyntax, from call: Syntax) -> ExprSyntax? {
        guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = call.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                let parameters = closure.signature?.parameterClause.map { clause -> [String] in
                    switch clause {
                    case .simpleInput(let names): return names.map(\.name.text)
                    case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                    }
                }
                guard parameters.map({ $0 == [name] }) ?? (name == "$0") else { return nil }
                guard let loop = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let member = loop.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "forEach", let base = member.base
                else { return nil }
                return base
            }
            if let loop = current.as(ForStmtSyntax.self) {
                guard loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
                return loop.sequence
            }
            if current.is(FunctionDeclSyntax.self) || current.is(CodeBlockItemListSyntax.self) && current.parent?.is(SourceFileSyntax.self) == true {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// Reads a list as written: an array literal, an assembly made in place, a name bound elsewhere, or a sum of these.
    static func read(_ list: ExprSyntax, into listed: inout Listed, variables: inout [String]) {
        if let array = list.as(ArrayExprSyntax.self) {
            listed.formUnion(Self.listed(array))
        } else if let type = assemblyType(list) {
            listed.types.append(type)
        } else if let name = boundName(list) {
            // `Assembler(assemblies)`, `Assembler(Self.assemblies)`, `Assembler(AppDI.assemblies)`: a list bound in the file.
            variables.append(name)
        } else if let operands = sumOperands(list) {
            // `Assembler(common + [A()])`: each side read as a list.
            for operand in operands { read(operand, into: &listed, variables: &variables) }
        } else if let parenthesized = list.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
                  let only = parenthesized.elements.first, only.label == nil {
            read(only.expression, into: &listed, variables: &variables)
        } else {
            listed.unread.append(list.trimmedDescription)
        }
    }

    /// The name of the list an expression stands for, by which it is bound in the file and appended to: `assemblies`,
    /// `self.assemblies`, `Self.assemblies` or a type's static member `AppDI.assemblies`; `nil` for anything else.
    /// `Assembler(…)` reads a list by this name and `append`, `insert` and `+=` add to the list of this name, so an
    /// append on `AppDI.assemblies` reaches the list `Assembler(AppDI.assemblies)` reads.
    static func boundName(_ expression: ExprSyntax) -> String? {
        if let name = SwinjectCollector.bareName(expression) { return name }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
              ["self", "Self"].contains(base) || base.first?.isUppercase == true
        else { return nil }
        return member.declName.baseName.text
    }

    /// The operands of `a + b + c`, folded or not; `nil` for any other expression.
    static func sumOperands(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return [infix.leftOperand, infix.rightOperand]
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var operands: [ExprSyntax] = []
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                operands.append(element)
            }
        }
        return operands
    }

    /// The assemblies an array literal makes, and the elements that are not a call of a type's initializer.
    static func listed(_ array: ArrayExprSyntax) -> Listed {
        var listed = Listed()
        for element in array.elements {
            if let type = assemblyType(element.expression) {
                listed.types.append(type)
            } else {
                listed.unread.append(element.expression.trimmedDescription)
            }
        }
        return listed
    }

    /// The type an element makes, as written: `A()`, `A(x)`, `A.init()`, `Module.A()`; `nil` for anything else.
    static func assemblyType(_ element: ExprSyntax) -> [TypeComponent]? {
        guard case .named(let components)? = TypeReference.ofInitializerCall(element) else { return nil }
        return components
    }

    private static func firstLine(_ node: FunctionCallExprSyntax, called: String) -> String {
        node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? called
    }
}
