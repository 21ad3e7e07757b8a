import Foundation
import WiringModel

extension SourceScanner {
    /// Adds the module graph of every scanned folder that holds a `Package.swift`.
    ///
    /// - Parameters:
    ///   - result: The declared graph read from the files.
    ///   - paths: The paths scanned.
    /// - Returns: The result with the packages, modules, `depends` and `imports` edges added.
    func withModules(_ result: ScanResult, paths: [String]) -> ScanResult {
        let (modules, warnings) = moduleGraph(paths)
        guard !modules.nodes.isEmpty || !warnings.isEmpty else { return result }
        var snapshot = result.snapshot.placed(inModulesOf: modules)
        if snapshot.title == "Scan" { snapshot.title = "Modules" }
        return ScanResult(
            snapshot: snapshot, warnings: Array(Set(result.warnings + warnings)).sorted(), unresolved: result.unresolved,
            fileCount: result.fileCount, lineCount: result.lineCount)
    }

    /// The module graph of every folder among `paths` that holds a `Package.swift`: packages,
    /// modules, `depends` and `imports` edges. Place another graph in it with
    /// `GraphSnapshot.placed(inModulesOf:)`.
    ///
    /// - Parameter paths: Folders (and files, which add nothing), as given to `scan(_:)`.
    /// - Returns: The module graph, and what could not be read (a manifest that does not
    ///   evaluate, no toolchain, an unreadable file).
    public func moduleGraph(_ paths: [String]) -> (snapshot: GraphSnapshot, warnings: [ScanWarning]) {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        var roots: [String] = []
        for path in paths {
            let absolute = SourceLayout.normalized(path.hasPrefix("/") ? path : current + "/" + path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: absolute + "/Package.swift", isDirectory: &isDirectory), !isDirectory.boolValue,
               !roots.contains(absolute) {
                roots.append(absolute)
            }
        }
        guard !roots.isEmpty else { return (GraphSnapshot(nodes: [], edges: []), []) }
        options.progress?("reading the module graph (swift package dump-package)")
        let evaluator = ManifestEvaluator.fromEnvironment()
        var nodes: [Node] = []
        var edges: [Edge] = []
        var warnings: [ScanWarning] = []
        var seen: Set<String> = []
        for root in roots {
            let graph = ModuleGraphReader(evaluator: evaluator, base: root).read(packageAt: root)
            nodes += graph.nodes.filter { seen.insert($0.id).inserted }
            edges += graph.edges
            warnings += graph.warnings
        }
        return (GraphSnapshot(nodes: nodes, edges: edges, source: "scan", title: "Modules"), warnings.sorted())
    }
}
