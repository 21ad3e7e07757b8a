import Foundation

/// Where SwiftPM finds a target's Swift files: its `path:`, or the first of the conventional
/// folders that exists, less what `exclude:` names and limited to `sources:` when written.
package enum TargetSources {
    /// The target's folder, or `nil` when none exists.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - package: The absolute folder of its package.
    package static func folder(of target: PackageDescription.Target, in package: String) -> String? {
        let manager = FileManager.default
        if let path = target.path {
            let folder = SourceLayout.normalized(package + "/" + path)
            return manager.fileExists(atPath: folder) ? folder : nil
        }
        let roots: [String] = switch target.kind {
        case "test": ["Tests", "Sources", "Source", "src", "srcs"]
        case "plugin": ["Plugins"]
        default: ["Sources", "Source", "src", "srcs"]
        }
        return roots.lazy.map { package + "/" + $0 + "/" + target.name }.first { manager.fileExists(atPath: $0) }
    }

    /// The target's Swift files, sorted: what SwiftPM compiles, so folders with an extension
    /// (`.playground`, `.docc`, `.xcassets`) are not entered.
    package static func swiftFiles(of target: PackageDescription.Target, in folder: String) -> [String] {
        let included = target.sources.map { $0.map { SourceLayout.normalized(folder + "/" + $0) } } ?? [folder]
        let excluded = target.exclude.map { SourceLayout.normalized(folder + "/" + $0) }
        var files: Set<String> = []
        for root in included where !excluded.contains(where: { root == $0 || root.hasPrefix($0 + "/") }) {
            files.formUnion(SourceWalker.swiftFiles(in: root, folders: .compiled, excluding: excluded, tree: folder)?.files ?? [])
        }
        return files.sorted()
    }
}
