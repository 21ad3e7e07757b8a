/// Reads the optionals, arrays and dictionaries the walk meets in place, as the types it has
/// already found them to be.
///
/// The walk keeps, per type, the metatype of each optional, array and dictionary type it met (as
/// `any OptionalReflecting.Type` and the like). Each function here is called with one, opened as its
/// generic parameter, and with a value in an `Any`, opened as `Opened`: when the two are the same
/// type, the value is read as it is. The dynamic cast `as?` would search conformances and bridges to
/// find what the walk knows, and a generic result such as `O?` would look up its type's metadata on
/// every call; the results here are of fixed types. A value of another type (an `Any` holding
/// another existential, say) is cast as before.
enum OpenedValues {
    /// The value inside `value`, an optional of type `O`: `.some(nil)` when it is empty.
    static func wrapped<O: OptionalReflecting>(in value: Any, as type: O.Type) -> Any?? {
        func open<Opened>(_ opened: Opened) -> Any?? {
            guard Opened.self == O.self else { return (value as? any OptionalReflecting).map(\.wrappedValue) }
            return .some(unsafeBitCast(opened, to: O.self).wrappedValue)
        }
        return open(value)
    }

    /// `value`, an array of type `A`, to read its elements.
    static func array<A: ArrayReflecting>(in value: Any, as type: A.Type) -> (any ArrayReflecting)? {
        func open<Opened>(_ opened: Opened) -> (any ArrayReflecting)? {
            guard Opened.self == A.self else { return value as? any ArrayReflecting }
            return unsafeBitCast(opened, to: A.self)
        }
        return open(value)
    }

    /// The entries of `value`, a dictionary of type `D`, as `DictionaryReflecting.labelledEntries(limit:)`
    /// lists them.
    static func entries<D: DictionaryReflecting>(in value: Any, as type: D.Type, limit: Int) -> [(label: String, value: Any)]? {
        func open<Opened>(_ opened: Opened) -> [(label: String, value: Any)]? {
            guard Opened.self == D.self else { return (value as? any DictionaryReflecting)?.labelledEntries(limit: limit) }
            return unsafeBitCast(opened, to: D.self).labelledEntries(limit: limit)
        }
        return open(value)
    }
}
