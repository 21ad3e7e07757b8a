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
    /// `depends` edge stands for both. Every unmarked `depends` edge is given its link, and so is
    /// an unmarked `imports` edge with no declaration beside it (`Diagram.moduleLinks`); a marked
    /// edge keeps its own look. A diagram without both kinds is returned unchanged.
    static func joined(_ diagram: Diagram) -> Diagram {
        let edges = diagram.snapshot.edges
        guard edges.contains(where: { $0.kind == .depends }), edges.contains(where: { $0.kind == .imports }) else {
            return diagram
        }
        func pair(_ edge: Edge) -> String { edge.from + "\u{0}" + edge.to }
        var declared: Set<String> = []
        var imported: Set<String> = []
        var declaredUnmarked: Set<String> = []
        for edge in edges {
            if edge.kind == .depends {
                declared.insert(pair(edge))
                if diagram.emphasis(of: edge) == .normal { declaredUnmarked.insert(pair(edge)) }
            }
            if edge.kind == .imports { imported.insert(pair(edge)) }
        }
        var kept: [Edge] = []
        var links: [String: ModuleLink] = [:]
        for edge in edges {
            if diagram.emphasis(of: edge) == .normal {
                switch edge.kind {
                case .depends:
                    links[edge.id] = imported.contains(pair(edge)) ? .declaredAndImported : .declaredOnly
                case .imports:
                    if declaredUnmarked.contains(pair(edge)) { continue }
                    if !declared.contains(pair(edge)) { links[edge.id] = .importedOnly }
                default:
                    break
                }
            }
            kept.append(edge)
        }
        var joined = diagram
        joined.snapshot.setEdges(kept)
        joined.moduleLinks = links
        return joined
    }
}
