import WiringPlatform

/// The Swift files of Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) and
/// which targets compile them.
///
/// A target compiles every `.swift` file under each folder in its `fileSystemSynchronizedGroups`,
/// except hidden entries and folders whose name has an extension (`.playground`, `.xcassets`,
/// `.docc`, `.bundle`: Xcode treats those as single resources), and the folders listed in the
/// group's `explicitFolders`. An exception set lists paths (relative to the folder; a folder means
/// everything under it) whose membership in one target differs from the default: a
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` names the target, a
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` names a build phase (only a
/// Sources phase matters here). For a target that has the folder, the listed files are left out;
/// for a target that does not, they are added.
///
/// A folder inside that holds a `Package.swift` is a local package, not sources (`packages(objects:)`).
struct XcodeSynchronizedFolders {
    /// The class of a synchronized folder.
    static let folderClass = "PBXFileSystemSynchronizedRootGroup"

    /// The paths the exception sets list for each target (by target id), by synchronized folder.
    private var exceptions: [String: [String: Set<String>]] = [:]
    /// The Swift files under each folder walked (by group id), relative to it, sorted.
    private var walked: [String: [String]] = [:]
    /// The folder on disk of each synchronized folder looked up (by group id); `nil` when not there.
    private var found: [String: String?] = [:]
    /// The package folders found inside each folder walked (by group id).
    private var packageFolders: [String: [String]] = [:]

    /// Reads the exception sets of every synchronized folder the tree or a target names.
    ///
    /// - Parameters:
    ///   - groups: The ids of the synchronized folders.
    ///   - sourcesPhaseOwners: The target that owns each Sources phase, by phase id.
    ///   - objects: The project's objects.
    init(groups: [String], sourcesPhaseOwners: [String: String], objects: inout XcodeObjects) {
        for groupID in groups {
            guard let group = objects.object(groupID, isa: [Self.folderClass]) else { continue }
            for exceptionID in objects.list("exceptions", of: group) {
                guard let set = objects.follow(exceptionID, from: group, "the synchronized folder") else { continue }
                let paths = objects.list("membershipExceptions", of: set)
                let target: String?
                switch set.isa {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    target = set.string("target")
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    target = set.string("buildPhase").flatMap { sourcesPhaseOwners[$0] }
                default:
                    target = nil
                }
                guard let target, !paths.isEmpty else { continue }
                exceptions[target, default: [:]][groupID, default: []].formUnion(paths.map(Self.trimmed))
            }
        }
    }

    /// The absolute paths of the Swift files a target compiles from synchronized folders.
    ///
    /// - Parameters:
    ///   - target: The `PBXNativeTarget`.
    ///   - tree: Where the folders are.
    ///   - objects: The project's objects.
    ///   - disk: Finds a folder named with the wrong case.
    mutating func files(
        of target: XcodeObjects.Object, tree: XcodeFileTree, objects: inout XcodeObjects, disk: inout XcodeDiskLookup
    ) -> [String] {
        var own: [String] = []
        var isOwn: Set<String> = []
        for groupID in objects.list("fileSystemSynchronizedGroups", of: target) where !isOwn.contains(groupID) {
            guard let group = objects.follow(groupID, from: target, "the target") else { continue }
            guard group.isa == Self.folderClass else {
                objects.note(objects.line(target.id), "the target '\(target.id)' names '\(groupID)' as a synchronized folder, but it is a \(group.isa); it was left out")
                continue
            }
            own.append(groupID)
            isOwn.insert(groupID)
        }
        let named = exceptions[target.id] ?? [:]
        var files: [String] = []
        for groupID in own {
            guard let group = objects[groupID], let folder = folder(of: group, tree: tree, objects: &objects, disk: &disk) else { continue }
            let left = named[groupID] ?? []
            let relative = walk(group, folder: folder, objects: &objects)
            guard objects.spend(relative.count) else { break }
            files += relative.filter { !Self.isListed($0, in: left) }.map { folder + "/" + $0 }
        }
        for (groupID, paths) in named.sorted(by: { $0.key < $1.key }) where !isOwn.contains(groupID) {
            guard let group = objects[groupID], let folder = folder(of: group, tree: tree, objects: &objects, disk: &disk) else { continue }
            let relative = walk(group, folder: folder, objects: &objects)
            guard objects.spend(relative.count) else { break }
            files += relative.filter { Self.isListed($0, in: paths) }.map { folder + "/" + $0 }
        }
        return files
    }

    /// A synchronized folder's path on disk, or `nil` (with one note) when it is not there.
    private mutating func folder(
        of group: XcodeObjects.Object, tree: XcodeFileTree, objects: inout XcodeObjects, disk: inout XcodeDiskLookup
    ) -> String? {
        if let known = found[group.id] { return known }
        guard let written = tree.path(of: group) else { return nil }
        if let reason = disk.fence?.reason(written) {
            objects.note(objects.line(group.id), "the synchronized folder '\(written)' \(reason); its files were left out", outside: true)
            found[group.id] = .some(nil)
            return nil
        }
        let path = disk.find(written, folder: true)
        if path == nil {
            objects.note(objects.line(group.id), "the synchronized folder '\(written)' is not on disk; its files were left out")
        }
        found[group.id] = .some(path)
        return path
    }

    /// Whether a relative path, or a folder above it, is in a list.
    private static func isListed(_ path: String, in list: Set<String>) -> Bool {
        if list.isEmpty { return false }
        if list.contains(path) { return true }
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            if list.contains(String(path[..<slash])) { return true }
            index = path.index(after: slash)
        }
        return false
    }

    /// An exception path without a leading `./` or a trailing `/`.
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The Swift files under a synchronized folder, relative to it, sorted (walked once with
    /// `SourceWalker`; folders with an extension, `explicitFolders` and package folders are not entered).
    private mutating func walk(_ group: XcodeObjects.Object, folder: String, objects: inout XcodeObjects) -> [String] {
        if let known = walked[group.id] { return known }
        let explicit = objects.list("explicitFolders", of: group).map { folder + "/" + Self.trimmed($0) }
        // A link to a file anywhere is listed; the module graph keeps only what lies in the scanned tree.
        let walk = SourceWalker.swiftFiles(in: folder, folders: .compiled, excluding: explicit, tree: "/", stopsAtPackages: true)
            ?? SourceWalker.Walk()
        if walk.truncated {
            objects.note(objects.line(group.id), "the synchronized folder holds more than \(SourceWalker.maxEntries) entries; the rest were not read")
        }
        let found = walk.files.map { String($0.dropFirst(folder.count + 1)) }
        walked[group.id] = found
        packageFolders[group.id] = walk.packages
        return found
    }

    /// The package folders inside synchronized folders, with the line of the group that holds
    /// each: Xcode reads them as local packages, not as sources.
    mutating func packages(
        in groups: [String], tree: XcodeFileTree, objects: inout XcodeObjects, disk: inout XcodeDiskLookup
    ) -> [(folder: String, line: Int)] {
        var found: [(folder: String, line: Int)] = []
        for id in groups {
            guard let group = objects.object(id, isa: [Self.folderClass]),
                  let folder = folder(of: group, tree: tree, objects: &objects, disk: &disk) else { continue }
            _ = walk(group, folder: folder, objects: &objects)
            found += (packageFolders[id] ?? []).map { ($0, objects.line(id)) }
        }
        return found
    }
}
