import WiringModel

extension ReportFormat {
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
