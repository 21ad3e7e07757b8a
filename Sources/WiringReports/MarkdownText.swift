import WiringText

/// Makes untrusted text safe inside GitHub-flavoured Markdown, table cells included.
///
/// Type names carry `<`, `>`, `|` and backticks; a hostile snapshot may carry HTML or
/// link syntax. Escaped text renders as the literal characters and never as markup, a link
/// or a mention.
enum MarkdownText {
    /// The invisible word joiner put after `@` and `#` (and before `-` in `GH-`): GitHub's
    /// mention and issue-reference filters, and the e-mail autolink, need a word character
    /// right after them, so no `@user`, `#123`, `GH-123` or `name@host` links.
    static let joiner: Unicode.Scalar = "\u{2060}"

    /// Escapes text for Markdown prose and table cells.
    ///
    /// Control characters become visible `\u{…}` escapes; `&`, `<`, `>` and `"` become HTML
    /// entities, so no tag survives; the punctuation that can open emphasis, a code span, a
    /// link or a table cell gets a backslash; characters that matter only at the start of a
    /// line (`#`, `+`, `-`, `=`, `!`, `:`) are escaped there; a `:` before `/` is escaped and
    /// the `.` of `www.` (any case), so no autolink forms (`HTTP://`, `ftp://`, `www.`); and
    /// `@`, `#` and `GH-` are followed by an invisible word joiner, so no e-mail address
    /// (`mailto:` included), mention or issue reference forms.
    static func escaped(_ text: String, limit: Int = 500) -> String {
        var result = ""
        // Scalars, not Characters: `<` followed by a combining mark is one Character that is
        // not equal to "<", yet a Markdown or HTML parser still reads the `<`.
        let scalars = Array(TerminalText.sanitized(text, limit: limit).unicodeScalars)
        var atLineStart = true
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                result += "\\\(scalar)"
            case "@":
                result += "@"
                result.unicodeScalars.append(joiner)
            case "#":
                result += atLineStart ? "\\#" : "#"
                result.unicodeScalars.append(joiner)
            case _ where atLineStart && "+-=!:".unicodeScalars.contains(scalar):
                result += "\\\(scalar)"
            case ":" where next == "/":
                result += "\\:"
            case "." where endsWithWord(scalars, before: index, "www"):
                result += "\\."
            case "-" where endsWithWord(scalars, before: index, "gh"):
                result.unicodeScalars.append(joiner)
                result += "-"
            default:
                result.unicodeScalars.append(scalar)
            }
            // Leading spaces keep a line's start: GitHub reads `  ::x` as a workflow command too.
            atLineStart = atLineStart && (scalar == " " || scalar == "\t")
        }
        return result
    }

    /// Whether the scalars just before `index` spell `word`, in any case.
    private static func endsWithWord(_ scalars: [Unicode.Scalar], before index: Int, _ word: String) -> Bool {
        let letters = Array(word.unicodeScalars)
        guard index >= letters.count else { return false }
        for (offset, letter) in letters.enumerated() {
            let scalar = scalars[index - letters.count + offset]
            guard scalar.isASCII, Character(scalar).lowercased() == String(letter) else { return false }
        }
        return true
    }
}
