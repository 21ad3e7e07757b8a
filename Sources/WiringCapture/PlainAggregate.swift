/// Recognises structs and tuples that hold no references, so the walk can skip them without
/// building a mirror.
///
/// A struct or tuple without a custom mirror shows exactly its stored properties to `Mirror`, as
/// the runtime's reflection metadata lists them; when each is a plain type (`ClassFieldLayout.isLeaf`),
/// nothing inside can reach an object. The walk would still have
/// counted every value it read towards `CaptureOptions.maxValuesPerObject`, so the count is kept.
enum PlainAggregate {
    /// How many values a walk of `value`'s children would read, or `nil` when `value` is not a plain
    /// struct or tuple.
    ///
    /// - Parameters:
    ///   - value: A value that is neither an optional nor a class instance.
    ///   - limit: The most children the walk reads of one value.
    static func values(in value: Any, limit: Int) -> Int? {
        guard !(value is any CustomReflectable) else { return nil }
        let style = Mirror(reflecting: value).displayStyle
        guard style == .struct || style == .tuple else { return nil }
        return values(ofType: type(of: value), limit: limit)
    }

    private static func values(ofType type: Any.Type, limit: Int) -> Int? {
        let count = min(reflectionRecursiveCount(type), limit)
        for index in 0..<max(count, 0) {
            var field = FieldReflectionMetadata()
            let fieldType = reflectionRecursiveChildMetadata(type, index: index, fieldMetadata: &field)
            field.freeFunc?(field.name)
            guard ClassFieldLayout.isLeaf(fieldType) else { return nil }
        }
        return max(count, 0)
    }
}
