/// One registered factory and the state the box keeps for it.
///
/// The stored properties that change (`permanentState`, `handlers`, `resolveCount`) are
/// only read or written while holding `BuildCoordinator.shared`'s lock.
final class Registration: @unchecked Sendable {
    /// Who this registration is, for inspection and for error messages.
    let identity: ServiceIdentity
    /// Whether the first instance is kept.
    let life: LifeType
    /// The `register` call that made this registration.
    let place: BoxCallSite
    /// Builds a new instance; receives the box that holds the registration.
    let factory: (Box) -> Any

    /// The permanent instance's progress; unused for transient registrations.
    var permanentState = PermanentState.empty
    /// `onInitialised` handlers, run after each new instance is created.
    var handlers: [(Box, Any) -> Void] = []
    /// How many resolves have returned an instance of this registration.
    var resolveCount = 0

    /// Creates a registration.
    init(identity: ServiceIdentity, life: LifeType, place: BoxCallSite, factory: @escaping (Box) -> Any) {
        self.identity = identity
        self.life = life
        self.place = place
        self.factory = factory
    }
}
