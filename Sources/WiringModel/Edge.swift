/// One arrow of a wiring graph.
public struct Edge: Sendable, Hashable, Identifiable, Comparable {
    /// The id of the node the arrow starts at.
    public var from: String
    /// The id of the node the arrow points to.
    public var to: String
    /// The property or slot the edge comes from, when there is one.
    public var label: String?
    /// `place`, out of line: most edges have none, and an edge is then 64 bytes rather than 88.
    private var boxedPlace: Indirect<SourcePlace>?
    /// What the arrow means.
    public var kind: EdgeKind
    /// For `holds` edges: how strongly the reference keeps its target.
    public var reference: ReferenceStrength?
    /// `false` when the edge is only declared (a `Dependencies` entry of a boundary
    /// that has not been resolved); `true` when it was seen in the live graph.
    public var resolved: Bool

    /// Where the edge was made in source: the `resolve(dependency:)` / `resolve(plugin:)` call
    /// that handed a boundary over, the `resolve(...)` call inside a factory. Never part of the
    /// edge's identity: moving code does not change the graph.
    public var place: SourcePlace? {
        get { boxedPlace?.value }
        set { boxedPlace = newValue.map(Indirect.init) }
    }

    /// Creates an edge.
    ///
    /// - Parameters:
    ///   - from: The id of the start node.
    ///   - to: The id of the end node.
    ///   - kind: What the arrow means.
    ///   - label: The property or slot the edge comes from.
    ///   - reference: For `holds` edges, the reference strength.
    ///   - resolved: `false` for an edge that is declared but not live.
    ///   - place: Where the edge was made in source.
    public init(
        from: String, to: String, kind: EdgeKind, label: String? = nil,
        reference: ReferenceStrength? = nil, resolved: Bool = true, place: SourcePlace? = nil
    ) {
        self.from = from
        self.to = to
        self.label = label
        self.boxedPlace = place.map(Indirect.init)
        self.kind = kind
        self.reference = reference
        self.resolved = resolved
    }

    /// The stable identity of the edge, used to match edges across snapshots.
    public var id: String {
        // `from -kind-> to [label]`, in one allocation: interpolation grew the string as it went.
        let kindName = kind.rawValue
        var text = ""
        text.reserveCapacity(from.utf8.count + kindName.utf8.count + to.utf8.count + (label.map { $0.utf8.count + 3 } ?? 0) + 5)
        text += from
        text += " -"
        text += kindName
        text += "-> "
        text += to
        if let label {
            text += " ["
            text += label
            text += "]"
        }
        return text
    }

    /// Whether the reference is weak or unowned (drawn dashed).
    public var isWeak: Bool { reference == .weak || reference == .unowned }

    /// A total order: edges that differ only in reference, resolution or a missing
    /// versus empty label still sort one way, so the JSON never depends on input order.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        // By start, end, kind and label (a missing label as an empty one), each compared once.
        let from = TextOrder.compare(lhs.from, rhs.from)
        if from != 0 { return from < 0 }
        let to = TextOrder.compare(lhs.to, rhs.to)
        if to != 0 { return to < 0 }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        let label = TextOrder.compare(lhs.label ?? "", rhs.label ?? "")
        if label != 0 { return label < 0 }
        return (lhs.label == nil ? 0 : 1, lhs.reference?.rawValue ?? "", lhs.resolved ? 1 : 0)
            < (rhs.label == nil ? 0 : 1, rhs.reference?.rawValue ?? "", rhs.resolved ? 1 : 0)
    }
}

extension Edge: CustomReflectable {
    /// The edge's fields in their declared order, as `print`, `dump` and test failures show them,
    /// with `place` in its place rather than behind its storage.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "from": from, "to": to, "kind": kind, "label": label as Any, "reference": reference as Any,
            "resolved": resolved, "place": place as Any,
        ], displayStyle: .struct)
    }
}
