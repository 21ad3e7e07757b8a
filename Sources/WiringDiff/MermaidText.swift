import WiringModel

/// Makes untrusted text safe inside a quoted Mermaid label.
///
/// Mermaid reads entity codes (`#35;`) in labels, so every character that could end the
/// label, open a directive (`%%{…}%%`), add markup or close the Markdown code fence around
/// the diagram becomes one; control characters become visible `\u{…}` escapes first.
enum MermaidText {
    /// Escapes text for a `"…"` label.
    static func escaped(_ text: String, limit: Int = 60) -> String {
        var result = ""
        for scalar in TerminalText.sanitized(text, limit: limit).unicodeScalars {
            switch scalar {
            case "#": result += "#35;"
            case "%": result += "#37;"
            case "\"": result += "#quot;"
            case "&": result += "#amp;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "`": result += "#96;"
            case "|": result += "#124;"
            case "\\": result += "#92;"
            case "[": result += "#91;"
            case "]": result += "#93;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
