import WiringModel

/// Turns a strictly read JSON document into `CrossingRules`, refusing any key the format does
/// not define, any value of the wrong type, and any missing required field, with the JSON path.
struct RulesReader {
    let fileName: String

    func rules(_ document: JSONValue) throws -> CrossingRules {
        let top = try members(document, at: "$", keys: ["layers", "forbidden", "allowed"],
                              expected: "an object with 'layers', 'forbidden' or 'allowed'")
        var rules = CrossingRules()
        if let value = top["layers"] {
            rules.layers = try optionalArray(value, at: "$.layers").enumerated().map { index, element in
                try layer(element, at: "$.layers[\(index)]")
            }
        }
        for key in ["forbidden", "allowed"] {
            guard let value = top[key] else { continue }
            let pairs = try optionalArray(value, at: "$.\(key)").enumerated().map { index, element in
                try pair(element, at: "$.\(key)[\(index)]")
            }
            if key == "forbidden" { rules.forbidden = pairs } else { rules.allowed = pairs }
        }
        return rules
    }

    private func layer(_ value: JSONValue, at path: String) throws -> CrossingLayer {
        let fields = try members(value, at: path, keys: ["name", "match"], expected: "an object with 'name' and 'match'")
        let name = try string(try required(fields, "name", at: path), at: "\(path).name")
        guard case let .array(patterns) = try required(fields, "match", at: path) else {
            throw problem("\(path).match", "expected an array of patterns, found \(fields["match"]!.kindDescription)")
        }
        let match = try patterns.enumerated().map { index, pattern in
            NamePattern(try string(pattern, at: "\(path).match[\(index)]"))
        }
        return CrossingLayer(name: name, match: match)
    }

    private func pair(_ value: JSONValue, at path: String) throws -> CrossingPairRule {
        let fields = try members(value, at: path, keys: ["from", "to", "reason"], expected: "an object with 'from' and 'to'")
        let from = try string(try required(fields, "from", at: path), at: "\(path).from")
        let to = try string(try required(fields, "to", at: path), at: "\(path).to")
        var reason: String?
        if let value = fields["reason"], value != .null { reason = try string(value, at: "\(path).reason") }
        return CrossingPairRule(from: NamePattern(from), to: NamePattern(to), reason: reason)
    }

    /// An object's members by key, refusing keys outside `keys`.
    private func members(_ value: JSONValue, at path: String, keys: [String], expected: String) throws -> [String: JSONValue] {
        guard case let .object(members) = value else { throw problem(path, "expected \(expected), found \(value.kindDescription)") }
        var result: [String: JSONValue] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                throw problem(
                    "\(path).\(TerminalText.sanitized(member.key, limit: 80))",
                    "unknown key; expected \(keys.map { "'\($0)'" }.joined(separator: ", ")) (check the spelling)")
            }
            result[member.key] = member.value
        }
        return result
    }

    private func required(_ fields: [String: JSONValue], _ key: String, at path: String) throws -> JSONValue {
        guard let value = fields[key] else { throw problem("\(path).\(key)", "required field '\(key)' is missing") }
        return value
    }

    private func optionalArray(_ value: JSONValue, at path: String) throws -> [JSONValue] {
        switch value {
        case .null: return []
        case let .array(elements): return elements
        default: throw problem(path, "expected an array, found \(value.kindDescription)")
        }
    }

    private func string(_ value: JSONValue, at path: String) throws -> String {
        guard case let .string(text) = value else { throw problem(path, "expected a string, found \(value.kindDescription)") }
        return text
    }

    private func problem(_ path: String, _ text: String) -> DiffError {
        .invalidRules(file: fileName, path: path, problem: text)
    }
}
