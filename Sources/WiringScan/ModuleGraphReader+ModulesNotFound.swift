import WiringModel
import WiringProjects

/// Imports of names the module graph has no node for and that are no system module: a module of
/// a package or pod whose description is not in the checkout (`Firebase` of `firebase-ios-sdk`, whose
/// manifest names the products a project links but not the modules they bring), of a package a
/// declared one depends on, or of a framework linked by a path the projects do not describe. Such an
/// import cannot be drawn, and is said, once per name.
extension ModuleGraphReader {
    /// One line per imported name that is no node and no system module (`SystemModules`), at its first import by file
    /// and line, with how many files import it. The line names what the name may be: a module of
    /// the graph written in another case, a module of a project or manifest of that name not wholly
    /// read, a module of the remote package an importer links a product of and that the name fits
    /// (`PackageNames`), else a module of the packages the projects name that the checkout does not hold.
    ///
    /// - Parameters:
    ///   - unplaced: The imports whose name is no node (importing module id, file, import line), in
    ///     import order (`importEdges`).
    ///   - nodes: The graph's nodes: its packages and projects, read or not.
    ///   - edges: The graph's edges: the `depends` edges say which products each importer links.
    /// - Returns: The lines, by file and line.
    static func modulesNotFound(_ unplaced: [(String, String, ImportLine)], nodes: [Node], edges: [Edge]) -> [ScanWarning] {
        var firsts: [String: (file: String, line: Int)] = [:]
        var files: [String: Set<String>] = [:]
        var importers: [String: Set<String>] = [:]
        for (from, file, line) in unplaced
        where !SystemModules.contains(line.module) {
            if firsts[line.module] == nil { firsts[line.module] = (file, line.line) }
            files[line.module, default: []].insert(file)
            importers[line.module, default: []].insert(from)
        }
        guard !firsts.isEmpty else { return [] }
        let packages = nodes.filter { $0.kind == .package }
        var incomplete: [String: String] = [:]
        for node in packages where node.attributes["incomplete"] != nil && incomplete[node.type] == nil {
            incomplete[node.type] = node.attributes["project"] ?? node.place?.file ?? node.type
        }
        var byCase: [String: String] = [:]
        for node in nodes where node.kind == .module { byCase[node.type.lowercased()] = byCase[node.type.lowercased()] ?? node.type }
        let remotePackages = packages.filter { $0.attributes["path"] == nil && $0.attributes["project"] == nil }
        let remote = remotePackages.map(\.type).sorted()
        let linked = RemoteLinks(remote: remotePackages, nodes: nodes, edges: edges)
        let notHeld = remote.isEmpty
            ? "a module of a package, pod or framework the checkout does not hold"
            : "a module of a package the checkout does not hold: one of those the projects name (\(remote.shortList)), or one they depend on"
        return firsts.sorted { ($0.value.file, $0.value.line, $0.key) < ($1.value.file, $1.value.line, $1.key) }.map { name, first in
            let count = files[name]?.count ?? 1
            let imports = count == 1 ? "its import is" : "its imports in \(count) files are"
            let hint = byCase[name.lowercased()].map { "'\($0)' is a module of the graph whose name differs only in case; module names are case-sensitive" }
                ?? incomplete[name].map { "'\($0)' describes '\(name)' but was not wholly read and gives no module of that name" }
                ?? linked.likelyPackage(of: name, importers: importers[name] ?? []).map { link in
                    "likely a module of the package '\(link.package)' the checkout does not hold, or of one it depends on: "
                        + "'\(link.importer)' links its product '\(link.product)', and the name fits the package's as its products' do"
                } ?? notHeld
            return ScanWarning(
                .moduleNotFound, place: SourcePlace(file: first.file, line: first.line),
                message: "'\(name)' is no module or product of the packages and projects read, nor a system module "
                    + "(\(hint)): \(imports) not drawn")
        }
    }
}
