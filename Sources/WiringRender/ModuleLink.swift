import WiringModel

/// What one line between two modules stands for, when a drawing joins a module's declared
/// dependency (`depends`) and its imports (`imports`) of the same module into one line.
enum ModuleLink: String, Sendable, CaseIterable {
    /// Declared in the manifest and imported by the target's files.
    case declaredAndImported = "declared and imported"
    /// Declared in the manifest, never imported.
    case declaredOnly = "declared, not imported"
    /// Imported without being declared.
    case importedOnly = "imported, not declared"

    /// The diagram with one line per pair of modules: where a `depends` edge and an `imports` edge
    /// join the same two nodes and neither is marked, the `imports` edge is left out and the
    /// `depends` edge stands for both. Every `depends` and `imports` edge left is given its link
    /// (`Diagram.moduleLinks`). A diagram without both kinds is returned unchanged.
    static func joined(_ diagram: Diagram) -> Diagram {
        let edges = diagram.snapshot.edges
        guard edges.contains(where: { $0.kind == .depends }), edges.contains(where: { $0.kind == .imports }) else {
            return diagram
        }
        func pair(_ edge: Edge) -> String { edge.from + "\u{0}" + edge.to }
        var declared: Set<String> = []
        var imported: Set<String> = []
        for edge in edges where diagram.emphasis(of: edge) == .normal {
            if edge.kind == .depends { declared.insert(pair(edge)) }
            if edge.kind == .imports { imported.insert(pair(edge)) }
        }
        var kept: [Edge] = []
        var links: [String: ModuleLink] = [:]
        for edge in edges {
            let unmarked = diagram.emphasis(of: edge) == .normal
            switch edge.kind {
            case .depends:
                links[edge.id] = unmarked && imported.contains(pair(edge)) ? .declaredAndImported : .declaredOnly
            case .imports:
                if unmarked && declared.contains(pair(edge)) { continue }
                links[edge.id] = .importedOnly
            default:
                break
            }
            kept.append(edge)
        }
        var joined = diagram
        joined.snapshot.setEdges(kept)
        joined.moduleLinks = links
        return joined
    }
}
