import WiringModel
import WiringPlatform
import WiringText

/// Shared pieces of the text and JSON answers.
enum TextOutput {
    /// Snapshot-provided text made safe for a terminal, and bounded in length.
    static func safe(_ text: String) -> String {
        TerminalText.sanitized(text, limit: 300)
    }

    /// `port name: Type (computed)`, with a lazy port not yet made marked.
    static func port(_ port: WiringModel.Port, _ style: InspectStyle) -> String {
        let origin = port.origin == .lazy && !port.made ? "lazy, not yet made" : port.origin.rawValue
        return "port \(safe(port.name)): \(safe(TypeName.unqualified(port.type))) " + style.paint("(\(origin))", .muted)
            + placeText(port.place, style)
    }

    /// ` AppStore.swift:12` after a node, port or edge with a place; empty without one.
    static func placeText(_ place: SourcePlace?, _ style: InspectStyle) -> String {
        guard let place else { return "" }
        return " " + style.paint(safe(place.shortDescription), .muted)
    }

    /// `[kind]`, plus key, life, an unresolved mark and the place, for a node line.
    static func nodeMarks(_ node: Node, _ style: InspectStyle) -> String {
        var text = " " + style.paint("[\(node.kind.rawValue)]", .kind)
        var facts: [String] = []
        if let key = node.key { facts.append("key: \(safe(key))") }
        if let life = node.life { facts.append("life: \(safe(life))") }
        if !facts.isEmpty { text += " " + facts.joined(separator: ", ") }
        if !node.resolved { text += " " + style.paint("(unresolved)", .warning) }
        return text + placeText(node.place, style)
    }

    /// Encodes an answer as pretty, key-sorted JSON ending in a newline.
    ///
    /// Characters a terminal would act on (C1 controls, bidirectional overrides, line
    /// separators) are written as `\u` escapes: the JSON decodes to the same strings,
    /// but printing it cannot move the cursor or reorder text.
    static func json<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and booleans always encode.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        let text = String(decoding: data, as: UTF8.self)
        var result = ""
        result.reserveCapacity(text.utf8.count + 1)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\n"
    }
}
