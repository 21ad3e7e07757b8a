import WiringProjectModel

/// A value of an XcodeGen spec, with the place that wrote it: a mapping (in the order written), a
/// list or a scalar. Paths in a value are relative to `place.base`, the folder of the spec file
/// that wrote it (XcodeGen's `relativePaths`, on by default).
indirect enum SpecValue: Sendable {
    case mapping([(key: String, value: SpecValue)], SpecPlace)
    case list([SpecValue], SpecPlace)
    case scalar(String, SpecPlace)

    /// Where a value was written, and the folder its paths are relative to.
    struct SpecPlace: Sendable, Hashable {
        var place: ProjectPlace
        /// The folder (relative to the tree's root) that paths written here are relative to.
        var base: String
    }

    var place: SpecPlace {
        switch self {
        case .mapping(_, let place), .list(_, let place), .scalar(_, let place): place
        }
    }

    /// The value of a key of a mapping (the last one written, as YAML readers keep).
    subscript(key: String) -> SpecValue? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    /// The pairs of a mapping, empty for anything else.
    var pairs: [(key: String, value: SpecValue)] {
        if case .mapping(let pairs, _) = self { return pairs }
        return []
    }

    /// The elements of a list, a scalar as a list of one, empty for a mapping.
    var elements: [SpecValue] {
        switch self {
        case .list(let elements, _): elements
        case .scalar: [self]
        case .mapping: []
        }
    }

    /// A scalar's text.
    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// A scalar read as YAML 1.1 reads a boolean.
    var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on", "y": true
        case "false", "no", "off", "n": false
        default: nil
        }
    }

    /// The scalars of a list (or the scalar itself).
    var strings: [String] { elements.compactMap(\.string) }

    /// Whether this is a mapping.
    var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }

    /// This value laid onto `base`, as XcodeGen merges specs: mappings key by key (a key ending in
    /// `:REPLACE` replaces instead), lists joined (base first), anything else replaced.
    ///
    /// - Parameter keepingPlaces: Whether a mapping laid over another keeps the place of the one it
    ///   completes, as for specs: a target declared in an included spec and given settings by the
    ///   including one is where it is declared. A template laid under a target does not.
    func merged(onto base: SpecValue?, keepingPlaces: Bool = false) -> SpecValue {
        guard let base else { return self.withoutReplaceMarks() }
        switch (self, base) {
        case (.mapping(let pairs, let ownPlace), .mapping(let basePairs, let basePlace)):
            let place = keepingPlaces ? basePlace : ownPlace
            var merged = basePairs
            for (key, value) in pairs {
                if key.hasSuffix(":REPLACE") {
                    let plain = String(key.dropLast(":REPLACE".count))
                    Self.set(plain, value.withoutReplaceMarks(), in: &merged)
                } else {
                    let existing = merged.last { $0.key == key }?.value
                    Self.set(key, value.merged(onto: existing, keepingPlaces: keepingPlaces), in: &merged)
                }
            }
            return .mapping(merged, place)
        case (.list(let elements, let place), .list(let baseElements, _)):
            return .list(baseElements + elements.map { $0.withoutReplaceMarks() }, place)
        default:
            return self.withoutReplaceMarks()
        }
    }

    /// The value with `:REPLACE` dropped from its keys (a value laid onto nothing).
    private func withoutReplaceMarks() -> SpecValue {
        guard case .mapping(let pairs, let place) = self, pairs.contains(where: { $0.key.hasSuffix(":REPLACE") }) else { return self }
        return .mapping(pairs.map { (key: $0.key.hasSuffix(":REPLACE") ? String($0.key.dropLast(8)) : $0.key, value: $0.value) }, place)
    }

    private static func set(_ key: String, _ value: SpecValue, in pairs: inout [(key: String, value: SpecValue)]) {
        if let index = pairs.lastIndex(where: { $0.key == key }) {
            pairs[index].value = value
        } else {
            pairs.append((key, value))
        }
    }

    /// The value with `${name}` replaced in every key and scalar by the variables given; other
    /// `${…}` are left as written.
    func expanding(_ variables: [String: String]) -> SpecValue {
        guard !variables.isEmpty else { return self }
        switch self {
        case .mapping(let pairs, let place):
            return .mapping(pairs.map { (key: Self.expand($0.key, variables), value: $0.value.expanding(variables)) }, place)
        case .list(let elements, let place):
            return .list(elements.map { $0.expanding(variables) }, place)
        case .scalar(let text, let place):
            return .scalar(Self.expand(text, variables), place)
        }
    }

    /// `text` with each `${name}` of a known variable replaced.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                rest = ""
                break
            }
            let name = String(afterStart[..<end])
            if let value = variables[name] {
                result += value
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = afterStart[afterStart.index(after: end)...]
        }
        return result + rest
    }
}
