/// What one file declares and reads of Resolver (hmlongco/Resolver).
struct ResolverFacts: Sendable {
    /// A `resolve` or `optional` call, or a property wrapper, and what tells its type.
    struct Resolve: Sendable {
        /// The type written (`resolve(X.self)`, `resolve() as X`, `let x: X = resolve()`, `@Injected var x: X`).
        var type: TypeReference?
        /// The initializer parameter the call is passed to (`Car(engine: resolve())`), when no type is written;
        /// outermost first when the call sits in `.init(…)` arguments of another call
        /// (`Builder(dependency: .init(label: resolve()))`): each `.init` is the type of the parameter before.
        var hints: [ArgumentHint] = []
        /// The property the call is assigned to (`self.reader = Resolver.resolve()`), typed by its declaration.
        var assigned: String?
        /// The property called on (`resolver` in `resolver.resolve()`, given by `Resolving`), outside registrations.
        var holder: String?
        /// The generic parameters of the declarations around the read (`Service` in `struct Wrapper<Service>`): a read
        /// typed by one is the app's own wrapper or function passing on what its user asks for.
        var generics: [String] = []
        /// The registration name (`name: "x"`, `name: .x`).
        var name: String?
        /// The container written (`Resolver.mock.resolve()`, `@Injected(container: .mock)`); `nil` for the default.
        var container: String?
        var line: Int
        /// The call as written, for a not-read line.
        var text: String
    }

    /// A `register { … }` call on a Resolver container.
    struct Registration: Sendable {
        /// The container's name: `main` (also for `Resolver.register`, `root` and the registering extension), or a custom one.
        var container: String
        /// The service type: `register(X.self)`, the closure's `as X`, its written return type, or the type it builds.
        var type: TypeReference?
        /// The type the factory builds (`X` in `X(…)`), when its one expression is an initializer call.
        var built: TypeReference?
        var name: String?
        /// The function the factory's one expression calls (`makeStopper(for: args())`), when no type is written:
        /// its declared return type is the service type.
        var called: String?
        /// The variable the factory's one expression is (`register { session }`), when no type is written: the declared
        /// type of the module's global of that name is the service type.
        var value: String? = nil
        /// The properties the factory's one expression reads from a type's static property
        /// (`register { Store.shared.context }`), when no type is written: the last one's declared type is the service type.
        var chain: [String]? = nil
        /// `.implements(P.self)`: further types (and names) the registration answers to.
        var implements: [(type: TypeReference, name: String?)]
        /// `.scope(.application)`: the scope's name.
        var scope: String?
        /// The type path the call sits in, for name lookup.
        var context: [String]
        /// What the factory and its `resolveProperties` closures resolve.
        var resolves: [Resolve]
        var line: Int
    }

    /// A read outside registrations: a property wrapper or `Resolver.resolve()`.
    struct Use: Sendable {
        var resolve: Resolve
        var site: ReadSite
        /// The wrapper's name, when the read is one.
        var wrapper: String?
        /// The index in `helperCalls` of the call whose closure the read is in, when that call may be one of the app's
        /// registering functions: the read is that registration's, not the enclosing type's, when it is.
        var helperCall: Int?
    }

    /// `static let mock = Resolver(child: .main)`: a container of its own, searching `fallbacks` after itself.
    struct Container: Sendable {
        var name: String
        var fallbacks: [String]
        var line: Int
    }

    /// An app's own registering function that hands its closure to Resolver's `register`
    /// (`static func register<S>(name: Name? = nil, scope: Scope = .graph, _ factory: @escaping () -> S)` whose body is
    /// `Resolver.register(name: name) { factory() }.scope(scope)`): a call of it is a registration on that container.
    struct RegisterHelper: Sendable {
        /// The type declaring the function, by its last name.
        var type: String
        /// The function's name: a call of it on the type registers.
        var name: String
        var container: String
        /// The label of the function's parameter passed on as the registration's name, and as its scope.
        var nameLabel: String?
        var scopeLabel: String?
        /// The scope the function sets itself (`.scope(.application)`), or its scope parameter's default value.
        var scope: String?
        var line: Int
    }

    /// A `register { … }` call on a receiver that is no Resolver container (`AppResolver.register(scope: .application) { … }`):
    /// a registration when the receiver declares a registering function, else a line saying it is left out.
    struct HelperCall: Sendable {
        var receiver: String
        /// The called name: `register`, or another name (`registerShared`) that registers only when the receiver
        /// declares a registering function of that name.
        var called: String
        var registration: Registration
        /// Each labelled argument's name or member (`.application` → `application`), by label.
        var arguments: [String: String]
        /// What is said about the closure's reads when the call does not register.
        var unmatched: [ScanWarning] = []
    }

    var registrations: [Registration] = []
    var registerHelpers: [RegisterHelper] = []
    var helperCalls: [HelperCall] = []
    /// Types declaring a function that returns Resolver's `resolve()` for its generic result (an app's own
    /// `static func resolve<T>() -> T { Resolver.resolve() }`), by last name: `X.resolve()` on one reads `main`.
    var resolveHelpers: Set<String> = []
    /// The app's own property wrappers that resolve their generic value through Resolver (`@propertyWrapper struct
    /// AppInjected<Service> { @LazyInjected var wrappedValue: Service }`), by name: each use is a read of its property's type.
    var appWrappers: Set<String> = []
    /// The return types of the functions the file declares, by name, for factories that call one.
    var functions: [String: TypeReference] = [:]
    /// The declared types of the file's global variables, by name, for factories that return one.
    var globals: [String: TypeReference] = [:]
    var uses: [Use] = []
    var containers: [Container] = []
    /// `Resolver.defaultScope = .application`.
    var defaultScope: String?
    var warnings: [ScanWarning] = []

    var isEmpty: Bool {
        registrations.isEmpty && registerHelpers.isEmpty && helperCalls.isEmpty && resolveHelpers.isEmpty && appWrappers.isEmpty
            && functions.isEmpty && globals.isEmpty && uses.isEmpty && containers.isEmpty && defaultScope == nil && warnings.isEmpty
    }
}
