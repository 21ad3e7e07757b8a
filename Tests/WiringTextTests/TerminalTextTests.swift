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

@Suite("Workflow commands")
struct WorkflowCommandTextTests {
    @Test func aLineStartingWithTwoColonsLosesItsFirstColon() {
        #expect(TerminalText.withoutWorkflowCommands("::error x\n  ::add-mask::y\nok::z") == "\\u{3a}:error x\n  \\u{3a}:add-mask::y\nok::z")
        #expect(TerminalText.withoutWorkflowCommands("a\r::b") == "a\r\\u{3a}:b")
        #expect(TerminalText.withoutWorkflowCommands("no command: here") == "no command: here")
    }
}

@Suite("Mermaid text")
struct MermaidTextTests {
    @Test func syntaxCharactersBecomeEntityCodes() {
        #expect(MermaidText.escaped("a#b%c\"d&<e>`f|g\\h[i]") == "a#35;b#37;c#quot;d#amp;#lt;e#gt;#96;f#124;g#92;h[i]")
        #expect(MermaidText.escaped("x\u{1B}y") == "x#92;u{1b}y")
        #expect(MermaidText.escaped("abcdef", limit: 3) == "abc…")
    }

    @Test("A tone wraps text in its ANSI code and a reset")
    func paintedText() {
        #expect(TerminalText.painted("fails", .red) == "\u{1B}[31mfails\u{1B}[0m")
        #expect(TerminalText.painted("Kind", .cyan) == "\u{1B}[36mKind\u{1B}[0m")
        #expect(TerminalText.sanitized(TerminalText.painted("x", .dim)) == "\\u{1b}[2mx\\u{1b}[0m")
    }
}
