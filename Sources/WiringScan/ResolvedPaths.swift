import Foundation
import WiringPlatform
import WiringProjects

/// Paths with every link resolved, as `realpath` gives them, remembering each folder's answer.
///
/// `realpath` reads each component of a path again for every file; a file that is not a link
/// itself resolves to its folder's resolved path and its own name, so each folder is resolved
/// once and each file costs one `lstat`. One instance serves one scan; it is safe to use from
/// several threads.
final class ResolvedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [String: String?] = [:]

    /// The path with every link resolved, or `nil` when it does not exist.
    func resolved(_ path: String) -> String? {
        guard path.hasPrefix("/"), path != "/", !Self.hasDotComponent(path) else { return SourceLinks.resolved(path) }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK { return SourceLinks.resolved(path) }
        if info.st_mode & S_IFMT == S_IFDIR { return folder(path) }
        let parent = SourceLayout.parent(of: path)
        guard let resolvedParent = folder(parent) else { return nil }
        let name = path[path.index(after: path.lastIndex(of: "/")!)...]
        return resolvedParent == "/" ? "/" + name : resolvedParent + "/" + name
    }

    /// A folder's resolved path, worked out once.
    private func folder(_ path: String) -> String? {
        if let known = lock.withLock({ folders[path] }) { return known }
        let real = SourceLinks.resolved(path)
        lock.withLock { folders[path] = real }
        return real
    }

    /// Whether a component is empty, `.` or `..`: such paths are left to `realpath`.
    private static func hasDotComponent(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}
