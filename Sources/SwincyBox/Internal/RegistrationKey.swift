/// Where a registration lives in a box: the identity of the service's metatype plus the key.
///
/// Using `ObjectIdentifier` of the metatype rather than the type's name keeps two types
/// of one name in different modules (or different enclosing types) apart.
struct RegistrationKey: Hashable, Sendable {
    /// The identity of the service's metatype.
    let type: ObjectIdentifier
    /// The optional key the service was registered with.
    let key: String?

    /// Creates the key for `type` registered under `key`.
    init(_ type: Any.Type, key: String?) {
        self.type = ObjectIdentifier(type)
        self.key = key
    }
}
