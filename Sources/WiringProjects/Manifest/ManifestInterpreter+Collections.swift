import SwiftSyntax

/// Collections made by calling a collection type as an initializer: `[Target]()`,
/// `[String: Target]()`, `Array<Target>()`, `Dictionary<String, Target>()`, and the copy of a list
/// `[Target](list)`. Any other initializer of a collection (`repeating:count:`…) is not read.
extension ManifestInterpreter {
    /// What a collection type written as a called expression makes.
    enum CollectionType {
        case array, dictionary
    }

    /// The collection type a called expression names (`[T]`, `[K: V]`, `Array<T>`, `Dictionary<K, V>`), or `nil`.
    static func collectionType(_ called: ExprSyntax) -> CollectionType? {
        if let array = called.as(ArrayExprSyntax.self) {
            return array.elements.count == 1 && array.elements.first?.trailingComma == nil ? .array : nil
        }
        if let dictionary = called.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = dictionary.content, list.count == 1, list.first?.trailingComma == nil else { return nil }
            return .dictionary
        }
        if let generic = called.as(GenericSpecializationExprSyntax.self),
           let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.declaredName {
            switch name {
            case "Array", "ContiguousArray": return .array
            case "Dictionary": return .dictionary
            default: return nil
            }
        }
        return nil
    }

    /// The collection a call of a collection type makes: empty with no arguments, a list's copy with one.
    func makeCollection(
        _ type: CollectionType, arguments: [Argument], at call: FunctionCallExprSyntax, in scope: ManifestScope
    ) throws(ManifestStop) -> ManifestValue {
        if arguments.isEmpty { return type == .array ? .array([]) : .dictionary([]) }
        if type == .array, arguments.count == 1, let only = arguments.first, only.label == nil, !only.isTrailingClosure {
            let value = try evaluate(only.expression, in: scope, expecting: nil)
            switch value {
            case .array, .unknown: return value
            default: break
            }
        }
        return try unknownExpression(call, in: scope)
    }
}
