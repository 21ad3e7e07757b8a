/// Keeps a Markdown report under a size GitHub accepts as a comment (65,536 characters), saying
/// what it left out and where the full report is.
///
/// Lines are kept from the top, so the marker, the verdict and the summary table always stay;
/// the first line that would go over the limit ends the report. A cut never leaves a code fence
/// open (the whole Mermaid block goes) or a `<details>` section unclosed.
struct MarkdownBudget {
    /// The most UTF-8 bytes of the whole report, the closing note included. Bytes count at least
    /// as much as characters, so the report stays under the same number of characters.
    var limit: Int
    /// How the full report is had, for the closing note: "`wiring diff` with `--format json`".
    var fullReport: String

    /// The report's lines, cut to fit.
    ///
    /// - Parameter lines: The whole report, one entry per line.
    /// - Returns: The lines unchanged when they fit, else a prefix and a note.
    func fit(_ lines: [String]) -> [String] {
        let total = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        guard total > limit else { return lines }
        let note = { (left: Int) in
            [
                "",
                "**This report was cut short** to stay under GitHub's comment limit: \(left) more line\(left == 1 ? "" : "s") "
                    + "left out. The full report: \(fullReport).",
            ]
        }
        // Room for the note with the largest count it can carry, and a closing `</details>`.
        let reserve = note(lines.count).reduce(0) { $0 + $1.utf8.count + 1 } + "</details>\n".utf8.count + 2
        var kept: [String] = []
        var used = 0
        var fenceStart: Int?
        var openDetails = 0
        for line in lines {
            let cost = line.utf8.count + 1
            if used + cost > limit - reserve { break }
            if line.hasPrefix("```") {
                fenceStart = fenceStart == nil ? kept.count : nil
            } else if fenceStart == nil {
                if line.hasPrefix("<details>") { openDetails += 1 }
                if line.hasPrefix("</details>") { openDetails -= 1 }
            }
            kept.append(line)
            used += cost
        }
        if let fenceStart { kept.removeSubrange(fenceStart...) }
        let left = lines.count - kept.count
        if openDetails > 0 { kept += ["", "</details>"] }
        return kept + note(left)
    }
}
