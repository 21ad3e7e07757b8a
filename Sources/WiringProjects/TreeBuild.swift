import WiringProjectModel

/// How one folder is built, read once before any of its files is parsed: its one walk, its Xcode
/// projects and workspaces, Tuist projects, XcodeGen specs and CocoaPods, as one `ProjectModel`.
package struct TreeBuild: Sendable {
    /// The absolute folder read.
    package var folder: String
    /// Its walk.
    package var listing: TreeListing
    /// Its model (paths relative to `folder`).
    package var model: ProjectModel
    /// The packages its workspaces name (absolute folders).
    package var workspacePackages: [String]
    /// What its Xcode projects and workspaces could not say, with paths relative to `folder`;
    /// `outside` when it is something named outside the tree (or not on disk) rather than a part
    /// not read. (What the other projects could not say is in the model's findings.)
    package var notRead: [(outside: Bool, file: String, line: Int, message: String)]
    /// The files no target compiles although its projects say what compiles (relative to `folder`).
    package var notCompiled: Set<String>
    /// The Swift files that describe the build rather than hold the app's code: Tuist's manifests
    /// and helpers (relative to `folder`), read as the projects' descriptions.
    package var descriptions: Set<String> = []
    /// What each of its packages' manifests gave, read once with the model (absolute folders).
    package var packages = PackageReadings()

    /// The most Xcode projects one folder's reading reads.
    package static let maxProjects = 100
    /// The most seconds the descriptions of one folder's projects are read for (Tuist's manifests
    /// stop themselves well before, at `TuistReader`'s limit).
    package static let maxReadingSeconds = 300.0

    /// Reads a walked folder.
    ///
    /// - Parameters:
    ///   - listing: The folder's walk.
    ///   - skips: Whether an `.xcodeproj` or `.xcworkspace` found (relative) is left out: in a vendored
    ///     folder, or in a test folder when tests are not read.
    ///   - vendored: Whether a project a workspace names (relative) lies in a vendored folder, where it
    ///     is left out like its files, on disk or not (CocoaPods' `Pods/Pods.xcodeproj`).
    ///   - outside: Why a path a workspace or project names (absolute) lies outside what may be read, or `nil`.
    /// - Returns: The folder's build.
    package static func read(
        _ listing: TreeListing, skips: (String) -> Bool = { _ in false }, vendored: (String) -> Bool = { _ in false },
        outside: (String) -> String?
    ) -> TreeBuild {
        let folder = listing.root
        var notRead: [(outside: Bool, file: String, line: Int, message: String)] = []
        let shown = { (path: String) in SourceLayout.relative(path, to: folder) }
        let bundles = listing.bundles.filter { !skips($0) }.map(listing.absolute)
        // A project generated from a spec is the spec's: the spec is read, and a generated project's
        // folder committed without its project.pbxproj (only its shared schemes) is not missing.
        let specs = XcodeGenReader.read(listing)
        let generated = Set((XcodeGenReader.generated(by: specs.projects) + TuistReader.generated(listing)).map(listing.absolute))
        var projectFolders = bundles.filter { $0.hasSuffix(".xcodeproj") && !generated.contains($0) }
        var workspacePackages: [String] = []
        // The local packages each workspace names (absent folders too), by the projects it names.
        var packagesOfProject: [String: [PackageReference]] = [:]
        for workspace in bundles where workspace.hasSuffix(".xcworkspace") && !generated.contains(workspace) {
            switch XcodeWorkspaceReader.read(workspaceAt: workspace, within: folder) {
            case .success(let read):
                let file = shown(read.file)
                notRead += read.notRead.map { ($0.outside, file, $0.line, $0.text) }
                // A generated project (CocoaPods' `Pods/Pods.xcodeproj`) in a vendored folder is left out like its files.
                for missing in read.missingProjects
                where !vendored(shown(missing.path)) && !generated.contains(SourceLayout.normalized(missing.path)) {
                    notRead.append((true, file, missing.line,
                        "the workspace names the project '\(shown(missing.path))', which is not on disk (is it generated?); it was left out"))
                }
                // A folder it names that is empty (a git submodule not checked out) or not on disk: said at
                // once, with how a clone gets it; what it would hold is not read.
                let submodules = Self.submodulePaths(in: folder)
                for absent in read.absentFolders where outside(absent.path) == nil {
                    let path = shown(SourceLayout.normalized(absent.path))
                    let empty = DescriptionFile.isFolder(absent.path)
                    let what = submodules.contains(path)
                        ? "the git submodule '\(path)' (.gitmodules), which is \(empty ? "an empty folder" : "not on disk"): it is not checked out"
                        : "the folder '\(path)', which is \(empty ? "empty" : "not on disk"): a git submodule not checked out?"
                    notRead.append((true, file, absent.line,
                        "the workspace names \(what) ('git submodule update --init' brings it); what it holds is not read"))
                }
                // What the workspace names outside the scanned tree (also through a link) is not read.
                for entry in read.projects + read.packages {
                    guard let reason = outside(entry.path) else { continue }
                    notRead.append((true, file, entry.line, "the workspace names '\(shown(entry.path))', which \(reason)"))
                }
                // A project in a vendored folder (a committed `Pods/Pods.xcodeproj`) is not the app's: the
                // Podfile's project of pods stands for it, as for its files. Not where the Podfile.lock beside
                // that folder names local pods (`:path`): their files lie outside it and only it compiles them.
                for entry in read.projects
                where outside(entry.path) == nil && (!vendored(shown(entry.path)) || Self.compilesLocalPods(shown(entry.path), listing))
                    && !projectFolders.contains(SourceLayout.normalized(entry.path)) && !generated.contains(SourceLayout.normalized(entry.path)) {
                    projectFolders.append(SourceLayout.normalized(entry.path))
                }
                for entry in read.packages where outside(entry.path) == nil
                    && !workspacePackages.contains(SourceLayout.normalized(entry.path)) {
                    workspacePackages.append(SourceLayout.normalized(entry.path))
                }
                let named = (read.packages + read.absentFolders).sorted { $0.line < $1.line }.map {
                    PackageReference(identity: PackageReference.identity(of: $0.path), folder: shown(SourceLayout.normalized($0.path)),
                                     place: ProjectPlace(file: file, line: $0.line))
                }
                for entry in read.projects {
                    let project = SourceLayout.normalized(entry.path)
                    packagesOfProject[project, default: []] += named.filter { !(packagesOfProject[project] ?? []).contains($0) }
                }
            case .failure(let problem):
                notRead.append((false, shown(workspace), problem.line, problem.message))
            }
        }
        var xcodeProjects: [XcodeProject] = []
        var unread: [XcodeProject] = []
        // An `.xcconfig` that several projects are based on is read once for the tree.
        let configFiles = XcodeConfigFile.Memo()
        for project in projectFolders.prefix(Self.maxProjects) {
            switch XcodeProjectReader.read(projectAt: project, within: folder, configFiles: configFiles) {
            case .success(let read): xcodeProjects.append(read)
            case .failure(let problem):
                // A project that cannot be read is still a node of the graph, marked incomplete.
                unread.append(XcodeProjectReader.unread(projectAt: project, problem: problem))
            }
        }
        if projectFolders.count > Self.maxProjects {
            notRead.append((false, shown(projectFolders[Self.maxProjects]), 1,
                "more than \(Self.maxProjects) Xcode projects: this one and those after it are left out of the module graph"))
        }
        // A project that could not be read is in the model too, with no targets: a node of the graph, marked incomplete.
        xcodeProjects += unread
        for project in xcodeProjects { notRead += project.notReadLines(root: folder) }
        // Tuist manifests are parsed and interpreted here: on a large stack, as every Swift file is.
        let read = xcodeProjects.map { xcode in
            var project = xcode.modelProject(root: folder)
            project.workspacePackages = packagesOfProject[SourceLayout.normalized(xcode.folder)] ?? []
            return project
        }
        let built = ParseLimits.onLargeStack(seconds: Self.maxReadingSeconds) { [listing, specs] in
            ProjectReader.build(listing, adding: read, specs: specs)
        } ?? (model: ProjectModel(root: listing.root, projects: read, findings: [ProjectFinding(
            .notRead, at: ProjectPlace(file: ".", line: 1),
            "reading the projects' descriptions took longer than \(Int(Self.maxReadingSeconds)) s; only the Xcode projects are read")]),
            packages: PackageReadings())
        let model = built.model
        return TreeBuild(
            folder: folder, listing: listing, model: model, workspacePackages: workspacePackages,
            notRead: notRead, notCompiled: Set(model.notCompiled),
            descriptions: model.projects.contains { $0.kind == .tuist } ? Set(TuistReader.descriptionFiles(listing)) : [],
            packages: built.packages)
    }

    /// The paths of the git submodules `.gitmodules` at the folder's root declares (`path = external/kit`).
    static func submodulePaths(in folder: String) -> Set<String> {
        guard case .text(let text) = DescriptionFile.contents(folder + "/.gitmodules", limit: 1 << 20) else { return [] }
        var paths: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.filter { $0 != " " && $0 != "\t" } }
            guard parts.count == 2, parts[0] == "path" else { continue }
            var path = Substring(parts[1])
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            while path.hasSuffix("/") { path = path.dropLast() }
            paths.insert(String(path))
        }
        return paths
    }
}

extension TreeBuild {
    /// Whether a project CocoaPods generates (`Pods/Pods.xcodeproj`, relative) compiles local pods: the
    /// `Podfile.lock` beside its `Pods` folder names a pod by `:path`.
    static func compilesLocalPods(_ project: String, _ listing: TreeListing) -> Bool {
        let podsFolder = ProjectPath.parent(project)
        guard ProjectPath.name(podsFolder) == "Pods", let lockFile = ProjectPath.join(ProjectPath.parent(podsFolder), "Podfile.lock"),
              case .text(let text) = DescriptionFile.contents(listing.absolute(lockFile), limit: 20_000_000), let lock = PodfileLock(text: text)
        else { return false }
        return !lock.paths.isEmpty
    }
}
