import WiringPlatform

/// The one walk of the scanner's folders: finds the `.swift` files below a folder.
///
/// Hidden entries and `DerivedData` are skipped; a link to a folder is never followed (it could
/// lead out of the tree, or back up) and is reported; a link to a file is read only when it
/// stays in the tree. Directories are read by `DirectoryWalk` (`opendir`/`readdir`, whose entry
/// types save a `stat` per file; Foundation's enumerator asks for one each, which costs a tenth of
/// a second per thousand files). Used for the whole scanned tree, for a package target's folder and for
/// an Xcode project's synchronized folders.
package enum SourceWalker {
    /// Which folders a walk enters.
    package enum Folders: Sendable {
        /// Every folder (the scanned tree: the DI scan reads whatever Swift it finds).
        case all
        /// Folders whose name has no extension: a `.playground`, `.xcassets`, `.docc` or
        /// `.bundle` folder is not compiled as sources by SwiftPM or Xcode.
        case compiled
    }

    /// What a walk found.
    package struct Walk: Sendable {
        /// The Swift files, sorted.
        package var files: [String] = []
        /// Entries not read, each with why.
        package var skipped: [(path: String, reason: String)] = []
        /// Whether the walk stopped at its entry limit.
        package var truncated = false
        /// The folders found with an extension asked for (`App.xcodeproj`), sorted; not entered.
        package var bundles: [String] = []
        /// The folders below the root holding a `Package.swift`, when asked for, sorted; not entered.
        package var packages: [String] = []
    }

    /// The most directory entries one walk looks at.
    package static let maxEntries = 1_000_000

    /// The Swift files below a folder (or the file itself, when `root` is a Swift file).
    ///
    /// - Parameters:
    ///   - root: An absolute folder or file.
    ///   - folders: Which folders to enter.
    ///   - excluded: Absolute paths left out with everything below them.
    ///   - tree: The folder links must stay in; `nil` for `root`.
    ///   - bundles: Extensions of folders to list in `Walk.bundles` instead of entering them.
    ///   - stopsAtPackages: Whether a folder holding a `Package.swift` is listed in `Walk.packages`
    ///     instead of entered (Xcode reads such a folder in a synchronized folder as a package).
    /// - Returns: The files, and what was skipped. `nil` when `root` cannot be opened.
    package static func swiftFiles(
        in root: String, folders: Folders = .all, excluding excluded: [String] = [], tree: String? = nil,
        collecting bundles: Set<String> = [], stopsAtPackages: Bool = false
    ) -> Walk? {
        var walk = Walk()
        func isExcluded(_ path: String) -> Bool { excluded.contains { path == $0 || path.hasPrefix($0 + "/") } }
        var info = stat()
        guard stat(root, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFREG {
            if root.hasSuffix(".swift"), !isExcluded(root) { walk.files = [root] }
            return walk
        }
        let links = SourceLinks(root: tree ?? root)
        let end = DirectoryWalk.walk(root, limit: maxEntries, unreadable: { path, error in
            walk.skipped.append((path, SourceLinks.unreadableFolder(error)))
        }) { entry in
            if isExcluded(entry.path) { return .next }
            switch entry.kind {
            case .folderLink:
                walk.skipped.append((entry.path, SourceLinks.folderLink))
                return .next
            case .folder:
                let name = entry.name
                if !bundles.isEmpty, let dot = name.lastIndex(of: "."), bundles.contains(String(name[name.index(after: dot)...])) {
                    walk.bundles.append(entry.path)
                    return .next
                }
                if case .compiled = folders, hasExtension(name) { return .next }
                if stopsAtPackages, stat(entry.path + "/Package.swift", &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                    walk.packages.append(entry.path)
                    return .next
                }
                return .enter
            case .file where entry.name.hasSuffix(".swift"):
                if let reason = links.outsideReason(entry.path, isLink: !entry.isPlainFile) {
                    walk.skipped.append((entry.path, reason))
                } else {
                    walk.files.append(entry.path)
                }
                return .next
            case .file, .other, .unresolved:
                return .next
            }
        }
        switch end {
        case .unopened: return nil
        case .truncated: walk.truncated = true
        case .complete: break
        }
        walk.files.sort()
        walk.bundles.sort()
        walk.packages.sort()
        return walk
    }

    /// Whether a folder name has an extension (`Demo.playground`), as SwiftPM tells bundle-like
    /// folders from source folders.
    package static func hasExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return name.index(after: dot) != name.endIndex
    }
}
