import WiringProjectModel

/// Reads how a tree is built into one `ProjectModel`, walking it once.
///
/// ```swift
/// let model = ProjectReader.read(root: "/path/to/app")
/// model?.module(of: "Sources/Kit/Api.swift")?.moduleName   // "Kit"
/// ```
public enum ProjectReader {
    /// Reads a tree: its Xcode projects and workspaces, Tuist projects, XcodeGen specs, CocoaPods
    /// and SwiftPM packages.
    ///
    /// Projects in vendored folders (`Pods/`, `Carthage/`…) are left out, and nothing outside the
    /// tree is read.
    ///
    /// - Parameter root: An absolute folder.
    /// - Returns: The model, or `nil` when the folder cannot be read.
    public static func read(root: String) -> ProjectModel? {
        guard let listing = TreeListing(root: root) else { return nil }
        let fence = TreeFence(roots: [root])
        return TreeBuild.read(listing, skips: VendoredFolders.holds, vendored: VendoredFolders.holds, outside: fence.reason).model
    }

    /// Reads the descriptions a walk found.
    ///
    /// - Parameters:
    ///   - listing: The tree's walk.
    ///   - read: Projects read already (Xcode projects), placed first; the pods a Podfile gives
    ///     their targets are added to them too.
    /// - Returns: The model: its projects, what was not read, and the Swift files no target compiles.
    ///   - specs: The tree's XcodeGen specs when read already (`XcodeGenReader.read`).
    public static func read(
        _ listing: TreeListing, adding read: [Project] = [], specs: (projects: [Project], findings: [ProjectFinding])? = nil
    ) -> ProjectModel {
        build(listing, adding: read, specs: specs).model
    }

    /// Reads the descriptions a walk found, as `read(_:adding:specs:)` does, with what each package's
    /// manifest read gave: the scan's one reading of each manifest.
    package static func build(
        _ listing: TreeListing, adding read: [Project] = [], specs: (projects: [Project], findings: [ProjectFinding])? = nil
    ) -> (model: ProjectModel, packages: PackageReadings) {
        // The packages are read first, so the Tuist externals take the local packages' products from their readings.
        let packages = PackageProject.projects(in: listing, listings: [listing])
        var projects: [Project] = read
        var findings: [ProjectFinding] = []
        let specs = specs ?? XcodeGenReader.read(listing)
        // A project generated from a spec and committed beside it is the spec's: the spec is read.
        let generated = Set(specs.projects.map { ProjectPath.join($0.folder, $0.name + ".xcodeproj/project.pbxproj") ?? "" })
        projects.removeAll { $0.kind == .xcode && generated.contains($0.file) }
        // A spec copied (a dump beside it), or generated into a project elsewhere: each target is read once, from the spec.
        let specCopies = XcodeGenCopies.copies(among: specs.projects)
        let specsRead = specs.projects.filter { spec in !specCopies.contains { $0.file == spec.file } }
        let copies = specCopies + XcodeGenCopies.generated(projects, specs: specsRead)
        let copied = Set(copies.map(\.file))
        projects.removeAll { copied.contains($0.file) }
        projects += specs.projects.filter { !copied.contains($0.file) }
        findings += specs.findings.filter { !copied.contains($0.place.file) } + copies.map(\.finding)
        let tuist = TuistReader.read(listing, packages: packages.readings)
        // A project `tuist generate` made is the manifest's: the manifest is read.
        let tuistGenerated = Set(TuistReader.generated(listing).map { $0 + "/project.pbxproj" })
        projects.removeAll { $0.kind == .xcode && tuistGenerated.contains($0.file) }
        let twins = twinSpecs(projects, tuist: tuist.projects)
        projects.removeAll { project in twins.contains { $0.file == project.file } }
        findings.removeAll { finding in twins.contains { $0.file == finding.place.file } }
        findings += twins.map(\.finding)
        projects += tuist.projects
        findings += tuist.findings
        let pods = CocoaPodsReader.read(listing)
        attach(pods.links, to: &projects)
        projects += pods.projects
        findings += pods.findings
        // Packages come last: a file an Xcode target compiles from a package's folder stays the target's.
        projects += packages.projects
        for project in projects { findings += project.notRead }
        let model = ProjectModel(root: listing.root, projects: projects, findings: findings)
        let left = notCompiled(model, listing: listing)
        let built = ProjectModel(root: listing.root, projects: projects, findings: findings + notCompiledFinding(left), notCompiled: left)
        return (built, packages.readings)
    }

    /// The XcodeGen specs that describe, in a Tuist manifest's folder, targets of the same names as
    /// the manifest (an app that keeps both ways of generating one project): the manifest is read,
    /// the spec skipped, with one line saying so.
    static func twinSpecs(_ projects: [Project], tuist: [Project]) -> [(file: String, finding: ProjectFinding)] {
        var twins: [(file: String, finding: ProjectFinding)] = []
        for spec in projects where spec.kind == .xcodegen {
            let names = Set(spec.targets.map(\.name))
            guard let manifest = tuist.first(where: { $0.folder == spec.folder && $0.targets.contains { names.contains($0.name) } }) else { continue }
            let shared = manifest.targets.map(\.name).filter(names.contains)
            let shown = shared.shortList
            twins.append((spec.file, ProjectFinding(
                .unused, at: ProjectPlace(file: spec.file, line: 1),
                "the XcodeGen spec describes targets of the same names as \(manifest.file) (\(shown)); the Tuist manifest is read and the spec skipped")))
        }
        return twins
    }

    /// Adds the pods each Podfile target links to the target of that name (in the project the
    /// Podfile names, else in a project in or below the Podfile's folder).
    static func attach(_ links: [CocoaPodsReader.Link], to projects: inout [Project]) {
        for link in links {
            for index in projects.indices where projects[index].kind != .cocoapods && projects[index].kind != .package {
                let project = projects[index]
                let named = link.project.map { ProjectPath.parent($0) == project.folder || project.file.hasPrefix($0 + "/") } ?? true
                guard named, ProjectPath.isInside(project.folder, link.folder),
                      let target = project.targets.firstIndex(where: { $0.name == link.target })
                else { continue }
                let existing = Set(projects[index].targets[target].dependencies.map { "\($0.kind)\u{0}\($0.name)" })
                projects[index].targets[target].dependencies += link.dependencies.filter { !existing.contains("\($0.kind)\u{0}\($0.name)") }
            }
        }
    }

    /// The Swift files below projects that list their files which no target of the model compiles;
    /// not in vendored folders, nor in the folder of a project that does not list them (a package).
    static func notCompiled(_ model: ProjectModel, listing: TreeListing) -> [String] {
        // A project that lists its files but compiles no Swift says nothing of the Swift files beside it.
        var listed = model.projects.filter { $0.listsFiles && $0.targets.contains(where: \.compilesSwift) }.map(listedFolder)
        // Tuist's manifests, every one of a root read, say what compiles in the whole tree below the
        // root, not only in their own folders: a folder no manifest's sources reach is not compiled.
        let tuistRoots = Dictionary(grouping: model.projects.filter { $0.kind == .tuist }) { TuistReader.tuistRoot(of: $0.file, listing: listing) }
        listed += tuistRoots.filter { $0.value.allSatisfy(\.listsFiles) }.keys
        let unlisted = model.projects.filter { !$0.listsFiles }.map(\.folder) + packageFolders(listing)
        var files: [String] = []
        for folder in Set(listed).sorted() {
            for file in listing.swiftFiles(under: folder) where model.module(of: file) == nil {
                if VendoredFolders.holds(file) { continue }
                let name = ProjectPath.name(file)
                if ["Project.swift", "Workspace.swift", "Package.swift", "Dependencies.swift", "Tuist.swift", "Config.swift"].contains(name)
                    || name.hasPrefix("Package@swift") { continue }
                // A package's folder, deeper than the listing project's, holds the package's files.
                if unlisted.contains(where: { $0.count > folder.count && ProjectPath.isInside(file, $0) }) { continue }
                if file.split(separator: "/").contains("Tuist") { continue }
                files.append(file)
            }
        }
        // Tuist's manifests and helpers describe the build; no target compiles them.
        if model.projects.contains(where: { $0.kind == .tuist }) {
            files += TuistReader.descriptionFiles(listing).filter { model.module(of: $0) == nil }
        }
        return Array(Set(files)).sorted()
    }

    /// The folders holding a `Package.swift`.
    private static func packageFolders(_ listing: TreeListing) -> [String] {
        listing.descriptions.filter { ProjectPath.name($0) == "Package.swift" }.map(ProjectPath.parent)
    }

    /// One line saying how many files no target compiles.
    /// The folder whose Swift files a project that lists its files says all of: its own folder, or for an
    /// XcodeGen spec, whose sources may reach above it (`../App`), the folder holding its folder and every file it compiles.
    private static func listedFolder(_ project: Project) -> String {
        guard project.kind == .xcodegen else { return project.folder }
        var common = project.folder.split(separator: "/")
        for file in project.targets.lazy.flatMap(\.files) where !common.isEmpty {
            let parts = ProjectPath.parent(file).split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    private static func notCompiledFinding(_ files: [String]) -> [ProjectFinding] {
        guard let first = files.first else { return [] }
        let shown = files.shortList
        return [ProjectFinding(
            .notCompiled, at: ProjectPlace(file: first, line: 1),
            "\(files.count) Swift file\(files.count == 1 ? "" : "s") in the tree no target compiles \(files.count == 1 ? "is" : "are") left out: \(shown)")]
    }
}
