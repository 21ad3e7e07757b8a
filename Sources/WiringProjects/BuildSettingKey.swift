/// A build setting's key as Xcode reads it, wherever it is written: a project file's
/// `buildSettings`, an `.xcconfig` line, an XcodeGen spec's `settings:`, a Tuist manifest's.
///
/// The key is the setting's name (a letter or `_`, then letters, digits and `_`), then any number
/// of conditions, each `[parameter=pattern]` (`[sdk=iphoneos*]`, `[arch=arm64]`, `[config=Debug]`).
/// Spaces and tabs may stand before the name, between the name and the first condition, between
/// conditions and after the last: `OTHER_LDFLAGS [sdk=iphoneos*] [arch=arm64]` is the setting
/// `OTHER_LDFLAGS` under two conditions, as Xcode takes it. A parameter runs to the first `=`, a
/// pattern to the first `]`, both as written. Anything else (a space inside the name, text after
/// the conditions, a condition without `=` or `]`) is no key Xcode reads.
struct BuildSettingKey: Equatable, Sendable {
    /// One condition: the setting holds in the builds whose `parameter` matches `pattern`.
    struct Condition: Equatable, Sendable {
        var parameter: String
        var pattern: String
    }

    /// The setting's name.
    var name: String
    /// Its conditions, in the order written; empty for the value every build has.
    var conditions: [Condition]

    /// Whether the value holds in some builds only.
    var isConditional: Bool { !conditions.isEmpty }

    /// Reads a key written alone (a project file's, a spec's, a manifest's); `nil` when it is no key Xcode reads.
    init?<Text: StringProtocol>(_ text: Text) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        guard let read = Self.read(scalars, from: &index) else { return nil }
        Self.skipSpaces(scalars, &index)
        guard index == scalars.count else { return nil }
        self = read
    }

    private init(name: String, conditions: [Condition]) {
        self.name = name
        self.conditions = conditions
    }

    /// Reads an `.xcconfig` line that assigns a setting, `KEY = value // comment`: the key, and the
    /// value trimmed, without its comment (`//` begins one anywhere on the line, as in Xcode) or a
    /// `;` at its end; `nil` when the line assigns nothing Xcode reads.
    static func assignment<Text: StringProtocol>(_ line: Text) -> (key: BuildSettingKey, value: String)? {
        var scalars = Array(line.unicodeScalars)
        if let comment = scalars.indices.dropLast().first(where: { scalars[$0] == "/" && scalars[$0 + 1] == "/" }) {
            scalars.removeSubrange(comment...)
        }
        var index = 0
        guard let key = read(scalars, from: &index) else { return nil }
        skipSpaces(scalars, &index)
        guard index < scalars.count, scalars[index] == "=" else { return nil }
        var value = String(String.UnicodeScalarView(scalars[(index + 1)...])).trimmingSpaces
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
        return (key, value)
    }

    /// The name and conditions from `index`, leaving `index` after the last condition.
    private static func read(_ scalars: [Unicode.Scalar], from index: inout Int) -> BuildSettingKey? {
        skipSpaces(scalars, &index)
        let start = index
        while index < scalars.count, isNameScalar(scalars[index], first: index == start) { index += 1 }
        guard index > start else { return nil }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        var conditions: [Condition] = []
        skipSpaces(scalars, &index)
        while index < scalars.count, scalars[index] == "[" {
            index += 1
            let parameterStart = index
            while index < scalars.count, scalars[index] != "=", scalars[index] != "]" { index += 1 }
            guard index < scalars.count, scalars[index] == "=", index > parameterStart else { return nil }
            let parameter = String(String.UnicodeScalarView(scalars[parameterStart..<index]))
            index += 1
            let patternStart = index
            while index < scalars.count, scalars[index] != "]" { index += 1 }
            guard index < scalars.count else { return nil }
            conditions.append(Condition(parameter: parameter, pattern: String(String.UnicodeScalarView(scalars[patternStart..<index]))))
            index += 1
            skipSpaces(scalars, &index)
        }
        return BuildSettingKey(name: name, conditions: conditions)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || (!first && ("0"..."9").contains(scalar))
    }

    private static func skipSpaces(_ scalars: [Unicode.Scalar], _ index: inout Int) {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// The platform the conditions limit the setting to, as SwiftPM names it (`[sdk=iphoneos*]` is
    /// `ios`); `nil` when no condition names an SDK, or one not known here (the setting then counts
    /// for every build).
    var platform: String? {
        for condition in conditions where condition.parameter == "sdk" {
            let sdk = condition.pattern.prefix { $0.isLetter }.lowercased()
            switch sdk {
            case "iphoneos", "iphonesimulator": return "ios"
            case "macosx": return "macos"
            case "appletvos", "appletvsimulator": return "tvos"
            case "watchos", "watchsimulator": return "watchos"
            case "xros", "xrsimulator": return "visionos"
            default: return nil
            }
        }
        return nil
    }
}

private extension String {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
