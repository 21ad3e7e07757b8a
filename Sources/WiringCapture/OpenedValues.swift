/// Reads the optionals, arrays, sets and dictionaries the walk meets in place, as the types it has
/// already found them to be.
///
/// The walk keeps, per type, the metatype of each such type it met (as
/// `any OptionalReflecting.Type` and the like). Each function here is called with one, opened as its
/// generic parameter, and with a value in an `Any`, opened as `Opened`: when the two are the same
/// type, the value is taken as that type as it is (`unsafeBitCast` between a type and itself, which
/// copies it), with no dynamic cast: a cast, even to the type the value has, goes through the
/// runtime's casting machinery (for an optional, it unwraps and wraps again), and a cast to an
/// existential such as `any OptionalReflecting` searches the type's conformances. A value of
/// another type (an `Any` holding another existential, say) is cast to the existential as before.
enum OpenedValues {
    /// The value inside `value`, an optional of type `O`: `.some(nil)` when it is empty.
    static func wrapped<O: OptionalReflecting>(in value: Any, as type: O.Type) -> Any?? {
        func open<Opened>(_ opened: Opened) -> Any?? {
            guard Opened.self == O.self else { return (value as? any OptionalReflecting).map(\.wrappedValue) }
            return .some(unsafeBitCast(opened, to: O.self).wrappedValue)
        }
        return open(value)
    }

    /// The object inside `value`, an optional object of type `O`, or `nil` when it is empty.
    static func wrappedObject<O: OptionalObjectReflecting>(in value: Any, as type: O.Type) -> AnyObject? {
        func open<Opened>(_ opened: Opened) -> AnyObject? {
            guard Opened.self == O.self else { return (value as? any OptionalObjectReflecting)?.wrappedObject }
            return unsafeBitCast(opened, to: O.self).wrappedObject
        }
        return open(value)
    }

    /// `value`, an array of objects of type `A`, to read its elements.
    static func objectArray<A: ObjectArrayReflecting>(in value: Any, as type: A.Type) -> (any ObjectArrayReflecting)? {
        func open<Opened>(_ opened: Opened) -> (any ObjectArrayReflecting)? {
            guard Opened.self == A.self else { return value as? any ObjectArrayReflecting }
            return unsafeBitCast(opened, to: A.self)
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

    /// The first `limit` elements of `value`, a set of type `S`, in the set's order.
    static func elements<S: SetReflecting>(in value: Any, as type: S.Type, limit: Int) -> [Any]? {
        func open<Opened>(_ opened: Opened) -> [Any]? {
            guard Opened.self == S.self else { return (value as? any SetReflecting)?.reflectedElements(limit: limit) }
            return unsafeBitCast(opened, to: S.self).reflectedElements(limit: limit)
        }
        return open(value)
    }

    /// `value`, a dictionary of type `D`, to read its entries.
    static func dictionary<D: DictionaryReflecting>(in value: Any, as type: D.Type) -> (any DictionaryReflecting)? {
        func open<Opened>(_ opened: Opened) -> (any DictionaryReflecting)? {
            guard Opened.self == D.self else { return value as? any DictionaryReflecting }
            return unsafeBitCast(opened, to: D.self)
        }
        return open(value)
    }
}
