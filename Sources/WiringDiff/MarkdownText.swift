import WiringModel

/// Makes untrusted text safe inside GitHub-flavoured Markdown, table cells included.
///
/// Type names carry `<`, `>`, `|` and backticks; a hostile snapshot may carry HTML or
/// link syntax. Escaped text renders as the literal characters and never as markup.
enum MarkdownText {
    /// Escapes text for Markdown prose and table cells.
    ///
    /// Control characters become visible `\u{…}` escapes; `&`, `<`, `>` and `"` become HTML
    /// entities, so no tag survives; Markdown punctuation gets a backslash, so no emphasis,
    /// code span, link, heading or table-cell break survives.
    static func escaped(_ text: String, limit: Int = 500) -> String {
        var result = ""
        for character in TerminalText.sanitized(text, limit: limit) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~", "@", ":":
                result += "\\\(character)"
            default: result.append(character)
            }
        }
        return result
    }
}
