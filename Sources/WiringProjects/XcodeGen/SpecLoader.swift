import WiringProjectModel
import Yams

/// Loads an XcodeGen spec and the specs it includes into one value, as XcodeGen merges them:
/// each `include:` (a path, or `path:` with `relativePaths:` and `enable:`) is loaded first, in
/// order, and the including spec laid over them. Paths in an included spec stay relative to its own
/// folder unless it says `relativePaths: false`.
struct SpecLoader {
    /// The largest spec file read.
    static let maxBytes = 10_000_000
    /// The most values all the files of one spec may hold once their aliases are expanded.
    static let maxValues = 1_000_000
    /// The deepest chain of includes followed.
    static let maxIncludeDepth = 16

    let listing: TreeListing
    /// Parts not read.
    private(set) var notRead: [ProjectFinding] = []
    /// Every spec file loaded (relative), the root's first.
    private(set) var files: [String] = []
    private var values = 0

    init(listing: TreeListing) {
        self.listing = listing
    }

    /// The merged spec of a file, or `nil` when the file itself cannot be read as YAML.
    ///
    /// - Parameter file: The spec, relative to the tree's root.
    mutating func load(_ file: String) -> SpecValue? {
        load(file, base: ProjectPath.parent(file), depth: 0, chain: [])
    }

    private mutating func load(_ file: String, base: String, depth: Int, chain: [String]) -> SpecValue? {
        guard let own = parse(file, base: base) else { return nil }
        files.append(file)
        var included: SpecValue?
        for include in own["include"]?.elements ?? [] {
            let path: String?
            var relativePaths = true
            if include.isMapping {
                path = include["path"]?.string
                if include["enable"]?.bool == false { continue }
                relativePaths = include["relativePaths"]?.bool ?? true
            } else {
                path = include.string
            }
            let place = include.place.place
            guard let path, let target = ProjectPath.join(include.place.base, path) else {
                notRead.append(ProjectFinding(.notRead, at: place, "the include '\(path ?? "?")' leaves the scanned folder or is not a path; it was not read"))
                continue
            }
            guard !chain.contains(target), target != file else { continue }
            guard depth < Self.maxIncludeDepth else {
                notRead.append(ProjectFinding(.notRead, at: place, "includes nest deeper than \(Self.maxIncludeDepth); '\(target)' was not read"))
                continue
            }
            guard DescriptionFile.isFile(listing.absolute(target)) else {
                let note = XcodeGenUnnamedSpecs.rootNote(written: path, resolved: target, listing: listing)
                notRead.append(ProjectFinding(.notRead, at: place, "the included spec '\(target)' is not on disk; what it declares is left out" + note))
                continue
            }
            let includedBase = relativePaths ? ProjectPath.parent(target) : base
            guard let value = load(target, base: includedBase, depth: depth + 1, chain: chain + [file]) else { continue }
            included = value.merged(onto: included, keepingPlaces: true)
        }
        return own.merged(onto: included, keepingPlaces: true)
    }

    /// One file's YAML as a value, or `nil` (with a finding) when it cannot be read.
    private mutating func parse(_ file: String, base: String) -> SpecValue? {
        let text: String
        switch DescriptionFile.contents(listing.absolute(file), limit: Self.maxBytes) {
        case .text(let read): text = read
        case .problem(let problem):
            notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: 1), problem))
            return nil
        }
        let node: Node?
        do {
            node = try Self.compose(text)
        } catch let error as TooManyRepeatedKeys {
            notRead.append(ProjectFinding(
                .notRead, at: ProjectPlace(file: file, line: error.line),
                "the spec writes a key again in one mapping more than \(error.limit) times; it was not read"))
            return nil
        } catch {
            notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: Self.line(of: error)), "the spec is not valid YAML; it was not read"))
            return nil
        }
        guard let node else { return .mapping([], .init(place: ProjectPlace(file: file, line: 1), base: base)) }
        var budget = Self.maxValues - values
        let value = Self.value(of: node, file: file, base: base, budget: &budget)
        values = Self.maxValues - budget
        guard budget >= 0, let value else {
            notRead.append(ProjectFinding(
                .notRead, at: ProjectPlace(file: file, line: 1),
                "the spec holds more than \(Self.maxValues) values once its aliases are expanded; it was not read"))
            return nil
        }
        return value
    }

    /// The YAML of a spec, read as XcodeGen reads it: a key written twice in one mapping keeps its
    /// last value. (Yams refuses such a mapping; XcodeGen's Yams kept the last, and real specs rely
    /// on it.) Each earlier key is renamed to a key the conversion leaves out (`isEarlierDuplicate`),
    /// so anchors written in its value still resolve.
    ///
    /// Yams names one repeated key per attempt, so each costs a parse of the whole file: the renames
    /// a file may take shrink as it grows (`renameLimit(forBytes:)`), and past them the spec is not
    /// read (`TooManyRepeatedKeys`) rather than parsed again and again.
    static func compose(_ text: String) throws -> Node? {
        var text = text
        var renamed = 0
        let limit = renameLimit(forBytes: text.utf8.count)
        while true {
            do {
                return try Yams.compose(yaml: text)
            } catch let error as YamlError {
                guard case .duplicatedKeysInMapping(_, let context) = error,
                      let next = renaming(keyAt: context.mark, in: text, to: earlierDuplicate + String(renamed))
                else { throw error }
                guard renamed < limit else { throw TooManyRepeatedKeys(line: context.mark.line, limit: limit) }
                text = next
                renamed += 1
            }
        }
    }

    /// A spec that writes keys again more often than `compose` renames them.
    struct TooManyRepeatedKeys: Error {
        /// The line of the first key written again that was not renamed.
        var line: Int
        /// The renames the file was allowed.
        var limit: Int
    }

    /// The bytes of spec text `compose` may parse for one file, over all its attempts.
    static let maxComposedBytes = 8_000_000

    /// How many repeated keys `compose` renames in a file of a size: at least 4, and no more than
    /// keep its parses within `maxComposedBytes`.
    static func renameLimit(forBytes bytes: Int) -> Int {
        max(4, maxComposedBytes / max(bytes, 1))
    }
    /// How a key renamed by `compose` starts.
    private static let earlierDuplicate = "wiring-earlier-duplicate-key-"

    /// Whether a key is one `compose` renamed: an earlier value of a key written again, left out.
    private static func isEarlierDuplicate(_ key: String) -> Bool {
        key.hasPrefix(earlierDuplicate)
    }

    /// The text with the block key at a place (1-based line and column) renamed, or `nil` when no
    /// plain or quoted key starts there.
    private static func renaming(keyAt mark: Mark, in text: String, to name: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        let start = mark.column - 1
        guard start < scalars.count else { return nil }
        var end = start
        if scalars[start] == "\"" || scalars[start] == "'" {
            guard let close = scalars[(start + 1)...].firstIndex(of: scalars[start]) else { return nil }
            end = close + 1
        } else {
            while end < scalars.count, !(scalars[end] == ":" && (end + 1 == scalars.count || scalars[end + 1] == " " || scalars[end + 1] == "\t")) {
                end += 1
            }
        }
        guard end < scalars.count, end > start, scalars[end] == ":" else { return nil }
        var renamed = String.UnicodeScalarView(scalars[..<start])
        renamed.append(contentsOf: name.unicodeScalars)
        renamed.append(contentsOf: scalars[end...])
        lines[mark.line - 1] = String(renamed)
        return lines.joined(separator: "\n")
    }

    /// A YAML node as a value, counting each value made against the budget (aliases and merge keys
    /// `<<` are expanded).
    private static func value(of node: Node, file: String, base: String, budget: inout Int) -> SpecValue? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let place = SpecValue.SpecPlace(place: ProjectPlace(file: file, line: node.mark.map { $0.line } ?? 1), base: base)
        if let mapping = node.mapping {
            var pairs: [(key: String, value: SpecValue)] = []
            var merged: [(key: String, value: SpecValue)] = []
            var mergedKeys: Set<String> = []
            for (key, value) in mapping where !isEarlierDuplicate(key.string ?? "") {
                if key.tag.rawValue == Tag.Name.merge.rawValue {
                    // `<<: *defaults`, `<<: [*a, *b]`: the keys of the mappings named, the first one
                    // naming a key giving its value; each value made counts against the budget.
                    for source in value.sequence.map(Array.init) ?? [value] where source.mapping != nil {
                        guard let converted = Self.value(of: source, file: file, base: base, budget: &budget) else { return nil }
                        for pair in converted.pairs where mergedKeys.insert(pair.key).inserted { merged.append(pair) }
                    }
                    continue
                }
                guard let converted = Self.value(of: value, file: file, base: base, budget: &budget) else { return nil }
                // A key is written as a scalar; a value's line is the key's (where the entry starts).
                let keyPlace = SpecValue.SpecPlace(place: ProjectPlace(file: file, line: key.mark.map { $0.line } ?? place.place.line), base: base)
                pairs.append((key.string ?? "", Self.placed(converted, at: keyPlace)))
            }
            // The mapping's own keys win over the merged ones, wherever `<<` is written.
            let own = Set(pairs.map(\.key))
            return .mapping(merged.filter { !own.contains($0.key) } + pairs, place)
        }
        if let sequence = node.sequence {
            var elements: [SpecValue] = []
            for element in sequence {
                guard let converted = Self.value(of: element, file: file, base: base, budget: &budget) else { return nil }
                elements.append(converted)
            }
            return .list(elements, place)
        }
        return .scalar(node.string ?? "", place)
    }

    /// A mapping or list entry placed at its key's line.
    private static func placed(_ value: SpecValue, at place: SpecValue.SpecPlace) -> SpecValue {
        switch value {
        case .mapping(let pairs, _): .mapping(pairs, place)
        case .list(let elements, _): .list(elements, place)
        case .scalar(let text, _): .scalar(text, place)
        }
    }

    /// The line a YAML error names, else 1.
    private static func line(of error: Error) -> Int {
        if let error = error as? YamlError {
            switch error {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
            default: return 1
            }
        }
        return 1
    }
}
