import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import WiringModel
import WiringProjects

/// The module graph of a package: its targets and the local packages it names by path
/// (recursively), what each target declares, and what each target's files import.
struct ModuleGraph: Sendable {
    var nodes: [Node] = []
    var edges: [Edge] = []
    var warnings: [ScanWarning] = []
    /// The Swift files read for imports, and their lines.
    var fileCount = 0
    var lineCount = 0
    /// The module of each file a target compiles (relative path to module id): for a model
    /// project's target, the one `ProjectModel.module(of:)` names, which also names the file's types.
    var memberships: [String: String] = [:]
    /// The product nodes a warning of their project's names already (products that may come from
    /// a local package not read), which the warning for products in no package leaves out.
    var productsSaid: Set<String> = []
}

/// Reads the module graph of the package in a folder.
///
/// Manifests are read from their syntax (`ManifestSyntaxReader`), never run, unless the user asks
/// for evaluation (`ManifestEvaluator`); a package of the scanned tree is taken as the project model
/// read it (`PackageReadings`), and only a package outside the model's walk (a folder the user
/// allows, a vendored one) is read here. Every target becomes a `module` node inside its
/// `package` node; each declared dependency a `depends` edge; each pair of modules joined by an
/// `import` a single `imports` edge placed at the first such line. Nothing outside `base` (and
/// the folders the user allows) is read: a local package or target folder that leaves it is a
/// warning. A package whose manifest was not wholly read carries the attribute `incomplete`.
struct ModuleGraphReader: Sendable {
    /// How manifests are read.
    enum ManifestSource: Sendable {
        /// From their syntax: nothing runs.
        case syntax
        /// By SwiftPM, which compiles and runs them.
        case evaluation(ManifestEvaluator)
    }

    let source: ManifestSource
    /// The folder places are written relative to, and the tree the reader stays in.
    let base: String
    /// Folders outside `base` that local packages may still be read from.
    var allowed: [String] = []
    /// The imports of files the scan already parsed, by absolute path.
    var known: [String: KnownImports] = [:]
    /// The scan's walks of its folders: a package target's files are taken from them, not walked again.
    var listings: [TreeListing] = []
    /// The manifests the project model read: a package in the tree is taken from its reading, never read again.
    var packages = PackageReadings()
    /// The scan's resolved paths, each folder's resolved once.
    let links = ResolvedPaths()
    /// The steps this scan's manifests read here may take, all of them together, drawn in the
    /// order the packages are listed.
    let manifestAllowance = ManifestAllowance()

    /// A file's imports read with no defines, and its line count.
    struct KnownImports: Sendable {
        var imports: [ImportLine]
        var lines: Int
    }

    /// A package read, with where it lives.
    struct ReadPackage: Sendable {
        var id: String
        var folder: String
        var description: PackageDescription
        var manifest: String
    }

    /// The most packages one module graph reads.
    static let maxPackages = 1_000

    /// Reads the graph.
    ///
    /// - Parameters:
    ///   - roots: The absolute folders holding the root `Package.swift` files, read side by side
    ///     with the local packages they name.
    ///   - models: The projects of the project model (Xcode projects, Tuist manifests, XcodeGen
    ///     specs, pods) whose targets are modules too; the local packages they name are read as roots.
    /// - Returns: The graph, and a warning for each package or file it could not read.
    func read(packagesAt roots: [String], models: [ModelProject] = []) -> ModuleGraph {
        var graph = ModuleGraph()
        var failed: [(id: String, folder: String, reason: String)] = []
        let named = modelPackageFolders(models, warnings: &graph.warnings).filter { !roots.contains($0) }
        let packages = readAll(from: roots + named, warnings: &graph.warnings, failed: &failed)
        for package in failed {
            let manifest = relative(package.folder + "/Package.swift")
            graph.nodes.append(Node(
                id: package.id, kind: .package, type: SourceLayout.lastComponent(package.folder),
                attributes: ["path": relative(package.folder).isEmpty ? "." : relative(package.folder), "incomplete": package.reason],
                place: SourcePlace(file: manifest, line: 1)))
        }
        guard !packages.isEmpty || !models.isEmpty else { return graph }
        let entries = moduleEntries(models)
        let ids = ModuleIDs(packages.flatMap { package in
            package.description.targets.map {
                ModuleIDs.Entry(owner: package.id, target: $0.name, moduleName: SourceLayout.moduleName($0.name))
            }
        } + entries)
        var productsByPackage: [String: [PackageDescription.Product]] = [:]
        for package in packages {
            var packageAttributes = ["path": relative(package.folder).isEmpty ? "." : relative(package.folder)]
            let notRead = package.description.notRead.count
            if notRead > 0 { packageAttributes["incomplete"] = "\(notRead) part\(notRead == 1 ? "" : "s") of the manifest not read" }
            graph.nodes.append(Node(
                id: package.id, kind: .package, type: package.description.name,
                attributes: packageAttributes, place: SourcePlace(file: package.manifest, line: 1)))
            productsByPackage[package.id] = package.description.products
            for target in package.description.targets {
                guard let id = ids.id(owner: package.id, target: target.name) else { continue }
                var attributes = ["targetType": target.kind]
                if let folder = targetFolder(target, of: package, warnings: &graph.warnings) { attributes["path"] = relative(folder) }
                // The module is SwiftPM's c99name of the target (`My.Module` builds `My_Module`), what an import names.
                let module = SourceLayout.moduleName(target.name)
                if module != target.name { attributes["target"] = target.name }
                graph.nodes.append(Node(
                    id: id, kind: .module, type: module, parent: package.id, attributes: attributes,
                    place: SourcePlace(file: package.manifest, line: target.line)))
            }
        }
        let remote = remotePackages(of: packages, read: Set(packages.map(\.id)))
        for (id, dependency) in remote.sorted(by: { $0.key < $1.key }) {
            graph.nodes.append(Node(
                id: id, kind: .package, type: dependency.identity,
                attributes: dependency.url.map { ["url": $0] } ?? [:]))
        }
        var products: [String: Node] = [:]
        for package in packages {
            for target in package.description.targets {
                guard let from = ids.id(owner: package.id, target: target.name) else { continue }
                for dependency in target.dependencies {
                    guard let to = dependencyNode(
                        dependency, of: package, ids: ids, productsByPackage: productsByPackage, products: &products)
                    else { continue }
                    graph.edges.append(Edge(
                        from: from, to: to, kind: .depends,
                        label: dependency.platforms.isEmpty ? nil : "when " + dependency.platforms.joined(separator: ", "),
                        place: SourcePlace(file: package.manifest, line: dependency.line)))
                }
            }
        }
        let projectFiles = addModelProjects(
            models, packages: packages, ids: ids, productsByPackage: productsByPackage,
            products: &products, into: &graph)
        let packageIDs = Set(graph.nodes.filter { $0.kind == .package }.map(\.id))
        graph.nodes += products.values.map { product in
            var product = product
            if let parent = product.parent, !packageIDs.contains(parent) { product.parent = nil }
            return product
        }
        graph.warnings += Self.unplacedProducts(graph)
        let (packageFiles, withoutSwift) = targetFiles(packages, ids: ids)
        // A package target that compiles no Swift (resources, C) is a module as any other, and says so, as a project's does.
        for index in graph.nodes.indices where withoutSwift.contains(graph.nodes[index].id) {
            graph.nodes[index].attributes["compilesSwift"] = "false"
        }
        // Every file a package target compiles is drawn in it, after those a model project's target
        // compiles: its files are what `sources:` and `exclude:` leave, not all its folder holds.
        for file in packageFiles where graph.memberships[file.relative] == nil {
            graph.memberships[file.relative] = file.module
        }
        let files = packageFiles + projectFiles
        let imports = readImports(files, into: &graph)
        let drawn = Self.importEdges(imports, ids: ids, products: Array(products.values), declared: graph.edges)
        graph.edges += drawn.edges
        let ofPods = Self.podModuleImports(
            drawn.unplaced, pods: podsOfOtherModules(models, ids: ids), edges: graph.edges, nodes: graph.nodes)
        graph.edges += ofPods.edges
        graph.warnings += ofPods.warnings
        graph.warnings += Self.modulesNotFound(ofPods.unplaced, nodes: graph.nodes, edges: graph.edges)
        return graph
    }

    // MARK: Packages

    /// Reads the root packages and the local packages they name, level by level, staying in the tree.
    private func readAll(
        from roots: [String], warnings: inout [ScanWarning], failed: inout [(id: String, folder: String, reason: String)]
    ) -> [ReadPackage] {
        var read: [ReadPackage] = []
        var seen = Set(roots.map { SourceLinks.resolved($0) ?? $0 })
        var seenPaths = Set(roots)
        var identities: [String: String] = [:]  // id -> folder
        var pending = Array(roots.prefix(Self.maxPackages))
        while !pending.isEmpty {
            let level = pending
            pending = []
            let results = ResultSlots<(reading: Result<PackageDescription, ManifestSyntaxReader.ManifestProblem>, steps: Int)>(count: level.count)
            DispatchQueue.concurrentPerform(iterations: level.count) { index in
                results.set(index, describe(level[index]))
            }
            // Drawn in the level's order, whichever core finished first.
            let admitted = manifestAllowance.admit(results.all.map(\.steps))
            for (index, (folder, counted)) in zip(level, results.all).enumerated() {
                let outcome = admitted[index] ? counted.reading : .failure(.notRead(line: 1, reason: manifestAllowance.spentReason))
                let manifest = relative(ManifestSyntaxReader.manifestPath(in: folder))
                var id = "package:" + Self.identity(ofFolder: folder)
                if let other = identities[id], other != folder {
                    let shown = relative(folder)
                    warnings.append(ScanWarning(
                        .manifestNotRead, place: SourcePlace(file: manifest, line: 1),
                        message: "two packages have the identity '\(id.dropFirst("package:".count))' (also '\(relative(other))'); "
                            + "this one is drawn apart as 'package:\(shown)'"))
                    id = "package:" + shown
                }
                identities[id] = folder
                let description: PackageDescription
                switch outcome {
                case .failure(let problem):
                    let reason = Self.message(problem)
                    warnings.append(ScanWarning(.manifestNotRead, place: SourcePlace(file: manifest, line: Self.line(problem)), message: reason))
                    failed.append((id, folder, "the manifest was not read"))
                    continue
                case .success(let described):
                    description = described
                }
                for part in description.notRead {
                    warnings.append(ScanWarning(
                        .manifestNotRead, place: SourcePlace(file: manifest, line: part.line), message: part.text + "; the module graph is incomplete"))
                }
                // A value carried whole is said where it is made; the package stays complete.
                for part in description.notComputed {
                    warnings.append(ScanWarning(.manifestNotRead, place: SourcePlace(file: manifest, line: part.line), message: part.text))
                }
                read.append(ReadPackage(id: id, folder: folder, description: description, manifest: manifest))
                for dependency in description.dependencies {
                    guard let path = dependency.path.map(SourceLayout.normalized), seenPaths.insert(path).inserted else { continue }
                    let place = SourcePlace(file: manifest, line: dependency.line)
                    if let reason = outsideReason(path) {
                        warnings.append(ScanWarning(.outsideTree, place: place, message: "the local package '\(dependency.identity)' at '\(relative(path))' \(reason)"))
                    } else if !seen.insert(SourceLinks.resolved(path) ?? path).inserted {
                        // A folder reached twice, also through a link, is one package.
                        continue
                    } else if read.count + level.count + pending.count >= Self.maxPackages {
                        warnings.append(ScanWarning(
                            .manifestNotRead, place: place,
                            message: "more than \(Self.maxPackages) packages: '\(relative(path))' and the packages after it are left out of the module graph"))
                    } else if FileManager.default.fileExists(atPath: ManifestSyntaxReader.manifestPath(in: path)) {
                        pending.append(path)
                    } else {
                        warnings.append(ScanWarning(
                            .outsideTree, place: place,
                            message: "the package '\(dependency.identity)' at '\(relative(path))' has no Package.swift; "
                                + "its modules are left out of the module graph"))
                    }
                }
            }
        }
        return read
    }

    /// One package's description: read from its syntax, or evaluated with the lines its syntax gives.
    private func describe(_ folder: String) -> (reading: Result<PackageDescription, ManifestSyntaxReader.ManifestProblem>, steps: Int) {
        let (written, steps) = packages.readCounting(packageAt: folder)
        guard case .evaluation(let evaluator) = source else { return (written, steps) }
        do {
            let json = try evaluator.evaluate(packageAt: folder)
            guard var description = PackageDescription(json: json) else {
                return (.failure(.unreadable("swift package dump-package printed no package description")), steps)
            }
            if case .success(let syntax) = written { description.takeLines(from: syntax) }
            return (.success(description), steps)
        } catch {
            return (.failure(.unreadable(Self.message(error))), steps)
        }
    }

    /// Why a folder is not read: it leaves the tree (also through a link), or `nil`.
    func outsideReason(_ path: String) -> String? {
        let inside = { (folder: String, root: String) in folder == root || folder.hasPrefix(root == "/" ? "/" : root + "/") }
        let roots = [base] + allowed.map(SourceLayout.normalized)
        guard roots.contains(where: { inside(SourceLayout.normalized(path), $0) }) else {
            return "is outside the scanned folder; it is not read (scan a folder that holds it, or allow it with --allow-path)"
        }
        let real = links.resolved(path) ?? path
        guard roots.contains(where: { inside(real, links.resolved($0) ?? $0) }) else {
            return "leads outside the scanned folder through a link; it is not read"
        }
        return nil
    }

    /// A target's folder, when it exists and lies in the tree; a warning when it leaves it, or when
    /// a target that compiles sources has none (SwiftPM would not find it either).
    private func targetFolder(_ target: PackageDescription.Target, of package: ReadPackage, warnings: inout [ScanWarning]) -> String? {
        guard let folder = TargetSources.folder(of: target, in: package.folder) else {
            if target.kind != "binary" {
                let expected = target.path.map { "'\($0)'" }
                    ?? "'\(target.kind == "test" ? "Tests" : target.kind == "plugin" ? "Plugins" : "Sources")/\(target.name)'"
                warnings.append(ScanWarning(
                    .manifestNotRead, place: SourcePlace(file: package.manifest, line: target.line),
                    message: "the target '\(target.name)' has no folder \(expected) in its package (SwiftPM would not find its sources); "
                        + "its module has no files in the module graph"))
            }
            return nil
        }
        if let reason = outsideReason(folder) {
            warnings.append(ScanWarning(
                .outsideTree, place: SourcePlace(file: package.manifest, line: target.line),
                message: "the folder '\(relative(folder))' of the target '\(target.name)' \(reason); its files are left out"))
            return nil
        }
        return folder
    }

    private static func line(_ problem: ManifestSyntaxReader.ManifestProblem) -> Int {
        switch problem {
        case .noPackage(let line), .notRead(let line, _): line
        case .unreadable: 1
        }
    }

    private static func message(_ problem: ManifestSyntaxReader.ManifestProblem) -> String {
        switch problem {
        case .unreadable(let reason): "\(reason); the module graph leaves this package out and is incomplete"
        case .noPackage: "no 'Package(…)' could be read in the manifest; the module graph leaves this package out and is incomplete"
        case .notRead(_, let reason): "\(reason); the module graph leaves this package out and is incomplete"
        }
    }

    private static func message(_ failure: ManifestEvaluator.Failure) -> String {
        switch failure {
        case .noToolchain: "no Swift toolchain was found to evaluate Package.swift (put 'swift' on PATH or set WIRING_SWIFT)"
        case .failed(let reason): "Package.swift does not evaluate (\(reason))"
        case .timedOut: "evaluating the manifests passed the scan's deadline and was stopped"
        case .unreadableOutput: "swift package dump-package printed no JSON"
        }
    }

    /// SwiftPM's identity of a package named by path: its folder's name, lowercased.
    private static func identity(ofFolder folder: String) -> String {
        (folder.split(separator: "/").last.map(String.init) ?? folder).lowercased()
    }

    private func remotePackages(of packages: [ReadPackage], read: Set<String>) -> [String: PackageDescription.PackageDependency] {
        var remote: [String: PackageDescription.PackageDependency] = [:]
        for package in packages {
            for dependency in package.description.dependencies where !read.contains("package:" + dependency.identity) {
                remote["package:" + dependency.identity] = dependency
            }
        }
        return remote
    }

    /// The node a dependency entry points at: a target of the same package, a target of a local
    /// package that offers a product of the same name holding just it, or a product node.
    private func dependencyNode(
        _ dependency: PackageDescription.Dependency, of package: ReadPackage, ids: ModuleIDs,
        productsByPackage: [String: [PackageDescription.Product]], products: inout [String: Node]
    ) -> String? {
        let ownTargets = Set(package.description.targets.map(\.name))
        if dependency.form != .product, ownTargets.contains(dependency.name) {
            return ids.id(owner: package.id, target: dependency.name)
        }
        // A product named without its package is found among the packages read, else it is taken
        // to come from the package of its own name (SwiftPM's rule for plain names). A package is
        // named by its identity, or by the name its dependency entry gives it (`.package(name:url:)`).
        let named = { (name: String) in
            package.description.dependencies.first { $0.name == name }.map { "package:" + $0.identity }
        }
        let packageID = dependency.package.map { named($0) ?? "package:" + $0.lowercased() }
            ?? productsByPackage.sorted { $0.key < $1.key }.first { $0.value.contains { $0.name == dependency.name } }?.key
            ?? named(dependency.name)
            ?? "package:" + dependency.name.lowercased()
        return productNode(dependency.name, of: packageID, ids: ids, productsByPackage: productsByPackage, products: &products)
    }

    /// The node of a package's product: the package's target when the product holds just the
    /// target of its name, else a product node (made once).
    func productNode(
        _ name: String, of packageID: String, ids: ModuleIDs,
        productsByPackage: [String: [PackageDescription.Product]], products: inout [String: Node]
    ) -> String {
        if let offered = productsByPackage[packageID]?.first(where: { $0.name == name }),
           offered.targets == [name], let id = ids.id(owner: packageID, target: name) {
            return id
        }
        let id = "product:" + packageID.dropFirst("package:".count) + "/" + name
        if products[id] == nil {
            var attributes = ["product": "true"]
            if let offered = productsByPackage[packageID]?.first(where: { $0.name == name }) {
                attributes["targets"] = offered.targets.joined(separator: ", ")
            }
            products[id] = Node(id: id, kind: .module, type: name, parent: packageID, attributes: attributes)
        }
        return id
    }

    /// A path relative to `base`, with `../` where it lies outside.
    func relative(_ path: String) -> String { SourceLayout.relative(path, to: base) }
}
