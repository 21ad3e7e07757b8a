/// What one file declares for SwincyBox and Swinject: registrations, the containers they are made
/// on, and what resolves (functions taking a resolver, wrapped and resolving properties), kept as
/// written. `SwinjectCollector` gathers it for `SwinjectReader`, which keeps it in
/// `SourceFacts.frameworks` under its name.
struct SwinjectFacts: Sendable {
    /// `register` calls of SwincyBox and Swinject.
    var registrations: [RegistrationCall] = []
    /// Variables bound to boxes and containers (`let track = box.newChildBox(forKey: "track")`).
    var bindings: [ContainerBinding] = []
    /// `register` functions the app declares in extensions of `Container` or `Resolver`, by argument labels.
    var registerOverloads: [[String?]] = []
    /// Generic methods of `Resolver` or `Container` extensions that resolve (`func get<T>() -> T { resolve(T.self)! }`).
    var resolveHelpers: Set<String> = []
    /// Functions, methods and initializers that take a resolver or container, with what they do with it.
    var resolverFunctions: [ResolverFunction] = []
    /// Properties filled by property wrappers (`@Injected var x: T`).
    var wrappedProperties: [WrappedProperty] = []
    /// Property wrappers whose declaration resolves from a container or resolver.
    var resolvingWrappers: [String] = []
    /// Property wrappers that resolve nothing themselves, with the functions they call: they resolve when one of those does.
    var wrapperCallees: [String: Set<String>] = [:]
    /// Functions and methods whose body calls `resolve` (by name), for wrappers that resolve through them.
    var resolvingFunctionNames: Set<String> = []
    /// Stored properties whose initial value resolves (`let repo = Injector.container.resolve(Repo.self)!`).
    var resolvingProperties: [ResolvingProperty] = []
    /// Reads of a type's static property in members outside factories (`Resolvers.cache`), each with its reader's
    /// type path: a read of a static property that resolves is a read of what it resolves.
    var staticReads: [StaticPropertyRead] = []
    /// Stored properties whose initial value makes an object.
    var buildingProperties: [BuildingProperty] = []
    /// Functions that register the type their caller passes (their call sites are registrations), with what their body sets.
    var helperDetails: [RegisterHelper] = []
    /// Generic functions registering the type of a value their callers pass.
    var valueHelpers: [ValueHelper] = []
    /// Calls passing arguments (in bodies read), for the value helpers' callers.
    var valueCalls: [ValueCall] = []
    /// Calls with a type or a closure that are not read; not read registrations when they call a helper.
    var unreadHelperCalls: [UnreadHelperCall] = []
    /// Generic methods of the app's types that resolve the type their caller passes.
    var resolveForwarders: [ResolveForwarder] = []
    /// The type paths of the types (and extensions) declaring an instance method `resolve(_:)` taking a type first, forwarding or not.
    var resolveMethodOwners: [[String]] = []
    /// Calls outside factories that resolve when their receiver's type is a `ResolveForwarder`'s.
    var consumerResolves: [ConsumerResolve] = []
    /// Calls of methods on properties of the enclosing type, which may be members of Swinject's container.
    var memberCalls: [ContainerMemberCall] = []
    /// Calls of a member of an extension of Swinject's container by another member, without a receiver.
    var containerSelfCalls: [ContainerSelfCall] = []
    /// The protocols extensions of Swinject's `Container` or `Resolver` make it adopt.
    var containerAdoptions: [ContainerAdoption] = []
    /// Stored properties initializers fill with the container they are handed.
    var containerHandOffs: [ContainerHandOff] = []
    /// Calls that may build a type holding a container, with the variables their arguments name.
    var initializerCalls: [InitializerCall] = []
    /// Calls of functions passing a variable or a parameter, to tell the container a function's parameter is.
    var containerPassingCalls: [ContainerPassingCall] = []
    /// The assemblies each `Assembler` the file makes (or applies assemblies to) lists.
    var assemblerLists: [AssemblerList] = []
    /// Lists of assemblies the file binds to names (`static let assemblies: [Assembly] = [A(), B()]`,
    /// `let all = common + [A()]`), by name, with what is appended to them below their declaration.
    var assemblyArrays: [String: AssemblerList.Listed] = [:]
    /// What is appended to a name above any declaration of it in the file (a stored property appended to in a method
    /// written before it): part of the list if the file binds that name to one.
    var assemblyAppends: [String: AssemblerList.Listed] = [:]
    /// Registrations the collector could not read, and why; `SwinjectReader.build` says them.
    var warnings: [ScanWarning] = []
}
