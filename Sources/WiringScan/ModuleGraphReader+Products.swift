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

    /// One warning per project for the products `unnamedProducts` placed by a guess: by their names
    /// alone as products of a family (`RxCocoa` in `rxswift`), a naming habit that a package of its
    /// own of the family (`RxGesture`) also matches; or in the one package the project names that no
    /// other product is from, which a package the project takes products from without naming it (a
    /// workspace's local package not on disk) would also be. Said at the first target linking one.
    static func guessedProducts(_ placed: [String: String], of project: Project, remote: [String: String], shown: (String) -> String) -> [ScanWarning] {
        let candidates = remote.keys.sorted()
        let identities = Dictionary(remote.map { ($0.value, $0.key) }) { first, _ in first }
        var guesses: [String] = []
        for name in placed.keys.sorted() {
            guard let identity = placed[name].flatMap({ identities[$0] }) else { continue }
            if PackageNames.bestFit(name, among: candidates) == nil {
                guesses.append("'\(name)' in '\(identity)' (the one package named that no other product is from)")
            } else if PackageNames.fitsByFamilyOnly(name, among: candidates) {
                guesses.append("'\(name)' in '\(identity)' (a product of the family its name starts)")
            }
        }
        guard !guesses.isEmpty else { return [] }
        let names = Set(placed.keys)
        let places = project.targets.flatMap(\.dependencies).filter { $0.kind == .package && $0.package == nil && names.contains($0.name) }
            .map(\.place).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        guard let first = places.first else { return [] }
        let one = guesses.count == 1
        return [ScanWarning(
            .projectNotRead, place: SourcePlace(file: shown(first.file), line: first.line),
            message: "\(guesses.count) package product\(one ? "" : "s") linked without \(one ? "its" : "their") package \(one ? "is" : "are") placed by "
                + "a guess from names alone: \(guesses.joined(separator: ", ")); a package of \(one ? "its" : "their") own would match too")]
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
