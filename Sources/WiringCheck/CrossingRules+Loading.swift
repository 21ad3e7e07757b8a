import WiringModel
import WiringPlatform
import WiringText

extension CrossingRules {
    /// Reads and checks a rules file.
    ///
    /// - Parameter url: The JSON rules file.
    /// - Throws: `DiffError.unreadableRules` when the file cannot be read, `DiffError.invalidRules`
    ///   naming the JSON path when it does not have the documented shape.
    public init(contentsOf url: URL) throws {
        let name = url.isFileURL ? url.path : url.absoluteString
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.maxFileBytes, kind: "rules file")
        } catch {
            throw DiffError.unreadableRules(file: name, reason: Self.reason(error))
        }
        try self.init(data: data, fileName: name)
    }

    /// The largest rules file read, in bytes.
    static let maxFileBytes = 64 << 20

    /// Decodes and checks rules from JSON bytes.
    ///
    /// The document is read by the same strict reader as snapshots (RFC 8259, UTF-8, no key
    /// repeated in an object), and every object may hold only the keys the format defines, at
    /// any level: a misspelt key is refused rather than ignored, since an ignored key can switch
    /// a rule off without a word.
    ///
    /// - Parameters:
    ///   - data: The JSON document.
    ///   - fileName: The name used in error messages.
    /// - Throws: `DiffError.invalidRules` naming the JSON path and the problem.
    public init(data: Data, fileName: String = "<data>") throws {
        let document: JSONValue
        do {
            document = try JSONValue(strictJSON: data, fileName: fileName)
        } catch let error as SnapshotError {
            switch error {
            case let .invalidValue(_, path, problem): throw DiffError.invalidRules(file: fileName, path: path, problem: problem)
            case let .malformedJSON(_, reason): throw DiffError.invalidRules(file: fileName, path: "$", problem: "not valid JSON: \(reason)")
            default: throw DiffError.invalidRules(file: fileName, path: "$", problem: Self.reason(error))
            }
        }
        let reader = RulesReader(fileName: fileName)
        self = try reader.rules(document)
        try check(fileName: fileName)
    }

    /// Rejects rules that would silently match nothing or be ambiguous.
    private func check(fileName: String) throws {
        var names: Set<String> = []
        for (index, layer) in layers.enumerated() {
            if layer.name.isEmpty {
                throw DiffError.invalidRules(file: fileName, path: "$.layers[\(index)].name", problem: "layer name is empty; name every layer")
            }
            if !names.insert(layer.name).inserted {
                throw DiffError.invalidRules(
                    file: fileName, path: "$.layers[\(index)].name",
                    problem: "layer '\(TerminalText.sanitized(layer.name, limit: 80))' is listed twice; merge its patterns into one layer")
            }
            if layer.match.isEmpty {
                throw DiffError.invalidRules(file: fileName, path: "$.layers[\(index)].match", problem: "no patterns; list at least one")
            }
            if let empty = layer.match.firstIndex(where: { $0.text.isEmpty }) {
                throw DiffError.invalidRules(file: fileName, path: "$.layers[\(index)].match[\(empty)]", problem: "empty pattern; use '*' to match everything")
            }
        }
        for (key, pairs) in [("forbidden", forbidden), ("allowed", allowed)] {
            for (index, pair) in pairs.enumerated() {
                if pair.from.text.isEmpty {
                    throw DiffError.invalidRules(file: fileName, path: "$.\(key)[\(index)].from", problem: "empty pattern; use '*' to match everything")
                }
                if pair.to.text.isEmpty {
                    throw DiffError.invalidRules(file: fileName, path: "$.\(key)[\(index)].to", problem: "empty pattern; use '*' to match everything")
                }
            }
        }
        if let index = allowed.firstIndex(where: { $0.severity != nil }) {
            throw DiffError.invalidRules(
                file: fileName, path: "$.allowed[\(index)].severity",
                problem: "an allowed pair has no severity; remove it, or make the pair forbidden")
        }
        var scopes: Set<CycleScope> = []
        for (index, rule) in cycles.enumerated() where !scopes.insert(rule.among).inserted {
            throw DiffError.invalidRules(
                file: fileName, path: "$.cycles[\(index)].among",
                problem: "cycles among '\(rule.among.rawValue)' are listed twice; keep one rule per scope")
        }
    }

    static func reason(_ error: SnapshotError) -> String {
        switch error {
        case let .unreadable(_, reason): return reason
        case let .tooLarge(_, what, limit): return "\(what) exceeds the limit of \(limit)"
        default: return error.description
        }
    }
}
