/// Reads the native targets of one parsed project: the Swift files each compiles, its module name,
/// product type and conditions, and what it depends on (see `XcodeTargetReader+Dependencies`).
struct XcodeTargetReader {
    /// The project's objects (notes and the step budget live there).
    var objects: XcodeObjects
    /// The `PBXProject`.
    let project: XcodeObjects.Object
    /// The `.xcodeproj`'s name without its extension.
    let projectName: String
    /// The folder holding the `.xcodeproj`.
    let projectFolder: String
    /// Where the files are.
    let tree: XcodeFileTree
    /// The packages the project names.
    var packages: XcodePackageReferences
    /// The Swift files of the synchronized folders.
    var synchronized: XcodeSynchronizedFolders
    /// Paths found on disk ignoring case, when not found as written.
    var disk = XcodeDiskLookup()
    /// The scanned tree: every path the project names is read or listed only inside it; `nil` for no limit.
    var fence: TreeFence?
    /// The `.xcconfig` files worked out so far, shared with the other projects of the tree.
    let configFiles: XcodeConfigFile.Memo
    /// The levels of settings of each configuration read (its own, then its `.xcconfig`'s), by id.
    private var configurationSettings: [String: [[String: String]]] = [:]
    /// The words the `.xcconfig` of each configuration read gives `SWIFT_ACTIVE_COMPILATION_CONDITIONS` under a condition, by id.
    private var configurationConditions: [String: [String]] = [:]
    /// Where each Swift file a Sources phase names is on disk (`nil`: not there), by id.
    private var sourcePaths: [String: String?] = [:]
    /// The synchronized folders the tree or a target names.
    let synchronizedGroups: [String]
    /// The native targets the project lists, in its order, once each.
    let targets: [XcodeObjects.Object]
    /// The native target whose product each file reference is (`productReference`), by id.
    let productOwners: [String: XcodeObjects.Object]

    /// The classes of targets that are not native: they compile nothing and are not read.
    static let otherTargetClasses: Set<String> = ["PBXAggregateTarget", "PBXLegacyTarget"]

    /// Prepares the reading of a project's targets.
    ///
    /// - Parameters:
    ///   - objects: The project's objects.
    ///   - project: The `PBXProject`.
    ///   - projectFolder: The folder holding the `.xcodeproj`.
    ///   - projectName: The `.xcodeproj`'s name without its extension.
    ///   - fence: The scanned tree; `nil` for no limit.
    ///   - configFiles: The `.xcconfig` files worked out so far for the tree.
    init(
        objects: XcodeObjects, project: XcodeObjects.Object, projectFolder: String, projectName: String,
        fence: TreeFence? = nil, configFiles: XcodeConfigFile.Memo = XcodeConfigFile.Memo()
    ) {
        self.configFiles = configFiles
        var objects = objects
        var disk = XcodeDiskLookup()
        disk.fence = fence
        self.fence = fence
        self.project = project
        self.projectName = projectName
        self.projectFolder = projectFolder
        let tree = XcodeFileTree(project: project, objects: &objects, projectFolder: projectFolder, fence: fence)
        self.tree = tree
        packages = XcodePackageReferences(project: project, projectFolder: projectFolder, tree: tree, objects: &objects, disk: &disk)

        var targets: [XcodeObjects.Object] = []
        var seen: Set<String> = []
        for id in objects.list("targets", of: project) where seen.insert(id).inserted {
            guard let target = objects.follow(id, from: project, "the project") else { continue }
            if target.isa == "PBXNativeTarget" {
                targets.append(target)
            } else if !Self.otherTargetClasses.contains(target.isa) {
                objects.note(objects.line(project.id), "the project lists '\(id)' as a target, but it is a \(target.isa); it was left out")
            }
        }
        self.targets = targets

        var owners: [String: XcodeObjects.Object] = [:]
        var phaseOwners: [String: String] = [:]
        var groups = tree.order.filter { objects[$0]?.isa == XcodeSynchronizedFolders.folderClass }
        for target in targets {
            if let product = target.string("productReference"), owners[product] == nil { owners[product] = target }
            for phase in objects.list("buildPhases", of: target) where objects[phase]?.isa == "PBXSourcesBuildPhase" {
                phaseOwners[phase] = phaseOwners[phase] ?? target.id
            }
            groups += objects.list("fileSystemSynchronizedGroups", of: target)
        }
        var unique: Set<String> = []
        groups = groups.filter { unique.insert($0).inserted }
        productOwners = owners
        synchronized = XcodeSynchronizedFolders(groups: groups, sourcesPhaseOwners: phaseOwners, objects: &objects)
        synchronizedGroups = groups
        self.objects = objects
        self.disk = disk
    }

    /// Reads every native target and returns the project.
    ///
    /// - Parameters:
    ///   - folder: The `.xcodeproj` folder.
    ///   - file: The `project.pbxproj` path.
    mutating func project(folder: String, file: String) -> XcodeProject {
        let read = targets.map { target(from: $0) }
        for package in synchronized.packages(in: synchronizedGroups, tree: tree, objects: &objects, disk: &disk) {
            packages.addLocal(folder: package.folder, line: package.line)
        }
        var seen: Set<XcodeProject.Problem> = []
        let notes = objects.notes.sorted().filter { seen.insert($0).inserted }
        return XcodeProject(
            folder: folder, name: projectName, file: file, targets: read,
            localPackages: packages.local, remotePackages: packages.remote, notRead: notes)
    }

    /// Reads one native target.
    private mutating func target(from target: XcodeObjects.Object) -> XcodeProject.Target {
        let name = target.string("name") ?? target.string("productName") ?? target.id
        for phase in objects.list("buildPhases", of: target) where objects[phase] == nil {
            objects.note(objects.line(target.id), "the target '\(name)' names the build phase '\(phase)', which is not an object in the project; it was left out")
        }
        let settings = buildSettings(of: target, name: name)
        let phased = sourcesPhaseFiles(of: target)
        let synchronizedFiles = synchronized.files(of: target, tree: tree, objects: &objects, disk: &disk)
        let files = Set(phased.onDisk + synchronizedFiles).sorted()
        return XcodeProject.Target(
            name: name,
            moduleName: settings.moduleName,
            productType: XcodeProductType.shortName(target.string("productType")),
            line: objects.line(target.id),
            compilesSwift: phased.named || !synchronizedFiles.isEmpty,
            sourceFiles: files,
            dependencies: dependencies(of: target),
            defines: settings.defines,
            anyDefines: anyDefines(of: target, name: name),
            platforms: settings.platforms)
    }

    /// The names any configuration of a target defines, with the project's configuration of the same name under it.
    private mutating func anyDefines(of target: XcodeObjects.Object, name: String) -> [String] {
        guard let listID = target.string("buildConfigurationList"),
              let list = objects.object(listID, isa: ["XCConfigurationList"]) else { return [] }
        var names: Set<String> = []
        for id in objects.list("buildConfigurations", of: list).prefix(64) {
            guard let configuration = objects.object(id, isa: ["XCBuildConfiguration"]) else { continue }
            let shared = XcodeBuildSettings.configuration(of: project, preferring: configuration.string("name"), objects: &objects)
            let settings = XcodeBuildSettings(target: settings(of: configuration), project: settings(of: shared), targetName: name, projectName: projectName)
            // A conditional key (`NAME[config=Debug]`, `NAME [sdk=…]`) counts wherever it is written:
            // the configuration's own settings or the `.xcconfig` it is based on. Its `$(inherited)`
            // is the value without the condition, counted below.
            for owner in [configuration, shared].compactMap({ $0 }) {
                let words = XcodeBuildSettings.conditionalWords("SWIFT_ACTIVE_COMPILATION_CONDITIONS", of: owner)
                    + configFileConditionalWords(of: owner)
                names.formUnion(words.filter { !$0.contains("$") })
            }
            names.formUnion(settings.defines)
        }
        return names.sorted()
    }

    /// The Swift files of a target's Sources phases that are on disk, and whether it names any.
    private mutating func sourcesPhaseFiles(of target: XcodeObjects.Object) -> (onDisk: [String], named: Bool) {
        var onDisk: [String] = []
        var named = false
        for phase in buildPhases(of: target, isa: "PBXSourcesBuildPhase") {
            for buildFileID in objects.list("files", of: phase) {
                guard let buildFile = objects.follow(buildFileID, from: phase, "the Sources phase"),
                      let fileID = buildFile.string("fileRef"),
                      let file = objects.follow(fileID, from: buildFile, "the build file"),
                      file.isa == "PBXFileReference"
                else { continue }
                let written = file.string("path") ?? ""
                let type = file.string("explicitFileType") ?? file.string("lastKnownFileType")
                guard written.hasSuffix(".swift") || type == "sourcecode.swift" else { continue }
                named = true
                if let known = sourcePaths[file.id] {
                    if let known { onDisk.append(known) }
                    continue
                }
                guard let path = tree.path(of: file) else { continue }
                if let reason = fence?.reason(path) {
                    sourcePaths[file.id] = .some(nil)
                    objects.note(objects.line(file.id), "the target '\(target.string("name") ?? target.id)' compiles '\(path)', which \(reason)", outside: true)
                    continue
                }
                let found = disk.find(path, folder: false)
                sourcePaths[file.id] = .some(found)
                if let found {
                    onDisk.append(found)
                } else {
                    objects.note(objects.line(file.id), SourceLayout.relative(path, to: projectFolder), missing: true)
                }
            }
        }
        return (onDisk, named)
    }

    /// The build settings of a target's Debug (else first) configuration and the project's.
    private mutating func buildSettings(of target: XcodeObjects.Object, name: String) -> XcodeBuildSettings {
        let own = XcodeBuildSettings.configuration(of: target, preferring: nil, objects: &objects)
        let shared = XcodeBuildSettings.configuration(of: project, preferring: own?.string("name") ?? "Debug", objects: &objects)
        return XcodeBuildSettings(target: settings(of: own), project: settings(of: shared), targetName: name, projectName: projectName)
    }

    /// The levels of settings of a configuration (each read once: targets can share one).
    private mutating func settings(of configuration: XcodeObjects.Object?) -> [[String: String]] {
        guard let configuration else { return [] }
        if let known = configurationSettings[configuration.id] { return known }
        var read = [XcodeBuildSettings.settings(of: configuration)]
        // The `.xcconfig` file the configuration is based on, under what the configuration itself sets:
        // a file reference, or (Xcode 16) a path relative to a folder of the tree, its anchor.
        if let path = baseConfigurationPath(of: configuration) {
            let based = XcodeConfigFile.settings(at: path, within: fence, memo: configFiles, projectFolder: projectFolder)
            read.append(based.settings)
            configurationConditions[configuration.id] = based.conditional["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? []
            // What the configuration's own file leaves out is placed at the configuration; what a
            // file it includes leaves out, at the `#include` line that names that file.
            for problem in based.problems {
                objects.note(problem.place?.line ?? objects.line(configuration.id), problem.reason, in: problem.place?.file, configFile: problem.path)
            }
            for file in based.missing {
                objects.note(
                    file.place?.line ?? objects.line(configuration.id), SourceLayout.relative(file.path, to: projectFolder),
                    missing: true, in: file.place?.file)
            }
        }
        configurationSettings[configuration.id] = read
        return read
    }

    /// The words the `.xcconfig` a configuration is based on gives `SWIFT_ACTIVE_COMPILATION_CONDITIONS` under a
    /// condition (`[config=Debug]`, `[sdk=…]`), reading the configuration's settings first if they are not read yet.
    private mutating func configFileConditionalWords(of configuration: XcodeObjects.Object) -> [String] {
        _ = settings(of: configuration)
        return configurationConditions[configuration.id] ?? []
    }

    /// The absolute path of the `.xcconfig` file a configuration is based on, or `nil` for none.
    private mutating func baseConfigurationPath(of configuration: XcodeObjects.Object) -> String? {
        if let reference = configuration.string("baseConfigurationReference") {
            guard let file = objects.follow(reference, from: configuration, "the configuration") else { return nil }
            return tree.path(of: file)
        }
        guard let anchorID = configuration.string("baseConfigurationReferenceAnchor"),
              let relative = configuration.string("baseConfigurationReferenceRelativePath"),
              let anchor = objects.follow(anchorID, from: configuration, "the configuration")
        else { return nil }
        guard let folder = tree.path(of: anchor) else {
            objects.note(objects.line(configuration.id), "the configuration's .xcconfig '\(relative)' is anchored at '\(anchorID)', "
                + "which has no place on disk; its settings were left out")
            return nil
        }
        return XcodePath.join(folder, relative)
    }

    /// A target's build phases of one class, in order.
    mutating func buildPhases(of target: XcodeObjects.Object, isa: String) -> [XcodeObjects.Object] {
        objects.list("buildPhases", of: target).compactMap { objects.object($0, isa: [isa]) }
    }
}
