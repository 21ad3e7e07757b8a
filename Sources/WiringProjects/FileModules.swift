import WiringProjectModel

/// Which module a file is in: the one answer of the scan, which names the module of the types a
/// file declares and gives every framework reader its files' modules.
///
/// In order: the module given for every file (`--module`); the target a project of the scanned
/// folder compiles the file in (`ProjectModel.module(of:)`, which also says whether it is app,
/// test or development code); the target of the root's `Package.swift` that compiles it, when the
/// root lies above the scanned folder (read as a project of its own, `PackageProject`);
/// the nearest folder between the file and the root that holds a project of its own
/// (`ModuleMarkers`); the SwiftPM layout (`Sources/<Module>/…`).
package final class FileModules {
    private let models: ProjectModels
    private let given: String?
    /// The root packages, read once each as a model of their own (`nil` when a root has none that reads).
    private var packages: [String: ProjectModel?] = [:]
    private let markers: ModuleMarkers

    /// The answer for one scan.
    ///
    /// - Parameters:
    ///   - models: How the scanned folders are built.
    ///   - given: The module every file belongs to, or `nil`.
    package init(_ models: ProjectModels, given: String?) {
        self.models = models
        self.given = given
        markers = ModuleMarkers()
    }

    /// The module of a file, and what it is to the app when a project compiles it.
    ///
    /// - Parameters:
    ///   - file: The file's absolute path.
    ///   - relative: The file's path relative to `root`.
    ///   - root: The package or repository root the file's paths are relative to.
    /// - Returns: The module's name, `nil` when nothing tells it (the caller guesses, and says so);
    ///   the file's role, `nil` when no project compiles it; whether its target runs as a process of its own, apart
    ///   from the app (`Target.runsApartFromApp`).
    package func module(of file: String, relative: String, root: String) -> (name: String?, role: FileRole?, runsApartFromApp: Bool) {
        let membership = models.module(of: file)
        if let name = given ?? membership?.moduleName { return (name, membership?.role, membership?.runsApartFromApp == true) }
        if packages[root] == nil {
            packages[root] = .some(PackageProject.model(packageAt: root, listings: models.folders.map(\.listing), readings: models.packages))
        }
        let name = (packages[root] ?? nil)?.module(of: relative)?.moduleName ?? markers.module(of: file, root: root)
            ?? SourceLayout.layoutModule(of: relative)
        return (name, nil, false)
    }
}
