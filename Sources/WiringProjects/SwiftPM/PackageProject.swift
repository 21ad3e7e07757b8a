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
    /// `maxPackages`, all within `maxSeconds`. A manifest that cannot be read gives no project: the
    /// module graph says why when it reads the package, and an unused one is said left out.
    ///
    /// - Returns: The projects, and every manifest's reading (kept for the module graph, which reads
    ///   no manifest again), but for one the deadline cut short.
    static func projects(in listing: TreeListing, listings: [TreeListing]) -> (projects: [Project], readings: PackageReadings) {
        let folders = Array(listing.descriptions.filter { ProjectPath.name($0) == "Package.swift" && !VendoredFolders.holds($0) }
            .map(ProjectPath.parent).filter { ProjectPath.name($0) != "Tuist" }.prefix(maxPackages))
        let deadline = DispatchTime.now() + maxSeconds
        let read = Slots(count: folders.count)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let absolute = listing.absolute(folders[index])
            let reading = ManifestSyntaxReader.read(packageAt: absolute, deadline: deadline)
            // A read the deadline may have cut short is not kept: the module graph reads it again with its own time.
            let cut = DispatchTime.now() >= deadline
            guard case .success(let description) = reading else {
                read.set(index, nil, reading: cut ? nil : reading)
                return
            }
            read.set(index, project(description, packageAt: absolute, root: listing.root, listings: listings), reading: cut ? nil : reading)
        }
        var readings = PackageReadings()
        for (folder, reading) in zip(folders, read.readings) {
            if let reading { readings.keep(reading, packageAt: listing.absolute(folder)) }
        }
        return (read.projects, readings)
    }

    /// The projects and readings made on both cores, each in its folder's place.
    private final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [(project: Project?, reading: PackageReadings.Reading?)]

        init(count: Int) { slots = Array(repeating: (nil, nil), count: count) }

        func set(_ index: Int, _ project: Project?, reading: PackageReadings.Reading?) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = (project, reading)
        }

        var projects: [Project] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap(\.project)
        }

        var readings: [PackageReadings.Reading?] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map(\.reading)
        }
    }

    /// The most packages of one tree read as projects.
    static let maxPackages = 1_000
    /// The most seconds the packages of one tree are read for, all together: the scan's time for
    /// manifests (`WIRING_SCAN_MANIFEST_SECONDS`).
    static let maxSeconds = ManifestBudget.scanSeconds

    /// The model of one package alone, its paths relative to the package's folder; `nil` when its
    /// manifest cannot be read.
    ///
    /// - Parameter readings: The manifests the scan read already; the package's is taken from them when there.
    static func model(packageAt folder: String, listings: [TreeListing], readings: PackageReadings = PackageReadings()) -> ProjectModel? {
        guard case .success(let description) = readings.read(packageAt: folder) else { return nil }
        return ProjectModel(root: folder, projects: [project(description, packageAt: folder, root: folder, listings: listings)])
    }
}
