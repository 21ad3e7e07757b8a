/// Makes untrusted text safe inside a quoted Mermaid label (`["…"]`, `|"…"|`): the one Mermaid
/// escaper, used by the renderer and by the diff drawing of the Markdown report.
///
/// Mermaid reads entity codes (`#35;`) in labels, so every character that could end the
/// label, open a directive (`%%{…}%%`), add markup or close the Markdown code fence around
/// the diagram becomes one; control characters become visible `\u{…}` escapes first. Brackets
/// need nothing: inside quotes only `"` ends a label.
package enum MermaidText {
    /// Escapes text for a quoted label.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - limit: The most characters kept; longer text ends in `…`.
    /// - Returns: The text with Mermaid's syntax characters as entity codes.
    package static func escaped(_ text: String, limit: Int = .max) -> String {
        var result = ""
        for scalar in TerminalText.sanitized(text, limit: limit).unicodeScalars {
            switch scalar {
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
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
