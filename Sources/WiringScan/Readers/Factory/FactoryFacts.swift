/// What one file declares and uses of Factory (hmlongco/Factory).
struct FactoryFacts: Sendable {
    /// A call of a registration: `self.x()`, `Container.shared.x()`, `Other.shared.x.resolve()`.
    struct Call: Sendable, Hashable {
        /// The container type as written, or `nil` for `self` (the registration's own container).
        var container: String?
        var name: String
        var line: Int
        /// A property read (`self.api`), not a call: it resolves only through a helper.
        var isRead = false
        /// The name of the property holding the container (`container` in `container.api()`), told by the build.
        var holder: String?
        /// Written without `self.` in a helper's body (`api()`): no not-read line when it names nothing.
        var isImplicit = false
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
        /// The name it is made with when not `Factory` itself (`static let api = Dep<Api> { Api() }`):
        /// a registration only when a file of the scan writes `typealias Dep = Factory`.
        var alias: String? = nil
        /// The lines of a registration made with an alias, whose uses inside are its calls, not uses.
        var lines: ClosedRange<Int>? = nil
    }

    /// A read of a registration outside registrations: `@Injected(\.x)`, `Container.shared.x()`.
    struct Use: Sendable {
        var call: Call
        var site: ReadSite
        /// The property wrapper, when the use is one.
        var wrapper: String?
        /// The instance property or method of a type the use sits in.
        var member: String? = nil
        /// The use gives a property its value (`@Injected(\.factory) var factory`,
        /// `let c = Container.shared.factory()`): calls through that property are read.
        var holds = false
    }

    /// A container member that is no registration but hands registrations on: a forwarding property
    /// (`var api: Api { Other.shared.api() }`, `var repo: Factory<Repo> { Other.shared.repo }`) or a
    /// helper (`func makeRepo() -> Repo { Repo(api: self.api()) }`). Whoever reads it resolves what it calls.
    struct Helper: Sendable {
        /// The type's path as written.
        var container: [String]
        var name: String
        var calls: [Call]
        var line: Int
        /// A `Factory` property returning another registration (`var repo: Factory<Repo> { Other.shared.repo }`):
        /// it must reach one.
        var isForward = false
    }

    /// A property of a type that holds a container: `let container: DataContainer`,
    /// `let c = Other.shared`, `var network: Other { .shared }`, `@Injected(\.factory) var factory`.
    struct Holder: Sendable {
        /// The type's path as written.
        var owner: [String]
        var name: String
        /// The type written or made (`DataContainer`), when known here.
        var type: String?
        /// The registration whose value it holds, for the build to tell whether that is a container.
        var use: Call?
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
    var helpers: [Helper] = []
    var holders: [Holder] = []
    /// `typealias Inject = Injected`, `typealias AppContainer = Container`: alias to the last name aliased.
    var aliases: [String: String] = [:]
    /// Not-read lines of registrations made with an alias, said only when the alias is Factory's.
    var aliasWarnings: [String: [ScanWarning]] = [:]
    var warnings: [ScanWarning] = []
}
