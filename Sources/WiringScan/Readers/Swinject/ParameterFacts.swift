/// A parameter of a function, known by the function's name, the type declaring it and the parameter's place: a
/// registration made on it (`func registerServices(in container: Container) { container.register(…) }`) fills the
/// container the function's callers pass.
struct ParameterSlot: Sendable, Hashable {
    /// The function's name.
    var function: String
    /// The type path declaring the function, empty for a global function.
    var type: [String]
    /// The parameter's position.
    var index: Int
    /// The parameter's argument label, `nil` for `_`.
    var label: String?
}

/// A stored property of a type, by the type's last name (`DiskStorage.container`).
struct HeldProperty: Sendable, Hashable {
    var type: String
    var property: String
}

/// A call of a function passing a container, or what may be one, as an argument: `registerServices(in: container)`,
/// `Services.setUp(container: c)`.
struct ContainerPassingCall: Sendable {
    /// What an argument passes.
    enum Passed: Sendable, Hashable {
        /// A container made in the calling function (`let c = Container(); setUp(container: c)`), by its site.
        case made(String)
        /// A variable bound elsewhere (`container`, `self.container`), by name.
        case named(String)
        /// A property read from another value (`Provider.shared.container`, `storage.container`), by its last name.
        case member(String)
        /// A stored property read from a value whose type the file writes (`storage.container` with
        /// `let storage = DiskStorage()`): the container that type's property holds.
        case property(HeldProperty)
        /// The calling assembly's own `container` parameter (`registerServices(in: container)` in
        /// `func assemble(container: Container)`), by the assembly's type path.
        case assemblyParameter([String])
        /// Another parameter of the calling function, which its own callers fill.
        case parameter(ParameterSlot)
    }

    struct Argument: Sendable {
        var label: String?
        var passed: Passed?
    }

    /// The function called.
    var called: String
    /// The receiver's name as written (`Services` of `Services.setUp(…)`, `self`), `nil` for none.
    var receiver: String?
    /// The type path the call is made in.
    var caller: [String]
    var arguments: [Argument]
}
