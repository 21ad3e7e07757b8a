/// One node of a wiring graph: a boundary, plugin, box, service or object.
public struct Node: Sendable, Hashable, Identifiable {
    /// A stable identifier, derived from type identity and position, never from addresses.
    public var id: String
    /// The fully qualified type name (`Module.Type`).
    public var type: String
    /// The id of the enclosing container, root or box; `nil` at the top.
    public var parent: String?
    /// The input ports of a boundary or plugin, sorted by name.
    public var ports: [Port]
    /// Free-form facts a producer adds (for example `instance`, `arguments`, `property`).
    public var attributes: [String: String]
    /// The fields most nodes leave empty, out of line; `nil` when all of them are.
    private var details: Indirect<Details>?
    /// What the node stands for.
    public var kind: NodeKind
    /// `false` for a part the graph declares but that has not been made yet
    /// (an unresolved `lazy` subboundary, a registration never resolved).
    public var resolved: Bool

    /// The registration key of a service (box key or Swinject name).
    public var key: String? {
        get { details?.value.key }
        set { changeDetails { $0.key = newValue } }
    }

    /// The lifetime or scope of a service (`transient`, `permanent`, Swinject scopes).
    public var life: String? {
        get { details?.value.life }
        set { changeDetails { $0.life = newValue } }
    }

    /// Where the node was made in source: the `resolver(for:)` or `resolved()` call of a boundary,
    /// the `register(...)` call of a service. `nil` when unknown (generic object capture).
    public var place: SourcePlace? {
        get { details?.value.place }
        set { changeDetails { $0.place = newValue } }
    }

    /// Where the node's type is declared, when known (a source scan knows it; a runtime capture
    /// usually does not).
    public var declared: SourcePlace? {
        get { details?.value.declared }
        set { changeDetails { $0.declared = newValue } }
    }

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
        self.type = type
        self.parent = parent
        self.ports = ports.sorted()
        self.attributes = attributes
        self.details = Details(key: key, life: life, place: place, declared: declared).boxed
        self.kind = kind
        self.resolved = resolved
    }

    /// The name labels show: a type without its module prefix and generic arguments' modules
    /// (`PaymentsApp.ModelBoundary.Plugin` becomes `ModelBoundary.Plugin`). A package's, project's,
    /// folder's or module's name is a name, not a type, and is shown whole (`TestGeneric.xcodeproj`).
    public var displayName: String { kind == .package || kind == .module ? type : TypeName.unqualified(type) }

    /// The module the node's type is declared in (the first component of `type`).
    public var module: String { TypeName.module(of: type) }

    /// Changes the out-of-line fields, dropping their storage when none is left set.
    private mutating func changeDetails(_ change: (inout Details) -> Void) {
        var changed = details?.value ?? Details()
        change(&changed)
        details = changed.boxed
    }

    /// A node's rarely set fields: a captured object graph sets none of them, so a node keeps
    /// them behind one reference rather than in the 80 bytes they would take in every node.
    private struct Details: Hashable, Sendable {
        var key: String?
        var life: String?
        var place: SourcePlace?
        var declared: SourcePlace?

        /// The fields kept out of line, or `nil` when none is set, so a node without them allocates nothing.
        var boxed: Indirect<Details>? {
            key == nil && life == nil && place == nil && declared == nil ? nil : Indirect(self)
        }
    }
}

extension Node: CustomReflectable {
    /// The node's fields in their declared order, as `print`, `dump` and test failures show them,
    /// with the out-of-line ones in their places rather than behind their storage.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "id": id, "kind": kind, "type": type, "parent": parent as Any, "ports": ports, "resolved": resolved,
            "key": key as Any, "life": life as Any, "attributes": attributes, "place": place as Any,
            "declared": declared as Any,
        ], displayStyle: .struct)
    }
}
