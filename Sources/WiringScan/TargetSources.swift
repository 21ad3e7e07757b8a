import Foundation

/// Where SwiftPM finds a target's Swift files: its `path:`, or the first of the conventional
/// folders that exists, less what `exclude:` names and limited to `sources:` when written.
enum TargetSources {
    /// The target's folder, or `nil` when none exists.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - package: The absolute folder of its package.
    static func folder(of target: PackageDescription.Target, in package: String) -> String? {
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

    /// The target's Swift files, sorted.
    static func swiftFiles(of target: PackageDescription.Target, in folder: String) -> [String] {
        let included = target.sources.map { $0.map { SourceLayout.normalized(folder + "/" + $0) } } ?? [folder]
        let excluded = target.exclude.map { SourceLayout.normalized(folder + "/" + $0) }
        func isExcluded(_ path: String) -> Bool {
            excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var files: [String] = []
        var pending = included.filter { !isExcluded($0) }
        var visited = 0
        let manager = FileManager.default
        while let path = pending.popLast(), visited < 200_000 {
            visited += 1
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            // Links to folders are not followed (as SwiftPM does not), and hidden folders are skipped.
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil, path != folder { continue }
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] where !name.hasPrefix(".") {
                let child = path + "/" + name
                if !isExcluded(child) { pending.append(child) }
            }
        }
        return files.sorted()
    }
}
