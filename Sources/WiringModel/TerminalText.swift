/// Makes untrusted text safe to print in a terminal.
public enum TerminalText {
    /// Replaces control characters (escape sequences among them), text-direction overrides
    /// and Unicode noncharacters with visible escapes.
    ///
    /// - Parameters:
    ///   - text: Untrusted text, such as a type name from a snapshot.
    ///   - limit: The most characters to keep; longer text ends in `…`.
    /// - Returns: Text with no control characters.
    public static func sanitized(_ text: String, limit: Int = .max) -> String {
        // Most text has nothing to replace and fits: it is returned as it is rather than rebuilt
        // one scalar at a time, which cost more than the rest of labelling a node.
        var scanned = 0
        var unchanged = true
        for scalar in text.unicodeScalars {
            if scanned >= limit || needsEscape(scalar) {
                unchanged = false
                break
            }
            scanned += 1
        }
        if unchanged { return text }
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// Whether `sanitized(_:limit:)` replaces a scalar with its escape.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
            // Noncharacters: XML forbids U+FFFE and U+FFFF, so an SVG or HTML-like label holding them is broken.
            0xFDD0...0xFDEF:
            return true
        case let value where value & 0xFFFE == 0xFFFE:
            return true
        default:
            return false
        }
    }
}
