import WiringModel

/// Which stored properties of a class are weak or unowned.
///
/// `Mirror` reads a weak or unowned property as an ordinary value, so capture
/// asks the Swift runtime's reflection metadata — the same source `Mirror`
/// itself uses — whether each field is strong. Results are cached per type.
final class FieldOwnership {
    private var cache: [ObjectIdentifier: [String: ReferenceStrength]] = [:]

    /// The strength of each non-strong stored field of a type (superclass fields included).
    ///
    /// - Parameter type: A class or struct type.
    /// - Returns: Field names mapped to `weak` or `unowned`; strong fields are absent.
    func weakFields(of type: Any.Type) -> [String: ReferenceStrength] {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var result: [String: ReferenceStrength] = [:]
        let count = reflectionRecursiveCount(type)
        for index in 0..<count {
            var field = FieldReflectionMetadata()
            let fieldType = reflectionRecursiveChildMetadata(type, index: index, fieldMetadata: &field)
            defer { field.freeFunc?(field.name) }
            guard !field.isStrong, let name = field.name else { continue }
            // A weak reference is always optional; a non-optional one can only be unowned.
            result[String(cString: name)] = fieldType is any OptionalReflecting.Type ? .weak : .unowned
        }
        cache[ObjectIdentifier(type)] = result
        return result
    }
}
