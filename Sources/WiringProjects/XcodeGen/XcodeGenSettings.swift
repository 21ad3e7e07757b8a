/// A build setting as an XcodeGen spec gives it: `settings:` as a flat mapping, or as `base:`,
/// `configs:` (per configuration) and `groups:` (named `settingGroups`), the target's over the
/// project's.
struct XcodeGenSettings {
    /// The spec's named setting groups (`settingGroups`, formerly `settingPresets`).
    let groups: [String: SpecValue]
    /// The project's settings.
    let project: SpecValue?

    init(spec: SpecValue) {
        var groups: [String: SpecValue] = [:]
        for key in ["settingPresets", "settingGroups"] {
            for (name, value) in spec[key]?.pairs ?? [] { groups[name] = value }
        }
        self.groups = groups
        project = spec["settings"]
    }

    /// A setting's values: the one every configuration gets (`nil` when none sets it for all), and
    /// the ones only some configuration, or some SDK or architecture (`NAME[sdk=…]`), sets.
    func value(_ key: String, target: SpecValue?) -> (always: [String]?, some: [String]) {
        var always: [String]?
        var some: [String] = []
        for settings in [project, target].compactMap({ $0 }) {
            let found = Self.values(key, in: settings, groups: groups, depth: 0)
            if let base = found.always { always = base }
            some += found.some
        }
        return (always, some)
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
    func moduleName(of name: String, target: SpecValue) -> (name: String, decided: Bool) {
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            guard let value = self.value(key, target: target["settings"]).always?.joined(separator: " ") else { continue }
            let expanded = value.replacing("$(TARGET_NAME)", with: name)
                .replacing("${TARGET_NAME}", with: name)
            return (expanded, !expanded.contains("$"))
        }
        return (target["productName"]?.string ?? name, true)
    }

    /// The compilation conditions a target defines for Swift: defined always, or in some configuration.
    func defines(target: SpecValue) -> [String: Bool] {
        let found = value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", target: target["settings"])
        var defines: [String: Bool] = [:]
        for name in found.some where !name.hasPrefix("$") { defines[name] = defines[name] ?? false }
        for name in found.always ?? [] where !name.hasPrefix("$") { defines[name] = true }
        return defines
    }
}
