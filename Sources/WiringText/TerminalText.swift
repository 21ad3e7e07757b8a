/// Makes untrusted text safe to print in a terminal.
package enum TerminalText {
    /// Replaces control characters (escape sequences among them), text-direction overrides
    /// and Unicode noncharacters with visible escapes.
    ///
    /// - Parameters:
    ///   - text: Untrusted text, such as a type name from a snapshot.
    ///   - limit: The most characters to keep; longer text ends in `…`.
    /// - Returns: Text with no control characters.
    package static func sanitized(_ text: String, limit: Int = .max) -> String {
        // Most text needs no change: check first, and build a new string only when it does.
        var count = 0
        var clean = true
        for scalar in text.unicodeScalars {
            count += 1
            if count > limit || needsEscape(scalar) {
                clean = false
                break
            }
        }
        return clean ? text : rebuilt(text, limit: limit)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: false
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFDD0...0xFDEF: true
        case let value: value & 0xFFFE == 0xFFFE
        }
    }

    private static func rebuilt(_ text: String, limit: Int) -> String {
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
}
