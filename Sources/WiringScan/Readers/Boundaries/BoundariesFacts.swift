/// What one file declares for Boundaries, each member with the type path it is written in.
struct BoundariesFacts: Sendable {
    /// `Dependencies` and `Subboundaries` aliases.
    var lists: [BoundaryListAlias] = []
    /// `PluginAdaptee` aliases.
    var adaptees: [AdapteeAlias] = []
    /// Properties typed `InputPort<…>` (or made with `makeInputPort` without a written type).
    var ports: [PortProperty] = []
    /// `resolver(for: X.self)` calls, by the type whose body holds them.
    var resolverCalls: [ResolverCall] = []
}

/// One entry of a boundary list: `X` in `.Add<X>`.
struct BoundaryListEntry: Sendable {
    var type: TypeReference
    var line: Int
}

/// `typealias Dependencies = …` or `typealias Subboundaries = …`.
struct BoundaryListAlias: Sendable {
    enum Role: String, Sendable { case dependencies = "Dependencies", subboundaries = "Subboundaries" }

    var owner: MemberOwner
    var role: Role
    /// The listed types, in declaration order; `nil` when the list is not written as `BoundaryList.Add<…>` chain.
    var entries: [BoundaryListEntry]?
    var line: Int
    var isConditional: Bool
}

/// `typealias PluginAdaptee = …`.
struct AdapteeAlias: Sendable {
    var owner: MemberOwner
    var plugin: TypeReference
    var line: Int
    var isConditional: Bool
}

/// A property that is an input port.
struct PortProperty: Sendable {
    var owner: MemberOwner
    var name: String
    /// The interface type `T` of `InputPort<T>`, or `nil` when it is not written.
    var interface: TypeReference?
    var origin: PortOrigin
    var line: Int
    var isConditional: Bool
}

/// How a port property is declared.
enum PortOrigin: String, Sendable { case stored, lazy, computed }

/// A `resolver(for: X.self)` call.
struct ResolverCall: Sendable {
    var owner: MemberOwner
    var target: TypeReference
    var line: Int
}
