/// Paths of a tree, relative to its root: joined, normalized, and kept inside it.
enum ProjectPath {
    /// `folder/path` with `.` and `..` resolved, or `nil` when it leaves the root (or is absolute).
    ///
    /// - Parameters:
    ///   - path: A path as a description writes it, relative to `folder`.
    ///   - folder: A folder relative to the root (`""` for the root).
    static func join(_ folder: String, _ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = folder.split(separator: "/")
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The folder holding a relative path (`""` at the root).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of a path.
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` is `folder` or below it (`""` holds everything).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}
