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
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - folder: Its absolute folder (`folder(of:in:)`).
    ///   - listings: Walks made already of trees that may hold the folder: the files are taken from
    ///     the deepest that does, and the folder is walked only when none holds it.
    package static func swiftFiles(of target: PackageDescription.Target, in folder: String, listings: [TreeListing] = []) -> [String] {
        let included = target.sources.map { $0.map { SourceLayout.normalized(folder + "/" + $0) } } ?? [folder]
        let excluded = target.exclude.map { SourceLayout.normalized(folder + "/" + $0) }
        var files: Set<String> = []
        for root in included where !excluded.contains(where: { root == $0 || root.hasPrefix($0 + "/") }) {
            if let listed = listedFiles(in: root, excluding: excluded, tree: folder, listings: listings) {
                files.formUnion(listed)
            } else {
                files.formUnion(SourceWalker.swiftFiles(in: root, folders: .compiled, excluding: excluded, tree: folder)?.files ?? [])
            }
        }
        return files.sorted()
    }

    /// The Swift files below `root` (or `root` itself) that `SourceWalker` finds with `.compiled`
    /// folders, taken from a walk made already; `nil` when no walk wholly holds `root` (it lies
    /// outside them, below a hidden folder or a link to a folder, or the walk stopped at its limit).
    static func listedFiles(in root: String, excluding excluded: [String], tree: String, listings: [TreeListing]) -> [String]? {
        let holding = listings.filter { !$0.truncated && (root == $0.root || root.hasPrefix($0.root == "/" ? "/" : $0.root + "/")) }
        guard let listing = holding.max(by: { $0.root.count < $1.root.count }) else { return nil }
        let relative = root == listing.root ? "" : String(root.dropFirst(listing.root == "/" ? 1 : listing.root.count + 1))
        let parts = relative.split(separator: "/")
        // What the walk did not enter, it does not list: such a folder is walked itself.
        if parts.contains(where: { $0.hasPrefix(".") || $0 == "DerivedData" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
            return nil
        }
        if listing.skipped.contains(where: { relative == $0.path || relative.hasPrefix($0.path + "/") }) { return nil }
        func isExcluded(_ path: String) -> Bool { excluded.contains { path == $0 || path.hasPrefix($0 + "/") } }
        if listing.hasSwiftFile(relative) { return isExcluded(root) ? [] : [root] }
        let links = SourceLinks(root: tree)
        let start = relative.isEmpty ? 0 : relative.utf8.count + 1
        return listing.swiftFiles(under: relative).compactMap { file -> String? in
            // SwiftPM does not enter a folder with an extension (`.docc`, `.playground`) below the target's.
            let inner = String(file.utf8.dropFirst(start)) ?? file
            if inner.split(separator: "/").dropLast().contains(where: { SourceWalker.hasExtension(String($0)) }) { return nil }
            let absolute = listing.absolute(file)
            if isExcluded(absolute) || links.outsideReason(absolute, isLink: true) != nil { return nil }
            return absolute
        }
    }
}
