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

    /// The scanned folder that holds a file (the deepest), as its position in `folders`, and how many
    /// UTF-8 bytes of the file's path it and its `/` take: what follows is the file relative to it.
    /// Asked for every file three times, so it copies no folder and counts no characters.
    private func folderIndex(holding file: String) -> (index: Int, cut: Int)? {
        var found: (index: Int, cut: Int)?
        for (index, read) in folders.enumerated() {
            let prefix = read.folder == "/" ? "/" : read.folder + "/"
            let cut = prefix.utf8.count
            // The first of the longest wins, as `max(by:)` keeps it.
            if cut > found?.cut ?? 0, file.hasPrefix(prefix) { found = (index, cut) }
        }
        return found
    }

    /// The module a file (absolute) is compiled into, as the build descriptions say; `nil` when none says.
    package func module(of file: String) -> ModuleMembership? {
        guard let (index, cut) = folderIndex(holding: file) else { return nil }
        return folders[index].model.module(of: String(decoding: file.utf8.dropFirst(cut), as: UTF8.self))
    }

    /// What the scanned folders' package manifests gave, each read once with its folder's model.
    package var packages: PackageReadings {
        var all = PackageReadings()
        for read in folders { all.add(read.packages) }
        return all
    }

    /// Whether a project or workspace of the scanned folders left something out (a file outside
    /// the tree, a part not read): the module graph will say what, so a scan that found no Swift
    /// file to read still has something to report.
    package var saysWhatWasNotRead: Bool {
        folders.contains { !$0.notRead.isEmpty }
    }

    /// Whether a file (absolute) describes the build, as Tuist's manifests do: read as a description, not as code.
    package func isDescription(_ file: String) -> Bool {
        guard let (index, cut) = folderIndex(holding: file), !folders[index].descriptions.isEmpty else { return false }
        return folders[index].descriptions.contains(String(decoding: file.utf8.dropFirst(cut), as: UTF8.self))
    }

    /// Whether no target compiles a file (absolute) although its projects say what compiles.
    package func isNotCompiled(_ file: String) -> Bool {
        guard let (index, cut) = folderIndex(holding: file), !folders[index].notCompiled.isEmpty else { return false }
        return folders[index].notCompiled.contains(String(decoding: file.utf8.dropFirst(cut), as: UTF8.self))
    }
}
