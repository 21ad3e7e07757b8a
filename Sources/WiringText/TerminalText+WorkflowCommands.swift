extension TerminalText {
    /// Text in which no line starts with `::`, the mark of a GitHub Actions workflow command.
    ///
    /// The Actions runner reads every line of a job's log whose first characters after leading
    /// white space are `::` as a command (`::error …`, `::add-mask::…`, `::stop-commands::…`).
    /// Swift raw identifiers can carry such a name from source into a snapshot, and a text report
    /// may print a name at the start of a line; that line's first `:` is written as the visible
    /// escape `\u{3a}` instead, as other unprintable characters are. Only the report writer made
    /// for workflow commands (`--format github`) writes `::` lines, and none of its data starts one.
    ///
    /// - Parameter text: Text about to be printed.
    /// - Returns: The text, unchanged unless a line started with `::`.
    public static func withoutWorkflowCommands(_ text: String) -> String {
        guard text.contains("::") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var lineStart = true
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if lineStart && scalar == ":" {
                let next = scalars.index(after: index)
                if next < scalars.endIndex && scalars[next] == ":" {
                    result += "\\u{3a}"
                    lineStart = false
                    index = next
                    continue
                }
            }
            result.unicodeScalars.append(scalar)
            if scalar == "\n" || scalar == "\r" {
                lineStart = true
            } else if !(lineStart && scalar.properties.isWhitespace) {
                lineStart = false
            }
            index = scalars.index(after: index)
        }
        return result
    }
}
