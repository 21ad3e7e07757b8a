/// What a box can tell about one of its registrations without running its factory.
@_spi(WiringInspection) public struct RegistrationInfo {
    /// The registration's box, type and key.
    public let identity: ServiceIdentity
    /// Whether the registration keeps its first instance.
    public let life: LifeType
    /// The permanent instance if it has been created, else `nil`; inspection never
    /// creates it.
    public let instance: Any?
    /// How many resolves have returned an instance of this registration.
    public let resolveCount: Int
    /// The `register` call that made the registration.
    public let place: BoxCallSite
}
