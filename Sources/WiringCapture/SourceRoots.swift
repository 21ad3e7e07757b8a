import Foundation
import WiringModel

/// Turns the call sites the frameworks record into `SourcePlace`s with relative paths.
///
/// A call site holds the caller's `#filePath` (absolute, where the file was compiled) and
/// `#fileID` (`Module/File.swift`). The place's file is the `#filePath` relative to the
/// nearest directory above it holding a `Package.swift` or a `.git` — the package or
/// repository root — so a snapshot names the same file on every machine. When no such
/// directory exists below `/` (on a device, where the source tree is absent) or the path is
/// not absolute, the file is the `#fileID`. An absolute path is never returned.
///
/// The file system is asked once per directory and once per file; the answers are kept for
/// the life of the process, behind a lock, so captures on several threads share them.
enum SourceRoots {
    /// Makes a place from a call site's parts.
    ///
    /// - Parameters:
    ///   - literal: The address of the call site's `#filePath` literal, the same for every call
    ///     site of one file.
    ///   - filePath: The caller's `#filePath`, read only the first time a literal is seen.
    ///   - fileID: The caller's `#fileID`, read only the first time a literal is seen.
    ///   - line: The caller's `#line`.
    /// - Returns: The place, with a relative file.
    static func place(
        literal: UInt, filePath: @autoclosure () -> String, fileID: @autoclosure () -> String, line: Int
    ) -> SourcePlace {
        SourcePlace(file: cache.relativeFile(literal: literal, filePath: filePath(), fileID: fileID()), line: max(line, 1))
    }

    /// The cache every capture shares.
    static let cache = RootCache()
}

/// The roots found so far, per directory, and the relative file per `#filePath`.
final class RootCache: @unchecked Sendable {
    // `@unchecked`: both dictionaries are only touched under `lock`.
    private let lock = NSLock()
    /// The root of each directory looked at, or `nil` when none lies above it.
    private var roots: [String: String?] = [:]
    /// The relative file of each `#filePath` (and `#fileID`) seen.
    private var files: [String: String] = [:]
    /// The relative file of each `#filePath` literal seen, by the literal's address: a literal
    /// always names one file, so most places are found without making a string.
    private var filesByLiteral: [UInt: String] = [:]
    /// Tells whether a directory is a root; replaced in tests.
    private let isRoot: (String) -> Bool

    /// Creates a cache.
    ///
    /// - Parameter isRoot: Whether a directory holds `Package.swift` or `.git`; by default
    ///   asks the file system.
    init(isRoot: @escaping (String) -> Bool = RootCache.holdsPackageOrRepository) {
        self.isRoot = isRoot
    }

    /// The file of a place, looked up by the address of its `#filePath` literal.
    func relativeFile(literal: UInt, filePath: @autoclosure () -> String, fileID: @autoclosure () -> String) -> String {
        if let known = lock.withLock({ filesByLiteral[literal] }) { return known }
        // One `#filePath` literal comes with one `#fileID`: the caller's file.
        let file = relativeFile(filePath: filePath(), fileID: fileID())
        lock.withLock { filesByLiteral[literal] = file }
        return file
    }

    /// The file of a place: `filePath` relative to its root, or `fileID` without one.
    func relativeFile(filePath: String, fileID: String) -> String {
        let key = filePath + "\u{0}" + fileID
        if let known = lock.withLock({ files[key] }) { return known }
        let file = Self.components(ofAbsolute: filePath).flatMap { relative(components: $0) } ?? fileID
        lock.withLock { files[key] = file }
        return file
    }

    /// The path below the nearest root, from an absolute path's components.
    private func relative(components: [String]) -> String? {
        guard components.count > 1 else { return nil }
        var visited: [String] = []
        var rootDepth: Int?
        // Directories from the file's own up to, not including, `/`: `components[0..<depth]` for
        // each depth. A path relative to `/` would be the machine's own path.
        for depth in stride(from: components.count - 1, through: 1, by: -1) {
            let directory = "/" + components[0..<depth].joined(separator: "/")
            if let known = lock.withLock({ roots[directory] }) {
                rootDepth = known.map { root in root.split(separator: "/").count }
                break
            }
            visited.append(directory)
            if isRoot(directory) {
                rootDepth = depth
                break
            }
        }
        let root = rootDepth.map { "/" + components[0..<$0].joined(separator: "/") }
        lock.withLock {
            for directory in visited { roots[directory] = .some(root) }
        }
        guard let rootDepth else { return nil }
        return components[rootDepth...].joined(separator: "/")
    }

    /// The components of an absolute path with `.` and `..` resolved, or `nil` for a relative path.
    static func components(ofAbsolute path: String) -> [String]? {
        guard path.hasPrefix("/") else { return nil }
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(part))
            }
        }
        return result
    }

    /// Whether a directory holds a `Package.swift` or a `.git` (a directory, or a file in a worktree).
    static func holdsPackageOrRepository(_ directory: String) -> Bool {
        let manager = FileManager.default
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return manager.fileExists(atPath: base + "Package.swift") || manager.fileExists(atPath: base + ".git")
    }
}
