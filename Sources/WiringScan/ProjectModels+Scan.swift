import Foundation
import WiringProjects

/// The scanned folders' builds, read as the scan reads: what its filter leaves out, within the
/// folders it may read.
extension ProjectModels {
    /// Reads the folders among `paths` (files add nothing).
    ///
    /// - Parameters:
    ///   - paths: As given to the scan.
    ///   - filter: What the scan leaves out (projects in vendored folders, and in test folders unless tests are read).
    ///   - allowed: Folders outside the scanned ones that the scan may read.
    init(paths: [String], filter: SourceFilter, allowed: [String]) {
        self.init()
        let current = FileManager.default.currentDirectoryPath
        for path in paths {
            let folder = SourceLayout.normalized(path.hasPrefix("/") ? path : current + "/" + path)
            guard !folders.contains(where: { $0.folder == folder }), let listing = TreeListing(root: folder) else { continue }
            let tree = ModuleGraphReader(source: .syntax, base: folder, allowed: allowed)
            folders.append(TreeBuild.read(
                listing,
                skips: { filter.reason(for: $0 + "/x") != nil || filter.testFolder(of: $0 + "/x") != nil },
                vendored: { filter.reason(for: $0 + "/x") != nil },
                outside: tree.outsideReason))
        }
    }
}
