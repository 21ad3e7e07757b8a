extension GraphSnapshot {
    /// This graph with a module graph around it: the module graph's packages, modules and their
    /// edges are added, and each top-level node of this graph is put inside the module whose
    /// folder (its `path` attribute) holds the file that makes it (its `place`, else where its
    /// type is declared). A top-level node without a place of its own (a container, a box) goes
    /// where all the nodes inside it that have one are, when that is one module. Nodes placed
    /// nowhere stay at the top.
    ///
    /// A captured snapshot placed this way groups by module like a scanned one, as long as the
    /// capture recorded places relative to the same root as the scan (the package root).
    ///
    /// - Parameters:
    ///   - modules: A snapshot holding a module graph (`wiring scan` of a package).
    ///   - files: The module of each file its target compiles, by path; consulted before the
    ///     folders. A module `files` names has its files there: its folder places nothing else (a
    ///     file its target leaves out with `exclude:` or does not list in `sources:`).
    /// - Returns: The combined graph, with this graph's source and title.
    public func placed(inModulesOf modules: GraphSnapshot, files: [String: String] = [:]) -> GraphSnapshot {
        let moduleParts = modules.nodes.filter { $0.kind == .package || $0.kind == .module }
        let listed = Set(files.values)
        let folders = moduleParts.filter { !listed.contains($0.id) }
            .compactMap { node in node.attributes["path"].map { (folder: $0, id: node.id) } }
            .filter { !$0.folder.isEmpty && $0.folder != "." }
            .sorted { $0.folder.count > $1.folder.count }
        func module(of node: Node) -> String? {
            guard let file = node.place?.file ?? node.declared?.file else { return nil }
            if let module = files[file] { return module }
            return folders.first { file.hasPrefix($0.folder + "/") }?.id
        }
        // The modules of the placed nodes inside each top-level node.
        var byID: [String: Node] = [:]
        for node in nodes { byID[node.id] = node }
        var insideModules: [String: Set<String>] = [:]
        for node in nodes {
            var current = node
            var seen: Set<String> = [node.id]
            while let parent = current.parent, seen.insert(parent).inserted, let next = byID[parent] { current = next }
            if let found = module(of: node) { insideModules[current.id, default: []].insert(found) }
        }
        let existing = Set(nodes.map(\.id))
        var combined = nodes
        for index in combined.indices
        where combined[index].parent == nil && combined[index].kind != .module && combined[index].kind != .package {
            if let found = module(of: combined[index]) {
                combined[index].parent = found
            } else if let found = insideModules[combined[index].id], found.count == 1 {
                combined[index].parent = found.first
            }
        }
        combined += moduleParts.filter { !existing.contains($0.id) }
        let moduleEdges = modules.edges.filter { $0.kind == .depends || $0.kind == .imports }
        return GraphSnapshot(nodes: combined, edges: edges + moduleEdges, source: source, title: title)
    }
}
