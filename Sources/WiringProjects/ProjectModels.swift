import Foundation
import WiringProjectModel

/// How each scanned folder is built, read once per scan before any file is parsed: its one walk,
/// its Xcode projects and workspaces, XcodeGen specs and CocoaPods, as one `ProjectModel` each.
/// The scanner asks it which module a file is in (`FileModules`), and which files no target compiles.
package struct ProjectModels: Sendable {
    /// One scanned folder's build.
    package typealias Folder = TreeBuild

    /// The folders scanned, in the order given.
    package var folders: [Folder] = []

    /// No folder: nothing is known of how the tree is built.
    package init() {}

    /// The Swift files of a scanned folder (absolute, sorted) from its walk, with what the walk
    /// skipped; `nil` when the folder was not read here.
    package func swiftFiles(in folder: String, skipped: inout [(path: String, reason: String)]) -> [String]? {
        guard let read = folders.first(where: { $0.folder == folder }) else { return nil }
        skipped += read.listing.skipped.map { (read.listing.absolute($0.path), $0.reason) }
        if read.listing.truncated {
            skipped.append((folder, "the folder holds more than \(TreeListing.maxEntries) entries; the files after them were left out"))
        }
        return read.listing.swiftFiles.map(read.listing.absolute)
    }

    /// The scanned folder that holds a file (the deepest), and the file relative to it.
    package func folder(holding file: String) -> (folder: Folder, relative: String)? {
        let holding = folders.filter { file.hasPrefix($0.folder == "/" ? "/" : $0.folder + "/") }.max { $0.folder.count < $1.folder.count }
        return holding.map { ($0, String(file.dropFirst($0.folder == "/" ? 1 : $0.folder.count + 1))) }
    }

    /// The module a file (absolute) is compiled into, as the build descriptions say; `nil` when none says.
    func module(of file: String) -> ModuleMembership? {
        guard let (folder, relative) = folder(holding: file) else { return nil }
        return folder.model.module(of: relative)
    }

    /// Whether a project or workspace of the scanned folders left something out (a file outside
    /// the tree, a part not read): the module graph will say what, so a scan that found no Swift
    /// file to read still has something to report.
    package var saysWhatWasNotRead: Bool {
        folders.contains { !$0.notRead.isEmpty }
    }

    /// Whether a file (absolute) describes the build, as Tuist's manifests do: read as a description, not as code.
    package func isDescription(_ file: String) -> Bool {
        guard let (folder, relative) = folder(holding: file) else { return false }
        return folder.descriptions.contains(relative)
    }

    /// Whether no target compiles a file (absolute) although its projects say what compiles.
    package func isNotCompiled(_ file: String) -> Bool {
        guard let (folder, relative) = folder(holding: file) else { return false }
        return folder.notCompiled.contains(relative)
    }
}
