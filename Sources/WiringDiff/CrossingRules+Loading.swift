import Foundation
import WiringModel

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
            data = try Data(contentsOf: url)
        } catch {
            throw DiffError.unreadableRules(file: name, reason: Self.reason(error))
        }
        try self.init(data: data, fileName: name)
    }

    /// Decodes and checks rules from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: The JSON document.
    ///   - fileName: The name used in error messages.
    /// - Throws: `DiffError.invalidRules` naming the JSON path and the problem.
    public init(data: Data, fileName: String = "<data>") throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw DiffError.invalidRules(file: fileName, path: "$", problem: "not valid JSON")
        }
        guard let top = object as? [String: Any] else {
            throw DiffError.invalidRules(file: fileName, path: "$", problem: "expected an object with 'layers', 'forbidden', 'allowed', 'cycles' or 'lifetimes'")
        }
        let known: Set = ["layers", "forbidden", "allowed", "cycles", "lifetimes"]
        if let unknown = top.keys.sorted().first(where: { !known.contains($0) }) {
            throw DiffError.invalidRules(
                file: fileName, path: "$.\(TerminalText.sanitized(unknown, limit: 80))",
                problem: "unknown key; expected layers, forbidden, allowed, cycles or lifetimes")
        }
        do {
            let decoded = try JSONDecoder().decode(Document.self, from: data)
            self.init(
                layers: decoded.layers ?? [], forbidden: decoded.forbidden ?? [], allowed: decoded.allowed ?? [],
                cycles: decoded.cycles ?? [], lifetimes: decoded.lifetimes)
        } catch let error as DecodingError {
            throw Self.translate(error, fileName: fileName)
        }
        try check(fileName: fileName)
    }

    /// The file's shape: every part optional.
    private struct Document: Decodable {
        var layers: [CrossingLayer]?
        var forbidden: [CrossingPairRule]?
        var allowed: [CrossingPairRule]?
        var cycles: [CycleRule]?
        var lifetimes: LifetimeRule?
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

    private static func translate(_ error: DecodingError, fileName: String) -> DiffError {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("$") { text, key in
                key.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(key.stringValue)"
            }
        }
        switch error {
        case let .keyNotFound(key, context):
            return .invalidRules(file: fileName, path: path(context.codingPath + [key]), problem: "required field '\(key.stringValue)' is missing")
        case let .typeMismatch(type, context):
            return .invalidRules(file: fileName, path: path(context.codingPath), problem: "expected \(describe(type))")
        case let .valueNotFound(type, context):
            return .invalidRules(file: fileName, path: path(context.codingPath), problem: "null where \(describe(type)) is required")
        case let .dataCorrupted(context) where context.codingPath.last?.stringValue == "severity":
            return .invalidRules(file: fileName, path: path(context.codingPath), problem: "unknown severity; use error, warn or off")
        case let .dataCorrupted(context) where context.codingPath.last?.stringValue == "among":
            return .invalidRules(
                file: fileName, path: path(context.codingPath), problem: "unknown scope; use boundaries, services or objects")
        case let .dataCorrupted(context):
            return .invalidRules(
                file: fileName, path: path(context.codingPath),
                problem: TerminalText.sanitized(context.debugDescription, limit: 200))
        @unknown default:
            return .invalidRules(file: fileName, path: "$", problem: TerminalText.sanitized(String(describing: error), limit: 200))
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is NamePattern.Type, is RuleSeverity.Type, is CycleScope.Type: "a string"
        case is [CrossingLayer].Type, is [CrossingPairRule].Type, is [NamePattern].Type, is [CycleRule].Type, is [Any].Type:
            "an array"
        default: "an object"
        }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
