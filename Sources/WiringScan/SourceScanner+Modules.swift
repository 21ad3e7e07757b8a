import Foundation
import WiringModel
import WiringProjects

extension SourceScanner {
    /// A scan's result placed in the module graph read beside it: the module graph of every scanned
    /// folder that holds a `Package.swift` or a project; in a scanned folder without one (an app
    /// project beside its local packages), of each package whose folder holds a scanned file.
    ///
    /// - Parameters:
    ///   - result: The declared graph read from the files.
    ///   - modules: The module graph (see `moduleGraph(sources:known:)`).
    /// - Returns: The result with the packages, modules, `depends` and `imports` edges added.
    static func combined(
        _ result: ScanResult,
        modules: (snapshot: GraphSnapshot, warnings: [ScanWarning], memberships: [String: String])
    ) -> ScanResult {
        guard !modules.snapshot.nodes.isEmpty || !modules.warnings.isEmpty else { return result }
        var combined = result
        combined.snapshot = result.snapshot.placed(inModulesOf: modules.snapshot, files: modules.memberships)
        if combined.snapshot.title == "Scan" { combined.snapshot.title = "Modules" }
        combined.warnings = Array(Set(result.warnings + modules.warnings)).sorted()
        combined.incompleteModules = modules.snapshot.nodes.filter { $0.kind == .package && $0.attributes["incomplete"] != nil }
            .map { "\($0.type) (\($0.attributes["path"] ?? "."): \($0.attributes["incomplete"] ?? ""))" }
        return combined
    }

    /// The module graph of every folder among `paths` that holds a `Package.swift` or an Xcode
    /// project: packages, projects, modules, `depends` and `imports` edges. Place another graph in
    /// it with `GraphSnapshot.placed(inModulesOf:)`.
    ///
    /// - Parameter paths: Folders (and files, which add nothing), as given to `scan(_:)`.
    /// - Returns: The module graph, and what could not be read (a manifest that does not
    ///   evaluate, no toolchain, an unreadable file).
    public func moduleGraph(_ paths: [String]) -> (snapshot: GraphSnapshot, warnings: [ScanWarning]) {
        let filter = SourceFilter(includeTests: options.includeTests, excludes: options.excludes)
        let models = ProjectModels(paths: paths, filter: filter, allowed: allowedPaths)
        let modules = moduleGraph(sources: moduleSources(paths: paths, files: [], models: models))
        return (modules.snapshot, modules.warnings)
    }

    /// The folders outside the scanned tree the user allows, absolute.
    var allowedPaths: [String] {
        let current = FileManager.default.currentDirectoryPath
        return options.allowedPaths.map { SourceLayout.normalized($0.hasPrefix("/") ? $0 : current + "/" + $0) }
    }

    /// The most packages found below a scanned folder without a `Package.swift` that are read.
    static let maxNestedPackages = 200

    /// The packages to read, each with the folder its places are relative to: every folder among
    /// `paths` holding a `Package.swift`, then, below a folder among them without one, the nearest
    /// folder with a `Package.swift` above each file, relative to that file's root.
    ///
    /// - Parameter belowPackages: Whether to look below scanned folders holding a `Package.swift` too.
    static func packageRoots(paths: [String], files: [SourceFile], belowPackages: Bool = false) -> [(folder: String, base: String)] {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        func holdsManifest(_ folder: String) -> Bool {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: folder + "/Package.swift", isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        var roots: [(folder: String, base: String)] = []
        var bare: [String] = []
        for path in paths {
            let absolute = SourceLayout.normalized(path.hasPrefix("/") ? path : current + "/" + path)
            if holdsManifest(absolute) {
                if !roots.contains(where: { $0.folder == absolute }) { roots.append((absolute, absolute)) }
                if belowPackages { bare.append(absolute) }
            } else {
                bare.append(absolute)
            }
        }
        guard !bare.isEmpty, !files.isEmpty else { return roots }
        var known: [String: Bool] = [:]
        var nested: [String: String] = [:]
        for file in files {
            // A manifest is not a file of its package's targets.
            let name = SourceLayout.lastComponent(file.absolutePath)
            if name == "Package.swift" || name.hasPrefix("Package@swift") { continue }
            guard let scanned = bare.filter({ file.absolutePath.hasPrefix($0 == "/" ? "/" : $0 + "/") })
                .max(by: { $0.utf8.count < $1.utf8.count }),
                  file.absolutePath.hasSuffix("/" + file.relativePath)
            else { continue }
            let base = String(decoding: file.absolutePath.utf8.dropLast(file.relativePath.utf8.count + 1), as: UTF8.self)
            var folder = SourceLayout.parent(of: file.absolutePath)
            while folder.utf8.count > scanned.utf8.count, folder.hasPrefix(scanned) {
                let holds = known[folder] ?? holdsManifest(folder)
                known[folder] = holds
                if holds {
                    if nested[folder] == nil { nested[folder] = base }
                    break
                }
                folder = SourceLayout.parent(of: folder)
            }
        }
        let found = nested.sorted { $0.key < $1.key }.prefix(maxNestedPackages).map { (folder: $0.key, base: $0.value) }
        return roots + found.filter { candidate in !roots.contains { $0.folder == candidate.folder } }
    }

    /// The module graph of packages and projects, each read with its places relative to its base.
    func moduleGraph(
        sources: ModuleSources, known: [String: ModuleGraphReader.KnownImports] = [:]
    ) -> (snapshot: GraphSnapshot, warnings: [ScanWarning], memberships: [String: String]) {
        guard !sources.roots.isEmpty || !sources.models.isEmpty else {
            return (GraphSnapshot(nodes: [], edges: []), sources.warnings, [:])
        }
        let source: ModuleGraphReader.ManifestSource
        if options.evaluateManifests {
            options.progress?("reading the module graph (evaluating manifests with swift package dump-package)")
            var evaluator = ManifestEvaluator.fromEnvironment(seconds: options.evaluationSeconds)
            evaluator.cache = ManifestCache.fromEnvironment(
                outside: SourceLayout.commonFolder(sources.roots.map(\.base) + sources.models.map(\.base)) ?? "/")
            source = .evaluation(evaluator)
        } else {
            options.progress?("reading the module graph")
            source = .syntax
        }
        let allowed = allowedPaths
        var nodes: [Node] = []
        var edges: [Edge] = []
        var warnings = sources.warnings
        var memberships: [String: String] = [:]
        var seen: Set<String> = []
        var read: Set<String> = []
        // Packages and projects whose places share a base are read side by side.
        var bases: [String] = []
        var folders: [String: [String]] = [:]
        var models: [String: [ModuleGraphReader.ModelProject]] = [:]
        for root in sources.roots {
            if folders[root.base] == nil && models[root.base] == nil { bases.append(root.base) }
            folders[root.base, default: []].append(root.folder)
        }
        // A project id that two scanned folders both give (two copies of one app) is told apart by
        // each folder's path; a scan of one folder keeps its ids.
        var foldersOfID: [String: Set<String>] = [:]
        for (scanned, _) in sources.models {
            for project in scanned.model.projects where project.kind != .package { foldersOfID[project.id, default: []].insert(scanned.folder) }
        }
        for (scanned, base) in sources.models {
            if folders[base] == nil && models[base] == nil { bases.append(base) }
            // The packages of the model are read as the module graph's packages (`read(packagesAt:)`).
            models[base, default: []] += scanned.model.projects.filter { $0.kind != .package }
                .map { project in
                    var project = project
                    if (foldersOfID[project.id]?.count ?? 0) > 1 {
                        project.id = Self.distinct(project.id, folder: scanned.folder, base: base)
                    }
                    return ModuleGraphReader.ModelProject(project: project, model: scanned.model)
                }
            // What an Xcode project did not say is in the folder's lines (`TreeBuild.notRead`), and
            // what a manifest did not say in the module graph's: each said once.
            let pbxprojs = Set(scanned.model.projects.filter { $0.kind == .xcode || $0.kind == .package }.map(\.file))
            for finding in scanned.model.findings where finding.kind != .notCompiled && !pbxprojs.contains(finding.place.file) {
                let file = SourceLayout.relative(scanned.folder + "/" + finding.place.file, to: base)
                warnings.append(ScanWarning(
                    .init(finding.kind), place: SourcePlace(file: file, line: finding.place.line),
                    message: finding.message + (finding.kind == .notRead ? "; the module graph is incomplete" : "")))
            }
        }
        for base in bases {
            let reader = ModuleGraphReader(
                source: source, base: base, allowed: allowed, known: known, listings: sources.listings, packages: sources.packages)
            let graph = reader.read(packagesAt: folders[base] ?? [], models: models[base] ?? [])
            nodes += graph.nodes.filter { seen.insert($0.id).inserted }
            edges += graph.edges
            warnings += graph.warnings
            memberships.merge(graph.memberships) { first, _ in first }
            for node in graph.nodes where node.kind == .package {
                if let path = node.attributes["path"] { read.insert(SourceLayout.normalized(path == "." ? base : base + "/" + path)) }
            }
        }
        let unused = sources.unnamed.filter { !read.contains($0.folder) }
        if !unused.isEmpty {
            let shown = unused.prefix(8).map { SourceLayout.relative($0.folder, to: $0.base) }
            warnings.append(ScanWarning(
                .manifestNotRead, place: SourcePlace(file: SourceLayout.relative(unused[0].folder, to: unused[0].base) + "/Package.swift", line: 1),
                message: "\(unused.count) package\(unused.count == 1 ? "" : "s") in the tree that no project, workspace or package uses "
                    + "\(unused.count == 1 ? "is" : "are") left out of the module graph: " + shown.joined(separator: ", ")
                    + (unused.count > shown.count ? ", …" : "")))
        }
        return (GraphSnapshot(nodes: nodes, edges: edges, source: "scan", title: "Modules"), warnings.sorted(), memberships)
    }

    /// A project id told apart by the scanned folder it was read in: `project:Pocket` of folder
    /// `a` is `project:a/Pocket` (the folder's path from the base of the places; its name when it
    /// is the base).
    static func distinct(_ id: String, folder: String, base: String) -> String {
        let shown = SourceLayout.relative(folder, to: base)
        let qualifier = shown.isEmpty || shown == "." ? SourceLayout.lastComponent(folder) : shown
        let kind = id.prefix { $0 != ":" }
        return kind + ":" + qualifier + "/" + id.drop { $0 != ":" }.dropFirst()
    }
}
