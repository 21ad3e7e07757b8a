/// What Swinject looks a registration up by: the service type, the factory's
/// arguments type, the registration name and an extension's option.
///
/// It mirrors Swinject's internal `ServiceKey`, read with `Mirror`, and is what
/// `RecordingResolver` records for each resolution.
struct RegistrationKey: Hashable, @unchecked Sendable {
    // `@unchecked`: metatypes are immutable and safe to share; the option is a description.
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?
    /// The description of a `ServiceKeyOption`, used by extensions such as storyboards.
    let option: String?

    static func == (lhs: RegistrationKey, rhs: RegistrationKey) -> Bool {
        lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType
            && lhs.name == rhs.name && lhs.option == rhs.option
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
        hasher.combine(option)
    }

    /// The service type's stable name.
    var typeName: String { SwinjectTypeName.of(serviceType) }

    /// The arguments besides the resolver, or `nil` for a plain `{ r in … }` factory.
    var arguments: String? { SwinjectTypeName.arguments(argumentsType) }

    /// The key's part of a node id: `Type`, then `#name`, `(arguments)` and `@option` when present.
    var idComponent: String {
        var text = typeName
        if let name { text += "#\(name)" }
        if let arguments { text += arguments.hasPrefix("(") ? arguments : "(\(arguments))" }
        if let option { text += "@\(option)" }
        return text
    }

    /// Orders keys by their id component, so a choice among keys is deterministic.
    static func byID(_ lhs: RegistrationKey, _ rhs: RegistrationKey) -> Bool {
        (lhs.name == nil ? 0 : 1, lhs.idComponent) < (rhs.name == nil ? 0 : 1, rhs.idComponent)
    }
}
