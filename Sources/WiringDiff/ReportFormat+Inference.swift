extension ReportFormat {
    /// The report format an output file's extension names, as `wiring render` infers its own:
    /// `.md`/`.markdown` Markdown, `.json` JSON, `.svg` SVG, `.html`/`.htm` HTML, `.txt`/`.text` text.
    ///
    /// `wiring diff -o FILE` and `wiring check -o FILE` use it when `--format` is not given.
    ///
    /// - Parameter path: The output file's path.
    /// - Returns: The format, or `nil` when the extension names none (the caller picks text).
    public static func inferred(fromPath path: String) -> ReportFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "md", "markdown": return .markdown
        case "json": return .json
        case "svg": return .svg
        case "html", "htm": return .html
        case "txt", "text": return .text
        default: return nil
        }
    }

    /// The format asked for with `--format`, else the one the output file's extension names,
    /// else text.
    ///
    /// - Parameters:
    ///   - explicit: The format given with `--format`, if any.
    ///   - output: The output file's path, if any.
    /// - Returns: The format to write.
    public static func resolved(explicit: ReportFormat?, output: String?) -> ReportFormat {
        explicit ?? output.flatMap(inferred(fromPath:)) ?? .text
    }
}
