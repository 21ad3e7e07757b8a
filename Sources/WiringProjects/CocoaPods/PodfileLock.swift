import Yams

/// What a `Podfile.lock` says: every pod installed, what each pod depends on, and the pods the
/// Podfile asks for. It does not say which target links which pod (the Podfile does).
struct PodfileLock: Sendable, Equatable {
    /// Each pod installed (top-level names, `Firebase` for `Firebase/Analytics`), with the pods it
    /// depends on, sorted.
    var pods: [String: [String]] = [:]
    /// The pods the Podfile names (`DEPENDENCIES`), top-level names, sorted.
    var dependencies: [String] = []

    /// Reads a lock file's text, or `nil` when it is not YAML with a `PODS` list.
    init?(text: String) {
        guard let node = try? Yams.compose(yaml: text), let root = node.mapping, let list = root["PODS"]?.sequence else { return nil }
        var count = 0
        for entry in list {
            count += 1
            if count > 100_000 { break }
            if let name = entry.string {
                pods[Self.podName(name), default: []] += []
            } else if let mapping = entry.mapping, let (key, value) = mapping.first, let name = key.string {
                let pod = Self.podName(name)
                let depends = (value.sequence.map(Array.init) ?? []).compactMap(\.string).map(Self.podName).filter { $0 != pod }
                pods[pod, default: []] += depends
            }
        }
        for key in pods.keys { pods[key] = Array(Set(pods[key] ?? [])).sorted() }
        dependencies = Array(Set((root["DEPENDENCIES"]?.sequence.map(Array.init) ?? []).compactMap(\.string).map(Self.podName))).sorted()
    }

    /// `Firebase/Analytics (10.1.0)` → `Firebase`.
    static func podName(_ entry: String) -> String {
        let name = entry.prefix { $0 != " " && $0 != "(" }
        return String(name.prefix { $0 != "/" })
    }
}
