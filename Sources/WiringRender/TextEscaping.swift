import Foundation
import WiringModel

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
        TerminalText.sanitized(text).replacingOccurrences(of: "\\", with: "\\\\")
    }

    /// Text for HTML, XML, SVG and Graphviz HTML-like labels: markup characters as entities.
    static func html(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in TerminalText.sanitized(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for a quoted Mermaid label (`["…"]`, `|"…"|`): markup and Mermaid's
    /// own syntax characters as `#…;` entity codes.
    static func mermaid(_ text: String) -> String {
        var result = ""
        for character in TerminalText.sanitized(text) {
            switch character {
            case "#": result += "#35;"
            // Mermaid reads `%%{…}%%` as a configuration directive anywhere in the text.
            case "%": result += "#37;"
            case "\"": result += "#quot;"
            case "&": result += "#amp;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "`": result += "#96;"
            case "|": result += "#124;"
            case "\\": result += "#92;"
            default: result.append(character)
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
        var result = prefix + "-"
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "_" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
            }
        }
        return result
    }

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

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
