/// What a CocoaPods aggregate's `.xcconfig` (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`)
/// says the target links: `OTHER_LDFLAGS`' `-framework "Alamofire"` and `-l"Alamofire"`.
///
/// The setting is matched by its whole name (`OTHER_LDFLAGS_EXTRA` is another setting). A value with a
/// condition (`OTHER_LDFLAGS[sdk=iphonesimulator*]`, which CocoaPods writes for a library built for one
/// SDK) adds to the unconditional one, never replaces it: what it links is a dependency of the target
/// in the builds for that SDK only, limited to that platform.
enum PodsConfigFile {
    /// One framework or library linked, and the platforms it is linked for (SwiftPM's names,
    /// sorted); empty when it is linked in every build.
    struct Link: Equatable {
        var name: String
        var platforms: [String]
    }

    /// The frameworks and libraries linked, in the order first written, unique; SDK frameworks included.
    static func linked(_ text: String) -> [Link] {
        var order: [String] = []
        var everywhere: Set<String> = []
        var limited: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // The `=` after the conditions, not the one inside them (`[sdk=iphoneos*]`).
            var depth = 0
            guard let equals = trimmed.firstIndex(where: { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth <= 0
            }) else { continue }
            let key = String(trimmed[..<equals].filter { $0 != " " && $0 != "\t" })
            let name = key.prefix { $0 != "[" }
            guard name == "OTHER_LDFLAGS" else { continue }
            let only = Self.platform(ofConditions: key.dropFirst(name.count))
            let words = Self.words(trimmed[trimmed.index(after: equals)...])
            var found: [String] = []
            var index = 0
            while index < words.count {
                let word = words[index]
                if (word == "-framework" || word == "-weak_framework"), index + 1 < words.count {
                    found.append(words[index + 1])
                    index += 2
                    continue
                }
                if word.hasPrefix("-l"), word.count > 2 {
                    found.append(String(word.dropFirst(2)))
                }
                index += 1
            }
            for link in found {
                if !everywhere.contains(link), limited[link] == nil { order.append(link) }
                if let only {
                    if !everywhere.contains(link) { limited[link, default: []].insert(only) }
                } else {
                    everywhere.insert(link)
                    limited[link] = nil
                }
            }
        }
        return order.map { Link(name: $0, platforms: everywhere.contains($0) ? [] : (limited[$0] ?? []).sorted()) }
    }

    /// The platform a setting's conditions (`[sdk=iphoneos*][arch=arm64]`) limit it to, as SwiftPM
    /// names it; `nil` when they name no SDK, or one not known here (the setting then counts for every build).
    static func platform(ofConditions conditions: Substring) -> String? {
        for condition in conditions.split(whereSeparator: { $0 == "[" || $0 == "]" }) where condition.hasPrefix("sdk=") {
            let sdk = condition.dropFirst(4).prefix { $0.isLetter }.lowercased()
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

    /// The frameworks a pod vendors, as an aggregate's `Pods-<…>-frameworks.sh` installs them from the
    /// pod's own folder (`install_framework "${PODS_ROOT}/JitsiMeetSDK/Frameworks/JitsiMeet.framework"`):
    /// framework name → pod, the first pod of each name.
    static func vendoredFrameworks(_ script: String) -> [String: String] {
        var frameworks: [String: String] = [:]
        let root = "${PODS_ROOT}/"
        for line in script.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("install_framework"), let start = trimmed.range(of: root) else { continue }
            let path = trimmed[start.upperBound...].prefix { $0 != "\"" && $0 != " " }
            let parts = path.split(separator: "/")
            guard parts.count >= 2, let last = parts.last, last.hasSuffix(".framework") else { continue }
            let name = String(last.dropLast(".framework".count))
            if !name.isEmpty, frameworks[name] == nil { frameworks[name] = String(parts[0]) }
        }
        return frameworks
    }

    /// The words of a setting's value, quotes removed (`-framework "A B"` is two words).
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if (character == " " || character == "\t") && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}
