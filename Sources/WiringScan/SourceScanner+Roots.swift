import WiringModel
import WiringProjects

extension SourceScanner {
    /// The scanned folders whose projects give an id another scanned folder's projects give too
    /// (`wiring scan a b` of two copies of one app), absolute and sorted: the module graph tells
    /// their projects apart by folder, and so does the declared graph.
    static func sharingProjectIDs(_ models: ProjectModels) -> [String] {
        var foldersOfID: [String: Set<String>] = [:]
        for read in models.folders {
            for project in read.model.projects where project.kind != .package { foldersOfID[project.id, default: []].insert(read.folder) }
        }
        return Set(foldersOfID.values.filter { $0.count > 1 }.flatMap { $0 }).sorted()
    }

    /// The declared graph, read apart for each folder among `apart` and for the rest: the services
    /// of two copies of one app are two services, each inside its copy's module, never one service
    /// with the registrations of both. Each folder's node ids start with the folder as the scan
    /// shows it (`a/container/Kit.Api`), as its projects' ids do (`project:a/Pocket`).
    ///
    /// - Parameters:
    ///   - facts: Every file's facts.
    ///   - files: The files scanned, for the folder each fact's file is in.
    ///   - apart: Scanned folders (absolute) to read apart (`sharingProjectIDs`).
    ///   - layoutWarnings: What laying the files out said.
    ///   - testNames: The names test files left out of the scan mention (see `NotLiveCode`).
    /// - Returns: The graphs put together.
    static func graph(
        from facts: [SourceFacts], files: [SourceFile], apart: [String], layoutWarnings: [ScanWarning], testNames: Set<String> = []
    ) -> ScanResult {
        guard !apart.isEmpty else { return graph(from: facts, layoutWarnings: layoutWarnings, testNames: testNames) }
        let absolute = Dictionary(files.map { ($0.relativePath, $0.absolutePath) }) { first, _ in first }
        // The deepest folder among `apart` holding each file, and the folder as the file's place shows it.
        var groups: [String: [SourceFacts]] = [:]
        var shown: [String: String] = [:]
        var rest: [SourceFacts] = []
        for fact in facts {
            guard let path = absolute[fact.file],
                  let folder = apart.filter({ path.hasPrefix($0 == "/" ? "/" : $0 + "/") }).max(by: { $0.utf8.count < $1.utf8.count })
            else {
                rest.append(fact)
                continue
            }
            groups[folder, default: []].append(fact)
            if shown[folder] == nil {
                let inside = path.utf8.count - folder.utf8.count - 1
                let prefix = String(decoding: fact.file.utf8.dropLast(inside), as: UTF8.self)
                let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
                shown[folder] = trimmed.isEmpty ? SourceLayout.lastComponent(folder) : trimmed
            }
        }
        var parts = [graph(from: rest, layoutWarnings: layoutWarnings, testNames: testNames)]
        for folder in apart {
            guard let inside = groups[folder] else { continue }
            parts.append(qualified(graph(from: inside, testNames: testNames), by: shown[folder] ?? SourceLayout.lastComponent(folder)))
        }
        return joined(parts)
    }

    /// A result whose node ids start with a folder: `a/container/Kit.Api`, `service:a/…` for an id with a kind.
    private static func qualified(_ result: ScanResult, by folder: String) -> ScanResult {
        let ids = Set(result.snapshot.nodes.map(\.id))
        func renamed(_ id: String) -> String {
            guard ids.contains(id) else { return id }
            guard let colon = id.firstIndex(of: ":") else { return folder + "/" + id }
            return String(id[...colon]) + folder + "/" + id[id.index(after: colon)...]
        }
        var qualified = result
        qualified.snapshot.setNodes(result.snapshot.nodes.map { node in
            var node = node
            node.id = renamed(node.id)
            node.parent = node.parent.map(renamed)
            return node
        })
        qualified.snapshot.setEdges(result.snapshot.edges.map { edge in
            var edge = edge
            edge.from = renamed(edge.from)
            edge.to = renamed(edge.to)
            return edge
        })
        return qualified
    }

    /// Results of parts of one scan, put together as one.
    private static func joined(_ parts: [ScanResult]) -> ScanResult {
        let nodes = parts.flatMap(\.snapshot.nodes)
        let title = parts.map(\.snapshot.title).first { $0 != "Scan" } ?? (nodes.isEmpty ? "Scan" : "Declared registrations")
        var result = ScanResult(
            snapshot: GraphSnapshot(nodes: nodes, edges: parts.flatMap(\.snapshot.edges), source: "scan", title: title),
            warnings: Array(Set(parts.flatMap(\.warnings))).sorted(), unresolved: parts.flatMap(\.unresolved).sorted(),
            fileCount: parts.reduce(0) { $0 + $1.fileCount }, lineCount: parts.reduce(0) { $0 + $1.lineCount })
        result.registrationCount = parts.reduce(0) { $0 + $1.registrationCount }
        result.resolveCount = parts.reduce(0) { $0 + $1.resolveCount }
        result.findings = parts.flatMap(\.findings).sorted()
        return result
    }
}
