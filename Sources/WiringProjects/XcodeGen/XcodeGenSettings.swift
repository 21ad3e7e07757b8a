import WiringProjectModel

/// A build setting as an XcodeGen spec gives it: `settings:` as a flat mapping, or as `base:`,
/// `configs:` (per configuration) and `groups:` (named `settingGroups`), and the `.xcconfig` files
/// `configFiles:` names by configuration (read by `XcodeConfigFile`, includes and conditional
/// settings as in an Xcode project). The levels are XcodeGen's, most specific last: the project's
/// configuration files, the project's settings, the target's configuration files, the target's
/// settings.
struct XcodeGenSettings {
    /// The spec's named setting groups (`settingGroups`, formerly `settingPresets`).
    let groups: [String: SpecValue]
    /// The project's settings.
    let project: SpecValue?
    /// The spec's configurations (`configs:`, else XcodeGen's `Debug` and `Release`).
    let configurations: [String]
    /// The settings of the project's configuration files.
    private(set) var projectFiles: ConfigFiles = ConfigFiles()

    /// The settings the `.xcconfig` files of one level give, by configuration (`nil` for one that
    /// names none), and what could not be read of them.
    struct ConfigFiles {
        var byConfiguration: [(name: String, resolved: XcodeConfigFile.Resolved?)] = []
        var findings: [ProjectFinding] = []
        var missing: [(path: String, place: ProjectPlace)] = []
    }

    init(spec: SpecValue, root: String? = nil, folder: String = "", memo: XcodeConfigFile.Memo = XcodeConfigFile.Memo()) {
        var groups: [String: SpecValue] = [:]
        for key in ["settingPresets", "settingGroups"] {
            for (name, value) in spec[key]?.pairs ?? [] { groups[name] = value }
        }
        self.groups = groups
        project = spec["settings"]
        let configs = (spec["configs"]?.pairs ?? []).map(\.key)
        configurations = configs.isEmpty ? ["Debug", "Release"] : configs
        if let root { projectFiles = configFiles(of: spec, root: root, folder: folder, memo: memo) }
    }

    /// The settings of the `.xcconfig` files a spec or target names (`configFiles:`), each path
    /// relative to the spec file that writes it, read inside the tree at `root` only.
    ///
    /// - Parameter folder: The folder the project is generated in (the root spec's), relative to `root`.
    func configFiles(of owner: SpecValue, root: String, folder: String, memo: XcodeConfigFile.Memo) -> ConfigFiles {
        let named = owner["configFiles"]?.pairs ?? []
        var files = ConfigFiles()
        guard !named.isEmpty else { return files }
        let fence = TreeFence(roots: [root])
        for configuration in configurations {
            guard let entry = named.last(where: { $0.key == configuration }), let path = entry.value.string else {
                files.byConfiguration.append((configuration, nil))
                continue
            }
            let place = entry.value.place.place
            let absolute = XcodePath.join(XcodePath.join(root, entry.value.place.base), path)
            let resolved = XcodeConfigFile.settings(at: absolute, within: fence, memo: memo, projectFolder: XcodePath.join(root, folder))
            files.byConfiguration.append((configuration, resolved))
            for problem in resolved.problems {
                let at = problem.place.map { ProjectPlace(absolute: $0.file, line: $0.line, root: root) } ?? place
                files.findings.append(ProjectFinding(.notRead, at: at, problem.message(root: root)))
            }
            for file in resolved.missing {
                let at = file.place.map { ProjectPlace(absolute: $0.file, line: $0.line, root: root) } ?? place
                files.missing.append((SourceLayout.relative(file.path, to: root), at))
            }
        }
        return files
    }

    /// A setting's values: the one every configuration gets (`nil` when none sets it for all), and
    /// the ones only some configuration, or some SDK or architecture (`NAME[sdk=…]`), sets.
    ///
    /// - Parameters:
    ///   - target: The target's `settings:`.
    ///   - files: The settings of the target's configuration files.
    func value(_ key: String, target: SpecValue?, files: ConfigFiles = ConfigFiles()) -> (always: [String]?, some: [String]) {
        var always: [String]?
        var some: [String] = []
        let levels: [(always: [String]?, some: [String])] = [
            Self.values(key, in: projectFiles),
            project.map { Self.values(key, in: $0, groups: groups, depth: 0) } ?? (nil, []),
            Self.values(key, in: files),
            target.map { Self.values(key, in: $0, groups: groups, depth: 0) } ?? (nil, []),
        ]
        for found in levels {
            if let base = found.always { always = base }
            some += found.some
        }
        return (always, some)
    }

    /// A setting's values in the configuration files of one level: the value every configuration's
    /// file gives alike is given always; one only some give, or a conditional one, in some builds.
    private static func values(_ key: String, in files: ConfigFiles) -> (always: [String]?, some: [String]) {
        guard !files.byConfiguration.isEmpty else { return (nil, []) }
        let given = files.byConfiguration.map { $0.resolved?.settings[key] }
        var some = files.byConfiguration.flatMap { $0.resolved?.conditional[key] ?? [] }
        let split = { (value: String) in value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
        if let first = given.first ?? nil, given.allSatisfy({ $0 == first }) { return (split(first), some) }
        for value in given.compactMap({ $0 }) { some += split(value) }
        return (nil, some)
    }

    private static func values(_ key: String, in settings: SpecValue, groups: [String: SpecValue], depth: Int) -> (always: [String]?, some: [String]) {
        guard depth < 16 else { return (nil, []) }
        let structured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        guard structured else { return (unconditional(key, in: settings), conditional(key, in: settings)) }
        var always: [String]?
        var some: [String] = []
        for group in settings["groups"]?.strings ?? [] {
            guard let value = groups[group] else { continue }
            let found = values(key, in: value, groups: groups, depth: depth + 1)
            if let base = found.always { always = base }
            some += found.some
        }
        if let found = unconditional(key, in: settings["base"]) { always = found }
        some += conditional(key, in: settings["base"])
        for (_, config) in settings["configs"]?.pairs ?? [] {
            if let found = unconditional(key, in: config) { some += found }
            some += conditional(key, in: config)
        }
        return (always, some)
    }

    /// The value a mapping gives a setting in every build: the last written of its keys without a
    /// condition (`BuildSettingKey`), `nil` when it writes none.
    private static func unconditional(_ key: String, in settings: SpecValue?) -> [String]? {
        let written = (settings?.pairs ?? []).last { BuildSettingKey($0.key).map { $0.name == key && !$0.isConditional } ?? false }
        return written.flatMap { words($0.value) }
    }

    /// The values a mapping gives a setting under a condition (`NAME[sdk=macosx*]`, `NAME [arch=arm64]`):
    /// they hold in some builds only, and never take the place of the value without one, as in the
    /// Xcode project reader.
    private static func conditional(_ key: String, in settings: SpecValue?) -> [String] {
        (settings?.pairs ?? []).filter { BuildSettingKey($0.key).map { $0.name == key && $0.isConditional } ?? false }
            .flatMap { words($0.value) ?? [] }
    }

    /// A setting's value split into words (`$(inherited) DEBUG`), or a list's elements.
    private static func words(_ value: SpecValue?) -> [String]? {
        guard let value else { return nil }
        if let text = value.string { return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
        return value.strings
    }

    /// The module a target's Swift is compiled into: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`,
    /// else its `productName`, else its name; `$(TARGET_NAME)` expanded, made an identifier.
    func moduleName(of name: String, target: SpecValue, files: ConfigFiles = ConfigFiles()) -> (name: String, decided: Bool) {
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            guard let value = self.value(key, target: target["settings"], files: files).always?.joined(separator: " ") else { continue }
            let expanded = value.replacing("$(TARGET_NAME)", with: name)
                .replacing("${TARGET_NAME}", with: name)
            return (expanded, !expanded.contains("$"))
        }
        return (target["productName"]?.string ?? name, true)
    }

    /// The compilation conditions a target defines for Swift: defined always, or in some configuration.
    func defines(target: SpecValue, files: ConfigFiles = ConfigFiles()) -> [String: Bool] {
        let found = value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", target: target["settings"], files: files)
        var defines: [String: Bool] = [:]
        for name in found.some where !name.hasPrefix("$") { defines[name] = defines[name] ?? false }
        for name in found.always ?? [] where !name.hasPrefix("$") { defines[name] = true }
        return defines
    }
}
