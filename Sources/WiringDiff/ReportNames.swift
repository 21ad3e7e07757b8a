import WiringModel

/// Looks up nodes of either snapshot by id and names them for reports.
///
/// Removed edges point at nodes that may exist only in the earlier snapshot, so the
/// later snapshot is asked first and the earlier one second.
struct ReportNames {
    private let nodes: [String: Node]

    init(_ diff: SnapshotDiff) {
        var nodes: [String: Node] = [:]
        for node in diff.before.nodes { nodes[node.id] = node }
        for node in diff.after.nodes { nodes[node.id] = node }
        self.nodes = nodes
    }

    /// A short human name: the display name, with the registration key for keyed services.
    func name(of id: String) -> String {
        guard let node = nodes[id] else { return id }
        return Self.name(of: node)
    }

    static func name(of node: Node) -> String {
        guard let key = node.key, !key.isEmpty else { return node.displayName }
        return "\(node.displayName) [\(key)]"
    }

    /// `From -> To (kind)` with an optional `[label]`, unescaped.
    func edgeLine(_ edge: Edge) -> String {
        var line = "\(name(of: edge.from)) -> \(name(of: edge.to)) (\(edge.kind.rawValue))"
        if let label = edge.label { line += " [\(label)]" }
        return line
    }

    /// The changed fields of a node as `field: old -> new`, joined with `; `.
    static func fieldChanges(_ change: NodeChange) -> String {
        change.fields.map { field in
            switch field {
            case "kind": "kind: \(change.before.kind.rawValue) -> \(change.after.kind.rawValue)"
            case "type": "type: \(change.before.type) -> \(change.after.type)"
            case "parent": "parent: \(change.before.parent ?? "(top)") -> \(change.after.parent ?? "(top)")"
            default: "resolved: \(change.before.resolved) -> \(change.after.resolved)"
            }
        }
        .joined(separator: "; ")
    }

    /// The changed fields of an edge as `field: old -> new`, joined with `; `.
    static func fieldChanges(_ change: EdgeChange) -> String {
        change.fields.map { field in
            switch field {
            case "reference":
                "reference: \(change.before.reference?.rawValue ?? "none") -> \(change.after.reference?.rawValue ?? "none")"
            default: "resolved: \(change.before.resolved) -> \(change.after.resolved)"
            }
        }
        .joined(separator: "; ")
    }

    /// A port change as `node.port: Type`, or `node.port: Old -> New`.
    func portLine(_ change: PortChange) -> String {
        let owner = name(of: change.nodeID)
        switch change.kind {
        case .added: return "\(owner).\(change.name): \(change.after?.type ?? "")"
        case .removed: return "\(owner).\(change.name): \(change.before?.type ?? "")"
        case .changed:
            let was = change.before.map { "\($0.type) (\($0.origin.rawValue))" } ?? ""
            let now = change.after.map { "\($0.type) (\($0.origin.rawValue))" } ?? ""
            return "\(owner).\(change.name): \(was) -> \(now)"
        }
    }
}
