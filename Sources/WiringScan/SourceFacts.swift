/// What one Swift file declares that the scan needs, gathered in parallel with other files.
struct SourceFacts: Sendable {
    /// The file, relative to the package or repository root.
    var file: String
    /// The module the file belongs to.
    var module: String
    /// The modules the file imports, and `SourceFilter.testableImport` when one is `@testable`.
    var imports: Set<String> = []
    /// The file's import lines, `#if` decided with no defines: the module graph takes them
    /// instead of parsing the file again when its target defines nothing.
    var importLines: [ImportLine] = []
    /// Whether the file was parsed (not left out for its size, nesting or time).
    var parsed = false
    /// The number of lines in the file.
    var lineCount = 0
    /// Every type the file declares, nested ones included.
    var types: [DeclaredType] = []
    /// Every non-generic type alias outside function bodies (`typealias Model = ModelBoundary`).
    var aliases: [TypeAlias] = []
    /// `register` calls of SwincyBox and Swinject.
    var registrations: [RegistrationCall] = []
    /// Variables bound to boxes and containers (`let track = box.newChildBox(forKey: "track")`).
    var bindings: [ContainerBinding] = []
    /// Initializers, for the parameter types `autoregister` and untyped factory arguments need.
    var initializers: [InitializerDecl] = []
    /// Stored properties without a value, for the memberwise initializers of structs.
    var storedProperties: [StoredProperty] = []
    /// `register` functions the app declares in extensions of `Container` or `Resolver`, by argument labels.
    var registerOverloads: [[String?]] = []
    /// Functions that register the type their caller passes: their call sites are registrations.
    var registerHelpers: Set<String> = []
    /// Generic methods of `Resolver` or `Container` extensions that resolve (`func get<T>() -> T { resolve(T.self)! }`).
    var resolveHelpers: Set<String> = []
    /// What the file holds that the scan cannot decide.
    var warnings: [ScanWarning] = []
    /// Each framework reader's facts, by reader name (see `FrameworkReader`).
    var frameworks: [String: any Sendable] = [:]
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
    /// Instance properties with a declared type.
    var typedProperties: [TypedProperty] = []
    /// Types a type binds to a protocol's associated type, by the property name that protocol gives it:
    /// `typealias Reactor = R` or `func bind(reactor: R)` give `reactor: R`.
    var witnessedProperties: [TypedProperty] = []
    /// Stored properties whose initial value resolves (`let repo = Injector.container.resolve(Repo.self)!`).
    var resolvingProperties: [ResolvingProperty] = []
    /// Enum raw values and static string constants.
    var constants: [NamedConstant] = []
    /// Helpers registering the type their caller passes, with what their body sets.
    var helperDetails: [RegisterHelper] = []
}

/// A function that registers the type its caller passes, and what its `register` call sets.
struct RegisterHelper: Sendable {
    var name: String
    /// The scope its body chains (`.inObjectScope(.container)`).
    var life: WrittenValue
    /// Whether its body registers a storyboard entry.
    var isStoryboard: Bool
}

/// A type declaration.
struct DeclaredType: Sendable {
    /// The declaration keyword.
    enum Keyword: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }

    /// The names from the file's top level down to this type; for an extension, the extended type as written.
    var path: [String]
    /// `class`, `struct`, …; `extension` for an extension (which may add conformances).
    var keyword: Keyword
    /// The inheritance clause.
    var inherited: [TypeReference]
    /// Whether the type has generic parameters (or the extension a `where` clause).
    var isGeneric: Bool
    /// Whether the declaration sits inside `#if`.
    var isConditional: Bool
    /// Whether the type is declared inside a function or closure (`(local)` at run time).
    var isLocal: Bool
    /// The line of the declaration's name.
    var line: Int
}

/// The owner of a member: the enclosing type's path as written (an extension's path for members of extensions).
typealias MemberOwner = [String]

/// A type alias, resolved when a type is looked up through it.
struct TypeAlias: Sendable {
    /// The enclosing type path plus the alias's name.
    var path: [String]
    var value: TypeReference
    var isConditional: Bool
}

/// Which container framework a `register` call belongs to.
enum ContainerFramework: String, Sendable { case swincyBox, swinject }

/// A value written in a call: a literal, absent, or something the scan cannot read.
enum WrittenValue: Sendable, Hashable {
    case absent
    case literal(String)
    case unreadable(String)
}

/// A `register` call.
struct RegistrationCall: Sendable {
    var framework: ContainerFramework
    /// The receiver as written (`box`, `testTrack`, `App.box`), or empty for an implicit `self`.
    var receiver: String
    /// The type argument (`register(Car.self)`).
    var explicitType: TypeReference?
    /// The type the factory's single expression (or every `return`) casts to with `as`.
    var castType: TypeReference?
    /// The factory closure's declared return type.
    var returnType: TypeReference?
    /// The type of an initializer call that is the factory's single expression (`{ Car() }`).
    var initializedType: TypeReference?
    /// SwincyBox `key:` or Swinject `name:`.
    var key: WrittenValue
    /// SwincyBox `life:` or Swinject `.inObjectScope(…)`.
    var life: WrittenValue
    /// Swinject: the factory's arguments after the resolver, with their types where written.
    var arguments: [FactoryArgument] = []
    /// What made the registration: a factory, `autoregister` or a storyboard entry.
    var kind: RegistrationKind = .factory
    /// The container made where (`Container { c in … }`), when the receiver is that closure's parameter.
    var containerSite: String?
    /// The enclosing type when the call is inside an `assemble(container:)` function.
    var assembly: [String]?
    /// Whether the file imports no container framework, so the call counts only when its module does.
    var importInferred = false
    /// What of the registration could not be read, when it is still a registration.
    var unreadNotes: [(line: Int, text: String)] = []
    /// The helper function called (`registerSingleton(Car.self) { … }`), when the call is not `register` itself.
    var helper: String?
    /// The calls the factory and its `initCompleted` handlers hand the resolver to.
    var handOffs: [ResolverHandOff] = []
    /// Swinject: the types `.implements(…)` forwards to this registration.
    var forwardedTypes: [TypeReference] = []
    /// The enclosing type path (for qualifying names).
    var context: [String]
    var resolves: [ResolveCall]
    var line: Int
    var isConditional: Bool
}

/// A `resolve` call inside a factory.
struct ResolveCall: Sendable {
    var type: TypeReference?
    var key: WrittenValue
    /// Whether the call passes factory arguments (Swinject `argument:`).
    var hasArguments: Bool
    /// The types of the factory arguments passed, where a literal or `as` writes them; empty without arguments.
    var argumentTypes: [TypeReference?] = []
    /// Whether the call is in an `initCompleted` handler: property injection.
    var isPropertyInjection = false
    /// Where an inferred type comes from: the initializer parameter the result is passed to.
    var inferredFrom: ArgumentHint?
    /// `vc.viewModel = r.resolve()`: the property the result is assigned to, to type it.
    var assignedProperty: String?
    /// The type of the object whose property is assigned, when the code tells it (`let vc = Screen()`,
    /// `Screen().then { $0.viewModel = r.resolve() }`).
    var assignedOn: TypeReference?
    /// The name the resolver is reached by (`r` in `r.resolve(…)`), to tell the resolver's calls from others.
    var receiver: String?
    /// The app's own method called on the resolver instead of `resolve` (`r.get(Api.self)`); a resolve
    /// only when the tree declares it as a resolving helper of `Resolver` or `Container`.
    var helper: String?
    var line: Int
    /// The call as written, shortened, for reports.
    var text: String
}

/// A variable bound to a box or container.
struct ContainerBinding: Sendable {
    enum Origin: Sendable, Hashable {
        /// `Box()` or `Container()`.
        case root
        /// `parent.newChildBox(forKey: key)` / `parent.childBox(forKey: key)`.
        case childBox(parent: String, key: String)
        /// `Container(parent: parent)`.
        case childContainer(parent: String)
    }

    var name: String
    var origin: Origin
    var line: Int
    /// Where the box or container is made, unique in the scan (`file:line:column`).
    var site: String = ""
    /// What holds it: the enclosing types and the variable (`DI.container`).
    var owner: String = ""
}
