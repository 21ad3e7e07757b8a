import Foundation
import WiringPlatform
import WiringProjects

/// Finds the Swift files under the paths given and the module each belongs to.
///
/// Paths in snapshots are relative to the package root (the nearest folder up from a scanned
/// path that holds `Package.swift`), or else the repository root (the nearest one holding
/// `.git`), or else the current folder. A file's module comes from `--module`, else the
/// targets of that `Package.swift`, else the SwiftPM layout (`Sources/<Module>/…` or
/// `Tests/<Module>/…`), else the scanned folder's name (with a warning).
extension SourceLayout {
    /// The files to scan, sorted by relative path, and the warnings about guessed modules.
    ///
    /// - Parameters:
    ///   - paths: Files or folders, absolute or relative to the current folder.
    ///   - module: A module for every file, or `nil`.
    ///   - models: How the scanned folders are built: the module a project compiles a file into comes
    ///     first, and a file no target compiles (where the projects say what compiles) is left out.
    /// - Returns: The files (none when the paths hold no Swift file) and warnings.
    /// - Throws: `ScanError` for a missing or unreadable path.
    static func files(paths: [String], module: String?, models: ProjectModels = ProjectModels()) throws -> (files: [SourceFile], warnings: [ScanWarning]) {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        var found: [String: SourceFile] = [:]
        var warnings: [ScanWarning] = []
        let modules = FileModules(models, given: module)
        for path in paths {
            let absolute = normalized(path.hasPrefix("/") ? path : current + "/" + path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { throw ScanError.missingPath(path) }
            let folder = isDirectory.boolValue ? absolute : parent(of: absolute)
            let root = self.root(from: folder, current: current)
            var skipped: [(path: String, reason: String)] = []
            // The folder's one walk, made when its build was read; a file given alone is itself.
            let swiftFiles = !isDirectory.boolValue ? [absolute]
                : try models.swiftFiles(in: absolute, skipped: &skipped) ?? swiftFiles(in: absolute, skipped: &skipped)
            warnings += skipped.map { ScanWarning(.fileNotRead, place: .init(file: relativePath($0.path, root: root), line: 1), message: $0.reason) }
            var guessed = false
            var notCompiled: [String] = []
            for file in swiftFiles {
                let relative = relativePath(file, root: root)
                if relative == "Package.swift" || (relative.hasPrefix("Package@swift") && !relative.contains("/")) { continue }
                if module == nil, models.isDescription(file) { continue }
                if module == nil, models.isNotCompiled(file) {
                    notCompiled.append(relative)
                    continue
                }
                let answer = modules.module(of: file, relative: relative, root: root)
                var fileModule = answer.name
                if fileModule == nil {
                    fileModule = moduleName(lastComponent(folder))
                    guessed = true
                }
                found[file] = SourceFile(absolutePath: file, relativePath: relative, module: fileModule ?? "App", role: answer.role,
                    runsApartFromApp: answer.runsApartFromApp)
            }
            if let first = notCompiled.first {
                let shown = notCompiled.shortList
                warnings.append(ScanWarning(
                    .init(.notCompiled), place: .init(file: first, line: 1),
                    message: "\(notCompiled.count) Swift file\(notCompiled.count == 1 ? "" : "s") no target of the projects compiles "
                        + "\(notCompiled.count == 1 ? "is" : "are") left out: \(shown)"))
            }
            if guessed {
                let shown = relativePath(folder, root: root)
                warnings.append(ScanWarning(
                    .moduleGuessed, place: .init(file: shown.isEmpty ? "." : shown, line: 1),
                    message: "no SwiftPM layout tells the module of these files; using '\(moduleName(lastComponent(folder)))', "
                        + "pass --module NAME to name it"))
            }
        }
        return (found.values.sorted { $0.relativePath < $1.relativePath }, warnings)
    }

    /// The Swift files under a folder (see `SourceWalker`), with what was skipped.
    private static func swiftFiles(in folder: String, skipped: inout [(path: String, reason: String)]) throws -> [String] {
        guard let walk = SourceWalker.swiftFiles(in: folder) else {
            throw ScanError.unreadable(path: folder, reason: String(cString: strerror(errno)))
        }
        skipped += walk.skipped
        if walk.truncated {
            skipped.append((folder, "the folder holds more than \(SourceWalker.maxEntries) entries; the files after them were left out"))
        }
        return walk.files
    }

    /// The package root, repository root or current folder a scanned folder is inside.
    private static func root(from folder: String, current: String) -> String {
        let manager = FileManager.default
        var candidate = folder
        var repository: String?
        while true {
            if manager.fileExists(atPath: candidate + "/Package.swift") { return candidate }
            if repository == nil, manager.fileExists(atPath: candidate + "/.git") { repository = candidate }
            if candidate == "/" || candidate.isEmpty { break }
            candidate = parent(of: candidate)
        }
        if let repository { return repository }
        if folder == current || folder.hasPrefix(current == "/" ? "/" : current + "/") { return current }
        return parent(of: folder)
    }

    private static func relativePath(_ path: String, root: String) -> String {
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : lastComponent(path)
    }

    /// The deepest folder that holds all of `folders` (absolute), or `nil` for none.
    static func commonFolder(_ folders: [String]) -> String? {
        guard var common = folders.first?.split(separator: "/") else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder.split(separator: "/")).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
