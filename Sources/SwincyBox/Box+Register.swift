extension Box {
    /// Registers a factory that builds `Service` without resolving anything.
    ///
    /// Registering the same type and key again replaces the earlier registration (and its
    /// permanent instance); the returned registration's `replacedExisting` says so.
    ///
    /// ```swift
    /// box.register { Car() }
    /// box.register(key: "familyCar") { BMWX3() as Car }
    /// box.register(life: .permanent) { SafetyTestCar() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred from the factory when omitted.
    ///   - key: Tells apart several registrations of one type.
    ///   - life: `.transient` (the default) builds per resolve; `.permanent` keeps the first.
    ///   - factory: Builds a new instance.
    ///   - fileID: Where the service is registered; leave the default.
    ///   - filePath: Where the service is registered; leave the default.
    ///   - line: Where the service is registered; leave the default.
    /// - Returns: The registration, to add `onInitialised` handlers or check for an overwrite.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        key: String? = nil,
        life: LifeType = .transient,
        _ factory: @escaping () -> Service,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> ServiceRegistration<Service> {
        let site = BoxCallSite(fileID: fileID, filePath: filePath, line: line)
        return add(type, key: key, life: life, at: site) { _ in factory() }
    }

    /// Registers a factory that builds `Service` from services it resolves.
    ///
    /// The factory receives the box holding this registration as its resolver.
    /// Registering the same type and key again replaces the earlier registration (and its
    /// permanent instance); the returned registration's `replacedExisting` says so.
    ///
    /// ```swift
    /// box.register { Engine() as Transmission }
    /// box.register { r in Car(engine: r.resolve()) as Vehicle }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred from the factory when omitted.
    ///   - key: Tells apart several registrations of one type.
    ///   - life: `.transient` (the default) builds per resolve; `.permanent` keeps the first.
    ///   - factory: Builds a new instance, resolving its dependencies from the resolver.
    ///   - fileID: Where the service is registered; leave the default.
    ///   - filePath: Where the service is registered; leave the default.
    ///   - line: Where the service is registered; leave the default.
    /// - Returns: The registration, to add `onInitialised` handlers or check for an overwrite.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        key: String? = nil,
        life: LifeType = .transient,
        _ factory: @escaping (Resolver) -> Service,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> ServiceRegistration<Service> {
        let site = BoxCallSite(fileID: fileID, filePath: filePath, line: line)
        return add(type, key: key, life: life, at: site, factory)
    }

    /// Stores a registration, replacing any for the same type and key.
    private func add<Service>(
        _ type: Service.Type,
        key: String?,
        life: LifeType,
        at site: BoxCallSite,
        _ factory: @escaping (Resolver) -> Service
    ) -> ServiceRegistration<Service> {
        let identity = ServiceIdentity(boxPath: path, typeName: String(reflecting: type), key: key)
        let registration = Registration(identity: identity, life: life, place: site) { factory($0) }
        let replaced = lock.withLock {
            registrations.updateValue(registration, forKey: RegistrationKey(type, key: key)) != nil
        }
        return ServiceRegistration(registration, replacedExisting: replaced)
    }
}
