/// What a CocoaPods aggregate's `.xcconfig` (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`)
/// says the target links: `OTHER_LDFLAGS`' `-framework "Alamofire"` and `-l"Alamofire"`.
enum PodsConfigFile {
    /// The frameworks and libraries linked, in the order written, unique; SDK frameworks included.
    static func linked(_ text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("OTHER_LDFLAGS"), let equals = trimmed.firstIndex(of: "=") else { continue }
            let words = Self.words(trimmed[trimmed.index(after: equals)...])
            var index = 0
            while index < words.count {
                let word = words[index]
                if (word == "-framework" || word == "-weak_framework"), index + 1 < words.count {
                    names.append(words[index + 1])
                    index += 2
                    continue
                }
                if word.hasPrefix("-l"), word.count > 2 {
                    names.append(String(word.dropFirst(2)))
                }
                index += 1
            }
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
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
