/// The Swift packages a project names: local ones (`XCLocalSwiftPackageReference`, and folders
/// in the group tree that hold a `Package.swift`, as Xcode adds a local package dragged into the
/// navigator) and remote ones (`XCRemoteSwiftPackageReference`).
struct XcodePackageReferences {
    /// The local packages, one per folder.
    private(set) var local: [XcodeProject.LocalPackage] = []
    /// The remote packages, one per object.
    private(set) var remote: [XcodeProject.RemotePackage] = []
    /// The index in `local` of each local package reference, by object id.
    private var localIndex: [String: Int] = [:]
    /// The index in `local` of each folder.
    private var folderIndex: [String: Int] = [:]
    /// The index in `remote` of each remote package reference, by object id.
    private var remoteIndex: [String: Int] = [:]
    /// The index in `remote` of each URL (as `canonical` writes it).
    private var urlIndex: [String: Int] = [:]

    /// Reads the project's `packageReferences`, then the package folders in the group tree.
    ///
    /// - Parameters:
    ///   - project: The `PBXProject`.
    ///   - projectFolder: The folder holding the `.xcodeproj` (local paths are relative to it).
    ///   - tree: The group tree.
    ///   - objects: The project's objects.
    ///   - disk: Finds a folder named with the wrong case.
    init(
        project: XcodeObjects.Object, projectFolder: String, tree: XcodeFileTree,
        objects: inout XcodeObjects, disk: inout XcodeDiskLookup
    ) {
        for id in objects.list("packageReferences", of: project) {
            guard let reference = objects.follow(id, from: project, "the project") else { continue }
            _ = self.reference(reference, projectFolder: projectFolder, objects: &objects)
        }
        // A local package outside the scanned tree is not read: the project is incomplete.
        for package in local {
            if let reason = disk.fence?.reason(package.folder) {
                objects.note(package.line, "the local package at '\(package.folder)' \(reason)", outside: true)
            }
        }
        // Xcode adds a local package dragged into the navigator as a folder (`folder`, `wrapper`); the
        // type it records is its guess when the reference was made (`text` for a folder it did not see
        // then), so a reference of another type whose path has no extension and is a folder on disk counts too.
        for id in tree.order {
            guard let file = objects.object(id, isa: ["PBXFileReference"]), let written = tree.path(of: file) else { continue }
            let folderType = [nil, "folder", "wrapper"].contains(file.string("lastKnownFileType") ?? file.string("explicitFileType"))
            guard folderType || (!XcodePath.lastComponent(written).contains(".") && XcodePath.isFolder(written)), objects.spend()
            else { continue }
            if let reason = disk.fence?.reason(written) {
                objects.note(objects.line(id), "the folder '\(written)' the project names \(reason); whether it is a package is not known", outside: true)
                continue
            }
            guard let manifest = disk.find(written + "/Package.swift", folder: false) else { continue }
            let folder = XcodePath.parent(manifest)
            guard folderIndex[folder] == nil else { continue }
            folderIndex[folder] = local.count
            local.append(XcodeProject.LocalPackage(folder: folder, line: objects.line(id)))
        }
    }

    /// Adds a local package found on disk (in a synchronized folder), once per folder.
    mutating func addLocal(folder: String, line: Int) {
        guard folderIndex[folder] == nil else { return }
        folderIndex[folder] = local.count
        local.append(XcodeProject.LocalPackage(folder: folder, line: line))
    }

    /// The package a product's `package` key names, adding it when the project's list does not.
    ///
    /// - Parameters:
    ///   - id: The id the product names.
    ///   - product: The `XCSwiftPackageProductDependency`.
    ///   - projectFolder: The folder holding the `.xcodeproj`.
    ///   - objects: The project's objects.
    /// - Returns: The package, or `nil` (with a note) when the id is not a package reference.
    mutating func package(
        _ id: String, of product: XcodeObjects.Object, projectFolder: String, objects: inout XcodeObjects
    ) -> XcodeProject.Dependency.LocalOrRemote? {
        if let index = localIndex[id] { return .local(index) }
        if let index = remoteIndex[id] { return .remote(index) }
        guard let reference = objects.follow(id, from: product, "the package product") else { return nil }
        guard let found = self.reference(reference, projectFolder: projectFolder, objects: &objects) else {
            objects.note(objects.line(product.id), "the package product '\(product.id)' names '\(id)' as its package, but it is a \(reference.isa); the package is not known")
            return nil
        }
        return found
    }

    /// Adds a package reference (once) and returns where it is.
    private mutating func reference(
        _ reference: XcodeObjects.Object, projectFolder: String, objects: inout XcodeObjects
    ) -> XcodeProject.Dependency.LocalOrRemote? {
        let line = objects.line(reference.id)
        switch reference.isa {
        case "XCLocalSwiftPackageReference":
            if let index = localIndex[reference.id] { return .local(index) }
            guard let path = reference.string("relativePath"), !path.isEmpty else {
                objects.note(line, "the local package '\(reference.id)' has no relativePath; it was left out")
                return nil
            }
            let folder = XcodePath.join(projectFolder, path)
            let index = folderIndex[folder] ?? local.count
            if index == local.count {
                local.append(XcodeProject.LocalPackage(folder: folder, line: line))
                folderIndex[folder] = index
            }
            localIndex[reference.id] = index
            return .local(index)
        case "XCRemoteSwiftPackageReference":
            if let index = remoteIndex[reference.id] { return .remote(index) }
            guard let url = reference.string("repositoryURL"), !url.isEmpty else {
                objects.note(line, "the remote package '\(reference.id)' has no repositoryURL; it was left out")
                return nil
            }
            // Two references to one URL (left by a merge) are one package.
            let index = urlIndex[Self.canonical(url)] ?? remote.count
            if index == remote.count {
                remote.append(XcodeProject.RemotePackage(url: url, identity: Self.identity(of: url), line: line))
                urlIndex[Self.canonical(url)] = index
            }
            remoteIndex[reference.id] = index
            return .remote(index)
        default:
            return nil
        }
    }

    /// A URL without its scheme, user, `.git` and trailing `/`, lowercased, with `:` as `/`
    /// (`git@github.com:Org/Kit.git` and `https://github.com/org/kit` are the same).
    static func canonical(_ url: String) -> String {
        var text = Substring(url.lowercased())
        if let scheme = text.firstRange(of: "://") { text = text[scheme.upperBound...] }
        if let at = text.firstIndex(of: "@"), !text[..<at].contains("/") { text = text[text.index(after: at)...] }
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.hasSuffix(".git") { text = text.dropLast(4) }
        return String(text.map { $0 == ":" ? "/" : $0 })
    }

    /// SwiftPM's identity of a package URL: its last path component without `.git`, lowercased
    /// (`https://github.com/Org/Kit.git` → `kit`, `git@host:org/kit` → `kit`).
    static func identity(of url: String) -> String {
        var path = Substring(url)
        while path.hasSuffix("/") { path = path.dropLast() }
        if let cut = path.lastIndex(where: { $0 == "/" || $0 == ":" }) { path = path[path.index(after: cut)...] }
        if path.lowercased().hasSuffix(".git") { path = path.dropLast(4) }
        return path.lowercased()
    }
}
