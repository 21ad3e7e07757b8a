/// A registration made with `Box.register`, returned so that callers can react to it.
///
/// `register` is `@discardableResult`, so code that ignores the registration compiles as
/// before.
public final class ServiceRegistration<Service> {
    /// The box's record of this registration.
    private let registration: Registration

    /// Whether this registration replaced an earlier one of the same type and key in the
    /// same box (which is then gone, with its permanent instance).
    public let replacedExisting: Bool

    /// Wraps a stored registration.
    init(_ registration: Registration, replacedExisting: Bool) {
        self.registration = registration
        self.replacedExisting = replacedExisting
    }

    /// The key the service was registered with.
    public var key: String? { registration.identity.key }

    /// Whether the service is transient or permanent.
    public var life: LifeType { registration.life }

    /// Adds a handler run with each new instance this registration creates.
    ///
    /// For a transient service it runs after every factory call; for a permanent one,
    /// once, after the instance is stored — so the handler may resolve services that
    /// need this one, which is how two permanent services can be connected both ways.
    /// The handler runs on the resolving thread, outside the box's lock, before `resolve`
    /// returns; services it resolves count as resolved by this service. Handlers run in
    /// the order they were added.
    ///
    /// ```swift
    /// box.register { Logger() }.onInitialised { logger in logger.level = .debug }
    /// ```
    ///
    /// - Parameter handler: Receives the new instance.
    /// - Returns: This registration, to chain more handlers.
    @discardableResult
    public func onInitialised(_ handler: @escaping (Service) -> Void) -> ServiceRegistration<Service> {
        onInitialised { (_: Resolver, service: Service) in handler(service) }
    }

    /// Adds a handler run with each new instance this registration creates, and the
    /// resolver its factory received.
    ///
    /// Behaves like `onInitialised(_:)`; the resolver lets the handler resolve further
    /// services without capturing the box (which would keep the box alive through its own
    /// registration):
    ///
    /// ```swift
    /// box.register(life: .permanent) { SafetyTestCar() }
    ///     .onInitialised { r, car in car.dummy = r.resolve() }
    /// box.register(life: .permanent) { r in CrashTestDummy(car: r.resolve()) }
    /// ```
    ///
    /// - Parameter handler: Receives the box holding this registration and the new instance.
    /// - Returns: This registration, to chain more handlers.
    @discardableResult
    public func onInitialised(_ handler: @escaping (Resolver, Service) -> Void) -> ServiceRegistration<Service> {
        // The factory of this registration returns `Service`, so the cast cannot fail.
        BuildCoordinator.shared.addHandler({ handler($0, $1 as! Service) }, to: registration)
        return self
    }
}
