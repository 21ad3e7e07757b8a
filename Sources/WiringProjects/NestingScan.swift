/// How deeply a file's brackets nest, found by one pass over its bytes before it is parsed.
///
/// swift-syntax's parser looks ahead at every `[` to decide whether it starts a type
/// (`[Int]()`, `[3 of Int]`) or a literal, and each nested `[` doubles that work: 26 levels
/// take seconds, 32 take minutes. Deep nesting of any bracket, or of generic arguments
/// (`Array<Array<…>>`), also recurses once per level, so thousands of levels overflow the
/// stack. Real code nests a few levels; a file past the limits is left out with a warning.
///
/// The pass skips comments and string literals (raw and multi-line ones included) and counts
/// `(`, `[`, `{`, and a `<` written right after a name (a generic argument list; a comparison
/// with no space around `<` counts until the statement ends, at `;`, `=`, `{`, `}` or a
/// closing bracket).
package struct NestingScan {
    /// The deepest nesting of brackets a scan parses (swift-syntax's own limit in release builds is 256).
    package static let maxDepth = 200
    /// The deepest nesting of `[` a scan parses: the parser's look-ahead doubles at each level.
    package static let maxSquareDepth = 12
    /// The nesting at which swift-syntax's parser stops and reads the rest as unexpected tokens
    /// (its release builds' default, passed so debug builds agree).
    package static let parserNesting = 256
    /// The most look-ahead a scan parses a file with (see `lookAhead`): 2^24, about 5 s of parsing
    /// in a debug build on an idle core. Real files stay below a million (a 100,000-element
    /// literal of pairs takes 400,000); 26 nested `[` take 2^27.
    package static let maxLookAhead = 1 << 24

    /// The deepest nesting of all brackets together.
    package private(set) var depth = 0
    /// The most `[` open at one time.
    package private(set) var squareDepth = 0
    /// The work the parser's look-ahead at `[` takes, counted on the bytes rather than timed, so it
    /// is the same on a busy machine as on an idle one: each `[` counts 2 to the power of the `[`
    /// open with it (itself included), as the parser's look-ahead doubles with each level.
    package private(set) var lookAhead = 0
    /// The line where `depth` or `squareDepth` first went past its limit, if one did.
    package private(set) var lineOverLimit: Int?
    /// The line where `lookAhead` first went past its limit, if it did.
    package private(set) var lineOverLookAhead: Int?

    /// Scans a file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file.
    ///   - maxDepth: The most brackets that may nest.
    ///   - maxSquareDepth: The most `[` that may nest.
    ///   - maxLookAhead: The most look-ahead the file may take.
    package init(
        _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = Self.maxDepth, maxSquareDepth: Int = Self.maxSquareDepth,
        maxLookAhead: Int = Self.maxLookAhead
    ) {
        var stack: [UInt8] = []
        var squares = 0
        var line = 1
        var index = 0
        let count = bytes.count
        let marks = Self.marks
        func popAngles() {
            while stack.last == UInt8(ascii: "<") { stack.removeLast() }
        }
        // Notes the nesting after a bracket opened (only an opening deepens it or adds look-ahead),
        // and whether the pass stops there: a limit is passed.
        func noteOpened(_ open: Int, _ squares: Int, _ line: Int) -> Bool {
            if open > depth { depth = open }
            if squares > squareDepth { squareDepth = squares }
            if lineOverLimit == nil && (depth > maxDepth || squareDepth > maxSquareDepth) {
                lineOverLimit = line
                return true
            }
            return lineOverLookAhead != nil
        }
        while index < count {
            let byte = bytes[index]
            // Most bytes are none of those the pass reads: passed over without looking at the stack.
            if !marks[Int(byte)] {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index = Self.skipBlockComment(bytes, from: index, line: &line)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let end = Self.skipString(bytes, from: index, line: &line) {
                    index = end
                    continue
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { popAngles() }
                stack.append(byte)
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    lookAhead += 1 << min(squares, 40)
                    if lookAhead > maxLookAhead && lineOverLookAhead == nil { lineOverLookAhead = line }
                }
                if noteOpened(stack.count, squares, line) { return }
            case UInt8(ascii: "<"):
                if index > 0, Self.isNameByte(bytes[index - 1]) {
                    stack.append(byte)
                    if noteOpened(stack.count, squares, line) { return }
                }
            case UInt8(ascii: ">"):
                if stack.last == UInt8(ascii: "<") { stack.removeLast() }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if let match = stack.lastIndex(of: opener) {
                    for removed in stack[match...] where removed == UInt8(ascii: "[") { squares -= 1 }
                    stack.removeSubrange(match...)
                }
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                popAngles()
            default:
                break
            }
            index += 1
        }
    }

    /// The bytes the pass reads; every other byte is passed over.
    private static let marks: [Bool] = (0...255).map { byte in
        "\n/\"#([{<>)]};=".utf8.contains(UInt8(byte))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "`") || byte >= 0x80
    }

    /// The index after a (nested) block comment that starts at `start`.
    private static func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: inout Int) -> Int {
        var index = start + 2
        var open = 1
        while index < bytes.count && open > 0 {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                open += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                open -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// The index after a string literal (`"…"`, `"""…"""`, `#"…"#`) that starts at `start`, or
    /// `nil` when no string starts there (a `#` of a directive or `#selector`).
    ///
    /// Interpolations (`\(…)`) are skipped with the string: what they nest is not counted.
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: inout Int) -> Int? {
        var index = start
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var quotes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "\"") && quotes < 3 {
            quotes += 1
            index += 1
        }
        // `""` is an empty string; `"""` opens a multi-line one.
        if quotes == 2 {
            return Self.afterHashes(bytes, index, hashes) ?? index
        }
        let closing = quotes == 3 ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                // A one-line string ends at the line's end even when unterminated.
                if closing == 1 { return index }
            }
            if byte == UInt8(ascii: "\\") && hashes == 0 {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                var run = 0
                while index + run < bytes.count && bytes[index + run] == UInt8(ascii: "\"") && run < closing { run += 1 }
                if run == closing, let end = Self.afterHashes(bytes, index + run, hashes) { return end }
                index += max(run, 1)
                continue
            }
            index += 1
        }
        return index
    }

    /// The index after `hashes` `#` at `index`, or `nil` when they are not there.
    private static func afterHashes(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ hashes: Int) -> Int? {
        guard index + hashes <= bytes.count else { return nil }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return nil }
        return index + hashes
    }
}

extension NestingScan {
    /// Why a file nests too deeply to parse, and the line, or `nil`.
    ///
    /// - Parameter bytes: The file.
    package static func problem(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, message: String)? {
        let scan = NestingScan(bytes)
        if let line = scan.lineOverLookAhead, scan.lineOverLimit == nil {
            return (line, "the file's nested '[' would take the parser more than \(maxLookAhead) steps of look-ahead "
                + "(\(scan.lookAhead) by here); the file was left out")
        }
        guard let line = scan.lineOverLimit else { return nil }
        let what = scan.squareDepth > maxSquareDepth
            ? "more than \(maxSquareDepth) '[' nest here" : "brackets nest more than \(maxDepth) deep here"
        return (line, "\(what), deeper than the scan parses; the file was left out")
    }
}
