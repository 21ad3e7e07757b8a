/// What made a registration.
enum RegistrationKind: Sendable, Hashable {
    /// `register(T.self) { r in … }`, or an overload the app defines.
    case factory
    /// SwinjectAutoregistration's `autoregister(T.self, initializer: X.init)`: the initializer's
    /// type and, when written (`X.init(engine:)`), its argument labels.
    case autoregister(initializer: TypeReference?, labels: [String]?)
    /// `autoregister(T.self, initializer: { … })` given a closure that takes nothing: read as a factory.
    case autoregisterClosure
    /// SwinjectStoryboard's `storyboardInitCompleted(VC.self) { r, c in … }` or `registerForStoryboard`.
    case storyboard
}

/// One argument of a Swinject factory after the resolver: `id` in `{ r, id in … }`.
struct FactoryArgument: Sendable, Hashable {
    /// The parameter's name in the closure (`_` when unnamed).
    var name: String
    /// Its type, when written.
    var type: TypeReference?
    /// The initializer parameters the factory passes it to (`Screen(id: id)`), to name an unwritten type.
    var hints: [ArgumentHint] = []
}

/// Which container framework a `register` call belongs to.
enum ContainerFramework: String, Sendable { case swincyBox, swinject }

/// A `register` call.
struct RegistrationCall: Sendable {
    var framework: ContainerFramework
    /// The receiver as written (`box`, `testTrack`, `App.box`), or empty for an implicit `self`.
    var receiver: String
    /// The type argument (`register(Car.self)`).
    var explicitType: TypeReference?
    /// Whether `explicitType` is a constant that may hold a metatype (`register(Keys.api)`): kept only
    /// when the scan indexes that constant (`MetatypeConstantTypes`).
    var typeIsConstant = false
    /// The type the factory's single expression (or every `return`) casts to with `as`.
    var castType: TypeReference?
    /// The factory closure's declared return type.
    var returnType: TypeReference?
    /// The type of an initializer call that is the factory's single expression (`{ Car() }`).
    var initializedType: TypeReference?
    /// SwincyBox `key:` or Swinject `name:`.
    var key: WrittenValue
    /// The loop the key is the variable of, when it is one.
    var keyLoop: KeyLoop?
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
    /// Whether the receiver is a parameter of the enclosing function (an assembly's `container`), not a binding elsewhere.
    var receiverIsParameter = false
    /// The parameter of a function other than an assembly's `assemble(container:)` that the receiver is
    /// (`container` of `func registerServices(in container: Container)`): it fills what the function's callers pass.
    var parameterOf: ParameterSlot?
    /// Whether the file imports no container framework, so the call counts only when its module does.
    var importInferred = false
    /// What of the registration could not be read, when it is still a registration.
    var unreadNotes: [(line: Int, text: String)] = []
    /// The helper function called (`registerSingleton(Car.self) { … }`), when the call is not `register` itself.
    var helper: String?
    /// Whether the helper call passes only the type (`registerService(Feed.self)`): a registration when the
    /// helper's factory makes its caller's type (`RegisterHelper.makesCallersType`).
    var typeOnly = false
    /// The label the helper call passes the type by (`register(interface: Car.self) { r in … }`): a registration
    /// when a helper of that name takes its type by that label (`RegisterHelper.typeLabel`).
    var helperTypeLabel: String?
    /// The calls the factory and its `initCompleted` handlers hand the resolver to.
    var handOffs: [ResolverHandOff] = []
    /// Swinject: the static properties the factory reads (`Resolvers.cache`), some of which may resolve.
    var staticReads: [StaticPropertyRead] = []
    /// Whether the call is in one branch of an `if` with an `else`: one of the registrations the branches
    /// make of one service, the one run decided at run time.
    var inIfElse = false
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
    /// Whether `type` is a constant that may hold a metatype (`resolve(Keys.api)`), kept only when indexed.
    var typeIsConstant = false
    var key: WrittenValue
    /// Whether the call passes factory arguments (Swinject `argument:`).
    var hasArguments: Bool
    /// The types of the factory arguments passed, where a literal or `as` writes them; empty without arguments.
    var argumentTypes: [TypeReference?] = []
    /// The types of the factory arguments passed, where the code around the call writes them: as `argumentTypes`, or a
    /// parameter, a typed local or stored property, or `self` (its enclosing type); to choose among registrations of one
    /// type whose factories take arguments of different types, as Swinject does.
    var passedTypes: [TypeReference?] = []
    /// Whether the call is in an `initCompleted` handler: property injection.
    var isPropertyInjection = false
    /// Where an inferred type comes from: the initializer parameter the result is passed to.
    var inferredFrom: ArgumentHint?
    /// The calls an `.init(…)` holding the resolve is passed into, outermost first
    /// (`Builder(dependency: .init(api: r.resolve()))`: `Builder`'s `dependency`); each `.init` is of
    /// the type of the parameter before it.
    var enclosingHints: [ArgumentHint] = []
    /// `vc.viewModel = r.resolve()`: the property the result is assigned to, to type it.
    var assignedProperty: String?
    /// The type of the object whose property is assigned, when the code tells it (`let vc = Screen()`,
    /// `Screen().then { $0.viewModel = r.resolve() }`).
    var assignedOn: TypeReference?
    /// Whether the property assigned is the enclosing type's own (`viewModel = …`, `self.viewModel = …`), not one of
    /// another object's: outside a factory, it is then typed on the type whose method makes the call.
    var assignedOnSelf = false
    /// The name the resolver is reached by (`r` in `r.resolve(…)`), to tell the resolver's calls from others.
    var receiver: String?
    /// The object the call is made on, named as a registration's receiver is (`container` in `Root.container.resolve(…)`).
    var receiverName: String?
    /// A factory's resolve made on something other than its resolver or the container it registers on
    /// (`remote.resolve(Api.self)` in `main.register(Api.self) { _ in … }`): which container that is is not followed.
    var otherReceiver: String?
    /// The app's own method called on the resolver instead of `resolve` (`r.get(Api.self)`); a resolve
    /// only when the tree declares it as a resolving helper of `Resolver` or `Container`.
    var helper: String?
    /// The loop the key comes from (`for name in ["a", "b"] { r.resolve(X.self, name: name) }`).
    var keyLoop: KeyLoop?
    /// The labelled arguments after the type, as written (`injectable: x` in `injector.resolve(Screen.self, injectable: x)`):
    /// mapped through the parameters of an app's method that forwards them to Swinject's `resolve`.
    var labelledArguments: [LabelledArgument] = []
    var line: Int
    /// The call as written, shortened, for reports.
    var text: String
}

/// An argument passed by a label to a call that may resolve through an app's method.
struct LabelledArgument: Sendable {
    /// The argument label.
    var label: String
    /// The argument's type, where a literal or `as` writes it.
    var type: TypeReference?
    /// The argument as a string, when it is one (for a name).
    var key: WrittenValue
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
    /// The scope its registrations get when they chain none (`Container(defaultObjectScope: .container)`).
    var defaultLife: WrittenValue = .absent
}

/// A function that registers the type its caller passes, and what its `register` call sets.
struct RegisterHelper: Sendable {
    var name: String
    /// The scope its body chains (`.inObjectScope(.container)`).
    var life: WrittenValue
    /// Whether its body registers a storyboard entry.
    var isStoryboard: Bool
    /// The helper its body passes the caller's type to instead of calling `register`
    /// (`registerShared(type) { _ in factory() }`); it registers when that one does.
    var forwardsTo: String?
    /// Whether its body autoregisters with the initializer its caller passes
    /// (`func register<T>(_ type: T.Type, initializer: …) { container.autoregister(type, initializer: initializer) }`).
    var isAutoregister = false
    /// Whether its factory makes the caller's type with no arguments (`register(T.self) { _ in T() }`), so a
    /// call passing only a type (`registerService(Feed.self)`) registers that type, made by `Feed()`.
    var makesCallersType = false
    /// Whether a helper forwarding to another (`forwardsTo`) passes it a factory closure of its own; one that
    /// passes only the type makes what the helper it calls makes.
    var passesFactory = false
    /// The argument label of the parameter its caller passes the type by
    /// (`func register<T>(interface: T.Type, implement: …)`), when it has one.
    var typeLabel: String?
    /// The module declaring it, filled in once the scan is read.
    var module = ""
}

/// Where a generic function takes a value of one of its generic parameters (`dataInject: T?` in
/// `func view<T>(_ name: String, dataInject: T?)`): by its argument label, or by its position when unlabelled.
struct ValueSlot: Sendable, Hashable {
    var label: String?
    var index: Int
}

/// A generic function registering the type of a value its callers pass (`func add<T>(_ value: T) {
/// container.register(T.self) { _ in value } }`): each call passing a value whose type the call writes
/// registers that type.
struct ValueHelper: Sendable {
    var name: String
    /// The parameter the value comes by.
    var slot: ValueSlot
    /// The argument labels of all its parameters (`nil` for an unlabelled one): a call passing another is not its.
    var labels: [String?]
    /// The generic parameter registered (`T`).
    var typeParameter: String
    /// The body's registration, with the generic parameter as its type.
    var registration: RegistrationCall
}

/// A call passing arguments, kept so that a call of a `ValueHelper` (or of a function forwarding a value to
/// one) can register the type of the value it passes.
struct ValueCall: Sendable {
    /// One argument: its label, and the type the call writes for its value, if it writes one.
    struct Argument: Sendable {
        var label: String?
        var type: TypeReference?
        /// The enclosing generic function's parameter the argument passes on, when it is one taking a value of a
        /// generic parameter no metatype names: the call forwards its caller's value.
        var forwarded: ValueSlot?
    }

    var name: String
    var arguments: [Argument]
    /// The enclosing function, when the call forwards one of its values, with its parameters' argument labels.
    var function: String?
    var functionLabels: [String?] = []
    var context: [String]
    var line: Int
}

/// A call shaped neither as a registration nor as a helper's call site (`registerShared(Cache.self, Cache())`,
/// `registerShared { _ in Clock() }`), kept to be said as not read if its name is a registering helper.
struct UnreadHelperCall: Sendable {
    var name: String
    var line: Int
    /// The label the call passes the type by (`register(interface: Cache.self, implement: makeCache)`), if any.
    var typeLabel: String?
}

/// A stored property an initializer fills with the container or resolver it is handed
/// (`init(_ main: Container) { self.main = main }`): the property names the container the type is built with.
struct ContainerHandOff: Sendable {
    /// The type declaring the initializer, as written (its last name).
    var type: String
    /// The stored property.
    var property: String
    /// The parameter's position in the initializer.
    var index: Int
    /// The parameter's argument label, `nil` for `_`.
    var label: String?
}

/// A call that may build a type holding a container (`Recorder(container)`, `.init(main: container)`
/// in a function returning `Recorder`), with what each argument names.
struct InitializerCall: Sendable {
    struct Argument: Sendable {
        var label: String?
        /// The variable the argument names (`container`, `self.container`), if it is one.
        var name: String?
        /// The container a local of the calling function holds (`let c = Container(); Recorder(c)`).
        var site: String?
        /// The calling function's parameter the argument names (`.init(main)` in `func recorder(_ main: Container)`),
        /// which that function's callers fill.
        var parameter: ParameterSlot?
        /// The stored property the argument reads from a value whose type the file writes (`storage.container`).
        var property: HeldProperty?
    }

    /// The built type, as written (its last name).
    var type: String
    var arguments: [Argument]
}
