import WiringText

/// The text reports' section on baseline entries that no longer match a crossing, shared by
/// `wiring check` and `wiring diff`.
enum StaleBaselineText {
    /// The section's lines (none when there are no stale entries), a blank line first.
    ///
    /// - Parameters:
    ///   - entries: The stale entries.
    ///   - paint: Colours a line, or leaves it plain.
    static func lines(_ entries: [String], paint: (String, TerminalText.Tone) -> String) -> [String] {
        guard !entries.isEmpty else { return [] }
        return ["", paint("Stale baseline entries (\(entries.count)), no longer crossings; remove them:", .yellow)]
            + entries.map { "  " + TerminalText.sanitized($0, limit: 500) }
    }
}
