import WiringModel
import WiringProjectModel
import WiringProjects

/// The packages of the products a project links without naming their package (an Xcode product
/// with no `package`, Tuist's `.package(product:)`), when no package read offers them and none the
/// project names is named like them: the project's remote packages, whose manifests are not read,
/// matched by SwiftPM's naming habits (`PackageNames`).
extension ModuleGraphReader {
    /// Where each such product of a project is placed: the package (node id) among the project's
    /// remote ones whose name fits it; when one remote package is left that no product fits and
    /// none names, the products that fit none are its.
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - remote: The project's remote packages: node id by identity.
    ///   - known: Whether a product named without its package is placed already (a package read
    ///     offers it, or a package the project names has its name).
    /// - Returns: The package node of each product placed, by product name.
    static func unnamedProducts(of project: Project, remote: [String: String], known: (String) -> Bool) -> [String: String] {
        var unnamed: [String] = []
        var used: Set<String> = []
        for target in project.targets where target.compilesSwift {
            for dependency in target.dependencies where dependency.kind == .package {
                if let named = dependency.package {
                    used.insert(named)
                } else if known(dependency.name) {
                    used.insert(dependency.name.lowercased())
                } else if !unnamed.contains(dependency.name) {
                    unnamed.append(dependency.name)
                }
            }
        }
        guard !unnamed.isEmpty else { return [:] }
        let candidates = remote.keys.sorted()
        var placed: [String: String] = [:]
        var left: [String] = []
        for name in unnamed {
            if let identity = PackageNames.bestFit(name, among: candidates) {
                placed[name] = identity
                used.insert(identity)
            } else {
                left.append(name)
            }
        }
        // A product comes from one of the packages the project names: the only one no other product is from.
        let unused = candidates.filter { !used.contains($0) }
        if unused.count == 1 {
            for name in left { placed[name] = unused[0] }
        }
        return placed.compactMapValues { remote[$0] }
    }

    /// One warning per project for the products `unnamedProducts` placed by their names alone as
    /// products of a family (`RxCocoa` in `rxswift`): a naming habit that a package of its own of the
    /// family (`RxGesture`) also matches, so the placing is said, at the first target linking one.
    static func familyGuesses(_ placed: [String: String], of project: Project, remote: [String], shown: (String) -> String) -> [ScanWarning] {
        let guessed = placed.keys.filter { PackageNames.fitsByFamilyOnly($0, among: remote) }.sorted()
        guard !guessed.isEmpty else { return [] }
        let places = project.targets.flatMap(\.dependencies).filter { $0.kind == .package && $0.package == nil && guessed.contains($0.name) }
            .map(\.place).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        guard let first = places.first else { return [] }
        let pairs = guessed.compactMap { name in PackageNames.bestFit(name, among: remote).map { "'\(name)' in '\($0)'" } }
        let one = guessed.count == 1
        return [ScanWarning(
            .projectNotRead, place: SourcePlace(file: shown(first.file), line: first.line),
            message: "\(guessed.count) package product\(one ? "" : "s") linked without \(one ? "its" : "their") package \(one ? "is" : "are") placed by "
                + "\(one ? "its name" : "their names") alone, as \(one ? "a product" : "products") of the family a package's name starts "
                + "(\(pairs.joined(separator: ", "))); a package of its own of that family would match too")]
    }

    /// One warning per file for the products that are in no package node: named without their
    /// package, fitting none of the packages their project names. Each stays a module of its own.
    static func unplacedProducts(_ graph: ModuleGraph) -> [ScanWarning] {
        let unplaced = Set(graph.nodes.filter { $0.kind == .module && $0.attributes["product"] != nil && $0.parent == nil }.map(\.id))
        guard !unplaced.isEmpty else { return [] }
        var byFile: [String: (line: Int, names: [String])] = [:]
        var seen: Set<String> = []
        for edge in graph.edges where edge.kind == .depends && unplaced.contains(edge.to) {
            guard let place = edge.place, seen.insert(edge.to).inserted else { continue }
            let name = graph.nodes.first { $0.id == edge.to }?.type ?? edge.to
            var entry = byFile[place.file] ?? (place.line, [])
            entry.line = min(entry.line, place.line)
            entry.names.append(name)
            byFile[place.file] = entry
        }
        return byFile.sorted { $0.key < $1.key }.map { file, entry in
            let names = entry.names.sorted()
            let shown = names.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 6 ? ", …" : "")
            let one = names.count == 1
            return ScanWarning(
                .projectNotRead, place: SourcePlace(file: file, line: entry.line),
                message: "\(names.count) package product\(one ? "" : "s") linked without \(one ? "its" : "their") package (\(shown)) "
                    + "\(one ? "is" : "are") offered by no package read and named like none the project names; "
                    + "\(one ? "it is" : "they are") drawn outside any package")
        }
    }
}
