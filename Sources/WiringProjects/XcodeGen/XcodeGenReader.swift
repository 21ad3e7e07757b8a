import WiringProjectModel

/// Reads the XcodeGen specs of a tree into projects.
///
/// A spec is found by its content, whatever its name (`project.yml`, `project.json`,
/// `project-beta.yml`): a YAML or JSON file whose top level has a `name` and `targets` or `include`.
/// A spec another spec includes is part of that one, not a project of its own. Each target becomes a
/// `Target` with the Swift files its `sources` give, its module name and defines from its settings,
/// and its dependencies; `targetTemplates`, `${target_name}`, multi-platform targets and includes
/// are expanded as XcodeGen expands them. Nothing is generated and `xcodegen` is never run.
public enum XcodeGenReader {
    /// The projects of the specs found in a tree, and what was not read.
    ///
    /// - Parameter listing: The tree's walk.
    public static func read(_ listing: TreeListing) -> (projects: [Project], findings: [ProjectFinding]) {
        // An `.xcconfig` that several specs or targets name is read once for the tree.
        let configFiles = XcodeConfigFile.Memo()
        var loaded: [(file: String, spec: SpecValue, files: [String], notRead: [ProjectFinding])] = []
        var unnamed: [(file: String, spec: SpecValue, notRead: [ProjectFinding])] = []
        var included: Set<String> = []
        var findings: [ProjectFinding] = []
        for file in listing.descriptions where TreeListing.mayBeSpec(ProjectPath.name(file)) && !VendoredFolders.holds(file) {
            guard case .text(let text) = DescriptionFile.contents(listing.absolute(file), limit: SpecLoader.maxBytes), mayBeSpec(text) else { continue }
            var loader = SpecLoader(listing: listing)
            guard let spec = loader.load(file) else {
                // A file that names targets at its top and does not load is a spec not read.
                if text.hasPrefix("targets:") || text.contains("\ntargets:") { findings += loader.notRead }
                continue
            }
            guard isSpec(spec) else {
                if XcodeGenUnnamedSpecs.isUnnamedSpec(spec) {
                    unnamed.append((file, spec, loader.notRead))
                    included.formUnion(loader.files.dropFirst())
                }
                continue
            }
            loaded.append((file, spec, loader.files, loader.notRead))
            included.formUnion(loader.files.dropFirst())
        }
        var projects: [Project] = []
        let standalone = loaded.filter { !included.contains($0.file) }
        for spec in standalone {
            // A spec named by a variable (`name: ${PROJECT_NAME}`) is a template a script fills in from its
            // environment, not a project: XcodeGen would generate it under whatever name the variable holds.
            if let name = spec.spec["name"]?.string, name.contains("${") {
                findings.append(ProjectFinding(
                    .unused, at: spec.spec["name"]?.place.place ?? ProjectPlace(file: spec.file, line: 1),
                    "the spec's name '\(name)' is a variable only the environment gives: a template a script fills in, not a project; left out"))
                continue
            }
            // A spec that includes nothing and whose targets link packages it does not declare is one
            // meant to be included (an `include:` taken out of the root spec): XcodeGen refuses it as it
            // stands, so beside another spec it is not a project; that it was skipped is said.
            let undeclared = XcodeGenDependencies(spec: spec.spec, folder: ProjectPath.parent(spec.file)).undeclaredPackages(in: spec.spec)
            if standalone.count > 1, spec.spec["include"] == nil, !undeclared.isEmpty {
                let targets = XcodeGenTemplates.targets(of: spec.spec).map(\.name)
                let shownTargets = targets.map { "'\($0)'" }.joined(separator: ", ")
                let shownPackages = undeclared.map { "'\($0)'" }.shortList
                findings.append(ProjectFinding(
                    .unused, at: spec.spec["targets"]?.place.place ?? ProjectPlace(file: spec.file, line: 1),
                    "the spec's targets link packages it does not declare (\(shownPackages)) and no spec read includes it, so XcodeGen "
                        + "cannot generate it as it stands: a spec meant to be included, skipped"
                        + (targets.isEmpty ? "" : " with its target\(targets.count == 1 ? "" : "s") \(shownTargets)")))
                continue
            }
            let (project, found) = project(of: spec.spec, file: spec.file, listing: listing, notRead: spec.notRead, configFiles: configFiles)
            projects.append(project)
            findings += found
        }
        for spec in unnamed where !included.contains(spec.file) {
            findings += XcodeGenUnnamedSpecs.findings(of: spec.spec, file: spec.file, listing: listing, notRead: spec.notRead)
        }
        return (projects, findings)
    }

    /// The `.xcodeproj` folders the specs generate (`<spec folder>/<name>.xcodeproj`), relative to the root.
    public static func generated(by projects: [Project]) -> Set<String> {
        Set(projects.filter { $0.kind == .xcodegen }.compactMap { ProjectPath.join($0.folder, $0.name + ".xcodeproj") })
    }

    /// Whether a file's text may be a spec (cheap, before parsing): it names targets or includes.
    static func mayBeSpec(_ text: String) -> Bool {
        text.contains("targets") || text.contains("include")
    }

    /// Whether a loaded file is an XcodeGen spec.
    static func isSpec(_ spec: SpecValue) -> Bool {
        guard spec["name"]?.string != nil, spec["jobs"] == nil else { return false }
        return spec["targets"]?.isMapping == true || spec["include"] != nil
    }

    /// The platforms a target builds for: its `supportedDestinations` when written, else its
    /// `platform` (one per target once multi-platform targets are expanded); `nil` for `auto` alone.
    static func platforms(of target: SpecValue) -> [String]? {
        if let destinations = target["supportedDestinations"]?.strings, !destinations.isEmpty {
            return TargetPlatforms.ofXcodeGen(destinations)
        }
        return target["platform"]?.string.flatMap { TargetPlatforms.ofXcodeGen([$0]) }
    }

    /// One spec as a project.
    static func project(
        of spec: SpecValue, file: String, listing: TreeListing, notRead: [ProjectFinding], configFiles: XcodeConfigFile.Memo = XcodeConfigFile.Memo()
    ) -> (Project, [ProjectFinding]) {
        let name = spec["name"]?.string ?? ProjectPath.name(ProjectPath.parent(file))
        let folder = ProjectPath.parent(file)
        let settings = XcodeGenSettings(spec: spec, root: listing.root, folder: folder, memo: configFiles)
        var notRead = notRead + settings.projectFiles.findings
        var missingConfigFiles = settings.projectFiles.missing
        let sources = XcodeGenSources(listing: listing)
        let dependencies = XcodeGenDependencies(spec: spec, folder: folder)
        var missing: [(path: String, place: ProjectPlace, note: String)] = []
        var targets: [Target] = []
        for (targetName, value) in XcodeGenTemplates.targets(of: spec) where value.isMapping {
            let place = value.place.place
            let type = value["type"]?.string ?? ""
            let product = ProductTypes.xcode(type)
            if value["legacy"] != nil { continue }  // an external build tool compiles nothing Xcode reads
            let files = sources.files(of: value)
            notRead += files.notRead
            missing += files.missing
            let configs = settings.configFiles(of: value, root: listing.root, folder: folder, memo: configFiles)
            notRead += configs.findings
            missingConfigFiles += configs.missing
            let module = settings.moduleName(of: targetName, target: value, files: configs)
            if !module.decided {
                notRead.append(ProjectFinding(
                    .notRead, at: place,
                    "the module name of '\(targetName)' is '\(module.name)', which only a build decides; the target's name is used"))
            }
            let declared = dependencies.dependencies(of: value)
            notRead += declared.notRead
            // `DEVELOPMENT_ASSET_PATHS`: what only development builds (previews) compile.
            let assetPaths = (settings.value("DEVELOPMENT_ASSET_PATHS", target: value["settings"], files: configs).always ?? []).joined(separator: " ")
            let development = assetPaths.quotedWords().compactMap { path -> String? in
                var path = path
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
                    path.removeFirst(prefix.count)
                }
                return path.contains("$") ? nil : ProjectPath.join(folder, path)
            }
            targets.append(Target(
                name: targetName, moduleName: Target.moduleName(module.decided ? module.name : targetName), product: product,
                place: place, files: files.files, compilesSwift: files.compilesSwift, dependencies: declared.dependencies,
                defines: settings.defines(target: value, files: configs),
                developmentFiles: files.files.filter { file in development.contains { ProjectPath.isInside(file, $0) } },
                platforms: platforms(of: value)))
        }
        var findings: [ProjectFinding] = []
        if let first = missing.first {
            let shown = missing.map(\.path).shortList
            findings.append(ProjectFinding(
                .missingFiles, at: first.place,
                "\(missing.count) source path\(missing.count == 1 ? "" : "s") the spec names \(missing.count == 1 ? "is" : "are") not on disk "
                    + "(generated, or ignored by git?): \(shown); the files they would hold are left out"
                    + (missing.lazy.map(\.note).first { !$0.isEmpty } ?? "")))
        }
        var seenConfigFiles: Set<String> = []
        let absentConfigFiles = missingConfigFiles.filter { seenConfigFiles.insert($0.path).inserted }
        if let first = absentConfigFiles.first {
            let shown = absentConfigFiles.map { "'\($0.path)'" }.shortList
            let many = absentConfigFiles.count > 1
            findings.append(ProjectFinding(
                .missingFiles, at: first.place,
                "\(absentConfigFiles.count) configuration file\(many ? "s" : "") the spec's configFiles name or include \(many ? "are" : "is") not on disk "
                    + "(generated, or ignored by git?): \(shown); \(many ? "their" : "its") settings are left out"))
        }
        let project = Project(
            kind: .xcodegen, name: name, id: "project:" + name, folder: folder, file: file, targets: targets,
            packages: dependencies.packages.values.sorted { ($0.place, $0.identity) < ($1.place, $1.identity) }, listsFiles: true,
            notRead: notRead.sorted())
        return (project, findings)
    }
}

extension String {
    /// The words of a build setting's value, a quoted one kept whole (`"App/Preview Content" Mocks`).
    func quotedWords() -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in self {
            if character == "\"" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
