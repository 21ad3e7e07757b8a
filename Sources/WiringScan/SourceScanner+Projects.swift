import Foundation
import WiringModel
import WiringProjects

/// What a module graph is read from.
struct ModuleSources: Sendable {
    /// Folders holding a `Package.swift`, each with the folder its places are relative to.
    var roots: [(folder: String, base: String)] = []
    /// Packages found in the tree beside Xcode projects, read only when a project, workspace or
    /// package read names them.
    var unnamed: [(folder: String, base: String)] = []
    /// What could not be read: a project or workspace.
    var warnings: [ScanWarning] = []
    /// The build of each scanned folder that holds projects (its Xcode projects among them), with
    /// the folder its places are relative to.
    var models: [(folder: ProjectModels.Folder, base: String)] = []
    /// The walks of every scanned folder, which the packages' target files are taken from.
    var listings: [TreeListing] = []
    /// What the scanned folders' package manifests gave, read once with the project model.
    var packages = PackageReadings()
}

extension SourceScanner {
    /// The packages and Xcode projects of the scanned folders.
    ///
    /// Every `.xcodeproj` and `.xcworkspace` in a scanned folder is found (not in vendored
    /// folders, nor in test folders unless tests are scanned). Where there are any, the packages of
    /// the module graph are the scanned folder's own `Package.swift`, the packages the workspaces
    /// and projects name, and the local packages those name; other packages in the tree (a server,
    /// build tools) are left out with one warning; so are packages below a scanned package that
    /// it does not name. In a folder with neither, each package whose folder holds a scanned file
    /// is read, as `packageRoots(paths:files:)` finds them.
    func moduleSources(paths: [String], files: [SourceFile], models: ProjectModels) -> ModuleSources {
        var sources = ModuleSources(listings: models.folders.map(\.listing), packages: models.packages)
        let roots = Self.packageRoots(paths: paths, files: files, belowPackages: true)
        let current = FileManager.default.currentDirectoryPath
        var scannedWithProjects: [String] = []
        for scanned in models.folders {
            let folder = scanned.folder
            // The folder's packages are found as package roots; its other projects are what is added here.
            let manifests = Set(scanned.model.projects.filter { $0.kind == .package }.map(\.file))
            let projects = scanned.model.projects.filter { $0.kind != .package }
            // A folder whose only spec did not load has no project, but what was not read is said.
            guard !projects.isEmpty || !scanned.notRead.isEmpty || scanned.model.findings.contains(where: { !manifests.contains($0.place.file) })
            else { continue }
            let base = roots.first { $0.folder == folder }?.base
                ?? files.first { $0.absolutePath.hasPrefix(folder + "/") }.map { String($0.absolutePath.dropLast($0.relativePath.count + 1)) }
                ?? folder
            let shown = { (path: String) in SourceLayout.relative(folder + "/" + path, to: base) }
            sources.warnings += scanned.notRead.map {
                ScanWarning($0.outside ? .outsideTree : .projectNotRead, place: SourcePlace(file: shown($0.file), line: $0.line), message: $0.message)
            }
            for package in scanned.workspacePackages where !sources.roots.contains(where: { $0.folder == package }) {
                sources.roots.append((package, base))
            }
            sources.models.append((scanned, base))
            guard !projects.isEmpty else { continue }
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
