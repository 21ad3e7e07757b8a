import WiringDiff
import WiringModel

/// Makes untrusted text safe inside GitHub-flavoured Markdown, table cells included.
///
/// Type names carry `<`, `>`, `|` and backticks; a hostile snapshot may carry HTML or
/// link syntax. Escaped text renders as the literal characters and never as markup.
enum MarkdownText {
    /// Escapes text for Markdown prose and table cells.
    ///
    /// Control characters become visible `\u{…}` escapes; `&`, `<`, `>` and `"` become HTML
    /// entities, so no tag survives; the punctuation that can open emphasis, a code span, a
    /// link, a table cell or a mention gets a backslash; characters that matter only at the
    /// start of a line (`#`, `+`, `-`, `=`, `!`) are escaped there; and `://` and `www.`
    /// are broken up so that no autolink forms.
    static func escaped(_ text: String, limit: Int = 500) -> String {
        var result = ""
        // Scalars, not Characters: `<` followed by a combining mark is one Character that is
        // not equal to "<", yet a Markdown or HTML parser still reads the `<`.
        for scalar in TerminalText.sanitized(text, limit: limit).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "@":
                result += "\\\(scalar)"
            case _ where result.isEmpty && "#+-=!".unicodeScalars.contains(scalar):
                result += "\\\(scalar)"
            case ":" where result.hasSuffix("http") || result.hasSuffix("https") || result.hasSuffix("ftp"):
                result += "\\:"
            case "." where result.lowercased().hasSuffix("www"):
                result += "\\."
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
