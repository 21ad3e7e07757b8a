/// What a CocoaPods aggregate's `.xcconfig` (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`)
/// says the target links: `OTHER_LDFLAGS`' `-framework "Alamofire"` and `-l"Alamofire"`.
///
/// The setting is matched by its whole name (`OTHER_LDFLAGS_EXTRA` is another setting), its key read
/// as Xcode reads it (`BuildSettingKey`). A value with a condition (`OTHER_LDFLAGS[sdk=iphonesimulator*]`,
/// which CocoaPods writes for a library built for one SDK) adds to the unconditional one, never
/// replaces it: what it links is a dependency of the target in the builds for that SDK only, limited
/// to that platform.
enum PodsConfigFile {
    /// One framework or library linked, the platforms it is linked for (SwiftPM's names, sorted;
    /// empty when it is linked in every build), and the line of the setting that links it so: the
    /// first without a condition, else the first with one.
    struct Link: Equatable {
        var name: String
        var platforms: [String]
        var line: Int
    }

    /// The frameworks and libraries linked, in the order first written, unique; SDK frameworks included.
    static func linked(_ text: String) -> [Link] {
        var order: [String] = []
        var everywhere: [String: Int] = [:]  // link → line
        var limited: [String: (platforms: Set<String>, line: Int)] = [:]
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            guard let (key, value) = BuildSettingKey.assignment(line), key.name == "OTHER_LDFLAGS" else { continue }
            let only = key.platform
            let words = Self.words(value[...])
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
                if everywhere[link] == nil, limited[link] == nil { order.append(link) }
                guard everywhere[link] == nil else { continue }
                if let only {
                    limited[link, default: ([], offset + 1)].platforms.insert(only)
                } else {
                    everywhere[link] = offset + 1
                    limited[link] = nil
                }
            }
        }
        return order.map { name in
            if let line = everywhere[name] { return Link(name: name, platforms: [], line: line) }
            let some = limited[name]
            return Link(name: name, platforms: (some?.platforms ?? []).sorted(), line: some?.line ?? 1)
        }
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

    /// The folders inside pods that an aggregate's `FRAMEWORK_SEARCH_PATHS` names
    /// (`"${PODS_ROOT}/Google-Mobile-Ads-SDK/Frameworks/GoogleMobileAdsFramework-Current"`), each as the
    /// pod and the path below `Pods/`, in the order written: where a pod's prebuilt static frameworks,
    /// which no frameworks script installs, are found.
    static func podFrameworkFolders(_ text: String) -> [(pod: String, path: String)] {
        var folders: [(pod: String, path: String)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            guard let (key, value) = BuildSettingKey.assignment(line), key.name == "FRAMEWORK_SEARCH_PATHS" else { continue }
            for word in Self.words(value[...]) {
                guard let root = ["${PODS_ROOT}/", "$(PODS_ROOT)/"].first(where: word.hasPrefix) else { continue }
                let path = String(word.dropFirst(root.count))
                guard let pod = path.split(separator: "/").first, !path.contains(".."),
                      !folders.contains(where: { $0.path == path }) else { continue }
                folders.append((String(pod), path))
            }
        }
        return folders
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
