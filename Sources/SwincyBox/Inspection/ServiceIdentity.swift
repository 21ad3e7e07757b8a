/// Which registration a service comes from: its box, its type and its key.
///
/// Stable across runs — it is made of the box's key path, the type's fully qualified
/// name and the registration key, never of addresses — so a capture of the same app
/// twice names its services the same way.
@_spi(WiringInspection) public struct ServiceIdentity: Hashable, Sendable {
    /// The keys of the child boxes from the root box down to the registration's box;
    /// `[]` for a root box.
    public let boxPath: [String]
    /// `String(reflecting: Service.self)`, for example `"Showroom.Car"`.
    public let typeName: String
    /// The key the service was registered with, if any.
    public let key: String?

    /// Creates an identity.
    ///
    /// - Parameters:
    ///   - boxPath: The child-box keys from the root box down; `[]` for a root box.
    ///   - typeName: The fully qualified name of the service type.
    ///   - key: The registration key, if any.
    public init(boxPath: [String], typeName: String, key: String?) {
        self.boxPath = boxPath
        self.typeName = typeName
        self.key = key
    }
}

extension ServiceIdentity {
    /// The type and key as they appear in a resolution chain: `Showroom.Car (key "BMW")`.
    var chainDescription: String {
        Self.describe(typeName: typeName, key: key)
    }

    /// Describes a type and key the way error messages show them.
    static func describe(typeName: String, key: String?) -> String {
        guard let key else { return typeName }
        return "\(typeName) (key \"\(key)\")"
    }

    /// Orders identities by box path, type name, then key (no key first).
    static func precedes(_ lhs: ServiceIdentity, _ rhs: ServiceIdentity) -> Bool {
        if lhs.boxPath != rhs.boxPath { return lhs.boxPath.lexicographicallyPrecedes(rhs.boxPath) }
        if lhs.typeName != rhs.typeName { return lhs.typeName < rhs.typeName }
        return (lhs.key ?? "", lhs.key != nil ? 1 : 0) < (rhs.key ?? "", rhs.key != nil ? 1 : 0)
    }
}
