import WiringInspect
import WiringModel
import WiringText

/// Turns a strictly read JSON document into `CrossingRules`, refusing any key the format does
/// not define, any value of the wrong type, and any missing required field, with the JSON path.
struct RulesReader {
    let fileName: String

    func rules(_ document: JSONValue) throws -> CrossingRules {
        let top = try members(
            document, at: "$", keys: ["layers", "forbidden", "allowed", "cycles", "lifetimes", "modules", "unregistered", "no-live-value"],
            expected: "an object with 'layers', 'forbidden', 'allowed', 'cycles', 'lifetimes', 'modules', 'unregistered' or 'no-live-value'")
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
        if let value = top["cycles"] {
            rules.cycles = try optionalArray(value, at: "$.cycles").enumerated().map { index, element in
                try cycleRule(element, at: "$.cycles[\(index)]")
            }
        }
        if let value = top["lifetimes"], value != .null {
            let fields = try members(value, at: "$.lifetimes", keys: ["severity"], expected: "an object such as {\"severity\": \"warn\"}")
            rules.lifetimes = LifetimeRule(severity: try severity(fields, at: "$.lifetimes"))
        }
        if let value = top["modules"], value != .null {
            rules.modules = try moduleRule(value, at: "$.modules")
        }
        if let value = top["unregistered"], value != .null {
            let fields = try members(value, at: "$.unregistered", keys: ["severity"], expected: "an object such as {\"severity\": \"warn\"}")
            rules.unregistered = UnregisteredRule(severity: try severity(fields, at: "$.unregistered"))
        }
        if let value = top["no-live-value"], value != .null {
            let fields = try members(value, at: "$.no-live-value", keys: ["severity"], expected: "an object such as {\"severity\": \"error\"}")
            rules.noLiveValue = try severity(fields, at: "$.no-live-value")
        }
        return rules
    }

    private func moduleRule(_ value: JSONValue, at path: String) throws -> ModuleRule {
        let kinds = ModuleFinding.Kind.allCases.map(\.rawValue)
        let fields = try members(value, at: path, keys: kinds, expected: "an object such as {\"unused-dependency\": \"off\"}")
        var severities: [ModuleFinding.Kind: RuleSeverity] = [:]
        for kind in ModuleFinding.Kind.allCases {
            guard let value = fields[kind.rawValue], value != .null else { continue }
            severities[kind] = try severity(value, at: "\(path).\(kind.rawValue)")
        }
        return ModuleRule(severities: severities)
    }

    private func cycleRule(_ value: JSONValue, at path: String) throws -> CycleRule {
        let fields = try members(value, at: path, keys: ["among", "severity"], expected: "an object with 'among'")
        let among = try string(try required(fields, "among", at: path), at: "\(path).among")
        guard let scope = CycleScope(rawValue: among) else {
            throw problem("\(path).among", "unknown scope '\(TerminalText.sanitized(among, limit: 80))'; use boundaries, services or objects")
        }
        return CycleRule(among: scope, severity: try severity(fields, at: path))
    }

    /// A rule's optional `severity`: `error`, `warn` or `off`.
    private func severity(_ fields: [String: JSONValue], at path: String) throws -> RuleSeverity? {
        guard let value = fields["severity"], value != .null else { return nil }
        return try severity(value, at: "\(path).severity")
    }

    private func severity(_ value: JSONValue, at path: String) throws -> RuleSeverity {
        let text = try string(value, at: path)
        guard let severity = RuleSeverity(rawValue: text) else {
            throw problem(path, "unknown severity '\(TerminalText.sanitized(text, limit: 80))'; use error, warn or off")
        }
        return severity
    }

    private func layer(_ value: JSONValue, at path: String) throws -> CrossingLayer {
        let fields = try members(
            value, at: path, keys: ["name", "match", "severity"], expected: "an object with 'name' and 'match'")
        let name = try string(try required(fields, "name", at: path), at: "\(path).name")
        guard case let .array(patterns) = try required(fields, "match", at: path) else {
            throw problem("\(path).match", "expected an array of patterns, found \(fields["match"]!.kindDescription)")
        }
        let match = try patterns.enumerated().map { index, pattern in
            NamePattern(try string(pattern, at: "\(path).match[\(index)]"))
        }
        return CrossingLayer(name: name, match: match, severity: try severity(fields, at: path))
    }

    private func pair(_ value: JSONValue, at path: String) throws -> CrossingPairRule {
        let fields = try members(
            value, at: path, keys: ["from", "to", "reason", "severity"], expected: "an object with 'from' and 'to'")
        let from = try string(try required(fields, "from", at: path), at: "\(path).from")
        let to = try string(try required(fields, "to", at: path), at: "\(path).to")
        var reason: String?
        if let value = fields["reason"], value != .null { reason = try string(value, at: "\(path).reason") }
        return CrossingPairRule(
            from: NamePattern(from), to: NamePattern(to), reason: reason, severity: try severity(fields, at: path))
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
