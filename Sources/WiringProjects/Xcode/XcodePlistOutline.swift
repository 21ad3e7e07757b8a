/// A first, linear pass over a `project.pbxproj` before Foundation parses it: checks that the
/// text is a well-formed old-style property list nesting no deeper than `maxDepth`, and finds the
/// line of every object (each key of the top-level `objects` dictionary).
///
/// The top level must be a dictionary, as in every project file: then Foundation cannot take the
/// text for an XML or binary property list, and only its old-style parser ever sees it.
///
/// Foundation's parser recurses once per level of nesting and logs to the standard error when the
/// text is malformed; this pass keeps it from both and names the line of the first mistake. Its
/// tokens are Foundation's: quoted strings (`"` or `'`, with `\` escapes), unquoted strings
/// (letters, digits and `_$/:.-`), `<hex data>`, `//` and `/* */` comments between tokens.
struct XcodePlistOutline {
    /// The line of each object, by id (the first, when an id is written twice).
    var objectLines: [String: Int] = [:]

    /// The deepest nesting read; Xcode writes six levels.
    static let maxDepth = 64

    /// Why the text was not parsed.
    enum Failure: Error, Equatable {
        case malformed(line: Int, reason: String)
        case tooDeep(line: Int)
    }

    /// What the next token may be.
    private enum Expect {
        case value, key, equals, semicolon, comma, end
    }

    /// An open dictionary or list.
    private struct Level {
        var isDictionary: Bool
        var line: Int
        /// Whether this is the top-level `objects` dictionary.
        var isObjects: Bool
    }

    /// Reads the outline of a file.
    ///
    /// - Parameter bytes: The file's bytes (UTF-8).
    /// - Returns: The outline, or why the file is not well-formed.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<XcodePlistOutline, Failure> {
        var outline = XcodePlistOutline()
        var levels: [Level] = []
        var expect = Expect.value
        var lastTopKey: Substring?
        var line = 1
        var index = 0
        let count = bytes.count
        // A UTF-8 byte order mark.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }

        /// A malformed-text failure at the current line.
        func fail(_ reason: String) -> Result<XcodePlistOutline, Failure> { .failure(.malformed(line: line, reason: reason)) }
        /// What may follow a complete value: `;` in a dictionary, `,` in a list, nothing at the top.
        func afterValue() { expect = levels.last.map { $0.isDictionary ? .semicolon : .comma } ?? .end }

        while index < count {
            let byte = bytes[index]
            switch byte {
            case 10:
                line += 1
                index += 1
            case 9, 11, 12, 13, 32:
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < count && bytes[index] != 10 { index += 1 }
                } else {
                    let start = line
                    index += 2
                    var closed = false
                    while index < count {
                        if bytes[index] == 10 { line += 1 }
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            closed = true
                            break
                        }
                        index += 1
                    }
                    if !closed { return .failure(.malformed(line: start, reason: "a comment opened on line \(start) is not closed")) }
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = line
                index += 1
                let textStart = index
                var closed = false
                while index < count {
                    let inner = bytes[index]
                    if inner == byte { closed = true; break }
                    if inner == 10 { line += 1 }
                    if inner == UInt8(ascii: "\\"), index + 1 < count {
                        if bytes[index + 1] == 10 { line += 1 }
                        index += 1
                    }
                    index += 1
                }
                if !closed { return .failure(.malformed(line: start, reason: "a quoted string opened on line \(start) is not closed")) }
                let text = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<index]), as: UTF8.self)
                index += 1
                if let reason = outline.string(text, line: start, expect: &expect, levels: levels, lastTopKey: &lastTopKey) {
                    return .failure(.malformed(line: start, reason: reason))
                }
            case _ where isUnquoted(byte):
                let start = index
                while index < count && isUnquoted(bytes[index]) { index += 1 }
                let text = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                if let reason = outline.string(text, line: line, expect: &expect, levels: levels, lastTopKey: &lastTopKey) {
                    return fail(reason)
                }
            case UInt8(ascii: "<"):
                guard expect == .value else { return fail("unexpected '<'") }
                guard !levels.isEmpty else { return fail(topLevel) }
                index += 1
                while index < count && bytes[index] != UInt8(ascii: ">") {
                    let inner = bytes[index]
                    if inner == 10 { line += 1 }
                    guard isHexOrSpace(inner) else { return fail("data ('<…>') holds a character that is not hexadecimal") }
                    index += 1
                }
                guard index < count else { return fail("data ('<…>') is not closed") }
                index += 1
                afterValue()
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                guard expect == .value else { return fail("unexpected '\(Character(Unicode.Scalar(byte)))'") }
                let isDictionary = byte == UInt8(ascii: "{")
                guard isDictionary || !levels.isEmpty else { return fail(topLevel) }
                let isObjects = isDictionary && levels.count == 1 && levels[0].isDictionary && lastTopKey == "objects"
                levels.append(Level(isDictionary: isDictionary, line: line, isObjects: isObjects))
                if levels.count > maxDepth { return .failure(.tooDeep(line: line)) }
                expect = isDictionary ? .key : .value
                index += 1
            case UInt8(ascii: "}"):
                guard expect == .key, levels.last?.isDictionary == true else {
                    return fail(expect == .semicolon ? "expected ';' after a value" : "unexpected '}'")
                }
                levels.removeLast()
                afterValue()
                index += 1
            case UInt8(ascii: ")"):
                guard expect == .value || expect == .comma, levels.last?.isDictionary == false else { return fail("unexpected ')'") }
                levels.removeLast()
                afterValue()
                index += 1
            case UInt8(ascii: "="):
                guard expect == .equals else { return fail("unexpected '='") }
                expect = .value
                index += 1
            case UInt8(ascii: ";"):
                // `key;` is the strings-file shorthand for `key = key;`.
                guard expect == .semicolon || expect == .equals else { return fail("unexpected ';'") }
                expect = .key
                index += 1
            case UInt8(ascii: ","):
                guard expect == .comma else { return fail("unexpected ','") }
                expect = .value
                index += 1
            default:
                return fail("unexpected character (byte \(byte))")
            }
        }
        if let open = levels.last {
            return .failure(.malformed(line: open.line, reason: "the \(open.isDictionary ? "dictionary" : "list") opened on line \(open.line) is not closed"))
        }
        guard expect == .end else { return fail("the file holds no property list") }
        return .success(outline)
    }

    /// Takes a string token: a key (recording an object's line) or a value.
    ///
    /// - Returns: Why the token is out of place, or `nil`.
    private mutating func string(
        _ text: Substring, line: Int, expect: inout Expect, levels: [Level], lastTopKey: inout Substring?
    ) -> String? {
        switch expect {
        case .key:
            if levels.count == 1 { lastTopKey = text }
            if levels.count == 2, levels[1].isObjects, objectLines[String(text)] == nil { objectLines[String(text)] = line }
            expect = .equals
        case .value:
            guard !levels.isEmpty else { return Self.topLevel }
            expect = levels.last.map { $0.isDictionary ? .semicolon : .comma } ?? .end
        case .equals:
            return "expected '=' after a key"
        case .semicolon:
            return "expected ';' after a value"
        case .comma:
            return "expected ',' or ')' in a list"
        case .end:
            return "text after the end of the property list"
        }
        return nil
    }

    /// Why a file whose top level is not a dictionary is refused.
    private static let topLevel = "the file does not start with '{' (a project file is one dictionary)"

    /// Whether a byte may be part of an unquoted string.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether a byte may appear inside `<…>` data.
    private static func isHexOrSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        case 9, 10, 13, 32:
            true
        default:
            false
        }
    }
}
