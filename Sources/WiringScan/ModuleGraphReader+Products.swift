import Foundation
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
    /// none names, the products that fit none are its. Both guesses that a package of its own
    /// would match too — that one package, and a family's product (`RxCocoa` in `rxswift`) — are
    /// made only when `guessing`: not when a package its workspace names was not read, whose
    /// products nobody knows and which is none of the packages placed among.
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - remote: The project's remote packages: node id by identity.
    ///   - workspace: The remote packages the other projects of its workspace declare and it does
    ///     not: a product fits one by its name as it fits the project's own; the one package no
    ///     product is from is looked for among the project's own alone.
    ///   - guessing: Whether products are placed by those guesses.
    ///   - known: Whether a product named without its package is placed already (a package read
    ///     offers it, or a package the project names has its name).
    /// - Returns: The package node of each product placed, by product name.
    static func unnamedProducts(
        of project: Project, remote: [String: String], workspace: [String: String] = [:], guessing: Bool = true, known: (String) -> Bool
    ) -> [String: String] {
        var used: Set<String> = []
        for target in project.targets {
            for dependency in target.dependencies where dependency.kind == .package {
                if let named = dependency.package {
                    used.insert(named)
                } else if known(dependency.name) {
                    used.insert(dependency.name.lowercased())
                }
            }
        }
        let unnamed = unnamedNames(of: project, known: known)
        guard !unnamed.isEmpty else { return [:] }
        let all = remote.merging(workspace) { own, _ in own }
        let candidates = all.keys.sorted()
        var placed: [String: String] = [:]
        var left: [String] = []
        for name in unnamed {
            if let identity = PackageNames.bestFit(name, among: candidates),
               guessing || !PackageNames.fitsByFamilyOnly(name, among: candidates) {
                placed[name] = identity
                used.insert(identity)
            } else {
                left.append(name)
            }
        }
        // A product comes from one of the packages the project names: the only one no other product is from.
        let unused = remote.keys.sorted().filter { !used.contains($0) }
        if guessing, unused.count == 1 {
            for name in left { placed[name] = unused[0] }
        }
        return placed.compactMapValues { all[$0] }
    }

    /// The products a project's Swift targets link without naming their package that are not
    /// `known`, in the order they are first linked.
    static func unnamedNames(of project: Project, known: (String) -> Bool) -> [String] {
        var unnamed: [String] = []
        for target in project.targets {
            for dependency in target.dependencies
            where dependency.kind == .package && dependency.package == nil && !known(dependency.name) && !unnamed.contains(dependency.name) {
                unnamed.append(dependency.name)
            }
        }
        return unnamed
    }

    /// A local package a workspace names that was not read, and why.
    struct UnreadPackage: Sendable, Equatable {
        /// Why a local package was not read.
        enum Reason: Sendable, Equatable {
            /// Its folder leaves the scanned tree.
            case outside
            /// Its folder holds a manifest that was not read.
            case manifestNotRead
            /// Its folder is empty or not on disk, or holds no manifest: a package not in the checkout.
            case notInCheckout

            /// What is said of one package, or of several (`several`).
            func text(several: Bool) -> String {
                switch self {
                case .outside: several ? "are outside the scanned folder" : "is outside the scanned folder"
                case .manifestNotRead: several ? "their manifests were not read" : "its manifest was not read"
                case .notInCheckout: several ? "are not in the checkout (git submodules not checked out?)"
                    : "is not in the checkout (a git submodule not checked out?)"
                }
            }
        }

        /// Its folder, as shown.
        var folder: String
        /// Why it was not read.
        var reason: Reason
    }

    /// The local packages the workspaces naming a model project name that were not read (empty or
    /// not on disk, a manifest not read), each once. A package the project
    /// names itself is not among them: read or not, it is one of the packages its products are
    /// placed among (a package node by its identity when not read).
    func unreadPackages(of read: ModelProject, isRead: (String) -> Bool) -> [UnreadPackage] {
        var seen = Set(read.project.packages.compactMap { $0.folder.map(read.absolute) })
        var unread: [UnreadPackage] = []
        for package in read.project.workspacePackages {
            guard let folder = package.folder.map(read.absolute), !isRead(folder), seen.insert(folder).inserted else { continue }
            let reason: UnreadPackage.Reason
            if outsideReason(folder) != nil {
                reason = .outside
            } else if FileManager.default.fileExists(atPath: ManifestSyntaxReader.manifestPath(in: folder)) {
                reason = .manifestNotRead
            } else {
                reason = .notInCheckout
            }
            unread.append(UnreadPackage(folder: relative(folder), reason: reason))
        }
        return unread
    }

    /// One warning per project for the products it links without their package that no package
    /// read offers and no package it names fits by name, when a package its workspace names was not
    /// read: they may come from that package, so none is placed by a guess. Said at the first
    /// target linking one.
    ///
    /// - Returns: The warning (none when there is nothing to say), and the products it names.
    static func productsOfUnreadPackages(
        _ placed: [String: String], of project: Project, unread: [UnreadPackage], known: (String) -> Bool, shown: (String) -> String
    ) -> (warnings: [ScanWarning], names: Set<String>) {
        guard !unread.isEmpty else { return ([], []) }
        let names = unnamedNames(of: project, known: known).filter { placed[$0] == nil }.sorted()
        let said = Set(names)
        let places = project.targets.flatMap(\.dependencies)
            .filter { $0.kind == .package && $0.package == nil && said.contains($0.name) }
            .map(\.place).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        guard let first = places.first else { return ([], []) }
        // The packages are said by why they were not read, each reason once.
        var groups: [(reason: UnreadPackage.Reason, folders: [String])] = []
        for package in unread {
            if let index = groups.firstIndex(where: { $0.reason == package.reason }) {
                groups[index].folders.append(package.folder)
            } else {
                groups.append((package.reason, [package.folder]))
            }
        }
        let packages = groups.map { group in
            let folders = group.folders.map { "'\($0)'" }.shortList
            let several = group.folders.count > 1
            return "\(folders) \(several ? "are" : "is") named by the workspace but \(group.reason.text(several: several))"
        }
        let one = names.count == 1
        let shownNames = names.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 6 ? ", …" : "")
        let warning = ScanWarning(
            .projectNotRead, place: SourcePlace(file: shown(first.file), line: first.line),
            message: "\(names.count) package product\(one ? "" : "s") linked without \(one ? "its" : "their") package (\(shownNames)) "
                + "may come from a local package that was not read: \(packages.joined(separator: "; ")); "
                + "\(one ? "it is" : "they are") placed by no guess and drawn outside the packages the project names")
        return ([warning], said)
    }

    /// The products `unnamedProducts` placed by a guess, said at the first target of the project
    /// linking one: by their names alone as products of a family (`RxCocoa` in `rxswift`), a naming
    /// habit that a package of its own of the family (`RxGesture`) also matches; or in the one
    /// package the project names that no other product is from, which a package the project takes
    /// products from without naming it (a workspace's local package not on disk) would also be.
    static func guessedProducts(
        _ placed: [String: String], of project: Project, remote: [String: String], shown: (String) -> String
    ) -> (place: SourcePlace, guesses: [String])? {
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
        guard !guesses.isEmpty else { return nil }
        let names = Set(placed.keys)
        let places = project.targets.flatMap(\.dependencies).filter { $0.kind == .package && $0.package == nil && names.contains($0.name) }
            .map(\.place).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        guard let first = places.first else { return nil }
        return (SourcePlace(file: shown(first.file), line: first.line), guesses)
    }

    /// One warning per place for the guesses `guessedProducts` found there, by whichever projects
    /// (the projects of a workspace linking products through one helper), each guess once.
    static func guessWarnings(_ found: [(place: SourcePlace, guesses: [String])]) -> [ScanWarning] {
        var order: [SourcePlace] = []
        var byPlace: [SourcePlace: [String]] = [:]
        for (place, guesses) in found {
            if byPlace[place] == nil { order.append(place) }
            for guess in guesses where !(byPlace[place]?.contains(guess) ?? false) { byPlace[place, default: []].append(guess) }
        }
        return order.map { place in
            let guesses = (byPlace[place] ?? []).sorted()
            let one = guesses.count == 1
            return ScanWarning(
                .projectNotRead, place: place,
                message: "\(guesses.count) package product\(one ? "" : "s") linked without \(one ? "its" : "their") package \(one ? "is" : "are") placed by "
                    + "a guess from names alone: \(guesses.joined(separator: ", ")); a package of \(one ? "its" : "their") own would match too")
        }
    }

    /// One warning per file for the products that are in no package node: named without their
    /// package, fitting none of the packages their project names. Each stays a module of its own.
    /// The products said already (`productsOfUnreadPackages`) are left out.
    static func unplacedProducts(_ graph: ModuleGraph) -> [ScanWarning] {
        let unplaced = Set(graph.nodes.filter { $0.kind == .module && $0.attributes["product"] != nil && $0.parent == nil }.map(\.id))
            .subtracting(graph.productsSaid)
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
