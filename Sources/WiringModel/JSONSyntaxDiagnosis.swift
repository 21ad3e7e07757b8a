import Foundation

/// Explains why a document is not JSON, with the line and column of the fault.
///
/// `JSONDecoder` only says that data "was not valid JSON"; on that (rare)
/// path the document is parsed once more with `JSONSerialization`, whose
/// message carries the byte offset, and the offset is turned into a line and
/// column a person can jump to. Nesting deeper than the parser's limit (512
/// levels) is reported the same way rather than exhausting the stack.
enum JSONSyntaxDiagnosis {
    /// Why the bytes are not a JSON document.
    ///
    /// - Parameter data: The bytes `JSONDecoder` refused.
    /// - Returns: A lowercase reason such as `invalid value at line 3, column 14`.
    static func reason(for data: Data) -> String {
        if isBlank(data) {
            return "the file is empty; a snapshot is a JSON object with schemaVersion, nodes and edges"
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the document is not a JSON object"
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "the data is not JSON"
            return located(lowercasedFirst(text), in: data)
        }
    }

    /// Whether the document holds nothing but JSON whitespace.
    static func isBlank(_ data: Data) -> Bool {
        data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    /// Replaces `around character N` (a byte offset) with `at line L, column C`.
    private static func located(_ message: String, in data: Data) -> String {
        let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
        guard let marker = trimmed.range(of: "character ", options: .backwards),
              let offset = Int(trimmed[marker.upperBound...].prefix { $0.isNumber }) else {
            return trimmed
        }
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = offset - lineStart + 1
        var prefix = String(trimmed[..<marker.lowerBound])
        for filler in ["around ", "starting from ", "at "] where prefix.hasSuffix(filler) {
            prefix.removeLast(filler.count)
        }
        return "\(prefix)at line \(line), column \(column)"
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
