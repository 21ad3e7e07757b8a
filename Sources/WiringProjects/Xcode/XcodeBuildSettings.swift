/// The build settings of one target as far as `project.pbxproj` says: those of its Debug (else
/// first) configuration over those of the project's configuration of the same name (else Debug,
/// else first), over Xcode's defaults for the few settings read here.
///
/// Values are expanded as Xcode does: `$(NAME)`, `${NAME}` and `$NAME`, with the operators
/// `:c99extidentifier`, `:identifier`, `:rfc1034identifier`, `:lower`, `:upper`, `:base`, `:file`,
/// `:dir`, `:suffix` and `:default=…`; `$(inherited)`, or the setting's own name, stands for the
/// next level's value. A name set nowhere is empty. A configuration's settings include those of
/// the `.xcconfig` file it is based on (`XcodeConfigFile`), under its own; conditional settings
/// (`NAME[sdk=…]`, `NAME [sdk=…]`: `BuildSettingKey`) are not read.
struct XcodeBuildSettings {
    /// The settings of each level, most specific first (target, project, defaults).
    private let levels: [[String: String]]

    /// The deepest expansion followed (a setting naming itself, or a long chain).
    static let maxDepth = 16
    /// The most names one expansion looks up (settings naming each other several times over).
    static let maxLookups = 4_096
    /// The longest value an expansion builds.
    static let maxLength = 4_096

    /// The settings of a target, from those of its configuration and the project's.
    ///
    /// - Parameters:
    ///   - target: The levels of the target's configuration, most specific first: its own settings,
    ///     then those of the `.xcconfig` it is based on (see `configuration(of:preferring:objects:)`).
    ///   - project: The levels of the project's configuration.
    ///   - targetName: The target's name.
    ///   - projectName: The `.xcodeproj`'s name without extension.
    init(target: [[String: String]], project: [[String: String]], targetName: String, projectName: String) {
        let defaults = [
            "TARGET_NAME": targetName, "TARGETNAME": targetName, "PROJECT_NAME": projectName,
            "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
        // A level an .xcconfig gives is shared, not copied, by every configuration based on it.
        levels = target + project + [defaults]
    }

    /// The module name: `PRODUCT_MODULE_NAME` (by default `PRODUCT_NAME` made an identifier),
    /// or the target's name made an identifier when that comes out empty.
    var moduleName: String {
        let expanded = value(of: "PRODUCT_MODULE_NAME")
        let name = expanded.isEmpty ? value(of: "TARGET_NAME") : expanded
        return SourceLayout.moduleName(name)
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, split into names; what is not a name is dropped,
    /// and each name is kept once.
    var defines: [String] {
        var seen: Set<String> = []
        return value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS").split(whereSeparator: \.isWhitespace).compactMap { word in
            let name = String(word)
            guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
                  name.unicodeScalars.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }),
                  seen.insert(name).inserted
            else { return nil }
            return name
        }
    }

    /// The platforms the target builds for: those `SUPPORTED_PLATFORMS` names when set, else
    /// `SDKROOT`'s (`iphoneos` is iOS); `nil` when neither is set or one word names no platform
    /// (`SDKROOT = auto` alone).
    var platforms: [String]? {
        let supported = value(of: "SUPPORTED_PLATFORMS").split(whereSeparator: \.isWhitespace).map(String.init)
        if !supported.isEmpty { return TargetPlatforms.ofSDKs(supported) }
        let sdk = value(of: "SDKROOT").split(whereSeparator: \.isWhitespace).map(String.init)
        return sdk.isEmpty ? nil : TargetPlatforms.ofSDKs(sdk)
    }

    /// A setting's value, expanded.
    func value(of name: String) -> String {
        var lookups = Self.maxLookups
        return lookup(name, from: 0, depth: 0, lookups: &lookups)
    }

    /// A setting's value at a level or a less specific one, expanded.
    private func lookup(_ name: String, from level: Int, depth: Int, lookups: inout Int) -> String {
        guard depth < Self.maxDepth, lookups > 0 else { return "" }
        lookups -= 1
        var index = level
        while index < levels.count {
            if let raw = levels[index][name] { return expand(raw, key: name, level: index, depth: depth + 1, lookups: &lookups) }
            index += 1
        }
        return ""
    }

    /// A value with its references replaced.
    ///
    /// - Parameters:
    ///   - raw: The value as written.
    ///   - key: The setting it is the value of (for `$(inherited)`).
    ///   - level: The level it was found at.
    private func expand(_ raw: String, key: String, level: Int, depth: Int, lookups: inout Int) -> String {
        guard raw.contains("$") else { return raw }
        let scalars = Array(raw.unicodeScalars)
        var out = String.UnicodeScalarView()
        var written = 0
        var index = 0
        while index < scalars.count, written < Self.maxLength {
            let scalar = scalars[index]
            guard scalar == "$", index + 1 < scalars.count else {
                out.append(scalar)
                written += 1
                index += 1
                continue
            }
            let next = scalars[index + 1]
            var inner: String
            if next == "(" || next == "{" {
                // The matching close, counting brackets inside (`$(A_$(B))`).
                var nesting = 0
                var close = index + 1
                while close < scalars.count {
                    let here = scalars[close]
                    if here == "(" || here == "{" { nesting += 1 } else if here == ")" || here == "}" { nesting -= 1; if nesting == 0 { break } }
                    close += 1
                }
                guard close < scalars.count else {
                    out.append(contentsOf: scalars[index...].prefix(Self.maxLength - written))
                    break
                }
                inner = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                if inner.contains("$") { inner = expand(inner, key: key, level: level, depth: depth + 1, lookups: &lookups) }
                index = close + 1
            } else if next == "_" || next.properties.isAlphabetic && next.isASCII {
                var end = index + 1
                while end < scalars.count, scalars[end] == "_" || (scalars[end].isASCII && scalars[end].properties.isAlphabetic)
                    || ("0"..."9").contains(scalars[end]) { end += 1 }
                inner = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                index = end
            } else {
                out.append(scalar)
                written += 1
                index += 1
                continue
            }
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            // A value naming its own setting means the next level's value, as `$(inherited)` does.
            var value = name == "inherited" || name == key
                ? lookup(key, from: level + 1, depth: depth + 1, lookups: &lookups)
                : lookup(name, from: 0, depth: depth + 1, lookups: &lookups)
            for operation in parts { value = Self.apply(operation, to: value) }
            let kept = value.unicodeScalars.prefix(Self.maxLength - written)
            out.append(contentsOf: kept)
            written += kept.count
        }
        return String(out)
    }

    /// Applies one `:operator` to a value; an unknown operator leaves it as it is.
    private static func apply(_ operation: String, to value: String) -> String {
        if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst("default=".count)) : value }
        guard !value.isEmpty else { return value }
        switch operation {
        case "c99extidentifier", "identifier": return SourceLayout.moduleName(value)
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "file": return XcodePath.lastComponent(value)
        case "dir": return XcodePath.parent(value)
        case "base": return XcodePath.dropExtension(XcodePath.lastComponent(value))
        case "suffix":
            let file = XcodePath.lastComponent(value)
            let base = XcodePath.dropExtension(file)
            return String(file.dropFirst(base.count))
        default: return value
        }
    }

    /// The configuration read from an object's configuration list: the one with the name
    /// preferred, else Debug, else the one the list names its default, else the first by name (of
    /// the first 256). The order the list gives its configurations in never decides: a project
    /// whose configurations are `Dev` and `Prod` reads the same listed either way.
    ///
    /// - Parameters:
    ///   - owner: The target or project.
    ///   - preferred: The configuration name to take when there is one.
    ///   - objects: The project's objects.
    static func configuration(
        of owner: XcodeObjects.Object, preferring preferred: String?, objects: inout XcodeObjects
    ) -> XcodeObjects.Object? {
        guard let listID = owner.string("buildConfigurationList"),
              let list = objects.object(listID, isa: ["XCConfigurationList"]) else { return nil }
        let configurations = objects.list("buildConfigurations", of: list).prefix(256).compactMap {
            objects.object($0, isa: ["XCBuildConfiguration"])
        }
        let byName = configurations.sorted { ($0.string("name") ?? "", $0.id) < ($1.string("name") ?? "", $1.id) }
        return byName.first { $0.string("name") == preferred }
            ?? byName.first { $0.string("name") == "Debug" }
            ?? list.string("defaultConfigurationName").flatMap { name in byName.first { $0.string("name") == name } }
            ?? byName.first
    }

    /// The settings a configuration writes out (a list value joined with spaces), by name; conditional
    /// ones (`NAME[sdk=…]`, `NAME [sdk=…]`) and keys Xcode does not read are left out (`BuildSettingKey`).
    static func settings(of configuration: XcodeObjects.Object) -> [String: String] {
        var settings: [String: String] = [:]
        // In the order of the keys, so that a name written twice (`NAME`, `NAME `) is decided the same way in every scan.
        let written = configuration.dictionary("buildSettings") ?? [:]
        for key in written.keys.sorted() {
            guard let parsed = BuildSettingKey(key), !parsed.isConditional, settings[parsed.name] == nil || key == parsed.name else { continue }
            if let text = written[key] as? String {
                settings[parsed.name] = text
            } else if let list = written[key] as? [Any] {
                settings[parsed.name] = list.compactMap { $0 as? String }.joined(separator: " ")
            }
        }
        return settings
    }

    /// The words a configuration gives a setting under a condition (`NAME[sdk=macosx*]`,
    /// `NAME [arch=arm64]`), a list value's elements split too.
    static func conditionalWords(_ name: String, of configuration: XcodeObjects.Object) -> [String] {
        let written = configuration.dictionary("buildSettings") ?? [:]
        return written.keys.sorted().flatMap { key -> [String] in
            guard let parsed = BuildSettingKey(key), parsed.name == name, parsed.isConditional else { return [] }
            let texts = (written[key] as? String).map { [$0] } ?? (written[key] as? [Any])?.compactMap { $0 as? String } ?? []
            return texts.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        }
    }
}
