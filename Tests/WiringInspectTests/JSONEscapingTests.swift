import Testing
@testable import WiringInspect

@Suite("Inspect JSON escapes")
struct JSONEscapingTests {
    @Test func charactersATerminalActsOnAreWrittenAsFourDigitEscapes() {
        let json = TextOutput.json(["a\u{2028}b\u{85}\u{7F}\u{202E}c"])
        #expect(json == "[\n  \"a\\u2028b\\u0085\\u007f\\u202ec\"\n]\n")
    }
}
