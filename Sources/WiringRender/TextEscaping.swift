import WiringPlatform
import WiringText

/// Escapes untrusted names (type names, ids, port names) for each output language.
///
/// Type names can hold `<`, `>`, `&`, quotes, backslashes and control
/// characters; every string that reaches DOT, SVG, HTML, JavaScript or
/// Mermaid passes through one of these.
enum TextEscaping {
    /// Text for a Graphviz escString attribute (`label`, `tooltip`, `id`):
    /// control characters made visible and backslashes doubled, so `\N` or a
    /// trailing backslash in a name stays literal. Graphviz quotes the result itself.
    static func dot(_ text: String) -> String {
        // Capped like labels: Graphviz's reader refuses quoted strings over 16,384 bytes.
        let sanitized = TerminalText.sanitized(text, limit: maxQuotedCharacters)
        // Most names hold no backslash: nothing more to change.
        if !sanitized.utf8.contains(UInt8(ascii: "\\")) { return sanitized }
        var result = ""
        for scalar in sanitized.unicodeScalars {
            if scalar == "\\" { result += "\\\\" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The most characters of a tooltip or edge label (escapes can grow each to 8 bytes).
    static let maxQuotedCharacters = 1_000

    /// The most characters of one name shown in a label; longer names end in `…`.
    ///
    /// Graphviz's DOT reader refuses an HTML-like label longer than 16,384 bytes,
    /// so a label built from a few capped names stays readable by `dot`. Tooltips
    /// and the HTML page's data keep the whole name.
    static let maxLabelCharacters = 300

    /// Text for HTML, XML, SVG and Graphviz HTML-like labels: markup characters as
    /// entities, shortened to `maxLabelCharacters`.
    static func html(_ text: String) -> String {
        let sanitized = TerminalText.sanitized(text, limit: maxLabelCharacters)
        // Most names hold no markup character: nothing more to change.
        if !sanitized.utf8.contains(where: htmlMarkup.contains) { return sanitized }
        var result = ""
        result.reserveCapacity(min(text.utf8.count, maxLabelCharacters * 2))
        // Scalars, not Characters: `<` followed by a combining mark is one Character that is
        // not equal to "<", yet a parser still reads the `<`.
        for scalar in sanitized.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A stable element id made only of `[A-Za-z0-9.-]` and `_xx` byte escapes,
    /// so it is safe in DOT, SVG, HTML and CSS, and two ids never collide.
    ///
    /// - Parameters:
    ///   - prefix: `node` or `edge`.
    ///   - id: A node id or `Edge.id`.
    static func elementID(_ prefix: String, _ id: String) -> String {
        var id = id
        return id.withUTF8 { whole in
            var marker = ""
            var bytes = whole
            if whole.count > maxIDBytes {
                // A very long id keeps a readable start and a hash of the whole, so it stays unique;
                // `_h` never occurs in a short id, whose underscores always begin a hex escape.
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in whole { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                bytes = UnsafeBufferPointer(rebasing: whole.prefix(maxIDBytes))
                marker = "_h" + String(hash, radix: 16) + "_"
            }
            // Written as bytes into the string's own storage: appending to a `String` a character
            // at a time cost more than the rest of building a node's attributes.
            let capacity = prefix.utf8.count + 1 + marker.utf8.count + bytes.count * 3
            return String(unsafeUninitializedCapacity: capacity) { out in
                var end = 0
                func put(_ byte: UInt8) {
                    out[end] = byte
                    end += 1
                }
                for byte in prefix.utf8 { put(byte) }
                put(UInt8(ascii: "-"))
                for byte in marker.utf8 { put(byte) }
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                        put(byte)
                    default:
                        put(UInt8(ascii: "_"))
                        put(hexDigit(byte >> 4))
                        put(hexDigit(byte & 0xF))
                    }
                }
                return end
            }
        }
    }

    /// The lowercase hexadecimal digit for a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The characters `html(_:)` replaces with entities.
    private static let htmlMarkup: [UInt8] = Array("&<>\"'".utf8)

    /// The most bytes of an id spelled out in an element id; longer ids are hashed.
    static let maxIDBytes = 200

    /// JSON made safe inside an HTML `<script>` element: `<`, `>`, `&` and the
    /// JavaScript line separators become `\u` escapes, so no name can close the element.
    static func scriptJSON(_ data: Data) -> String {
        var result = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
