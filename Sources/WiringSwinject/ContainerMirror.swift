import Swinject

/// What `Mirror` shows of one Swinject `Container`: its parent, its registrations
/// and its default scope.
///
/// Reads Swinject 2.10's stored properties `services` (a `ThreadSafeDictionary`
/// whose `internalDictionary` maps `ServiceKey` to a service entry), `parent`,
/// `synchronized` and `defaultObjectScope`. The dictionary is read without
/// Swinject's lock: capture a container while no other thread registers into it.
struct ContainerMirror {
    /// The container read.
    let container: Container
    /// The parent container, if any.
    let parent: Container?
    /// Every key of the container with the service entry it leads to.
    let registrations: [(key: RegistrationKey, entry: AnyObject)]
    /// The scope new registrations get.
    let defaultScope: AnyObject?
    /// Whether the container is the thread-safe view `synchronize()` returns:
    /// a registration-less child that only locks around its parent.
    let isSynchronizedView: Bool

    /// Reads a container.
    ///
    /// - Parameter container: The container.
    init(_ container: Container) {
        self.container = container
        parent = Reflection.child("parent", of: container) as? Container
        defaultScope = Reflection.child("defaultObjectScope", of: container).flatMap(Reflection.object)
        var registrations: [(key: RegistrationKey, entry: AnyObject)] = []
        if let services = Reflection.child("services", of: container) {
            // 2.10 wraps the dictionary in a ThreadSafeDictionary; earlier versions stored it directly.
            let dictionary = Reflection.child("internalDictionary", of: services) ?? services
            for pair in Reflection.elements(of: dictionary) {
                guard let key = Reflection.child("key", of: pair).flatMap(Self.key),
                      let entry = Reflection.child("value", of: pair).flatMap(Reflection.object)
                else { continue }
                registrations.append((key, entry))
            }
        }
        self.registrations = registrations.sorted { RegistrationKey.byID($0.key, $1.key) }
        let synchronized = Reflection.child("synchronized", of: container) as? Bool ?? false
        isSynchronizedView = synchronized && registrations.isEmpty && parent != nil
    }

    /// Reads a `ServiceKey`.
    private static func key(_ value: Any) -> RegistrationKey? {
        guard let serviceType = Reflection.child("serviceType", of: value) as? Any.Type,
              let argumentsType = Reflection.child("argumentsType", of: value) as? Any.Type
        else { return nil }
        return RegistrationKey(
            serviceType: serviceType, argumentsType: argumentsType,
            name: Reflection.child("name", of: value) as? String,
            option: Reflection.child("option", of: value).map { String(describing: $0) })
    }
}
