extension TerminalText {
    /// The ANSI colours and styles the tools' text reports use.
    package enum Tone: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    /// Wraps text (already sanitized) in a tone's escape codes.
    package static func painted(_ text: String, _ tone: Tone) -> String {
        "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m"
    }
}
