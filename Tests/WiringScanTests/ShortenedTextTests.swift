import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

/// What a `not read:` line quotes of an expression: one line, at most 80 characters, as written.
@Suite("Shortened expressions")
struct ShortenedTextTests {
    private func expression(_ source: String) throws -> ExprSyntax {
        let file = Parser.parse(source: "let x = " + source)
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        return try #require(binding.initializer?.value)
    }

    /// The whole text, made one line: what the quote is read from when it fits.
    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("A short call is quoted whole, its line breaks and runs of spaces made one space")
    func shortCallIsWhole() throws {
        let written = "make(\n    first:   1,\n    second: 2\n)"
        #expect(FactCollector.shortened(try expression(written)) == oneLine(written))
    }

    @Test("Comments inside stay; trivia before and after the expression does not")
    func triviaAroundIsDropped() throws {
        let node = try expression("  build(1 /* one */, 2)   // trailing\n")
        #expect(FactCollector.shortened(node) == "build(1 /* one */, 2)")
    }

    @Test("A closure of 2,000 lines is cut to 77 characters and an ellipsis")
    func longClosureIsCut() throws {
        let body = (0..<2_000).map { "    let value\($0) = compute(\($0))" }.joined(separator: "\n")
        let written = "{ container in\n\(body)\n}()"
        let quoted = FactCollector.shortened(try expression(written))
        #expect(quoted.count == 78)
        #expect(quoted.hasSuffix("…"))
        #expect(quoted.dropLast() == oneLine(written).prefix(77))
    }

    @Test("Exactly 80 characters fit; 81 are cut")
    func eightyFits() throws {
        let fits = "f(\"" + String(repeating: "a", count: 75) + "\")"
        #expect(fits.count == 80)
        #expect(FactCollector.shortened(try expression(fits)) == fits)
        let over = "f(\"" + String(repeating: "a", count: 76) + "\")"
        #expect(FactCollector.shortened(try expression(over)) == String(over.prefix(77)) + "…")
    }

    @Test("Tabs, CRLF line breaks and non-ASCII text count and collapse as characters do")
    func mixedTextCollapsesAsCharacters() throws {
        let written = "f(\"caf\u{E9} e\u{301}\",\r\n\t  x,\r\n  \"\u{1F1EB}\u{1F1F7}\")"
        #expect(FactCollector.shortened(try expression(written)) == oneLine(written))
        let long = "g(\"" + String(repeating: "\u{E9}", count: 40) + "\",\r\n\t" + String(repeating: "a", count: 40) + ")"
        #expect(FactCollector.shortened(try expression(long)) == String(oneLine(long).prefix(77)) + "…")
    }
}
