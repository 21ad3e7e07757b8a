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
        guard !roots.isEmpty else { return result }
        options.progress?("reading the module graph (swift package dump-package)")
        let evaluator = ManifestEvaluator.fromEnvironment()
        var nodes = result.snapshot.nodes
        var edges = result.snapshot.edges
        var warnings = result.warnings
        var ids = Set(nodes.map(\.id))
        var files = result.fileCount
        for root in roots {
            let graph = ModuleGraphReader(evaluator: evaluator, base: root).read(packageAt: root)
            Self.place(&nodes, in: graph.folders)
            for node in graph.nodes where ids.insert(node.id).inserted { nodes.append(node) }
            edges += graph.edges
            warnings += graph.warnings
            files = max(files, graph.fileCount)
        }
        let snapshot = GraphSnapshot(
            nodes: nodes, edges: edges, source: result.snapshot.source,
            title: result.snapshot.title == "Scan" ? "Modules" : result.snapshot.title)
        return ScanResult(
            snapshot: snapshot, warnings: Array(Set(warnings)).sorted(), unresolved: result.unresolved,
            fileCount: files, lineCount: result.lineCount)
    }

    /// Puts each top-level node of the declared graph inside the module whose folder holds the
    /// file that makes it (its `place`, else where its type is declared).
    static func place(_ nodes: inout [Node], in folders: [(folder: String, module: String)]) {
        let longestFirst = folders.sorted { $0.folder.count > $1.folder.count }
        for index in nodes.indices where nodes[index].parent == nil && nodes[index].kind != .module && nodes[index].kind != .package {
            guard let file = nodes[index].place?.file ?? nodes[index].declared?.file,
                  let match = longestFirst.first(where: { file.hasPrefix($0.folder + "/") })
            else { continue }
            nodes[index].parent = match.module
        }
    }
}
