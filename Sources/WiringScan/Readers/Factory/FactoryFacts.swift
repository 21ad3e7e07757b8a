/// What one file declares and uses of Factory (hmlongco/Factory).
struct FactoryFacts: Sendable {
    /// A call of a registration: `self.x()`, `Container.shared.x()`, `Other.shared.x.resolve()`.
    struct Call: Sendable, Hashable {
        /// The container type as written, or `nil` for `self` (the registration's own container).
        var container: String?
        var name: String
        var line: Int
    }

    /// A `Factory<T>` or `ParameterFactory<P, T>` property of a container.
    struct Registration: Sendable {
        /// The container's path as written (an extension's extended type).
        var container: [String]
        var name: String
        var type: TypeReference?
        /// The scope modifier written (`singleton`, `cached`, `shared`, `graph`, `unique`, or a custom scope's name).
        var scope: String?
        var isParameter: Bool
        /// What the factory closure calls.
        var calls: [Call]
        var line: Int
    }

    /// A read of a registration outside registrations: `@Injected(\.x)`, `Container.shared.x()`.
    struct Use: Sendable {
        var call: Call
        var site: ReadSite
        /// The property wrapper, when the use is one.
        var wrapper: String?
    }

    /// A class adopting `SharedContainer`, or any type setting `manager.defaultScope`.
    struct Container: Sendable {
        var path: [String]
        var line: Int
        var isContainer: Bool
        /// The default scope set in `autoRegister()` (`manager.defaultScope = .cached`).
        var defaultScope: String?
    }

    /// `Container.shared.x.register { … }` outside tests: a run-time re-registration.
    struct Override: Sendable {
        var call: Call
        var site: ReadSite
    }

    var containers: [Container] = []
    var registrations: [Registration] = []
    var uses: [Use] = []
    var overrides: [Override] = []
    /// `typealias Inject = Injected`, `typealias AppContainer = Container`: alias to the last name aliased.
    var aliases: [String: String] = [:]
    var warnings: [ScanWarning] = []
}
