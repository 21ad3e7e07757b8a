/// A call that hands a resolver (or container) on: `Feed(resolver: r)`, `inject(resolver)`,
/// `vc.setUp(with: r)`, `Screens.feed(r)`.
struct ResolverHandOff: Sendable {
    /// What is called.
    enum Callee: Sendable, Hashable {
        /// `Type(…)` or `Type.init(…)`.
        case initializer(TypeReference)
        /// `super.init(…)` or `self.init(…)` inside an initializer.
        case superInitializer, selfInitializer
        /// `name(…)` (a method of the enclosing type, or a free function) or `base.name(…)`.
        case function(base: String?, name: String)
        /// `.init(…)` or `.name(…)` with no type written: an initializer or static method of the type being built.
        case builtType(name: String)
    }

    var callee: Callee
    /// The call's argument labels (`_` when unlabeled); `[anyOneLabel]` for a function passed by reference.
    var labels: [String]
    /// The label list of a function passed by reference (`factory: Feed.init`): one parameter, whatever its label.
    static let anyOneLabel = "(any)"
    /// Whether `base` is the object the registration builds (`vc` in `initCompleted { r, vc in vc.setUp(with: r) }`).
    var onInstance = false
    /// Whether the call is in an `initCompleted` handler.
    var isPropertyInjection = false
    var line: Int
    /// The call as written, shortened.
    var text: String
}

/// A function, method or initializer that takes a resolver or container: what its body does with it.
struct ResolverFunction: Sendable {
    /// The enclosing type path as written; empty for a free function.
    var owner: MemberOwner
    /// The function's name; `init` for an initializer.
    var name: String
    /// The external labels (`_` for none).
    var labels: [String]
    /// Labels of parameters that have a default value.
    var defaulted: Set<Int>
    /// The resolves its body makes on the resolver.
    var resolves: [ResolveCall]
    /// The calls its body hands the resolver to.
    var handOffs: [ResolverHandOff]
    /// What the body does with the resolver that the scan does not follow (stored for later).
    var unread: [ScanNote]
    var line: Int
}

/// A line and what is said about it.
struct ScanNote: Sendable, Hashable {
    var line: Int
    var text: String
}

/// A stored property filled by a property wrapper: `@Injected var history: HistoryStore!`.
struct WrappedProperty: Sendable {
    var owner: MemberOwner
    var name: String
    /// The wrapper's name as written (`Injected`).
    var wrapper: String
    /// The property's declared type.
    var type: TypeReference?
    /// `@Injected(name: "x")`.
    var key: WrittenValue
    var line: Int
    /// The free function whose body declares it, for a local outside any type (`func boot() { @Inject var api: Api }`):
    /// that function reads it. `nil` for a member's property or local, and for one in top-level code.
    var function: String? = nil
}

/// A stored property whose initial value makes an object (`let model = HomeModel()`): what that
/// object's property wrappers resolve, the type holding the property resolves as it is made.
struct BuildingProperty: Sendable {
    var owner: MemberOwner
    var name: String
    /// The type the initial value makes, as written.
    var built: TypeReference
}

/// A stored property whose initial value resolves from a container, whichever it is: it resolves
/// whenever its type is made, so it is a dependency of every registration that makes it. A `lazy`
/// one resolves at its first use instead, after the factory returned.
struct ResolvingProperty: Sendable {
    var owner: MemberOwner
    var name: String
    var resolves: [ResolveCall]
    /// `lazy var api = resolver.resolve(Api.self)!`: resolved at first use, not while it is made.
    var isLazy = false
    /// `static let api = …resolve(Api.self)`: resolved once, at its first read, not as the type is made.
    var isStatic = false
}
