import SwiftSyntax

/// Overloads told apart by the values of their arguments: `feature(implementation: name.rawValue)`
/// beside `feature(implementation: Feature)` and `feature(implementation: String)` is the `String`
/// one, as Swift's type checker picks it, since `name.rawValue` is a string. An argument is only
/// evaluated for this when evaluating it runs nothing (no call, no closure): a read of names,
/// members, literals and operators.
extension ManifestInterpreter {
    /// The one of several functions that labels and argument kinds as written leave open which the
    /// values of the arguments choose, or `nil` when they do not choose one.
    func overloadChosenByValues(
        _ functions: [ManifestFunction], arguments: [Argument], in scope: ManifestScope
    ) throws(ManifestStop) -> (ManifestFunction, [[Int]])? {
        let labelled = functions.compactMap { function in
            Self.bind(arguments, to: Self.parameters(of: function.signature)).map { (function, $0) }
        }
        guard labelled.count > 1 else { return nil }
        var values: [Int: ManifestValue] = [:]
        var kept: [(function: ManifestFunction, binding: [[Int]], decided: Bool)] = []
        for (function, binding) in labelled {
            guard let decided = try valuesFit(function, binding: binding, arguments: arguments, values: &values, in: scope) else { continue }
            kept.append((function, binding, decided))
        }
        if kept.count == 1, let only = kept.first { return (only.function, only.binding) }
        let decided = kept.filter(\.decided)
        if decided.count == 1, let only = decided.first { return (only.function, only.binding) }
        return nil
    }

    /// The overloads of the manifest's own that the values of the arguments do not rule out: where
    /// an argument known not to be of a parameter's type (`name.rawValue`, a string, for a
    /// parameter of an enum of the manifest's) leaves none, Swift calls the library's member of
    /// that name instead, as a helper `target(name: TargetName)` calling `.target(name: name.rawValue)` does.
    func overloadsKeptByValues(
        _ matching: [(ManifestFunction, [[Int]])], arguments: [Argument], in scope: ManifestScope
    ) throws(ManifestStop) -> [(ManifestFunction, [[Int]])] {
        var values: [Int: ManifestValue] = [:]
        var kept: [(ManifestFunction, [[Int]])] = []
        for (function, binding) in matching {
            // An implicit member (`.shared.core`) is read in the type its parameter gives it: read alone it rules nothing out.
            if binding.joined().contains(where: { Self.hasImplicitMember(arguments[$0].expression) }) {
                kept.append((function, binding))
            } else if try valuesFit(function, binding: binding, arguments: arguments, values: &values, ownTypesOnly: true, in: scope) != nil {
                kept.append((function, binding))
            }
        }
        return kept
    }

    /// Whether an expression holds an implicit member (`.core`, `[.shared.core]`), whose type its context gives.
    static func hasImplicitMember(_ node: some SyntaxProtocol) -> Bool {
        if let member = node.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return node.children(viewMode: .sourceAccurate).contains { hasImplicitMember($0) }
    }

    /// Whether the arguments bound to a function's parameters fit their types: `nil` when one is
    /// known not to, else whether every one is known to (`true`) or some the reader cannot tell
    /// (`false`). Arguments that only read are evaluated once, into `values`. With `ownTypesOnly`,
    /// a value is known not to fit only a standard type or an enum the manifest declares, never a
    /// library type it adds statics to (`SourceFilesList` takes a list literal).
    private func valuesFit(
        _ function: ManifestFunction, binding: [[Int]], arguments: [Argument], values: inout [Int: ManifestValue],
        ownTypesOnly: Bool = false, in scope: ManifestScope
    ) throws(ManifestStop) -> Bool? {
        var decided = true
        for (parameter, indices) in zip(Self.parameters(of: function.signature), binding) {
            let type = aliased(qualified(Self.typeName(parameter.type), inside: function.owner))
            for index in indices {
                let expression = arguments[index].expression
                var fits = acceptsDeclared(parameter.type, expression)
                if fits == nil, Self.onlyReads(expression) {
                    if values[index] == nil { values[index] = try evaluate(expression, in: scope, expecting: nil) }
                    fits = values[index].flatMap { valueFits($0, type, ownTypesOnly: ownTypesOnly) }
                }
                if fits == false { return nil }
                if fits == nil { decided = false }
            }
        }
        return decided
    }

    /// Whether a value is of a parameter's type (`true`), is not (`false`), or the reader cannot
    /// tell (`nil`): strings, numbers and Booleans against the standard types, cases of the
    /// manifest's enums against their enum, lists against list types.
    private func valueFits(_ value: ManifestValue, _ type: String, ownTypesOnly: Bool = false) -> Bool? {
        let isList = Self.elementType(of: type) != nil
        let isDeclared = !type.isEmpty
            && (ownTypesOnly ? declaresOwnType(type) : namespaces.contains(type) || structs[type] != nil || statics[type] != nil)
        // A type the reader knows the values of: a value of another kind is not of it.
        let isKnown = isDeclared || ["String", "Int", "Bool", "Double"].contains(type)
        func single(_ own: String) -> Bool? {
            if type == own { return true }
            return isList || isKnown ? false : nil
        }
        switch value {
        case .string: return single("String")
        case .int: return single("Int")
        case .bool: return single("Bool")
        case .array(let elements):
            // A list fits a list type unless one of its elements is known not to fit the element type.
            guard isList else { return isKnown ? false : nil }
            let element = Self.elementType(of: type) ?? ""
            return elements.contains { valueFits($0, element, ownTypesOnly: ownTypesOnly) == false } ? false : true
        case .object(let object) where object.isEnumCase: return single(aliased(object.type))
        case .object(let object) where isDeclared && !protocols.contains(type) && !object.type.isEmpty:
            // A value of another type (a `TargetDependency` made by the library) is not one of a type the manifest declares.
            return aliased(object.type) == type
        default: return nil
        }
    }

    /// Whether the manifest itself declares a type as an enum with cases (not a library type it
    /// only extends, nor a struct, which may take literals), so a string or list is not one of it.
    private func declaresOwnType(_ type: String) -> Bool {
        statics[type]?.values.contains { members in
            members.contains { member in
                switch member {
                case .value(let value): return value.object?.isEnumCase == true
                case .enumCase: return true
                default: return false
                }
            }
        } ?? false
    }

    /// Whether evaluating an expression only reads: no call, closure or macro inside it.
    static func onlyReads(_ node: some SyntaxProtocol) -> Bool {
        if node.is(FunctionCallExprSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MacroExpansionExprSyntax.self)
            || node.is(SubscriptCallExprSyntax.self) {
            return false
        }
        return node.children(viewMode: .sourceAccurate).allSatisfy { onlyReads($0) }
    }
}
