import WiringPlatform

/// The one walk of a tree: every Swift file in it, and every file or folder that describes how it
/// is built (`Package.swift`, `.xcodeproj`, `.xcworkspace`, Tuist's `Project.swift`, XcodeGen
/// specs, `Podfile`). Readers ask the listing instead of walking again.
///
/// Hidden entries and `DerivedData` are skipped; `.xcodeproj` and `.xcworkspace` folders are listed,
/// not entered; a link to a folder is never followed (it could lead out of the tree, or back up)
/// and is reported; a link to a file is listed only when it stays in the tree.
public struct TreeListing: Sendable {
    /// The absolute folder walked; every path below is relative to it.
    public let root: String
    /// The Swift files, sorted.
    public private(set) var swiftFiles: [String] = []
    /// `.xcodeproj` and `.xcworkspace` folders, sorted.
    public private(set) var bundles: [String] = []
    /// Other files that may describe a build (`Package.swift`, `Project.swift`, `Podfile`, YAML and
    /// JSON files that may be XcodeGen specs…), sorted.
    public private(set) var descriptions: [String] = []
    /// Entries not read, each with why.
    public private(set) var skipped: [(path: String, reason: String)] = []
    /// Whether the walk stopped at its entry limit.
    public private(set) var truncated = false

    /// The most directory entries one walk looks at.
    public static let maxEntries = 1_000_000

    /// Names of files that may describe a build.
    static let descriptionNames: Set<String> = [
        "Package.swift", "Project.swift", "Workspace.swift", "Dependencies.swift", "Tuist.swift", "Config.swift",
        "Podfile", "Podfile.lock",
    ]

    /// Walks a folder.
    ///
    /// - Parameter root: An absolute folder.
    /// - Returns: The listing, or `nil` when the folder cannot be opened.
    public init?(root: String) {
        self.root = root
        var info = stat()
        guard stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let realRoot = Self.resolved(root) ?? root
        let prefixLength = root == "/" ? 1 : root.utf8.count + 1
        let inside = realRoot == "/" ? "/" : realRoot + "/"
        let end = DirectoryWalk.walk(root, limit: Self.maxEntries, unreadable: { path, error in
            skipped.append((String(path.dropFirst(prefixLength)), "the folder cannot be read (\(String(cString: strerror(error))))"))
        }) { entry in
            let relative = String(entry.path.utf8.dropFirst(prefixLength))!
            if entry.isLink, entry.kind != .unresolved {
                if entry.kind == .folderLink {
                    skipped.append((relative, "the link to a folder is not followed (it could lead out of the tree, or back up)"))
                    return .next
                }
                guard let real = Self.resolved(entry.path), real.hasPrefix(inside) else {
                    skipped.append((relative, "the link leads outside the scanned folder; it was not read"))
                    return .next
                }
            }
            let name = entry.name
            switch entry.kind {
            case .folder:
                guard !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace") else {
                    bundles.append(relative)
                    return .next
                }
                return .enter
            case .file:
                if name.hasSuffix(".swift") {
                    swiftFiles.append(relative)
                    if Self.descriptionNames.contains(name) || name.hasPrefix("Package@swift") { descriptions.append(relative) }
                } else if Self.descriptionNames.contains(name) || Self.mayBeSpec(name) {
                    descriptions.append(relative)
                }
                return .next
            case .folderLink, .other, .unresolved:
                return .next
            }
        }
        switch end {
        case .unopened: return nil
        case .truncated: truncated = true
        case .complete: break
        }
        swiftFiles.sort()
        bundles.sort()
        descriptions.sort()
    }

    /// Whether a file's name allows an XcodeGen spec: YAML, or JSON other than an asset catalog's.
    static func mayBeSpec(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml") || (name.hasSuffix(".json") && name != "Contents.json")
    }

    /// The Swift files below a folder (relative to the root; `""` for the root), sorted.
    public func swiftFiles(under folder: String) -> ArraySlice<String> {
        guard !folder.isEmpty else { return swiftFiles[...] }
        let prefix = folder + "/"
        let start = Self.firstIndex(in: swiftFiles, notBefore: prefix)
        var end = start
        while end < swiftFiles.endIndex, swiftFiles[end].hasPrefix(prefix) { end += 1 }
        return swiftFiles[start..<end]
    }

    /// Whether the listing holds a Swift file at a path.
    public func hasSwiftFile(_ path: String) -> Bool {
        let index = Self.firstIndex(in: swiftFiles, notBefore: path)
        return index < swiftFiles.endIndex && swiftFiles[index] == path
    }

    /// The absolute path of a relative one.
    public func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : (root == "/" ? "/" : root + "/") + relative
    }

    /// The first index whose element is not ordered before `key` (the lists are sorted).
    private static func firstIndex(in sorted: [String], notBefore key: String) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The path with every link resolved, or `nil` when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
