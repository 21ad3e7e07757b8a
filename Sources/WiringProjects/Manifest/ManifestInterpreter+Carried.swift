import SwiftSyntax

/// Methods of the description library and of the standard library that the interpreter does not
/// model, carried as opaque values rather than read.
///
/// Such a method is not the manifest's code, so calling it runs none of the manifest's code. On a
/// value (every type of ProjectDescription, a dictionary, a list, a string), with arguments that
/// hold no closure and pass nothing `inout`, all it can change is its result and, for a `mutating`
/// method, the variable it is called on. So its result is an opaque unknown, the variable it is
/// called on becomes that value too, and nothing else is marked: a project made with
/// `.settings(base: .init().swiftCompilationMode(.wholemodule))` keeps its targets, dependencies and
/// products. A chain of such calls (`.init().a(…).b(…)`, a method of the library on a value it
/// carries) is one opaque value, said once, at the chain's first call, in `carried`. Whatever reads
/// the value (a target's module name in its settings) says it was not read; what nothing reads is
/// not computed. A method of a class of the library (`Target` in PackageDescription), or one given a
/// closure, is followed as any call the interpreter does not model: what it may change is unknown.
extension ManifestInterpreter {
    /// The opaque value a method of the library gives, or `nil` when the call may do more than give a value.
    func carriedCall(
        _ name: String, on value: ManifestValue, arguments: [Argument], at call: FunctionCallExprSyntax, in scope: ManifestScope,
        evaluated: Bool = false
    ) throws(ManifestStop) -> ManifestValue? {
        let receiver: String
        var chained: ManifestUnknown?
        switch value {
        case .unknown(let unknown) where unknown.isOpaque:
            receiver = ""
            chained = unknown
        case .object(let object):
            guard let type = libraryValueType(of: object) else { return nil }
            receiver = type
        case .dictionary: receiver = "a dictionary"
        case .array: receiver = "a list"
        case .string: receiver = "a string"
        default: return nil
        }
        // What it is called on may change (a `mutating` method): a variable, a property reached
        // through a path of names (`env.base`, `Catalog.shared.settings`), or else nothing nameable.
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var variable: String?
        var property: Place?
        if let base, !Self.isValueExpression(base) {
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                guard scope.binds(reference.baseName.declaredName) else { return nil }
                variable = reference.baseName.declaredName
            } else if Self.isPropertyPath(base) {
                // A stored property is the place such a method may change; a computed one, a temporary.
                property = try place(of: base, in: scope)
            } else {
                return nil
            }
        }
        guard !arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) || $0.expression.is(ClosureExprSyntax.self) }) else {
            return nil
        }
        for argument in arguments where !evaluated {
            if case .closure = try evaluate(argument.expression, in: scope, expecting: nil) { return nil }
        }
        let here = line(of: call)
        let unknown = chained ?? ManifestUnknown(
            reason: "'.\(name)(…)' of \(receiver.hasPrefix("a ") ? receiver : "'\(receiver)'") is a library method the reader does not compute: "
                + "its value is carried whole, not read",
            line: here, isOpaque: true)
        if chained == nil, !carried.contains(where: { $0.line == here && $0.reason == unknown.reason }) { carried.append(unknown) }
        if let variable { scope.forget(variable, unknown) }
        property?.set(.unknown(unknown))
        try budget.step(line: here)
        return .unknown(unknown)
    }

    /// Whether an expression is a path of names (`env.base`, `Self.shared.settings`): member
    /// accesses down to a name, with no call, subscript or literal on the way, so evaluating it
    /// reads values and runs no code but getters.
    private static func isPropertyPath(_ expression: ExprSyntax) -> Bool {
        var current = expression
        var names = 0
        while let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, member.declName.argumentNames == nil else { return false }
            current = base
            names += 1
        }
        return names > 0 && current.is(DeclReferenceExprSyntax.self)
    }

    /// The type a value of the description library has, when it is a value the library computes
    /// with (a struct or an enum of the library, not one of the manifest's, not one of its classes).
    private func libraryValueType(of object: ManifestObject) -> String? {
        guard !object.isEnumCase, structs[object.type] == nil else { return nil }
        if object.type.isEmpty {
            let owners = vocabulary.owners(ofFactory: object.name)
            guard !owners.contains(where: vocabulary.referenceTypes.contains) else { return nil }
            return owners.count == 1 ? owners[0] : "." + object.name + "(…)"
        }
        guard vocabulary.types.contains(object.type), !vocabulary.referenceTypes.contains(object.type) else { return nil }
        return object.type
    }

    /// Whether an expression stands for a value that no name holds: a call's result, an implicit
    /// member, a literal (a method called on it can change no variable).
    private static func isValueExpression(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) {
            return true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isValueExpression(only.expression)
        }
        return false
    }
}

extension ManifestInterpreter {
    /// The opaque value an initializer of the library gives, or `nil` when the call may run the
    /// manifest's code or make the manifest's value.
    ///
    /// `.init(…)` where the place's type is not known (`.version(.init(5, 7, 0))`), or `Type(…)` of
    /// a value type of the library whose initializer the interpreter does not model (`Version(5, 7, 0)`
    /// in PackageDescription): when no initializer the manifest declares could take these arguments
    /// (as their labels and kinds are written), Swift calls one of the library's, which runs none of
    /// the manifest's code and changes nothing but its result. An implicit one labelled `name:` first
    /// may make the manifest's value (`Package(name:…)`, `Project(name:…)`), so it is not carried.
    func carriedInitializer(of type: String?, arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope)
        throws(ManifestStop) -> ManifestValue? {
        guard !arguments.contains(where: { $0.isTrailingClosure || $0.expression.is(InOutExprSyntax.self) || $0.expression.is(ClosureExprSyntax.self) })
        else { return nil }
        if let type {
            guard type != vocabulary.rootType, vocabulary.types.contains(type), !vocabulary.referenceTypes.contains(type),
                  overloads(libraryInitializers[type] ?? [], arguments: arguments).isEmpty, instanceMembers[type]?["init"] == nil
            else { return nil }
        } else {
            if arguments.first?.label == "name" || mayCallDeclaredInitializer(arguments) { return nil }
        }
        for argument in arguments {
            if case .closure = try evaluate(argument.expression, in: scope, expecting: nil) { return nil }
        }
        let here = line(of: node)
        let written = type.map { "'\($0)(…)'" } ?? "'.init(…)' (its type not inferred; no initializer of the manifest's takes these arguments)"
        let unknown = ManifestUnknown(
            reason: "\(written) is a library initializer the reader does not compute: its value is carried whole, not read",
            line: here, isOpaque: true)
        if !carried.contains(where: { $0.line == here && $0.reason == unknown.reason }) { carried.append(unknown) }
        try budget.step(line: here)
        return .unknown(unknown)
    }

    /// Whether an initializer the manifest declares (of one of its structs, or added to a library
    /// type) could take these arguments, by their labels and written kinds.
    func mayCallDeclaredInitializer(_ arguments: [Argument]) -> Bool {
        for declared in structs.values {
            if !overloads(declared.initializers, arguments: arguments).isEmpty { return true }
            if let fields = declared.memberwise,
               arguments.allSatisfy({ argument in argument.label.map { label in fields.contains { $0.name == label } } ?? false }) {
                return true
            }
        }
        if libraryInitializers.values.contains(where: { !overloads($0, arguments: arguments).isEmpty }) { return true }
        return instanceMembers.values.contains { $0["init"] != nil }
    }
}
