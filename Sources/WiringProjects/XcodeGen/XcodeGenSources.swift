import WiringProjectModel

/// The Swift files a target of an XcodeGen spec compiles, from its `sources:`: each a path (a
/// file or a folder, relative to the spec that wrote it) with optional `excludes` and `includes`
/// globs, a `buildPhase` and a `type`; as XcodeGen lays them out, a folder of a kind Xcode keeps
/// whole (`Assets.xcassets`, `Docs.docc`) is a file, not entered, and any other folder is entered
/// whatever its name (`Protocols.Base`).
struct XcodeGenSources {
    let listing: TreeListing

    /// What a target's sources give.
    struct Files {
        /// The Swift files compiled, sorted, unique.
        var files: [String] = []
        /// Whether any source can hold Swift (also one not on disk).
        var compilesSwift = false
        /// Paths named that are not on disk (and not `optional`), each with where.
        var missing: [(path: String, place: ProjectPlace, note: String)] = []
        /// Paths that leave the tree or cannot be read, as findings.
        var notRead: [ProjectFinding] = []
    }

    func files(of target: SpecValue) -> Files {
        var found = Files()
        var files: Set<String> = []
        for source in target["sources"]?.elements ?? [] {
            let path = source.isMapping ? source["path"]?.string : source.string
            let place = source.place.place
            guard let path else {
                found.notRead.append(ProjectFinding(.notRead, at: place, "a source without a path was not read"))
                continue
            }
            if path.contains("${") || path.contains("$(") {
                found.notRead.append(ProjectFinding(
                    .notRead, at: place, "the source path '\(path)' holds a variable only the environment gives; its files are left out"))
                continue
            }
            guard let joined = ProjectPath.join(source.place.base, path) else {
                found.notRead.append(ProjectFinding(.notRead, at: place, "the source '\(path)' leaves the scanned folder; it was not read"))
                continue
            }
            let type = source["type"]?.string
            if type == "folder" { continue }  // a folder reference: copied, not compiled
            if let phase = source["buildPhase"], phase.string != "sources" { continue }
            let excludes = (source["excludes"]?.strings ?? []).map(Glob.init)
            let includes = (source["includes"]?.strings ?? []).map(Glob.init)
            if listing.hasSwiftFile(joined) {
                found.compilesSwift = true
                files.insert(joined)
                continue
            }
            guard DescriptionFile.isFolder(listing.absolute(joined)) else {
                if source["optional"]?.bool == true { continue }
                if joined.hasSuffix(".swift") || !SourceFolders.hasExtension(ProjectPath.name(joined)) {
                    found.compilesSwift = found.compilesSwift || joined.hasSuffix(".swift") || type != nil || !joined.contains(".")
                    found.missing.append((joined, place, XcodeGenUnnamedSpecs.rootNote(written: path, resolved: joined, listing: listing)))
                }
                continue
            }
            if SourceFolders.isWrapper(ProjectPath.name(joined)) && type != "group" && type != "syncedFolder" { continue }
            let prefix = joined.isEmpty ? 0 : joined.count + 1
            for file in listing.swiftFiles(under: joined) {
                let inside = String(file.dropFirst(prefix))
                if SourceFolders.isInsideBundle(inside) { continue }
                if excludes.contains(where: { $0.matchesOrHolds(inside) }) { continue }
                if !includes.isEmpty, !includes.contains(where: { $0.matchesOrHolds(inside) }) { continue }
                files.insert(file)
            }
            found.compilesSwift = true
        }
        found.files = files.sorted()
        return found
    }
}

/// What Xcode compiles of a folder: not what lies in a folder of a kind it keeps whole
/// (`.xcassets`, `.docc`, `.playground`, `.bundle`).
enum SourceFolders {
    /// The extensions of the folders Xcode keeps whole, as one file: asset catalogs, models, bundles,
    /// playgrounds, documentation catalogs, localizations.
    static let wrappers: Set<String> = [
        "xcassets", "xcstickers", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "atlas", "spriteatlas",
        "iconset", "bundle", "framework", "xcframework", "app", "appex", "xctest", "plugin", "kext", "playground",
        "xcplaygroundpage", "docc", "rtfd", "mlpackage", "mlmodelc", "lproj", "xcodeproj", "xcworkspace", "wrapper",
        "storyboardc", "nib", "rcproject",
    ]

    /// Whether a folder's name is of a kind Xcode keeps whole (`Assets.xcassets`), not `Protocols.Base`.
    static func isWrapper(_ name: String) -> Bool {
        pathExtension(of: name).map { wrappers.contains($0.lowercased()) } ?? false
    }

    /// Whether a name has an extension (`Demo.playground`), as SwiftPM tells bundle-like folders apart.
    static func hasExtension(_ name: String) -> Bool {
        pathExtension(of: name) != nil
    }

    /// What follows a name's last dot (`playground` of `Demo.playground`), when the name does not start with
    /// that dot and something follows it.
    private static func pathExtension(of name: String) -> Substring? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        return name[name.index(after: dot)...]
    }

    /// Whether a relative path of a file passes through a folder Xcode keeps whole.
    static func isInsideBundle(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { isWrapper(String($0)) }
    }
}
