/// What made a registration.
enum RegistrationKind: Sendable, Hashable {
    /// `register(T.self) { r in … }`, or an overload the app defines.
    case factory
    /// SwinjectAutoregistration's `autoregister(T.self, initializer: X.init)`: the initializer's
    /// type and, when written (`X.init(engine:)`), its argument labels.
    case autoregister(initializer: TypeReference?, labels: [String]?)
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

/// An argument of an initializer call: `label` (or the position, for `_`) of `type(…)`.
struct ArgumentHint: Sendable, Hashable {
    /// The type initialized, as written.
    var type: TypeReference
    /// The argument label; `_` when unlabeled.
    var label: String
    /// The argument's position in the call.
    var position: Int
    /// The static method called on the type (`Screen.make(id:)`), when the call is not an initializer.
    var method: String? = nil
    /// `.init(…)` as the factory's result: the type is the one the factory builds, not `type`.
    var isFactoryResult = false
}

/// An initializer declaration: its owner and its parameters.
struct InitializerDecl: Sendable {
    /// A parameter: its external label (`_` when none) and type.
    struct Parameter: Sendable, Hashable {
        var label: String
        var type: TypeReference
        var hasDefault: Bool
    }

    var owner: MemberOwner
    var parameters: [Parameter]
    /// The name of a static method (`static func make(…)`); `nil` for an initializer.
    var method: String? = nil
}

/// A stored property written without a value (`let engine: Engine`), for memberwise initializers.
struct StoredProperty: Sendable {
    var owner: MemberOwner
    var name: String
    var type: TypeReference
    var hasDefault: Bool
}
