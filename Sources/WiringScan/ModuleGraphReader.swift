import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import WiringModel

/// The module graph of a package: its targets and the local packages it names by path
/// (recursively), what each target declares, and what each target's files import.
struct ModuleGraph: Sendable {
    var nodes: [Node] = []
    var edges: [Edge] = []
    var warnings: [ScanWarning] = []
    /// The Swift files read for imports, and their lines.
    var fileCount = 0
    var lineCount = 0
}

/// Reads the module graph of the package in a folder.
///
/// The manifest is evaluated by SwiftPM (`ManifestEvaluator`), so targets and dependencies are
/// exactly those SwiftPM sees; the lines that declare them come from the manifest's syntax
/// (`ManifestPlaces`). Every target becomes a `module` node inside its `package` node; each
/// declared dependency a `depends` edge; each pair of modules joined by an `import` a single
/// `imports` edge placed at the first such line.
struct ModuleGraphReader: Sendable {
    let evaluator: ManifestEvaluator
    /// The folder places are written relative to.
    let base: String

    /// A package read, with where it lives.
    private struct ReadPackage: @unchecked Sendable {
        var id: String
        var folder: String
        var description: PackageDescription
        var places: ManifestPlaces
        var manifest: String
    }

    /// Reads the graph.
    ///
    /// - Parameter roots: The absolute folders holding the root `Package.swift` files, evaluated
    ///   side by side with the local packages they name.
    /// - Returns: The graph, and a warning for each package or file it could not read.
    func read(packagesAt roots: [String]) -> ModuleGraph {
        var graph = ModuleGraph()
        let packages = evaluateAll(from: roots, warnings: &graph.warnings)
        guard !packages.isEmpty else { return graph }
        var modules: [String: String] = [:]  // module name -> node id
        var productsByPackage: [String: [PackageDescription.Product]] = [:]
        var targetKinds: [String: String] = [:]
        for package in packages {
            graph.nodes.append(Node(
                id: package.id, kind: .package, type: package.description.name,
                attributes: ["path": relative(package.folder).isEmpty ? "." : relative(package.folder)],
                place: SourcePlace(file: package.manifest, line: 1)))
            productsByPackage[package.id] = package.description.products
            for target in package.description.targets {
                let id = Self.moduleID(target.name)
                modules[SourceLayout.moduleName(target.name)] = id
                targetKinds[id] = target.kind
                var attributes = ["targetType": target.kind]
                if let folder = TargetSources.folder(of: target, in: package.folder) { attributes["path"] = relative(folder) }
                graph.nodes.append(Node(
                    id: id, kind: .module, type: target.name, parent: package.id, attributes: attributes,
                    place: SourcePlace(file: package.manifest, line: package.places.line(ofTarget: target.name))))
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
                for dependency in target.dependencies {
                    guard let to = dependencyNode(
                        dependency, of: package, modules: modules, productsByPackage: productsByPackage, products: &products)
                    else { continue }
                    graph.edges.append(Edge(
                        from: Self.moduleID(target.name), to: to, kind: .depends,
                        label: dependency.platforms.isEmpty ? nil : "when " + dependency.platforms.joined(separator: ", "),
                        place: SourcePlace(
                            file: package.manifest, line: package.places.line(ofDependency: dependency.name, of: target.name))))
                }
            }
        }
        let packageIDs = Set(graph.nodes.filter { $0.kind == .package }.map(\.id))
        graph.nodes += products.values.map { product in
            var product = product
            if let parent = product.parent, !packageIDs.contains(parent) { product.parent = nil }
            return product
        }
        let productModules = Dictionary(products.values.map { (SourceLayout.moduleName($0.type), $0.id) }) { first, _ in first }
        let imports = readImports(packages, into: &graph)
        graph.edges += Self.importEdges(imports) { modules[$0] ?? productModules[$0] }
        return graph
    }

    /// The node id of a target's module.
    static func moduleID(_ target: String) -> String { "module:" + target }

    // MARK: Packages

    private func evaluateAll(from roots: [String], warnings: inout [ScanWarning]) -> [ReadPackage] {
        var read: [ReadPackage] = []
        var seen = Set(roots)
        var pending = roots
        while !pending.isEmpty, read.count < 1_000 {
            let level = pending
            pending = []
            let results = ResultSlots<Result<[String: Any], ManifestEvaluator.Failure>>(count: level.count)
            DispatchQueue.concurrentPerform(iterations: level.count) { index in
                results.set(index, Result { () throws(ManifestEvaluator.Failure) in try evaluator.evaluate(packageAt: level[index]) })
            }
            for (folder, outcome) in zip(level, results.all) {
                let manifest = relative(folder + "/Package.swift")
                switch outcome {
                case .failure(let failure):
                    warnings.append(ScanWarning(place: SourcePlace(file: manifest, line: 1), message: Self.message(failure)))
                case .success(let json):
                    guard let description = PackageDescription(json: json) else {
                        warnings.append(ScanWarning(
                            place: SourcePlace(file: manifest, line: 1),
                            message: "swift package dump-package printed no package description; the module graph leaves this package out"))
                        continue
                    }
                    let identity = Self.identity(ofFolder: folder)
                    read.append(ReadPackage(
                        id: "package:" + identity, folder: folder, description: description,
                        places: ManifestPlaces(path: folder + "/Package.swift"), manifest: manifest))
                    for dependency in description.dependencies {
                        guard let path = dependency.path.map(SourceLayout.normalized), seen.insert(path).inserted else { continue }
                        if FileManager.default.fileExists(atPath: path + "/Package.swift") {
                            pending.append(path)
                        } else {
                            warnings.append(ScanWarning(
                                place: SourcePlace(file: manifest, line: 1),
                                message: "the package '\(dependency.identity)' at '\(relative(path))' has no Package.swift; "
                                    + "its modules are left out of the module graph"))
                        }
                    }
                }
            }
        }
        return read
    }

    private static func message(_ failure: ManifestEvaluator.Failure) -> String {
        switch failure {
        case .noToolchain:
            "no Swift toolchain was found to evaluate Package.swift (put 'swift' on PATH or set WIRING_SWIFT); "
                + "the module graph is left out"
        case .failed(let reason):
            "Package.swift does not evaluate (\(reason)); the module graph leaves this package out"
        case .timedOut:
            "evaluating Package.swift took over two minutes and was stopped; the module graph leaves this package out"
        case .unreadableOutput:
            "swift package dump-package printed no JSON; the module graph leaves this package out"
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
        _ dependency: PackageDescription.Dependency, of package: ReadPackage, modules: [String: String],
        productsByPackage: [String: [PackageDescription.Product]], products: inout [String: Node]
    ) -> String? {
        let ownTargets = Set(package.description.targets.map(\.name))
        if dependency.form != .product, ownTargets.contains(dependency.name) { return Self.moduleID(dependency.name) }
        // A product named without its package is found among the packages read, else it is taken
        // to come from the package of its own name (SwiftPM's rule for plain names).
        let packageID = dependency.package.map { "package:" + $0.lowercased() }
            ?? productsByPackage.sorted { $0.key < $1.key }.first { $0.value.contains { $0.name == dependency.name } }?.key
            ?? "package:" + dependency.name.lowercased()
        if let offered = productsByPackage[packageID]?.first(where: { $0.name == dependency.name }),
           offered.targets == [dependency.name] {
            return Self.moduleID(dependency.name)
        }
        let id = "product:" + packageID.dropFirst("package:".count) + "/" + dependency.name
        if products[id] == nil {
            var attributes = ["product": "true"]
            if let offered = productsByPackage[packageID]?.first(where: { $0.name == dependency.name }) {
                attributes["targets"] = offered.targets.joined(separator: ", ")
            }
            products[id] = Node(id: id, kind: .module, type: dependency.name, parent: packageID, attributes: attributes)
        }
        return id
    }

    // MARK: Imports

    private struct TargetFile: Sendable {
        var module: String
        var absolute: String
        var relative: String
        var defines: [String: Bool]
    }

    private func readImports(_ packages: [ReadPackage], into graph: inout ModuleGraph) -> [(String, String, ImportLine)] {
        var files: [TargetFile] = []
        for package in packages {
            for target in package.description.targets where target.kind != "binary" && target.kind != "system" {
                guard let folder = TargetSources.folder(of: target, in: package.folder) else { continue }
                for file in TargetSources.swiftFiles(of: target, in: folder) {
                    files.append(TargetFile(
                        module: Self.moduleID(target.name), absolute: file, relative: relative(file), defines: target.defines))
                }
            }
        }
        let results = ResultSlots<(imports: [ImportLine], lines: Int, warning: ScanWarning?)>(count: files.count)
        let allFiles = files
        DispatchQueue.concurrentPerform(iterations: allFiles.count) { index in
            results.set(index, Self.imports(of: allFiles[index]))
        }
        var found: [(String, String, ImportLine)] = []
        for (file, result) in zip(files, results.all) {
            graph.fileCount += 1
            graph.lineCount += result.lines
            if let warning = result.warning { graph.warnings.append(warning) }
            found += result.imports.map { (file.module, file.relative, $0) }
        }
        return found
    }

    /// A file's imports, read within the scan's limits (size, nesting, stack and time), so no
    /// target's source can hang or crash the module graph either.
    private static func imports(of file: TargetFile) -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) {
        @Sendable func leftOut(_ line: Int, _ message: String) -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) {
            ([], 0, ScanWarning(place: SourcePlace(file: file.relative, line: line), message: message + "; its imports are left out of the module graph"))
        }
        if let problem = ParseLimits.sizeProblem(file.absolute) { return leftOut(1, problem) }
        guard let data = FileManager.default.contents(atPath: file.absolute) else { return leftOut(1, "the file cannot be read") }
        let defines = file.defines
        let read = ParseLimits.gate.run(bytes: data.count) {
            ParseLimits.onLargeStack(seconds: ParseLimits.secondsPerFile) { () -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) in
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    if let problem = ParseLimits.nestingProblem(bytes) { return leftOut(problem.line, problem.message) }
                    let lines = LineTable(bytes)
                    let tree = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting)
                    return (ImportReader.imports(of: tree, lines: lines, defines: defines), lines.count, nil)
                }
            }
        }
        return read ?? leftOut(1, "parsing the file took longer than \(Int(ParseLimits.secondsPerFile)) s (WIRING_SCAN_FILE_SECONDS)")
    }

    /// One `imports` edge per pair of modules, at the first import line (by file, then line); it
    /// carries a condition only when every import of the pair is conditional.
    private static func importEdges(_ imports: [(String, String, ImportLine)], node: (String) -> String?) -> [Edge] {
        var edges: [String: Edge] = [:]
        var alwaysSeen: Set<String> = []
        for (from, file, line) in imports.sorted(by: { ($0.1, $0.2.line) < ($1.1, $1.2.line) }) {
            guard let to = node(line.module), to != from else { continue }
            let key = from + "\u{0}" + to
            let place = SourcePlace(file: file, line: line.line)
            if line.condition == nil, alwaysSeen.insert(key).inserted {
                edges[key] = Edge(from: from, to: to, kind: .imports, place: place)
            } else if edges[key] == nil {
                edges[key] = Edge(from: from, to: to, kind: .imports, label: line.condition.map { "#if " + $0 }, place: place)
            }
        }
        return Array(edges.values)
    }

    /// A path relative to `base`, with `../` where it lies outside.
    func relative(_ path: String) -> String {
        let from = base.split(separator: "/")
        let to = SourceLayout.normalized(path).split(separator: "/")
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        return (Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)).joined(separator: "/")
    }
}
