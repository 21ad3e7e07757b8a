import Foundation

/// The folders a package's targets read their sources from, and their module names, for telling
/// which module a scanned file belongs to. The manifest is read by `ManifestSyntaxReader` (never run).
struct PackageManifestReader {
    /// A target's folder, relative to the package root, and its module name.
    struct Target: Sendable, Hashable {
        var folder: String
        var module: String
    }

    /// The targets found, longest folder first so that the innermost one matches.
    let targets: [Target]

    /// Reads a manifest.
    ///
    /// - Parameter path: The absolute path of `Package.swift`.
    /// - Returns: The reader, or `nil` when the manifest cannot be read.
    init?(path: String) {
        let package = SourceLayout.parent(of: path)
        guard case .success(let description) = ManifestSyntaxReader.read(packageAt: package) else { return nil }
        let prefix = package == "/" ? "/" : package + "/"
        targets = description.targets.compactMap { target -> Target? in
            guard let folder = TargetSources.folder(of: target, in: package), folder.hasPrefix(prefix) else { return nil }
            return Target(folder: String(folder.dropFirst(prefix.count)), module: SourceLayout.moduleName(target.name))
        }.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// The module of a file, or `nil` when no target's folder holds it.
    ///
    /// - Parameter relativePath: The file's path relative to the package root.
    func module(of relativePath: String) -> String? {
        targets.first { relativePath.hasPrefix($0.folder + "/") }?.module
    }
}
