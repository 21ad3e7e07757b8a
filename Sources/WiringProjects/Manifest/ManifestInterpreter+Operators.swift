import SwiftSyntax

/// The manifest's own infix operators (`static func + (lhs: Path, rhs: String) -> Path` in a
/// helper), called where Swift would call them.
///
/// They are named like the standard ones, so Swift folds them by the standard precedence, as the
/// interpreter does. At a use, the operands' values decide: when they fit the parameters of exactly
/// one of the manifest's declarations and no standard operator takes them (`Path + String`), that
/// declaration is called with them; when only a standard one takes them (`String + String`), the
/// standard one is computed. When the values do not tell (an operand is not known, or both kinds
/// fit), the result is unknown and whatever the declarations may change is marked unknown.
extension ManifestInterpreter {
    /// The value of `lhs op rhs` by the manifest's own operator, or `nil` when the standard one applies.
    func declaredOperator(_ op: String, _ lhs: ManifestValue, _ rhs: ManifestValue, at infix: InfixOperatorExprSyntax, in scope: ManifestScope)
        throws(ManifestStop) -> ManifestValue? {
        guard Self.readOperators.contains(op) else { return nil }
        let declared = declaredOperators(op, in: scope)
        if declared.isEmpty { return nil }
        var fitting: [ManifestFunction] = []
        var undecided = false
        for function in declared {
            let parameters = Self.parameters(of: function.signature)
            guard parameters.count == 2, !parameters.contains(where: { $0.isInout || $0.isVariadic }) else {
                undecided = true
                continue
            }
            switch (fits(lhs, parameters[0].type, owner: function.owner), fits(rhs, parameters[1].type, owner: function.owner)) {
            case (true?, true?): fitting.append(function)
            case (false?, _), (_, false?): continue
            default: undecided = true
            }
        }
        let standard = Self.standardOperatorTakes(op, lhs, rhs)
        if fitting.isEmpty, !undecided, standard == true { return nil }
        let here = line(of: infix)
        if fitting.count == 1, !undecided, standard == false, let function = fitting.first {
            guard !function.isGenericOrFailableInitializer, function.signature.effectSpecifiers?.asyncSpecifier == nil, function.body != nil else {
                return try undecidedOperator(op, declared, lhs, rhs, at: infix, "'\(op)' of the manifest's own, which the reader does not follow")
            }
            try budget.step(line: here)
            return try callClosure(ManifestClosure(body: .function(function), scope: function.scope), with: [lhs, rhs], at: infix)
        }
        if fitting.isEmpty, !undecided, standard == false {
            return .unknown(unmodelled(infix, "'\(op)' on these values"))
        }
        return try undecidedOperator(
            op, declared, lhs, rhs, at: infix,
            "'\(op)', which the manifest also declares (which one Swift calls depends on types the reader does not infer)")
    }

    /// Every declaration of an operator: global functions in scope, static members of any type.
    private func declaredOperators(_ op: String, in scope: ManifestScope) -> [ManifestFunction] {
        var result = scope.functions(named: op)
        for members in statics.keys.sorted().compactMap({ statics[$0]?[op] }) {
            for case .function(let function) in members { result.append(function) }
        }
        return result
    }

    /// An unknown result of an operator the values do not decide; what its declarations may change is unknown.
    private func undecidedOperator(
        _ op: String, _ declared: [ManifestFunction], _ lhs: ManifestValue, _ rhs: ManifestValue, at infix: InfixOperatorExprSyntax,
        _ why: String
    ) throws(ManifestStop) -> ManifestValue {
        let unknown: ManifestUnknown
        if case .unknown(let operand) = lhs {
            unknown = operand
        } else if case .unknown(let operand) = rhs {
            unknown = operand
        } else {
            unknown = unmodelled(infix, why)
        }
        for function in declared { try footprint(Syntax(function.declaration), unknown, in: function.scope) }
        return .unknown(unknown)
    }

    /// Whether a value is of a parameter's type as written: `true`, `false`, or `nil` when its
    /// value does not tell.
    private func fits(_ value: ManifestValue, _ type: TypeSyntax, owner: String?) -> Bool? {
        var name = Self.typeName(type)
        if name == "Self", let owner { name = owner }
        switch value {
        case .unknown, .nothing: return nil
        case .string: return name == "String"
        case .int: return name == "Int"
        case .bool: return name == "Bool"
        case .array: return Self.elementType(of: name) != nil && !name.contains(":")
        case .dictionary: return name.hasPrefix("[") && name.contains(":")
        case .object(let object):
            if protocols.contains(name) { return nil }
            if !object.type.isEmpty { return object.type == name }
            let owners = vocabulary.owners(ofFactory: object.name)
            if owners.contains(name) { return true }
            return owners.isEmpty ? nil : false
        default: return nil
        }
    }

    /// Whether a standard operator takes these values: `true`, `false`, or `nil` when an operand is not known.
    private static func standardOperatorTakes(_ op: String, _ lhs: ManifestValue, _ rhs: ManifestValue) -> Bool? {
        switch (lhs, rhs) {
        case (.unknown, _), (_, .unknown), (.nothing, _), (_, .nothing): return nil
        case (.int, .int): return true
        case (.string, .string): return ["+", "==", "!=", "<", ">", "<=", ">="].contains(op)
        case (.array, .array): return ["+", "==", "!="].contains(op)
        case (.bool, .bool): return ["==", "!="].contains(op)
        case (.object(let a), .object(let b)) where a.isEnumCase && b.isEnumCase: return ["==", "!="].contains(op)
        default: return false
        }
    }
}
