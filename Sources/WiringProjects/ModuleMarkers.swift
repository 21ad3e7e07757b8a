import Foundation
import WiringProjectModel

/// Modules named by the folders that hold a project of their own: a folder with a
/// `Package.swift` (the folder's name: a file one of its targets compiles was answered for by the
/// project model before the markers are asked), a Tuist `Project.swift` (the folder's name) or an
/// `.xcodeproj` (the project's name), the nearest one above a file.
final class ModuleMarkers {
    private enum Marker {
        /// A package, and its folder's name.
        case package(folderName: String)
        /// A project's name, and the names of its targets (`productName` in `project.pbxproj`).
        case project(String, targets: Set<String>)
    }

    private var markers: [String: Marker?] = [:]
    /// The nearest marked folder from each folder holding files up to a root (`nil` for none), by
    /// root and folder: the files of one folder share the walk up.
    private var nearest: [String: String?] = [:]

    /// The module the nearest marked folder between a file and the root gives it, or `nil`.
    ///
    /// - Parameters:
    ///   - file: The file's absolute path.
    ///   - root: The package or repository root (its own `Package.swift` is read elsewhere).
    func module(of file: String, root: String) -> String? {
        let start = SourceLayout.parent(of: file)
        let key = root + "\u{0}" + start
        let found: String?
        if let known = nearest[key] {
            found = known
        } else {
            found = markedFolder(from: start, root: root)
            nearest[key] = .some(found)
        }
        guard let folder = found, let marker = markers[folder] ?? nil else { return nil }
        switch marker {
        case .package(let folderName):
            // The model reads every package of the scanned folders: a file none of its targets compiles is the folder's.
            return SourceLayout.moduleName(folderName)
        case .project(let name, let targets):
            // A target's sources usually sit in a folder named after it (`ExampleModel/…`).
            let first = file.dropFirst(folder.count + 1).split(separator: "/").first.map(String.init)
            if let first, targets.contains(first), file.dropFirst(folder.count + 1).contains("/") {
                return SourceLayout.moduleName(first)
            }
            return SourceLayout.moduleName(name)
        }
    }

    /// The nearest folder from `start` up to `root` that holds a project of its own, or `nil`.
    private func markedFolder(from start: String, root: String) -> String? {
        var folder = start
        while folder.utf8.count >= root.utf8.count, folder.hasPrefix(root) {
            if marker(in: folder, isRoot: folder == root) != nil { return folder }
            if folder == root { break }
            folder = SourceLayout.parent(of: folder)
        }
        return nil
    }

    private func marker(in folder: String, isRoot: Bool) -> Marker? {
        if let known = markers[folder] { return known }
        var found: Marker?
        let manager = FileManager.default
        if !isRoot, manager.fileExists(atPath: folder + "/Package.swift") {
            found = .package(folderName: SourceLayout.lastComponent(folder))
        } else if !isRoot, manager.fileExists(atPath: folder + "/Project.swift") {
            // A Tuist project: one module per project folder, as most are laid out.
            found = .project(SourceLayout.lastComponent(folder), targets: [])
        } else if let names = try? manager.contentsOfDirectory(atPath: folder) {
            let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
                .filter { $0 != "Pods" && !$0.hasSuffix("Tests") }.sorted()
            if let project = projects.first {
                found = .project(project, targets: Self.targets(of: folder + "/" + project + ".xcodeproj/project.pbxproj"))
            }
        }
        markers[folder] = .some(found)
        return found
    }

    /// The `productName = X;` entries of a project file: its targets' names.
    private static func targets(of path: String) -> Set<String> {
        guard case .success(let data) = CheckedFile.read(path, limit: XcodeProjectReader.maxFileBytes) else { return [] }
        var names: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let range = line.range(of: "productName = ") else { continue }
            var name = line[range.upperBound...].prefix { $0 != ";" }
            if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = name.dropFirst().dropLast() }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }
}
