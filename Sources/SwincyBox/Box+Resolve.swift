extension Box {
    /// Returns the service registered for `type` and `key`, building it if needed.
    ///
    /// Looks in this box first, then in its parents. An optional type `T?` with no
    /// registration of its own resolves the registration of `T`. Usable with the type
    /// written out or inferred from context:
    ///
    /// ```swift
    /// let car = box.resolve() as Car
    /// let bmw = box.resolve(key: "BMW") as Car
    /// let same = box.resolve(Car.self)
    /// ```
    ///
    /// Traps if nothing is registered for `type` and `key`, or if the service needs itself
    /// while it is built; the message names the type, the key and the resolution chain.
    /// Use `resolving(_:key:)` to get these failures as errors.
    ///
    /// - Parameters:
    ///   - type: The registered type; inferred from context when omitted.
    ///   - key: The key the service was registered with.
    ///   - fileID: Where the service is resolved; leave the default.
    ///   - filePath: Where the service is resolved; leave the default.
    ///   - line: Where the service is resolved; leave the default.
    /// - Returns: A new instance for a transient service, the kept one for a permanent one.
    public func resolve<Service>(
        _ type: Service.Type = Service.self, key: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> Service {
        do {
            // The cast cannot fail, as in `resolving`.
            let site = BoxCallSite(fileID: fileID, filePath: filePath, line: line)
            return try resolveInstance(of: type, key: key, at: site) as! Service
        } catch {
            fatalError(error.trapMessage)
        }
    }

    /// Returns the service registered for `type` and `key`, or throws why it cannot.
    ///
    /// Behaves like `resolve(_:key:)` but reports a failure at this call instead of
    /// trapping. Failures inside factories that use `resolve` still trap there; a factory
    /// can handle a dependency that may be missing with `try? r.resolving(...)`.
    ///
    /// - Parameters:
    ///   - type: The registered type; inferred from context when omitted.
    ///   - key: The key the service was registered with.
    ///   - fileID: Where the service is resolved; leave the default.
    ///   - filePath: Where the service is resolved; leave the default.
    ///   - line: Where the service is resolved; leave the default.
    /// - Returns: A new instance for a transient service, the kept one for a permanent one.
    /// - Throws: `SwincyBoxError.notRegistered` when neither this box nor a parent has a
    ///   registration; `SwincyBoxError.cycle` when the service is already being built by
    ///   the resolution this call belongs to.
    public func resolving<Service>(
        _ type: Service.Type = Service.self,
        key: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(SwincyBoxError) -> Service {
        // Registrations are keyed by `Service`'s metatype and their factories return
        // `Service`, so the cast cannot fail.
        let site = BoxCallSite(fileID: fileID, filePath: filePath, line: line)
        return try resolveInstance(of: type, key: key, at: site) as! Service
    }

    /// Finds the registration for `type` and `key`, records the `resolves` edge from the
    /// service being built on this thread (made at `site`), and returns an instance.
    private func resolveInstance(of type: Any.Type, key: String?, at site: BoxCallSite) throws(SwincyBoxError) -> Any {
        let context = ResolutionContext.current
        let wrapped = (type as? OptionalService.Type)?.wrappedServiceType
        guard let found = lookup(RegistrationKey(type, key: key)) ?? wrapped.flatMap({ lookup(RegistrationKey($0, key: key)) })
        else {
            let typeName = String(reflecting: type)
            let requested = ServiceIdentity.describe(typeName: typeName, key: key)
            throw .notRegistered(typeName: typeName, key: key, boxPath: path, chain: context.chain + [requested])
        }
        if let building = context.innermost {
            building.owner.record(
                ResolutionRecord(from: building.registration.identity, to: found.registration.identity, place: site))
        }
        switch found.registration.life {
        case .transient:
            return try buildTransient(found, in: context)
        case .permanent:
            return try obtainPermanent(found, in: context)
        }
    }

    /// Runs a transient factory and its handlers.
    private func buildTransient(_ frame: ResolutionFrame, in context: ResolutionContext) throws(SwincyBoxError) -> Any {
        let registration = frame.registration
        if context.isBuilding(registration) { throw cycleError(registration, in: context) }
        context.push(frame)
        defer { context.pop() }
        let instance = registration.factory(frame.owner)
        for handler in BuildCoordinator.shared.created(by: registration) { handler(frame.owner, instance) }
        return instance
    }

    /// Returns the kept instance of a permanent registration, building it exactly once.
    private func obtainPermanent(_ frame: ResolutionFrame, in context: ResolutionContext) throws(SwincyBoxError) -> Any {
        let registration = frame.registration
        switch BuildCoordinator.shared.claim(registration, by: context) {
        case .ready(let instance):
            return instance
        case .cycle:
            throw cycleError(registration, in: context)
        case .claimed:
            break
        }
        context.push(frame)
        defer { context.pop() }
        let instance = registration.factory(frame.owner)
        for handler in BuildCoordinator.shared.publish(instance, for: registration) { handler(frame.owner, instance) }
        return instance
    }

    /// The error for resolving `registration` while it is being built.
    private func cycleError(_ registration: Registration, in context: ResolutionContext) -> SwincyBoxError {
        let identity = registration.identity
        return .cycle(typeName: identity.typeName, key: identity.key, chain: context.chain + [identity.chainDescription])
    }
}
