import Foundation
import WiringModel

/// What a module graph is read from.
struct ModuleSources: Sendable {
    /// Folders holding a `Package.swift`, each with the folder its places are relative to.
    var roots: [(folder: String, base: String)] = []
    /// Xcode projects, each with the folder its places are relative to.
    var projects: [(project: XcodeProject, base: String)] = []
    /// Packages found in the tree beside Xcode projects, read only when a project, workspace or
    /// package read names them.
    var unnamed: [(folder: String, base: String)] = []
    /// What could not be read: a project or workspace.
    var warnings: [ScanWarning] = []
}

extension SourceScanner {
    /// The most Xcode projects one scan reads.
    static let maxProjects = 100

    /// The packages and Xcode projects of the scanned folders.
    ///
    /// Every `.xcodeproj` and `.xcworkspace` in a scanned folder is found (not in vendored
    /// folders, nor in test folders unless tests are scanned). Where there are any, the packages of
    /// the module graph are the scanned folder's own `Package.swift`, the packages the workspaces
    /// and projects name, and the local packages those name; other packages in the tree (a server,
    /// build tools) are left out with one warning; so are packages below a scanned package that
    /// it does not name. In a folder with neither, each package whose folder holds a scanned file
    /// is read, as `packageRoots(paths:files:)` finds them.
    func moduleSources(paths: [String], files: [SourceFile]) -> ModuleSources {
        var sources = ModuleSources()
        let roots = Self.packageRoots(paths: paths, files: files, belowPackages: true)
        let filter = SourceFilter(includeTests: options.includeTests, excludes: options.excludes)
        let current = FileManager.default.currentDirectoryPath
        let allowed = options.allowedPaths.map { SourceLayout.normalized($0.hasPrefix("/") ? $0 : current + "/" + $0) }
        var scannedWithProjects: [String] = []
        for path in paths {
            let folder = SourceLayout.normalized(path.hasPrefix("/") ? path : current + "/" + path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walk = SourceWalker.swiftFiles(in: folder, collecting: ["xcodeproj", "xcworkspace"])
            else { continue }
            let bundles = walk.bundles.filter { bundle in
                let inside = String(bundle.dropFirst(folder.count + 1))
                return filter.reason(for: inside + "/x") == nil && filter.testFolder(of: inside + "/x") == nil
            }
            guard !bundles.isEmpty else { continue }
            let base = roots.first { $0.folder == folder }?.base
                ?? files.first { $0.absolutePath.hasPrefix(folder + "/") }.map { String($0.absolutePath.dropLast($0.relativePath.count + 1)) }
                ?? folder
            let shown = { (path: String) in SourceLayout.relative(path, to: base) }
            var projectFolders = bundles.filter { $0.hasSuffix(".xcodeproj") }
            for workspace in bundles where workspace.hasSuffix(".xcworkspace") {
                switch XcodeWorkspaceReader.read(workspaceAt: workspace) {
                case .success(let read):
                    let file = shown(read.file)
                    sources.warnings += read.notRead.map { ScanWarning(.projectNotRead, place: SourcePlace(file: file, line: $0.line), message: $0.text) }
                    // A generated project (CocoaPods' `Pods/Pods.xcodeproj`) in a vendored folder is left out like its files.
                    for missing in read.missingProjects where filter.reason(for: shown(missing.path) + "/x") == nil {
                        sources.warnings.append(ScanWarning(
                            .outsideTree, place: SourcePlace(file: file, line: missing.line),
                            message: "the workspace names the project '\(shown(missing.path))', which is not on disk (is it generated?); it was left out"))
                    }
                    // What the workspace names outside the scanned tree (also through a link) is not read.
                    let tree = ModuleGraphReader(source: .syntax, base: folder, allowed: allowed)
                    for entry in read.projects + read.packages {
                        guard let reason = tree.outsideReason(entry.path) else { continue }
                        sources.warnings.append(ScanWarning(
                            .outsideTree, place: SourcePlace(file: file, line: entry.line),
                            message: "the workspace names '\(shown(entry.path))', which \(reason)"))
                    }
                    for entry in read.projects where tree.outsideReason(entry.path) == nil
                        && !projectFolders.contains(SourceLayout.normalized(entry.path)) {
                        projectFolders.append(SourceLayout.normalized(entry.path))
                    }
                    for entry in read.packages where tree.outsideReason(entry.path) == nil
                        && !sources.roots.contains(where: { $0.folder == SourceLayout.normalized(entry.path) }) {
                        sources.roots.append((SourceLayout.normalized(entry.path), base))
                    }
                case .failure(let problem):
                    sources.warnings.append(ScanWarning(.projectNotRead, place: SourcePlace(file: shown(workspace), line: problem.line), message: problem.message))
                }
            }
            for project in projectFolders.prefix(Self.maxProjects) {
                switch XcodeProjectReader.read(projectAt: project, within: folder) {
                case .success(let read): sources.projects.append((read, base))
                case .failure(let problem):
                    sources.warnings.append(ScanWarning(
                        .projectNotRead, place: SourcePlace(file: shown(project + "/project.pbxproj"), line: problem.line),
                        message: problem.message + "; its targets are left out of the module graph"))
                }
            }
            if projectFolders.count > Self.maxProjects {
                sources.warnings.append(ScanWarning(
                    .projectNotRead, place: SourcePlace(file: shown(projectFolders[Self.maxProjects]), line: 1),
                    message: "more than \(Self.maxProjects) Xcode projects: this one and those after it are left out of the module graph"))
            }
            scannedWithProjects.append(folder)
        }
        // Below a scanned package, or beside projects, a package is the app's only when something read names it.
        let scannedPackages = Set(roots.filter { $0.folder == $0.base }.map(\.folder)).filter { folder in
            paths.contains { SourceLayout.normalized($0.hasPrefix("/") ? $0 : current + "/" + $0) == folder }
        }
        for root in roots {
            let nested = (scannedWithProjects + scannedPackages).contains { root.folder.hasPrefix($0 + "/") }
            if nested {
                if !sources.roots.contains(where: { $0.folder == root.folder }) { sources.unnamed.append(root) }
            } else if !sources.roots.contains(where: { $0.folder == root.folder }) {
                sources.roots.append(root)
            }
        }
        return sources
    }
}
