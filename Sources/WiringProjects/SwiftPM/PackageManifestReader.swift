import Foundation

/// The folders a package's targets read their sources from, and their module names, for telling
/// which module a scanned file belongs to. The manifest is read by `ManifestSyntaxReader` (never run).
struct PackageManifestReader {
    /// A target's folder, relative to the package root, its module name, and what of the folder it
    /// compiles: only `sources` when written (files or folders), less `excluded`, all relative to
    /// the package root.
    struct Target: Sendable, Hashable {
        var folder: String
        var module: String
        var sources: [String]? = nil
        var excluded: [String] = []

        /// Whether the target compiles a file (relative to the package root).
        func compiles(_ file: String) -> Bool {
            func holds(_ path: String) -> Bool { file == path || file.hasPrefix(path + "/") }
            guard file.hasPrefix(folder + "/"), !excluded.contains(where: holds) else { return false }
            return sources?.contains(where: holds) ?? true
        }
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
            let relative = { (path: String) -> String in
                let absolute = SourceLayout.normalized(folder + "/" + path)
                return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
            }
            return Target(
                folder: String(folder.dropFirst(prefix.count)), module: SourceLayout.moduleName(target.name),
                sources: target.sources.map { $0.map(relative) }, excluded: target.exclude.map(relative))
        }.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// The module of a file, or `nil` when no target compiles it: its folder does not hold the
    /// file, or the target's `sources:` do not list it, or its `exclude:` does.
    ///
    /// - Parameter relativePath: The file's path relative to the package root.
    func module(of relativePath: String) -> String? {
        targets.first { $0.compiles(relativePath) }?.module
    }
}
