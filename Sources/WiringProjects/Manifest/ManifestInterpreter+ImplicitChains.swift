import SwiftSyntax

/// Implicit member chains (`.init().swiftCompilationMode(.wholemodule)` where a
/// `SettingsDictionary` is expected): Swift looks the chain's first member up in the type the
/// whole chain's place expects, so that type is passed on to the chain's start.
extension ManifestInterpreter {
    /// Whether an expression starts with an implicit member (`.init()`, `.name`), through calls,
    /// member accesses and optional chaining.
    static func startsWithImplicitMember(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return false
            }
        }
    }
}

extension ManifestInterpreter {
    /// Whether a parameter's type accepts an argument as written (`accepts`), knowing the static
    /// members the manifest declares: an implicit member (`.appBundleID(name:)`) is accepted by a
    /// type the manifest gives a static member of that name, `String` too.
    func acceptsDeclared(_ type: TypeSyntax, _ argument: ExprSyntax) -> Bool? {
        // A list written out fits a list type as its elements fit the element type: `[.views]` is a
        // list of the manifest's enum whose case `views` is, not known to be of `TargetDependency`s.
        if let list = argument.as(ArrayExprSyntax.self), !list.elements.isEmpty,
           let element = (type.as(OptionalTypeSyntax.self)?.wrappedType ?? type).as(ArrayTypeSyntax.self)?.element {
            var fits: Bool? = true
            for item in list.elements {
                switch acceptsDeclared(element, item.expression) {
                case false?: return false
                case nil: fits = nil
                case true?: break
                }
            }
            return fits
        }
        let member = argument.as(MemberAccessExprSyntax.self)
            ?? argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        // A static member the manifest adds to `Array` (`extension [TargetDependency]`) is one of every array type.
        let name = Self.typeName(type)
        let element = Self.elementType(of: name)
        let owner = element != nil ? "Array" : name
        if let member, member.base == nil, statics[owner]?[member.declName.baseName.declaredName] != nil { return true }
        // A type of the manifest's own has the static members it declares and its protocols' extensions
        // add, no others: `.target(name:)` is not one of its values.
        if let member, member.base == nil, element == nil, member.declName.baseName.declaredName != "init",
           structs[name] != nil || statics[name] != nil, !vocabulary.types.contains(name), !protocols.contains(name),
           unmodelledTypes[name] == nil, staticDefinitions(member.declName.baseName.declaredName, of: name) == nil {
            return false
        }
        // A list of a library type may have statics the library adds to `Array` where its elements
        // are of that type (`resourceSynthesizers: .default`, `[ResourceSynthesizer].default`): an
        // implicit member there is not known not to fit, unless the manifest gives that name to the
        // element type itself (`.core` of `TargetDependency` is an element, not a list).
        if let member, member.base == nil, let element, vocabulary.types.contains(aliased(element)),
           statics[aliased(element)]?[member.declName.baseName.declaredName] == nil {
            return nil
        }
        return Self.accepts(type, argument)
    }
}
