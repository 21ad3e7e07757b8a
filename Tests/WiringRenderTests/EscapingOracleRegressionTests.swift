import Testing
@testable import WiringRender

/// Inputs the escaping fuzz target turned up (its oracle compared `Character`s; the escaping was right).
/// Kept so the scalar-by-scalar properties stay checked on them in every `make test`.
@Suite("Escaping: inputs found by fuzzing")
struct EscapingOracleRegressionTests {
    @Test func anEntityFollowedByACombiningMarkStaysAnEntity() {
        let html = TextEscaping.html("e\u{301}<\u{301}")
        #expect(!html.unicodeScalars.contains("<"))
        #expect(html.unicodeScalars.starts(with: "e\u{301}&lt;".unicodeScalars))
    }

    @Test func aBackslashAfterAPrependMarkIsDoubled() {
        // U+0600 joins the next character into one `Character`, hiding the backslash from a Character comparison.
        let dot = TextEscaping.dot("\u{600}\\x\\")
        let runs = dot.unicodeScalars.split { $0 != "\\" }
        #expect(runs.allSatisfy { $0.count % 2 == 0 })
        #expect(runs.count == 2)
    }
}
