import WiringModel

/// Looks up nodes of either snapshot by id and names them for reports.
///
/// Removed edges point at nodes that may exist only in the earlier snapshot, so the
/// later snapshot is asked first and the earlier one second.
package struct ReportNames {
    private let before: GraphSnapshot
    private let after: GraphSnapshot

    package init(_ diff: SnapshotDiff) {
        before = diff.before
        after = diff.after
    }

    /// The display name of a node, as the later snapshot has it (or the earlier, for a removed node).
    /// Lookups search the sorted node lists, so a report about a few edges of a large graph costs no index.
    package func name(of id: String) -> String {
        guard let node = after.node(withID: id) ?? before.node(withID: id) else { return id }
        return Self.name(of: node)
    }

    /// A node's name in reports: its display name, and `#key` for a keyed service or box
    /// (`Car#sports`), the same name `wiring inspect` prints and `--node` accepts.
    package static func name(of node: Node) -> String {
        guard let key = node.key, !key.isEmpty else { return node.displayName }
        return "\(node.displayName)#\(key)"
    }

    /// `From -> To (kind)` with an optional `[label]`, unescaped.
    package func edgeLine(_ edge: Edge) -> String {
        var line = "\(name(of: edge.from)) -> \(name(of: edge.to)) (\(edge.kind.rawValue))"
        if let label = edge.label { line += " [\(label)]" }
        return line
    }

    /// The changed fields of a node as `field: old -> new`, joined with `; `.
    package static func fieldChanges(_ change: NodeChange) -> String {
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
    package static func fieldChanges(_ change: EdgeChange) -> String {
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
    package func portLine(_ change: PortChange) -> String {
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
