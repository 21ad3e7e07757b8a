import SwiftSyntax

/// The library's values made through the initializers Swift's literals stand for, computed as the
/// literals are: a type the library declares as a dictionary (Tuist's `SettingsDictionary`, a
/// `[String: SettingValue]`) called with no arguments is an empty dictionary, and
/// `T(stringLiteral: s)` or `T(booleanLiteral: b)` of a type a literal may stand for
/// (`SettingValue(stringLiteral: "Manual")`) is the value given, as the literal `"Manual"` written
/// there is.
extension ManifestInterpreter {
    /// The value such an initializer makes, or `nil` when it is not one of them.
    func literalValue(of type: String, arguments: [Argument], in scope: ManifestScope) throws(ManifestStop) -> ManifestValue? {
        if arguments.isEmpty, vocabulary.dictionaryTypes.contains(type) { return .dictionary([]) }
        guard arguments.count == 1, let only = arguments.first, !only.isTrailingClosure,
              vocabulary.stringLiteralTypes.contains(type), !only.expression.is(InOutExprSyntax.self)
        else { return nil }
        switch only.label {
        case "stringLiteral": return try evaluate(only.expression, in: scope, expecting: "String")
        case "booleanLiteral": return try evaluate(only.expression, in: scope, expecting: "Bool")
        default: return nil
        }
    }
}
