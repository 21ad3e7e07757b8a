/// One node of a wiring graph: a boundary, plugin, box, service or object.
public struct Node: Sendable, Hashable, Identifiable {
    /// A stable identifier, derived from type identity and position, never from addresses.
    public var id: String
    /// What the node stands for.
    public var kind: NodeKind
    /// The fully qualified type name (`Module.Type`).
    public var type: String
    /// The id of the enclosing container, root or box; `nil` at the top.
    public var parent: String?
    /// The input ports of a boundary or plugin, sorted by name.
    public var ports: [Port]
    /// `false` for a part the graph declares but that has not been made yet
    /// (an unresolved `lazy` subboundary, a registration never resolved).
    public var resolved: Bool
    /// The registration key of a service (box key or Swinject name).
    public var key: String?
    /// The lifetime or scope of a service (`transient`, `permanent`, Swinject scopes).
    public var life: String?
    /// Free-form facts a producer adds (for example `instance`, `arguments`, `property`).
    public var attributes: [String: String]
    /// Where the node was made in source: the `resolver(for:)` or `resolved()` call of a boundary,
    /// the `register(...)` call of a service. `nil` when unknown (generic object capture).
    public var place: SourcePlace?
    /// Where the node's type is declared, when known (a source scan knows it; a runtime capture
    /// usually does not).
    public var declared: SourcePlace?

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - id: A stable identifier.
    ///   - kind: What the node stands for.
    ///   - type: The fully qualified type name.
    ///   - parent: The id of the enclosing node, or `nil` at the top.
    ///   - ports: The node's input ports, in any order (they are sorted).
    ///   - resolved: `false` for a declared part that has not been made yet.
    ///   - key: The registration key of a service.
    ///   - life: The lifetime or scope of a service.
    ///   - attributes: Further facts about the node.
    ///   - place: Where the node was made in source.
    ///   - declared: Where the node's type is declared.
    public init(
        id: String, kind: NodeKind, type: String, parent: String? = nil, ports: [Port] = [],
        resolved: Bool = true, key: String? = nil, life: String? = nil, attributes: [String: String] = [:],
        place: SourcePlace? = nil, declared: SourcePlace? = nil
    ) {
        self.id = id
        self.kind = kind
        self.type = type
        self.parent = parent
        self.ports = ports.sorted()
        self.resolved = resolved
        self.key = key
        self.life = life
        self.attributes = attributes
        self.place = place
        self.declared = declared
    }

    /// The type name without its module prefix and generic arguments' modules,
    /// for labels: `PaymentsApp.ModelBoundary.Plugin` becomes `ModelBoundary.Plugin`.
    public var displayName: String { TypeName.unqualified(type) }

    /// The module the node's type is declared in (the first component of `type`).
    public var module: String { TypeName.module(of: type) }
}
