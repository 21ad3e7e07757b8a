import Foundation

/// Paths as the Xcode readers build them: absolute, with `.` and `..` resolved lexically (links
/// are not resolved, as Xcode does not resolve them either).
enum XcodePath {
    /// `path` against `folder` (a `path` that is absolute stays as it is), normalized.
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        if path.isEmpty { return normalized(folder) }
        return normalized(folder + "/" + path)
    }

    /// A path with `.` and `..` resolved and no trailing slash (`..` above `/` stays at `/`).
    static func normalized(_ path: String) -> String { SourceLayout.normalized(path) }

    /// The folder holding a path.
    static func parent(_ path: String) -> String { SourceLayout.parent(of: path) }

    /// The last component of a path.
    static func lastComponent(_ path: String) -> String { SourceLayout.lastComponent(path) }

    /// A path made absolute against the current folder, normalized.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalized(path) : join(FileManager.default.currentDirectoryPath, path)
    }

    /// A file name without its extension (`Kit.framework` → `Kit`; `.hidden` stays).
    static func dropExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether a file or folder name has an extension (`Game.playground`, not `.git` or `Views`).
    static func hasExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return name.index(after: dot) != name.endIndex
    }

    /// Whether a folder holds a `Package.swift`.
    static func holdsPackage(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/Package.swift", isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Whether a path is a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether a path is a file that is not a folder (following links).
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
