/// An instance property with a declared type, to type `vc.viewModel = r.resolve()`.
struct TypedProperty: Sendable {
    var owner: MemberOwner
    var name: String
    var type: TypeReference
}

/// A static method's written return type (`static func getResolver() -> Resolver`), with the argument labels a call
/// picks it among its overloads by.
struct StaticMethodResult: Sendable {
    var owner: MemberOwner
    var name: String
    /// The external labels (`_` for none).
    var labels: [String]
    /// Positions of the parameters that have a default value.
    var defaulted: Set<Int>
    var type: TypeReference
}

/// A constant a registration name can be written with: an enum case's raw value (written or
/// implied by its name) or a static string constant.
struct NamedConstant: Sendable {
    /// The enclosing type path plus the constant's name (`Keys.main`, `Field.nickname`); the name alone for a
    /// global constant of the file's module.
    var path: [String]
    var value: String
    /// Whether it is an enum case (read through `.rawValue`).
    var isCase: Bool
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
    /// Whether `method` is called on an instance of the type (`vc.configure(…)`), not on the type.
    var onInstance = false
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
    /// Whether `method` is an instance method (`func configure(_ api: Api)`), not a static one.
    var isInstanceMethod = false
}

/// A stored property written without a value (`let engine: Engine`), for memberwise initializers.
struct StoredProperty: Sendable {
    var owner: MemberOwner
    var name: String
    var type: TypeReference
    var hasDefault: Bool
}
