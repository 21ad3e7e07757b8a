import Dispatch
import Foundation
import WiringProjectModel

/// A SwiftPM package as a project of the model: each target with the Swift files SwiftPM compiles
/// for it (`TargetSources`: its folder, `sources:` and `exclude:`), its dependencies and defines;
/// the package's products and the packages it names.
enum PackageProject {
    /// The project of a package read already.
    ///
    /// - Parameters:
    ///   - description: The package's description (`ManifestSyntaxReader`).
    ///   - folder: The package's absolute folder.
    ///   - root: The absolute folder the model's paths are relative to; files outside it are left out.
    ///   - listings: Walks made already, which the targets' files are taken from.
    static func project(_ description: PackageDescription, packageAt folder: String, root: String, listings: [TreeListing]) -> Project {
        let inside = root == "/" ? "/" : root + "/"
        func shown(_ path: String) -> String? {
            path == root ? "" : path.hasPrefix(inside) ? String(path.dropFirst(inside.count)) : nil
        }
        let packageFolder = shown(folder) ?? folder
        let manifest = shown(ManifestSyntaxReader.manifestPath(in: folder)) ?? "Package.swift"
        let own = Set(description.targets.map(\.name))
        let targets = description.targets.map { target -> Target in
            let place = ProjectPlace(file: manifest, line: target.line)
            let targetFolder = TargetSources.folder(of: target, in: folder)
            let files = targetFolder.map { TargetSources.swiftFiles(of: target, in: $0, listings: listings).compactMap(shown) } ?? []
            let dependencies = target.dependencies.map { dependency -> TargetDependency in
                let here = ProjectPlace(file: manifest, line: dependency.line)
                if dependency.form == .target || (dependency.form == .byName && own.contains(dependency.name)) {
                    return TargetDependency(kind: .target, name: dependency.name, platforms: dependency.platforms, place: here)
                }
                return TargetDependency(
                    kind: .package, name: dependency.name, package: dependency.package?.lowercased(),
                    platforms: dependency.platforms, place: here)
            }
            return Target(
                name: target.name, moduleName: SourceLayout.moduleName(target.name), product: ProductType(rawValue: target.kind),
                place: place, files: files, dependencies: dependencies, defines: target.defines,
                folder: targetFolder.flatMap(shown))
        }
        let packages = description.dependencies.map { dependency in
            PackageReference(
                identity: dependency.identity, folder: dependency.path.flatMap(shown), url: dependency.url,
                place: ProjectPlace(file: manifest, line: dependency.line))
        }
        let notRead = description.notRead.map { ProjectFinding(.notRead, at: ProjectPlace(file: manifest, line: $0.line), $0.text) }
        var project = Project(
            kind: .package, name: description.name, id: "package:" + SourceLayout.lastComponent(folder).lowercased(),
            folder: packageFolder, file: manifest, targets: targets, packages: packages, listsFiles: false, notRead: notRead)
        project.products = Dictionary(description.products.map { ($0.name, $0.targets) }) { first, _ in first }
        return project
    }

    /// The packages of a walked tree, read from their manifests' syntax on both cores: every folder
    /// holding a `Package.swift` that is not vendored (nor Tuist's own `Tuist/Package.swift`), at most
    /// `maxPackages`, all within one `ManifestAllowance` drawn in the folders' order (so which
    /// packages are read does not depend on which core finished first). A manifest that cannot be
    /// read gives no project: the module graph says why when it reads the package, and an unused one
    /// is said left out.
    ///
    /// - Returns: The projects, and every manifest's reading (kept for the module graph, which reads
    ///   no manifest again).
    static func projects(in listing: TreeListing, listings: [TreeListing]) -> (projects: [Project], readings: PackageReadings) {
        let folders = Array(listing.descriptions.filter { ProjectPath.name($0) == "Package.swift" && !VendoredFolders.holds($0) }
            .map(ProjectPath.parent).filter { ProjectPath.name($0) != "Tuist" }.prefix(maxPackages))
        let read = Slots(count: folders.count)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let absolute = listing.absolute(folders[index])
            let (reading, steps) = ManifestSyntaxReader.readCounting(packageAt: absolute)
            guard case .success(let description) = reading else {
                read.set(index, nil, reading: reading, steps: steps)
                return
            }
            read.set(index, project(description, packageAt: absolute, root: listing.root, listings: listings), reading: reading, steps: steps)
        }
        let allowance = ManifestAllowance()
        let admitted = allowance.admit(read.steps)
        var readings = PackageReadings()
        var projects: [Project] = []
        for (index, folder) in folders.enumerated() {
            guard admitted[index] else {
                // Past the allowance the package is not read, whatever its own reading gave.
                readings.keep(.failure(.notRead(line: 1, reason: allowance.spentReason)), packageAt: listing.absolute(folder))
                continue
            }
            if let reading = read.readings[index] { readings.keep(reading, packageAt: listing.absolute(folder)) }
            if let project = read.projects[index] { projects.append(project) }
        }
        return (projects, readings)
    }

    /// The projects and readings made on both cores, each in its folder's place.
    private final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [(project: Project?, reading: PackageReadings.Reading?, steps: Int)]

        init(count: Int) { slots = Array(repeating: (nil, nil, 0), count: count) }

        func set(_ index: Int, _ project: Project?, reading: PackageReadings.Reading?, steps: Int) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = (project, reading, steps)
        }

        var projects: [Project?] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map(\.project)
        }

        var steps: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map(\.steps)
        }

        var readings: [PackageReadings.Reading?] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map(\.reading)
        }
    }

    /// The most packages of one tree read as projects.
    static let maxPackages = 1_000

    /// The model of one package alone, its paths relative to the package's folder; `nil` when its
    /// manifest cannot be read.
    ///
    /// - Parameter readings: The manifests the scan read already; the package's is taken from them when there.
    static func model(packageAt folder: String, listings: [TreeListing], readings: PackageReadings = PackageReadings()) -> ProjectModel? {
        guard case .success(let description) = readings.read(packageAt: folder) else { return nil }
        return ProjectModel(root: folder, projects: [project(description, packageAt: folder, root: folder, listings: listings)])
    }
}
