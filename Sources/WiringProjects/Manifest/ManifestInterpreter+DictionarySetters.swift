import SwiftSyntax

/// The library's methods on a dictionary type that set fixed keys (`ManifestVocabulary.dictionarySetters`).
///
/// Tuist's `SettingsDictionary().debugInformationFormat(.dwarfWithDsym).marketingVersion("1.0")` is
/// the dictionary with `DEBUG_INFORMATION_FORMAT` and `MARKETING_VERSION` set and nothing else
/// changed: each method is a `merging(_:)` of its keys in the library's source. A value set from a
/// single string argument is that string; any other is an opaque value, which only a reader of that
/// key would need. The keys it does not write keep what the dictionary holds, so a target's module
/// name in its base settings is read through such a chain.
extension ManifestInterpreter {
    /// The dictionary a setter of the library makes, or `nil` when this is no such call (a closure
    /// or an `inout` argument, a method the table does not hold).
    func librarySetter(
        _ name: String, on entries: [(key: ManifestValue, value: ManifestValue)], arguments: [Argument], at call: FunctionCallExprSyntax,
        in scope: ManifestScope
    ) throws(ManifestStop) -> ManifestValue? {
        guard let keys = vocabulary.dictionarySetters[name],
              !arguments.contains(where: { $0.isTrailingClosure || $0.expression.is(InOutExprSyntax.self) || $0.expression.is(ClosureExprSyntax.self) })
        else { return nil }
        var values: [ManifestValue] = []
        for argument in arguments {
            let value = try evaluate(argument.expression, in: scope, expecting: nil)
            if case .closure = value { return nil }
            values.append(value)
        }
        let here = line(of: call)
        let set: [(key: ManifestValue, value: ManifestValue)] = keys.map { key in
            if keys.count == 1, values.count == 1, let text = values[0].string { return (.string(key, line: here), .string(text, line: here)) }
            return (.string(key, line: here), .unknown(ManifestUnknown(
                reason: "the value '.\(name)(…)' sets for '\(key)' is not computed", line: here, isOpaque: true)))
        }
        return try merging(entries, set, at: call)
    }
}
