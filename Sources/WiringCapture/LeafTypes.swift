/// The plain types whose values never hold references, so the walk skips them without reflecting.
enum LeafTypes {
    /// Whether values of `type` never hold references.
    ///
    /// - Parameter type: A type.
    /// - Returns: `true` for strings, numbers, `Bool`, `Character` and arrays of the common ones.
    static func contains(_ type: Any.Type) -> Bool {
        type == String.self || type == Substring.self || type == Int.self || type == Double.self
            || type == Bool.self || type == Float.self || type == Character.self || type == [Int].self
            || type == [String].self || type == [Double].self || type == [UInt8].self
    }
}
