/// Where the files, groups and synchronized folders of a project are on disk, from its group tree.
///
/// An object's `path` is read against its `sourceTree`: `<group>` against the folder of the group
/// that holds it (a group without a `path` adds nothing), `SOURCE_ROOT` against the folder holding
/// the `.xcodeproj`, `<absolute>` as written. Objects in the SDK, the developer folder or the
/// build products (`SDKROOT`, `DEVELOPER_DIR`, `BUILT_PRODUCTS_DIR`, any other source tree) have
/// no place in the tree. `name` is only what Xcode shows.
struct XcodeFileTree {
    /// The folder `SOURCE_ROOT` names: the folder holding the `.xcodeproj`, with the project's
    /// `projectDirPath` when it has one.
    let sourceRoot: String
    /// The ids of the objects reached from the main group, in tree order (depth first).
    private(set) var order: [String] = []
    /// The absolute path of each object reached, by id; absent for those with no place on disk.
    private var paths: [String: String] = [:]
    /// The ids reached from the main group.
    private var reached: Set<String> = []

    /// The classes that hold children.
    static let groupClasses: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// The classes the tree places.
    static let placedClasses: Set<String> = groupClasses.union(["PBXFileReference", "PBXFileSystemSynchronizedRootGroup"])

    /// Walks the tree from the project's main group.
    ///
    /// - Parameters:
    ///   - project: The `PBXProject` object.
    ///   - objects: The project's objects (notes go there).
    ///   - projectFolder: The absolute folder holding the `.xcodeproj`.
    ///   - fence: The scanned tree; a `projectDirPath` that leads out of it is noted.
    init(project: XcodeObjects.Object, objects: inout XcodeObjects, projectFolder: String, fence: TreeFence? = nil) {
        var root = projectFolder
        if let directory = project.string("projectDirPath"), !directory.isEmpty, !directory.contains("$") {
            root = XcodePath.join(projectFolder, directory)
            if let reason = fence?.reason(root) {
                objects.note(objects.line(project.id), "the project's folder (projectDirPath) '\(root)' \(reason); what it holds is not read", outside: true)
            }
        }
        sourceRoot = root
        guard let main = project.string("mainGroup") else {
            objects.note(objects.line(project.id), "the project names no main group; no file's place on disk is known")
            return
        }
        // Depth first with an explicit stack; `reached` stops cycles (a group among its own children).
        var pending: [(id: String, parent: String?, owner: String?)] = [(main, root, nil)]
        while let (id, parent, owner) = pending.popLast() {
            guard !reached.contains(id), objects.spend() else { continue }
            guard let object = objects[id] else {
                if let owner {
                    objects.note(objects.line(owner), "the group '\(owner)' names '\(id)', which is not an object in the project; it was left out")
                }
                continue
            }
            guard Self.placedClasses.contains(object.isa) else { continue }
            reached.insert(id)
            order.append(id)
            let path = Self.resolve(object, parentFolder: parent, sourceRoot: root)
            if let path { paths[id] = path }
            if Self.groupClasses.contains(object.isa) {
                for child in objects.list("children", of: object).reversed() where !reached.contains(child) {
                    pending.append((child, path, id))
                }
            }
        }
    }

    /// The absolute path of an object: its place in the tree, or (for one the tree does not reach)
    /// its path read against the source root.
    func path(of object: XcodeObjects.Object) -> String? {
        if reached.contains(object.id) { return paths[object.id] }
        return Self.resolve(object, parentFolder: sourceRoot, sourceRoot: sourceRoot)
    }

    /// Whether the main group reaches an object.
    func contains(_ id: String) -> Bool { reached.contains(id) }

    /// The absolute path of an object given the folder of the group that holds it, or `nil` when
    /// it has no place on disk.
    static func resolve(_ object: XcodeObjects.Object, parentFolder: String?, sourceRoot: String) -> String? {
        var path = object.string("path") ?? ""
        let tree = object.string("sourceTree") ?? "<group>"
        if path.utf8.contains(UInt8(ascii: "$")) {
            for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"]
            where path.hasPrefix(variable) {
                path = sourceRoot + "/" + path.dropFirst(variable.count)
            }
            if path.utf8.contains(UInt8(ascii: "$")) { return nil }
        }
        switch tree {
        case "<group>":
            guard let parentFolder else { return nil }
            return path.hasPrefix("/") ? XcodePath.normalized(path) : XcodePath.join(parentFolder, path)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return path.hasPrefix("/") ? XcodePath.normalized(path) : XcodePath.join(sourceRoot, path)
        case "<absolute>":
            return path.hasPrefix("/") ? XcodePath.normalized(path) : nil
        default:
            return nil
        }
    }
}
