import Swinject

// The `Resolver` requirements: each builds the same invoker `Container` builds,
// with the recorder in the resolver's place, so factories receive the recorder.
extension RecordingResolver: Resolver {
    /// Resolves a service with no name and no arguments, recording the resolution.
    ///
    /// - Parameter serviceType: The service type.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolve(serviceType, name: nil)
    }

    /// Resolves a named service with no arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        _resolve(name: name) { (factory: (Resolver) -> Any) in factory(self) }
    }

    /// Resolves a service whose factory takes 1 argument, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - argument: The factory's argument.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1>(
        _ serviceType: Service.Type, argument: Arg1
    ) -> Service? {
        resolve(serviceType, name: nil, argument: argument)
    }

    /// Resolves a named service whose factory takes 1 argument, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - argument: The factory's argument.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1>(
        _ serviceType: Service.Type, name: String?, argument: Arg1
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, argument)) }
    }

    /// Resolves a service whose factory takes 2 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2)
    }

    /// Resolves a named service whose factory takes 2 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2)) }
    }

    /// Resolves a service whose factory takes 3 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3)
    }

    /// Resolves a named service whose factory takes 3 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3)) }
    }

    /// Resolves a service whose factory takes 4 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4)
    }

    /// Resolves a named service whose factory takes 4 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4)) }
    }

    /// Resolves a service whose factory takes 5 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5)
    }

    /// Resolves a named service whose factory takes 5 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4, Arg5)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4, arg5)) }
    }

    /// Resolves a service whose factory takes 6 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6)
    }

    /// Resolves a named service whose factory takes 6 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4, arg5, arg6)) }
    }

    /// Resolves a service whose factory takes 7 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7)
    }

    /// Resolves a named service whose factory takes 7 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4, arg5, arg6, arg7)) }
    }

    /// Resolves a service whose factory takes 8 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
    }

    /// Resolves a named service whose factory takes 8 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)) }
    }

    /// Resolves a service whose factory takes 9 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
    }

    /// Resolves a named service whose factory takes 9 arguments, recording the resolution.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name.
    ///   - arguments: The factory's arguments.
    /// - Returns: The service, or `nil` when nothing is registered for it.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        typealias Factory = ((Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9)) -> Any
        return _resolve(name: name) { (factory: Factory) in factory((self, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)) }
    }
}
