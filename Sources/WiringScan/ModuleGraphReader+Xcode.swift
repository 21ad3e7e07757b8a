import Foundation
import WiringModel
import WiringProjects

/// Xcode projects in the module graph: each native target that compiles Swift is a module inside
/// a node for its project, with its declared dependencies and the imports of the files it compiles.
extension ModuleGraphReader {
    /// The product types whose module other targets can import, so a dependency on them that
    /// nothing imports is worth reporting.
    static let importableProductTypes: Set<String> = ["framework", "static-library", "dynamic-library", "static-framework"]

    /// The local packages the projects name that can be read: in the tree, holding a manifest.
    func projectPackageFolders(_ projects: [XcodeProject], warnings: inout [ScanWarning]) -> [String] {
        var folders: [String] = []
        for project in projects {
            for package in project.localPackages {
                let folder = SourceLayout.normalized(package.folder)
                guard !folders.contains(folder) else { continue }
                let place = SourcePlace(file: relative(project.file), line: package.line)
                if canRead(localPackage: folder, namedAt: place, warnings: &warnings) { folders.append(folder) }
            }
        }
        return folders
    }

    /// Whether the local package a project names at `place` can be read: in the tree, holding a
    /// manifest; else a warning says why it is left out.
    func canRead(localPackage folder: String, namedAt place: SourcePlace, warnings: inout [ScanWarning]) -> Bool {
        if let reason = outsideReason(folder) {
            warnings.append(ScanWarning(.outsideTree, place: place, message: "the local package at '\(relative(folder))' \(reason)"))
            return false
        }
        guard FileManager.default.fileExists(atPath: ManifestSyntaxReader.manifestPath(in: folder)) else {
            warnings.append(ScanWarning(
                .outsideTree, place: place,
                message: "the local package at '\(relative(folder))' has no Package.swift; its modules are left out of the module graph"))
            return false
        }
        return true
    }

    /// Each project's node id, by its folder: `project:<name>`, or `project:<path>` when two share a name.
    func projectIDs(_ projects: [XcodeProject]) -> [String: String] {
        var counts: [String: Int] = [:]
        for project in projects { counts[project.name, default: 0] += 1 }
        var ids: [String: String] = [:]
        for project in projects {
            ids[project.folder] = "project:" + ((counts[project.name] ?? 0) > 1 ? relative(project.folder) : project.name)
        }
        return ids
    }

    /// The modules the projects' Swift targets build.
    func moduleEntries(_ projects: [XcodeProject], owners: [String: String]) -> [ModuleIDs.Entry] {
        projects.flatMap { project in
            project.targets.filter(\.compilesSwift).map {
                ModuleIDs.Entry(owner: owners[project.folder] ?? "project:" + project.name, target: $0.name, moduleName: $0.moduleName)
            }
        }
    }

    /// Adds each project's node, its targets' modules and their `depends` edges.
    ///
    /// - Returns: The files the targets compile, for their imports.
    func addProjects(
        _ projects: [XcodeProject], owners: [String: String], packages: [ReadPackage], ids: ModuleIDs,
        productsByPackage: [String: [PackageDescription.Product]], products: inout [String: Node], into graph: inout ModuleGraph
    ) -> [TargetFile] {
        var files: [TargetFile] = []
        let packagesByFolder = Dictionary(packages.map { (SourceLayout.normalized($0.folder), $0.id) }) { first, _ in first }
        var targetsByName: [String: String] = [:]
        for project in projects {
            for target in project.targets where target.compilesSwift {
                guard let id = ids.id(owner: owners[project.folder] ?? "", target: target.name) else { continue }
                if targetsByName[target.name] == nil { targetsByName[target.name] = id }
            }
        }
        for project in projects {
            guard let owner = owners[project.folder] else { continue }
            let pbxproj = relative(project.file)
            var attributes = ["path": relative(SourceLayout.parent(of: project.folder)), "project": relative(project.folder)]
            if attributes["path"]?.isEmpty ?? true { attributes["path"] = "." }
            // Files the project names that are not on disk (generated, or not committed) are one line,
            // and leave the project complete: what it declares was read.
            let missing = project.notRead.filter(\.missing)
            let notRead = project.notRead.filter { !$0.missing }
            if !notRead.isEmpty {
                attributes["incomplete"] = "\(notRead.count) part\(notRead.count == 1 ? "" : "s") of the project not read"
            }
            graph.nodes.append(Node(id: owner, kind: .package, type: project.name, attributes: attributes, place: SourcePlace(file: pbxproj, line: 1)))
            for problem in notRead {
                graph.warnings.append(ScanWarning(
                    problem.outside ? .outsideTree : .projectNotRead, place: SourcePlace(file: pbxproj, line: problem.line),
                    message: problem.text + "; the module graph is incomplete"))
            }
            if let first = missing.first {
                var seen: Set<String> = []
                let paths = missing.map(\.text).filter { seen.insert($0).inserted }
                let shown = paths.map { "'\($0)'" }.shortList
                graph.warnings.append(ScanWarning(
                    .outsideTree, place: SourcePlace(file: pbxproj, line: first.line),
                    message: "\(paths.count) file\(paths.count == 1 ? "" : "s") the project names \(paths.count == 1 ? "is" : "are") not on disk "
                        + "(generated, or ignored by git?): \(shown); \(paths.count == 1 ? "it was" : "they were") left out"))
            }
            let remoteIDs = project.remotePackages.map { "package:" + $0.identity }
            for (remote, id) in zip(project.remotePackages, remoteIDs) where !graph.nodes.contains(where: { $0.id == id }) {
                graph.nodes.append(Node(id: id, kind: .package, type: remote.identity, attributes: ["url": remote.url]))
            }
            for target in project.targets where target.compilesSwift {
                guard let id = ids.id(owner: owner, target: target.name) else { continue }
                var nodeAttributes = ["targetType": target.productType]
                if target.moduleName != target.name { nodeAttributes["target"] = target.name }
                if let folder = SourceLayout.commonFolder(target.sourceFiles.map(SourceLayout.parent(of:))), outsideReason(folder) == nil, folder != base {
                    nodeAttributes["path"] = relative(folder)
                }
                graph.nodes.append(Node(
                    id: id, kind: .module, type: target.moduleName, parent: owner, attributes: nodeAttributes,
                    place: SourcePlace(file: pbxproj, line: target.line)))
                var declared: Set<String> = []
                for dependency in target.dependencies {
                    let to: String?
                    switch dependency.kind {
                    case .target, .framework, .embedded:
                        to = ids.id(owner: owner, target: dependency.name) ?? targetsByName[dependency.name]
                    case .package:
                        let packageID: String? = switch dependency.package {
                        case .local(let index)?: project.localPackages.indices.contains(index)
                            ? packagesByFolder[SourceLayout.normalized(project.localPackages[index].folder)] : nil
                        case .remote(let index)?: remoteIDs.indices.contains(index) ? remoteIDs[index] : nil
                        // No package named: a local package offering it, else the package of its name (SwiftPM's rule).
                        case nil: productsByPackage.keys.sorted().first { productsByPackage[$0]?.contains { $0.name == dependency.name } ?? false }
                            ?? "package:" + dependency.name.lowercased()
                        }
                        to = packageID.map {
                            productNode(dependency.name, of: $0, ids: ids, productsByPackage: productsByPackage, products: &products)
                        }
                    }
                    guard let to, to != id, declared.insert(to).inserted else { continue }
                    var label: [String] = []
                    if dependency.kind == .embedded { label.append("embeds") }
                    if !dependency.platforms.isEmpty { label.append("when " + dependency.platforms.joined(separator: ", ")) }
                    graph.edges.append(Edge(
                        from: id, to: to, kind: .depends, label: label.isEmpty ? nil : label.joined(separator: ", "),
                        place: SourcePlace(file: pbxproj, line: dependency.line)))
                }
                for file in target.sourceFiles where outsideReason(file) == nil {
                    let shown = relative(file)
                    if graph.memberships[shown] == nil { graph.memberships[shown] = id }
                    // What some configuration defines is compiled in some builds: its imports count, marked.
                    files.append(TargetFile(
                        module: id, absolute: file, relative: shown,
                        defines: Dictionary(target.anyDefines.map { ($0, false) }) { first, _ in first }))
                }
            }
        }
        return files
    }
}
