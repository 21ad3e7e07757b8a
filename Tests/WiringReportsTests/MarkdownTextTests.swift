import Testing
@testable import WiringReports

@Suite("Markdown escaping")
struct MarkdownTextTests {
    @Test func markupHiddenBehindCombiningMarksIsEscaped() {
        // `<` plus a combining mark is one Character, but a Markdown or HTML parser still reads the `<`.
        let escaped = MarkdownText.escaped("A<\u{32E}img src=x onerror=alert(1)>`\u{301}|\u{301}")
        #expect(!escaped.unicodeScalars.contains("<"))
        #expect(!escaped.unicodeScalars.contains(">"))
        #expect(escaped.contains("&lt;\u{32E}img"))
        #expect(escaped.contains("\\`\u{301}") && escaped.contains("\\|\u{301}"))
    }
}
