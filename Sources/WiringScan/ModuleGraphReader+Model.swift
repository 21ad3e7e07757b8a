import Foundation
import WiringModel
import WiringProjectModel
import WiringProjects

/// The projects of the project model in the module graph — Xcode projects, Tuist manifests,
/// XcodeGen specs and CocoaPods' pods: each target (each pod) is a module inside
/// a node for its project, with its declared dependencies and the imports of the files it compiles.
extension ModuleGraphReader {
    /// A project of a model, with the model (which says which module each file is in) and the
    /// absolute folder its paths are relative to.
    struct ModelProject: Sendable {
        var project: Project
        var model: ProjectModel
        var root: String { model.root }

        /// A model path made absolute.
        func absolute(_ path: String) -> String { path.isEmpty ? root : SourceLayout.normalized(root + "/" + path) }
    }

    /// The modules the model projects' targets build.
    func moduleEntries(_ projects: [ModelProject]) -> [ModuleIDs.Entry] {
        projects.flatMap { read in
            read.project.targets.map {
                ModuleIDs.Entry(owner: read.project.id, target: $0.name, moduleName: $0.moduleName)
            }
        }
    }

    /// The local packages the model projects name that can be read: in the tree, holding a manifest.
    func modelPackageFolders(_ projects: [ModelProject], warnings: inout [ScanWarning]) -> [String] {
        var folders: [String] = []
        for read in projects {
            for package in read.project.packages {
                guard let folder = package.folder.map(read.absolute), !folders.contains(folder) else { continue }
                let place = SourcePlace(file: relative(read.absolute(package.place.file)), line: package.place.line)
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

    /// The module ids of the pods, by pod name.
    static func podModules(_ projects: [ModelProject], ids: ModuleIDs) -> [String: String] {
        var pods: [String: String] = [:]
        for read in projects where read.project.kind == .cocoapods {
            for target in read.project.targets where pods[target.name] == nil {
                pods[target.name] = ids.id(owner: read.project.id, target: target.name)
            }
        }
        return pods
    }

    /// The module ids of the targets, by name, among the projects of some kinds
    /// (`nil`: every kind): the first of each name, in project order.
    static func targetsByName(_ projects: [ModelProject], among kinds: Set<Project.Kind>?, ids: ModuleIDs) -> [String: String] {
        var targets: [String: String] = [:]
        for read in projects where kinds?.contains(read.project.kind) ?? true {
            for target in read.project.targets where targets[target.name] == nil {
                targets[target.name] = ids.id(owner: read.project.id, target: target.name)
            }
        }
        return targets
    }

    /// The package of each product a package read depends on with its package named
    /// (`.product(name: "Dependencies", package: "swift-dependencies")`), by product name: a product
    /// a project links without naming its package is that one, as the workspace resolves it. A name
    /// two packages' products share is none's, and a product is only in a package drawn (`packages`).
    static func referencedProducts(_ products: [String: Node], packages: Set<String>) -> [String: String] {
        var byName: [String: Set<String>] = [:]
        for node in products.values {
            guard let parent = node.parent, packages.contains(parent) else { continue }
            byName[node.type, default: []].insert(parent)
        }
        return byName.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Adds each model project's node, its targets' modules and their `depends` edges, following
    /// each project's conventions (`ProjectConventions`): where a target named by name is looked up,
    /// whether a framework that is no target is drawn, whether a product names its package exactly.
    /// A product named without its package that no package read offers, nor depends on with its
    /// package named (`referencedProducts`), is placed among the project's remote packages by its
    /// name (`unnamedProducts`); by a guess only when every local package the workspaces naming the
    /// project name was read (`unreadPackages`), else it is said with those packages
    /// (`productsOfUnreadPackages`).
    ///
    /// - Returns: The files the targets compile, for their imports.
    func addModelProjects(
        _ projects: [ModelProject], packages: [ReadPackage], ids: ModuleIDs,
        productsByPackage: [String: [PackageDescription.Product]], products: inout [String: Node], into graph: inout ModuleGraph
    ) -> [TargetFile] {
        var files: [TargetFile] = []
        let packagesByFolder = Dictionary(packages.map { (SourceLayout.normalized($0.folder), $0.id) }) { first, _ in first }
        let pods = Self.podModules(projects, ids: ids)
        let projectsByFolder = Dictionary(projects.map { ($0.absolute($0.project.folder), $0.project.id) }) { first, _ in first }
        var namedTargets: [Set<Project.Kind>?: [String: String]] = [:]
        for read in projects where namedTargets[read.project.conventions.targetsNamedAmong] == nil {
            let kinds = read.project.conventions.targetsNamedAmong
            namedTargets[kinds] = Self.targetsByName(projects, among: kinds, ids: ids)
        }
        var guesses: [(place: SourcePlace, guesses: [String])] = []
        defer { graph.warnings += Self.guessWarnings(guesses) }
        let referenced = Self.referencedProducts(products, packages: Set(graph.nodes.filter { $0.kind == .package }.map(\.id)))
        for read in projects {
            let project = read.project
            let file = relative(read.absolute(project.file))
            let conventions = project.conventions
            let targetsByName = namedTargets[conventions.targetsNamedAmong] ?? [:]
            var attributes = [
                "path": relative(read.absolute(project.folder)), "project": relative(read.absolute(project.shownPath)),
                "build": Self.buildSystem(project.kind),
            ]
            if attributes["path"]?.isEmpty ?? true { attributes["path"] = "." }
            if project.kind == .cocoapods { attributes["path"] = nil }
            if !project.notRead.isEmpty {
                attributes["incomplete"] = "\(project.notRead.count) part\(project.notRead.count == 1 ? "" : "s") of the \(Self.noun(project.kind)) not read"
            }
            if !project.linksKnown { attributes["links"] = "unknown" }
            if project.podDependenciesRead { attributes["podDependencies"] = "read" }
            graph.nodes.append(Node(id: project.id, kind: .package, type: project.name, attributes: attributes, place: SourcePlace(file: file, line: 1)))
            // Every package the project names is a package node, as a package's dependencies are: a
            // local one read is its package's node; one not read (outside the tree, without a
            // manifest) is drawn like a remote one, by its identity, with its path.
            var remote: [String: String] = [:]  // identity → package node
            for package in project.packages where package.folder.flatMap({ packagesByFolder[read.absolute($0)] }) == nil {
                let id = "package:" + package.identity
                remote[package.identity] = id
                if !graph.nodes.contains(where: { $0.id == id }) {
                    var attributes = package.url.map { ["url": $0] } ?? [:]
                    if let folder = package.folder { attributes["path"] = relative(read.absolute(folder)) }
                    graph.nodes.append(Node(id: id, kind: .package, type: package.identity, attributes: attributes))
                }
            }
            // A remote package another project of the workspace declares offers its products to this one
            // too; its node is drawn when a product is placed in it.
            var workspaceRemote: [String: String] = [:]  // identity → package node
            var workspacePackages: [String: PackageReference] = [:]  // package node → package
            for package in project.workspacePackages where package.folder == nil && remote[package.identity] == nil {
                workspaceRemote[package.identity] = "package:" + package.identity
                workspacePackages["package:" + package.identity] = workspacePackages["package:" + package.identity] ?? package
            }
            let local = Dictionary(project.packages.compactMap { package in
                package.folder.flatMap { packagesByFolder[read.absolute($0)] }.map { (package.identity, $0) }
            }) { first, _ in first }
            let offered = Set(productsByPackage.values.flatMap { $0.map(\.name) })
            let known = { (name: String) in
                offered.contains(name) || referenced[name] != nil || remote[name.lowercased()] != nil || workspaceRemote[name.lowercased()] != nil
                    || (!conventions.exactPackages && local[name.lowercased()] != nil)
            }
            // A package the workspace names but that was not read may offer any product: then none is placed by a guess.
            let unread = unreadPackages(of: read) { packagesByFolder[$0] != nil }
            let placed = Self.unnamedProducts(of: project, remote: remote, workspace: workspaceRemote, guessing: unread.isEmpty, known: known)
            let candidates = remote.merging(workspaceRemote) { own, _ in own }
            if let guessed = Self.guessedProducts(placed, of: project, remote: candidates, shown: { relative(read.absolute($0)) }) {
                guesses.append(guessed)
            }
            let (unreadWarnings, saidNames) = Self.productsOfUnreadPackages(placed, of: project, unread: unread, known: known) {
                relative(read.absolute($0))
            }
            graph.warnings += unreadWarnings
            // Every target declared is a module, whatever its files: one that compiles no Swift (resources,
            // Objective-C only, none) says so, and its dependencies and the edges to it are drawn as any other's.
            for target in project.targets {
                guard let id = ids.id(owner: project.id, target: target.name) else { continue }
                var nodeAttributes = ["targetType": target.product.rawValue]
                if !target.compilesSwift { nodeAttributes["compilesSwift"] = "false" }
                if target.moduleName != target.name { nodeAttributes["target"] = target.name }
                if let spec = target.specFile { nodeAttributes["podspec"] = relative(read.absolute(spec)) }
                let folders = target.files.map { SourceLayout.parent(of: read.absolute($0)) }
                if let folder = SourceLayout.commonFolder(folders), outsideReason(folder) == nil, folder != base {
                    nodeAttributes["path"] = relative(folder)
                }
                graph.nodes.append(Node(
                    id: id, kind: .module, type: target.moduleName, parent: project.id, attributes: nodeAttributes,
                    place: SourcePlace(file: relative(read.absolute(target.place.file)), line: target.place.line)))
                var declared: Set<String> = []
                for dependency in target.dependencies {
                    let to: String?
                    switch dependency.kind {
                    case .target, .framework, .embedded, .prebuilt:
                        // A target of another project (Tuist's `.project(target:path:)`) is looked up in that project first.
                        let other = dependency.kind == .target ? dependency.package.flatMap { projectsByFolder[read.absolute($0)] } : nil
                        // A target of a project that was not read (its node marked incomplete) is drawn to that project.
                        to = other.flatMap { ids.id(owner: $0, target: dependency.name) }
                            ?? ids.id(owner: project.id, target: dependency.name) ?? targetsByName[dependency.name]
                            ?? other.flatMap { owner in projects.contains { $0.project.id == owner && !$0.project.notRead.isEmpty } ? owner : nil }
                            ?? (Self.drawsPrebuilt(dependency, conventions) ? Self.frameworkNode(dependency.name, of: project, products: &products) : nil)
                    case .pod:
                        to = pods[dependency.name]
                    case .package:
                        let identity = dependency.package ?? dependency.name.lowercased()
                        let packageID: String?
                        if conventions.exactPackages, let named = dependency.package {
                            packageID = local[named] ?? remote[named]
                        } else {
                            packageID = (conventions.exactPackages ? nil : local[identity] ?? remote[identity] ?? workspaceRemote[identity])
                                ?? productsByPackage.keys.sorted().first { productsByPackage[$0]?.contains { $0.name == dependency.name } ?? false }
                                ?? (dependency.package == nil ? referenced[dependency.name] ?? placed[dependency.name] : nil)
                                ?? "package:" + identity
                        }
                        if let packageID, let package = workspacePackages[packageID], !graph.nodes.contains(where: { $0.id == packageID }) {
                            graph.nodes.append(Node(id: packageID, kind: .package, type: package.identity, attributes: package.url.map { ["url": $0] } ?? [:]))
                        }
                        to = packageID.map { productNode(dependency.name, of: $0, ids: ids, productsByPackage: productsByPackage, products: &products) }
                        if dependency.package == nil, saidNames.contains(dependency.name), let to { graph.productsSaid.insert(to) }
                    case .sdk:
                        to = nil
                    }
                    if to == nil, dependency.kind == .target {
                        // A target no project read declares: the description names a target it does not have.
                        let inProject = dependency.package.map { " of the project at '\(relative(read.absolute($0)))'" } ?? ""
                        graph.warnings.append(ScanWarning(
                            .projectNotRead,
                            place: SourcePlace(file: relative(read.absolute(dependency.place.file)), line: dependency.place.line),
                            message: "the target '\(target.name)' depends on '\(dependency.name)', which names no target\(inProject) read; it was left out"))
                    }
                    guard let to, to != id, declared.insert(to).inserted else { continue }
                    var label: [String] = []
                    if dependency.kind == .embedded { label.append("embeds") }
                    if !dependency.platforms.isEmpty { label.append("when " + dependency.platforms.joined(separator: ", ")) }
                    graph.edges.append(Edge(
                        from: id, to: to, kind: .depends, label: label.isEmpty ? nil : label.joined(separator: ", "),
                        place: SourcePlace(file: relative(read.absolute(dependency.place.file)), line: dependency.place.line)))
                }
                for path in target.files {
                    let absolute = read.absolute(path)
                    guard outsideReason(absolute) == nil else { continue }
                    let shown = relative(absolute)
                    // The file is drawn in the module the model says it is in, the one its types are named by.
                    if graph.memberships[shown] == nil, read.model.module(of: path)?.moduleID == target.id {
                        graph.memberships[shown] = id
                    }
                    files.append(TargetFile(module: id, absolute: absolute, relative: shown, defines: target.defines, platforms: target.platforms))
                }
            }
        }
        return files
    }

    /// Whether a framework that is no target is drawn as a prebuilt framework of its project: one a
    /// path in the tree names, or any the project's conventions draw; never one of the SDK's.
    static func drawsPrebuilt(_ dependency: TargetDependency, _ conventions: ProjectConventions) -> Bool {
        (dependency.kind == .prebuilt || dependency.kind == .framework && conventions.prebuiltFrameworks)
            && !SystemModules.contains(dependency.name)
    }

    /// The node of a prebuilt framework a target links (`CoreKiwix.xcframework`): a module of its
    /// project with the attribute `product`, made once.
    static func frameworkNode(_ name: String, of project: Project, products: inout [String: Node]) -> String {
        let id = "product:" + project.id.drop { $0 != ":" }.dropFirst() + "/" + name
        if products[id] == nil {
            products[id] = Node(id: id, kind: .module, type: name, parent: project.id, attributes: ["product": "true", "targetType": "framework"])
        }
        return id
    }

    /// What a project of a kind is called in messages.
    /// What a project's node says describes it (its `build` attribute, captioned «… project»).
    static func buildSystem(_ kind: Project.Kind) -> String {
        switch kind {
        case .package: "SwiftPM"
        case .xcode: "Xcode"
        case .tuist: "Tuist"
        case .xcodegen: "XcodeGen"
        case .cocoapods: "CocoaPods"
        }
    }

    static func noun(_ kind: Project.Kind) -> String {
        switch kind {
        case .package: "manifest"
        case .xcode: "project"
        case .tuist: "manifest"
        case .xcodegen: "spec"
        case .cocoapods: "Podfile"
        }
    }
}
