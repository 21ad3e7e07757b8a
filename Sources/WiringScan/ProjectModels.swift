import Foundation
import WiringModel
import WiringProjectModel
import WiringProjects

/// How each scanned folder is built, read once per scan before any file is parsed: its one walk,
/// its Xcode projects and workspaces, XcodeGen specs and CocoaPods, as one `ProjectModel` each.
/// The scanner asks it which module a file is in, and which files no target compiles.
struct ProjectModels: Sendable {
    /// One scanned folder's build.
    struct Folder: Sendable {
        /// The absolute folder scanned.
        var folder: String
        /// Its walk.
        var listing: TreeListing
        /// Its model (paths relative to `folder`).
        var model: ProjectModel
        /// Its Xcode projects as read (absolute paths), for the module graph.
        var xcodeProjects: [XcodeProject]
        /// The packages its workspaces name (absolute folders).
        var workspacePackages: [String]
        /// What its projects and workspaces could not say, with paths relative to `folder`.
        var warnings: [(kind: ScanWarning.Kind, file: String, line: Int, message: String)]
        /// The files no target compiles although its projects say what compiles (relative to `folder`).
        var notCompiled: Set<String>
        /// The Swift files that describe the build rather than hold the app's code: Tuist's manifests
        /// and helpers (relative to `folder`), read as the projects' descriptions.
        var descriptions: Set<String> = []
    }

    /// The folders scanned, in the order given.
    var folders: [Folder] = []

    /// No folder: nothing is known of how the tree is built.
    init() {}

    /// The most Xcode projects one scan reads.
    static let maxProjects = 100
    /// The most seconds the descriptions of one folder's projects are read for (Tuist's manifests
    /// stop themselves well before, at `TuistReader`'s limit).
    static let maxReadingSeconds = 300.0

    /// Reads the folders among `paths` (files add nothing).
    ///
    /// - Parameters:
    ///   - paths: As given to the scan.
    ///   - filter: What the scan leaves out (projects in vendored folders, and in test folders unless tests are read).
    ///   - allowed: Folders outside the scanned ones that the scan may read.
    init(paths: [String], filter: SourceFilter, allowed: [String]) {
        let current = FileManager.default.currentDirectoryPath
        for path in paths {
            let folder = SourceLayout.normalized(path.hasPrefix("/") ? path : current + "/" + path)
            guard !folders.contains(where: { $0.folder == folder }), let listing = TreeListing(root: folder) else { continue }
            folders.append(Self.read(folder, listing: listing, filter: filter, allowed: allowed))
        }
    }

    private static func read(_ folder: String, listing: TreeListing, filter: SourceFilter, allowed: [String]) -> Folder {
        var warnings: [(kind: ScanWarning.Kind, file: String, line: Int, message: String)] = []
        let shown = { (path: String) in SourceLayout.relative(path, to: folder) }
        let bundles = listing.bundles.filter { bundle in
            filter.reason(for: bundle + "/x") == nil && filter.testFolder(of: bundle + "/x") == nil
        }.map(listing.absolute)
        // A project generated from a spec is the spec's: the spec is read, and a generated project's
        // folder committed without its project.pbxproj (only its shared schemes) is not missing.
        let specs = XcodeGenReader.read(listing)
        let generated = Set((XcodeGenReader.generated(by: specs.projects) + TuistReader.generated(listing)).map(listing.absolute))
        var projectFolders = bundles.filter { $0.hasSuffix(".xcodeproj") && !generated.contains($0) }
        var workspacePackages: [String] = []
        let tree = ModuleGraphReader(source: .syntax, base: folder, allowed: allowed)
        for workspace in bundles where workspace.hasSuffix(".xcworkspace") && !generated.contains(workspace) {
            switch XcodeWorkspaceReader.read(workspaceAt: workspace, within: folder) {
            case .success(let read):
                let file = shown(read.file)
                warnings += read.notRead.map { ($0.outside ? .outsideTree : .projectNotRead, file, $0.line, $0.text) }
                // A generated project (CocoaPods' `Pods/Pods.xcodeproj`) in a vendored folder is left out like its files.
                for missing in read.missingProjects
                where filter.reason(for: shown(missing.path) + "/x") == nil && !generated.contains(SourceLayout.normalized(missing.path)) {
                    warnings.append((.outsideTree, file, missing.line,
                        "the workspace names the project '\(shown(missing.path))', which is not on disk (is it generated?); it was left out"))
                }
                // What the workspace names outside the scanned tree (also through a link) is not read.
                for entry in read.projects + read.packages {
                    guard let reason = tree.outsideReason(entry.path) else { continue }
                    warnings.append((.outsideTree, file, entry.line, "the workspace names '\(shown(entry.path))', which \(reason)"))
                }
                for entry in read.projects where tree.outsideReason(entry.path) == nil
                    && !projectFolders.contains(SourceLayout.normalized(entry.path)) && !generated.contains(SourceLayout.normalized(entry.path)) {
                    projectFolders.append(SourceLayout.normalized(entry.path))
                }
                for entry in read.packages where tree.outsideReason(entry.path) == nil
                    && !workspacePackages.contains(SourceLayout.normalized(entry.path)) {
                    workspacePackages.append(SourceLayout.normalized(entry.path))
                }
            case .failure(let problem):
                warnings.append((.projectNotRead, shown(workspace), problem.line, problem.message))
            }
        }
        var xcodeProjects: [XcodeProject] = []
        var unread: [XcodeProject] = []
        for project in projectFolders.prefix(Self.maxProjects) {
            switch XcodeProjectReader.read(projectAt: project, within: folder) {
            case .success(let read): xcodeProjects.append(read)
            case .failure(let problem):
                // A project that cannot be read is still a node of the graph, marked incomplete.
                unread.append(XcodeProjectReader.unread(projectAt: project, problem: problem))
            }
        }
        if projectFolders.count > Self.maxProjects {
            warnings.append((.projectNotRead, shown(projectFolders[Self.maxProjects]), 1,
                "more than \(Self.maxProjects) Xcode projects: this one and those after it are left out of the module graph"))
        }
        // Tuist manifests are parsed and interpreted here: on a large stack, as every Swift file is.
        let read = xcodeProjects.map { $0.modelProject(root: folder) }
        let model = ParseLimits.onLargeStack(seconds: Self.maxReadingSeconds) { [listing, specs] in
            ProjectReader.read(listing, adding: read, specs: specs)
        } ?? ProjectModel(root: listing.root, projects: read, findings: [ProjectFinding(
            .notRead, at: ProjectPlace(file: ".", line: 1),
            "reading the projects' descriptions took longer than \(Int(Self.maxReadingSeconds)) s; only the Xcode projects are read")])
        xcodeProjects += unread
        return Folder(
            folder: folder, listing: listing, model: model, xcodeProjects: xcodeProjects, workspacePackages: workspacePackages,
            warnings: warnings, notCompiled: Set(model.notCompiled),
            descriptions: model.projects.contains { $0.kind == .tuist } ? Set(TuistReader.descriptionFiles(listing)) : [])
    }

    /// The Swift files of a scanned folder (absolute, sorted) from its walk, with what the walk
    /// skipped; `nil` when the folder was not read here.
    func swiftFiles(in folder: String, skipped: inout [(path: String, reason: String)]) -> [String]? {
        guard let read = folders.first(where: { $0.folder == folder }) else { return nil }
        skipped += read.listing.skipped.map { (read.listing.absolute($0.path), $0.reason) }
        if read.listing.truncated {
            skipped.append((folder, "the folder holds more than \(TreeListing.maxEntries) entries; the files after them were left out"))
        }
        return read.listing.swiftFiles.map(read.listing.absolute)
    }

    /// The scanned folder that holds a file (the deepest), and the file relative to it.
    func folder(holding file: String) -> (folder: Folder, relative: String)? {
        let holding = folders.filter { file.hasPrefix($0.folder == "/" ? "/" : $0.folder + "/") }.max { $0.folder.count < $1.folder.count }
        return holding.map { ($0, String(file.dropFirst($0.folder == "/" ? 1 : $0.folder.count + 1))) }
    }

    /// The module a file (absolute) is compiled into, as the build descriptions say; `nil` when none says.
    func module(of file: String) -> ModuleMembership? {
        guard let (folder, relative) = folder(holding: file) else { return nil }
        return folder.model.module(of: relative)
    }

    /// Whether a project or workspace of the scanned folders left something out (a file outside
    /// the tree, a part not read): the module graph will say what, so a scan that found no Swift
    /// file to read still has something to report.
    var saysWhatWasNotRead: Bool {
        folders.contains { !$0.warnings.isEmpty || $0.xcodeProjects.contains { !$0.notRead.isEmpty } }
    }

    /// Whether a file (absolute) describes the build, as Tuist's manifests do: read as a description, not as code.
    func isDescription(_ file: String) -> Bool {
        guard let (folder, relative) = folder(holding: file) else { return false }
        return folder.descriptions.contains(relative)
    }

    /// Whether no target compiles a file (absolute) although its projects say what compiles.
    func isNotCompiled(_ file: String) -> Bool {
        guard let (folder, relative) = folder(holding: file) else { return false }
        return folder.notCompiled.contains(relative)
    }
}
