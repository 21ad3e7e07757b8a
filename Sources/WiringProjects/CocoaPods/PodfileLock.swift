import Yams

/// What a `Podfile.lock` says: every pod installed, what each pod depends on, and the pods the
/// Podfile asks for. It does not say which target links which pod (the Podfile does).
struct PodfileLock: Sendable, Equatable {
    /// Each pod installed (top-level names, `Firebase` for `Firebase/Analytics`), with the pods it
    /// depends on, sorted.
    var pods: [String: [String]] = [:]
    /// The pods the Podfile names (`DEPENDENCIES`), top-level names, sorted.
    var dependencies: [String] = []
    /// The subspecs listed of each pod that has any (`Core`, `Flights` of `WLSDK/Core`,
    /// `WLSDK/Flights`), in `PODS` or `DEPENDENCIES`, sorted.
    var subspecs: [String: [String]] = [:]
    /// The line of each pod's first entry in `PODS`.
    var lines: [String: Int] = [:]
    /// The folder of each local pod (`EXTERNAL SOURCES`, `:path:`), relative to the Podfile's.
    var paths: [String: String] = [:]
    /// The spec file in the checkout that `EXTERNAL SOURCES` names for a pod, relative to the Podfile's
    /// folder: a `:path:` that names the spec itself, or a `:podspec:` that is not a URL.
    var specFiles: [String: String] = [:]

    /// Reads a lock file's text, or `nil` when it is not YAML with a `PODS` list.
    init?(text: String) {
        guard let node = try? Yams.compose(yaml: text), let root = node.mapping, let list = root["PODS"]?.sequence else { return nil }
        var count = 0
        for entry in list {
            count += 1
            if count > 100_000 { break }
            if let name = entry.string {
                pods[Self.podName(name), default: []] += []
                note(name, line: entry.mark?.line)
            } else if let mapping = entry.mapping, let (key, value) = mapping.first, let name = key.string {
                let pod = Self.podName(name)
                note(name, line: key.mark?.line)
                let depends = (value.sequence.map(Array.init) ?? []).compactMap(\.string).map(Self.podName).filter { $0 != pod }
                pods[pod, default: []] += depends
            }
        }
        for key in pods.keys { pods[key] = Array(Set(pods[key] ?? [])).sorted() }
        let wanted = (root["DEPENDENCIES"]?.sequence.map(Array.init) ?? []).prefix(100_000).compactMap(\.string)
        dependencies = Array(Set(wanted.map(Self.podName))).sorted()
        for name in wanted { note(name, line: nil) }
        if let external = root["EXTERNAL SOURCES"]?.mapping {
            for (key, value) in external {
                guard let name = key.string else { continue }
                let pod = Self.podName(name)
                let source = Self.source(path: value.mapping?[":path"]?.string, podspec: value.mapping?[":podspec"]?.string)
                paths[pod] = source.folder
                specFiles[pod] = source.spec
            }
        }
        for key in subspecs.keys { subspecs[key] = Array(Set(subspecs[key] ?? [])).sorted() }
    }

    /// Notes an entry's line (the first of its pod) and its subspec (`WLSDK/Core (1.7.0)` → `Core`).
    private mutating func note(_ entry: String, line: Int?) {
        let pod = Self.podName(entry)
        if let line, lines[pod] == nil { lines[pod] = line }
        let name = entry.prefix { $0 != " " && $0 != "(" }
        guard let slash = name.firstIndex(of: "/") else { return }
        let subspec = name[name.index(after: slash)...].prefix { $0 != "/" }
        if !subspec.isEmpty { subspecs[pod, default: []].append(String(subspec)) }
    }

    /// Where a local pod's `:path` and `:podspec` say it is: its folder, and the spec file in the
    /// checkout they name (a path may name the spec itself, `sdk/MatrixSDK.podspec`: the pod is its
    /// folder; a `:podspec` URL names none).
    static func source(path: String?, podspec: String?) -> (folder: String?, spec: String?) {
        var spec = podspec.flatMap { namesSpec($0) && !$0.contains("://") ? $0 : nil }
        guard let path else { return (nil, spec) }
        guard namesSpec(path) else { return (path, spec) }
        spec = path
        return (String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]), spec)
    }

    /// Whether a path names a spec file (`Realm.podspec`, `Realm.podspec.json`) rather than a folder.
    static func namesSpec(_ path: String) -> Bool {
        path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json")
    }

    /// `Firebase/Analytics (10.1.0)` → `Firebase`.
    static func podName(_ entry: String) -> String {
        let name = entry.prefix { $0 != " " && $0 != "(" }
        return String(name.prefix { $0 != "/" })
    }
}
