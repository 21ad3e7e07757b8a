import Testing
import WiringText

@Suite("Terminal text")
struct TerminalTextTests {
    @Test func terminalTextEscapesControlCharacters() {
        #expect(TerminalText.sanitized("a\u{1B}[31mb\nc") == "a\\u{1b}[31mb\\u{a}c")
        #expect(TerminalText.sanitized("right\u{202E}left") == "right\\u{202e}left")
        #expect(TerminalText.sanitized("abcdef", limit: 3) == "abc…")
    }
}
