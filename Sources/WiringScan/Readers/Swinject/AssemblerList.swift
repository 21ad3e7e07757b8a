import SwiftSyntax

/// The assemblies an `Assembler` is made with or applies, as written: `Assembler([A(), B()])`,
/// `Assembler(assemblies)`, `assembler.apply(assemblies: [A()])`, `assembler.apply(assembly: A())`,
/// `super.init(assemblies: [A()])` in a subclass of `Assembler`.
struct AssemblerList: Sendable {
    /// What a list names.
    struct Listed: Sendable {
        /// The types of the assemblies the list makes (`A` of `A()`), as written.
        var types: [[TypeComponent]] = []
        /// Elements that are not a call of a type's initializer (`makeAssembly()`), as written.
        var unread: [String] = []
    }

    /// The assemblies written in the call.
    var listed = Listed()
    /// The name the list is given by instead of a literal (`assemblies` of `Assembler(assemblies)`).
    var variable: String?
    /// The call as written, for what is said about it.
    var text: String
    var line: Int

    /// Reads the list a call of `Assembler`'s (`called`, on `receiver`) passes, if the call is one that lists assemblies.
    init?(_ node: FunctionCallExprSyntax, called: String, receiver: ExprSyntax?, line: Int) {
        let labels: Set<String>
        switch called {
        case "Assembler" where receiver == nil || receiver?.trimmedDescription == "Swinject": labels = ["", "assemblies"]
        case "apply" where receiver != nil: labels = ["assemblies", "assembly"]
        case "init" where receiver?.trimmedDescription == "super": labels = ["assemblies"]
        default: return nil
        }
        guard let argument = node.arguments.first, labels.contains(argument.label?.text ?? "") else { return nil }
        var list = argument.expression
        if let unwrapped = list.as(TryExprSyntax.self) { list = unwrapped.expression }
        text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? called
        self.line = line
        if let array = list.as(ArrayExprSyntax.self) {
            listed = Self.listed(array)
        } else if let type = Self.assemblyType(list) {
            listed.types = [type]
        } else if let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text {
            variable = name
        } else if let member = list.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
                  ["self", "Self"].contains(base) || base.first?.isUppercase == true {
            // `Assembler(Self.assemblies)`, `Assembler(AppDI.assemblies)`: a property bound in the file.
            variable = member.declName.baseName.text
        } else {
            listed.unread = [list.trimmedDescription]
        }
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
}
