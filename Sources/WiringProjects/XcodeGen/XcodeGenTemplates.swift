/// XcodeGen's targets as it expands them before reading: a target whose `platform` is a list is one
/// target per platform (`Name_iOS`, `${platform}` replaced), and a target's `templates` are laid
/// under it (nested templates first, `${target_name}` and its `templateAttributes` replaced).
enum XcodeGenTemplates {
    /// The spec's targets, expanded: each with its name and value, in the order written.
    static func targets(of spec: SpecValue) -> [(name: String, value: SpecValue)] {
        let templates = Dictionary(spec["targetTemplates"]?.pairs.map { ($0.key, $0.value) } ?? []) { _, last in last }
        let targets = multiplatform(spec["targets"]?.pairs ?? [])
        let templated: [(name: String, value: SpecValue)] = targets.map { target in
            var ordered: [String] = []
            collect(target.value, templates: templates, into: &ordered, depth: 0)
            guard !ordered.isEmpty else { return target }
            var base: SpecValue?
            for name in ordered {
                if let template = templates[name] { base = template.merged(onto: base) }
            }
            var value = target.value.merged(onto: base).expanding(["target_name": target.name])
            let attributes = Dictionary(value["templateAttributes"]?.pairs.compactMap { pair in pair.value.string.map { (pair.key, $0) } } ?? []) { _, last in last }
            value = value.expanding(attributes)
            return (target.name, value)
        }
        return multiplatform(templated.map { (key: $0.name, value: $0.value) })
    }

    /// The templates a target uses, the ones they use before them, each once.
    private static func collect(_ value: SpecValue, templates: [String: SpecValue], into ordered: inout [String], depth: Int) {
        guard depth < 32 else { return }
        for name in value["templates"]?.strings ?? [] where !ordered.contains(name) {
            guard let template = templates[name] else { continue }
            collect(template, templates: templates, into: &ordered, depth: depth + 1)
            if !ordered.contains(name) { ordered.append(name) }
        }
    }

    /// Targets with a list of platforms made one per platform.
    private static func multiplatform(_ targets: [(key: String, value: SpecValue)]) -> [(name: String, value: SpecValue)] {
        var expanded: [(name: String, value: SpecValue)] = []
        for (name, target) in targets {
            guard case .list(let platforms, _)? = target["platform"] else {
                expanded.append((name, target))
                continue
            }
            for platform in platforms.compactMap(\.string) {
                var value = target.expanding(["platform": platform])
                let suffix = value["platformSuffix"]?.string ?? "_" + platform
                let prefix = value["platformPrefix"]?.string ?? ""
                value = SpecValue.mapping([
                    ("platform", .scalar(platform, target.place)),
                    ("productName", .scalar(name, target.place)),
                ], target.place).merged(onto: value)
                expanded.append((prefix + name + suffix, value))
            }
        }
        return expanded
    }
}
