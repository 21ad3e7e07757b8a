/// Lets a resolve of `Wrapped?` fall back to the registration of `Wrapped`.
///
/// Assigning a resolved service to an optional property (`car.dummy = r.resolve()` where
/// `dummy` is `CrashTestDummy?`) infers `Optional<CrashTestDummy>` as the service type;
/// without this fallback it would find no registration.
protocol OptionalService {
    /// The type the optional wraps.
    static var wrappedServiceType: Any.Type { get }
}

extension Optional: OptionalService {
    static var wrappedServiceType: Any.Type { Wrapped.self }
}
