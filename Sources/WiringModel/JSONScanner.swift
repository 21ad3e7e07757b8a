import WiringText

/// A strict, allocation-light cursor over the UTF-8 bytes of a JSON document.
///
/// It reads exactly the JSON grammar of RFC 8259 and nothing more: no trailing commas, no
/// comments, no single quotes, no leading zeros, no bare words, no control characters or invalid
/// UTF-8 in strings, no unpaired surrogate escapes, and at most `maxDepth` nested arrays and
/// objects. Everything it refuses it reports as a `Failure` with the byte offset and the problem;
/// callers add the JSON path while the failure travels back up (see `Failure.inside(_:)`), so
/// the success path never builds a path.
///
/// The snapshot parser, the generic `JSONValue` reader (rules files) and the fuzz targets all
/// read through this one scanner, so no two readers can disagree about what JSON is.
struct JSONScanner {
    /// The most arrays and objects open at once.
    static let maxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Starts at the first byte of `bytes`, which must outlive the scanner.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }

    /// Fails unless only whitespace is left.
    mutating func expectEnd() throws(Failure) {
        guard isAtEnd() else { throw syntax("unexpected \(describeByte(at: position)) after the end of the document") }
    }

    /// The next byte that is not whitespace, without consuming it.
    mutating func peek() throws(Failure) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw syntax("unexpected end of the document") }
        return bytes[position]
    }

    /// Consumes `byte`, which must come next; `what` names it for the message (`':' after the key`).
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(Failure) {
        guard try peek() == byte else { throw syntax("expected \(what()), found \(describeByte(at: position))") }
        position += 1
    }

    /// Consumes `byte` if it comes next.
    mutating func consume(_ byte: UInt8) throws(Failure) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `null` if it comes next.
    mutating func consumeNull() throws(Failure) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Reads `true` or `false`.
    mutating func bool() throws(Failure) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw try mismatch(expected: "true or false")
        }
    }

    /// Reads a whole number that fits in `Int`, written without fraction or exponent.
    mutating func int() throws(Failure) -> Int {
        let start = try numberStart(expected: "a whole number")
        let text = bytes[start..<position]
        var value = 0
        var negative = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case 0x30...0x39:
                let digit = Int(byte - 0x30)
                let (scaled, overflowScale) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowAdd) = negative ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
                guard !overflowScale && !overflowAdd else {
                    throw Failure(.value, start, "number \(Self.shortText(text)) is out of range; expected a whole number from \(Int.min) to \(Int.max)")
                }
                value = next
            default:
                throw Failure(.value, start, "expected a whole number, found \(Self.shortText(text))")
            }
        }
        return value
    }

    /// Reads any number and gives it as written (`-2.5e3`).
    mutating func numberText() throws(Failure) -> String {
        let start = try numberStart(expected: "a number")
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Reads a string, decoding escapes and checking that the bytes are valid UTF-8.
    mutating func string() throws(Failure) -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw try mismatch(expected: "a string") }
        position += 1
        let start = position
        var ascii = true
        while true {
            skipPlainStringBytes()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = try text(UnsafeBufferPointer(rebasing: bytes[start..<position]), ascii: ascii, at: start)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw controlCharacter(byte) }
            ascii = false
            position += 1
        }
        throw syntax("unterminated string", at: start - 1)
    }

    /// Reads a string of printable ASCII without escapes and gives its bytes, without making a
    /// `String`; gives `nil` and reads nothing when the string holds anything else (read it with
    /// `string()` then).
    mutating func plainString() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
        guard try peek() == UInt8(ascii: "\"") else { throw try mismatch(expected: "a string") }
        return plainStringBody()
    }

    /// Reads a string written without escapes and gives its bytes, not yet checked to be UTF-8,
    /// and where they start; gives `nil` and reads nothing when the string holds an escape (read
    /// it with `string()` then). Bytes that are not ASCII are stepped over eight at a time as well.
    mutating func unescapedString() throws(Failure) -> (bytes: UnsafeBufferPointer<UInt8>, start: Int)? {
        guard try peek() == UInt8(ascii: "\"") else { throw try mismatch(expected: "a string") }
        let quote = position
        position += 1
        let start = position
        skipUnescapedStringBytes()
        guard position < bytes.count else { throw syntax("unterminated string", at: quote) }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return (UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), start)
        case UInt8(ascii: "\\"):
            position = quote
            return nil
        case let byte:
            throw controlCharacter(byte)
        }
    }

    /// Reads an object key and the colon after it.
    mutating func key() throws(Failure) -> String {
        guard try peek() == UInt8(ascii: "\"") else {
            throw syntax("expected a key in double quotes, found \(describeByte(at: position))")
        }
        let key = try string()
        try expect(UInt8(ascii: ":"), "':' after the key")
        return key
    }

    /// Reads an object key of printable ASCII without escapes and the colon after it, giving the
    /// key's bytes; gives `nil` and reads nothing when the key holds anything else (read it with
    /// `key()` then).
    mutating func plainKey() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
        guard try peek() == UInt8(ascii: "\"") else {
            throw syntax("expected a key in double quotes, found \(describeByte(at: position))")
        }
        guard let key = plainStringBody() else { return nil }
        try expect(UInt8(ascii: ":"), "':' after the key")
        return key
    }

    /// Steps over one value of any kind, checking its syntax and that no object repeats a key.
    ///
    /// Iterative, with an explicit stack: 512 levels of recursion can overflow the small stack of
    /// a secondary thread in a debug build.
    ///
    /// - Parameter depth: How many arrays and objects are already open around the value.
    mutating func skipValue(depth: Int) throws(Failure) {
        var stack: [Container] = []
        do throws(Failure) {
            try walk(depth: depth, stack: &stack) { _ throws(Failure) in }
        } catch {
            throw Container.locate(error, in: stack)
        }
    }

    /// An array or object being walked, for iterative reading.
    struct Container {
        var isObject: Bool
        /// The keys seen so far (objects).
        var keys: Set<String> = []
        /// The current key (objects) or element index (arrays).
        var key = ""
        var index = 0
        /// Whether the scanner is inside the current member (not between members).
        var inMember = true

        var step: Failure.Step { isObject ? .key(key) : .index(index) }

        /// The failure with the path of the containers open around it.
        static func locate(_ failure: Failure, in stack: [Container]) -> Failure {
            var located = failure
            for (offset, container) in stack.enumerated().reversed() where container.inMember || offset < stack.count - 1 {
                located = located.inside(container.step)
            }
            return located
        }
    }

    /// Walks one value iteratively, calling `scalar` after each string, number, literal or empty
    /// container so a caller can build values; `stack` holds the open containers (for paths).
    mutating func walk(
        depth: Int, stack: inout [Container], _ event: (WalkEvent) throws(Failure) -> Void
    ) throws(Failure) {
        while true {
            // One value starts here.
            switch try peek() {
            case UInt8(ascii: "{"):
                try enter(depth + stack.count)
                position += 1
                if try consume(UInt8(ascii: "}")) {
                    try event(.emptyObject)
                } else {
                    var container = Container(isObject: true)
                    try beginMember(of: &container)
                    stack.append(container)
                    try event(.open(isObject: true, key: container.key))
                    continue
                }
            case UInt8(ascii: "["):
                try enter(depth + stack.count)
                position += 1
                if try consume(UInt8(ascii: "]")) {
                    try event(.emptyArray)
                } else {
                    stack.append(Container(isObject: false))
                    try event(.open(isObject: false, key: ""))
                    continue
                }
            case UInt8(ascii: "\""): try event(.string(try string()))
            case UInt8(ascii: "t"), UInt8(ascii: "f"): try event(.bool(try bool()))
            case UInt8(ascii: "n"):
                try literal("null")
                try event(.null)
            case UInt8(ascii: "-"), 0x30...0x39: try event(.number(try numberText()))
            default: throw syntax("expected a value, found \(describeByte(at: position))")
            }
            // The value is complete: go on with the next member, or close containers.
            while !stack.isEmpty {
                stack[stack.count - 1].inMember = false
                if try consume(UInt8(ascii: ",")) {
                    if stack[stack.count - 1].isObject {
                        try beginMember(of: &stack[stack.count - 1])
                        try event(.key(stack[stack.count - 1].key))
                    } else {
                        stack[stack.count - 1].index += 1
                        stack[stack.count - 1].inMember = true
                    }
                    break
                }
                if stack[stack.count - 1].isObject {
                    try expect(UInt8(ascii: "}"), "',' or '}' in an object")
                } else {
                    try expect(UInt8(ascii: "]"), "',' or ']' in an array")
                }
                stack.removeLast()
                try event(.close)
            }
            if stack.isEmpty { return }
        }
    }

    /// What `walk` met.
    enum WalkEvent {
        case null, bool(Bool), number(String), string(String), emptyObject, emptyArray
        /// A container with members opened; for an object, `key` is its first key.
        case open(isObject: Bool, key: String)
        /// The next key of the innermost object.
        case key(String)
        /// The innermost container closed.
        case close
    }

    /// Reads the next key of an object (and its colon), refusing a repeat.
    private mutating func beginMember(of container: inout Container) throws(Failure) {
        let start = position
        let key = try key()
        container.key = key
        container.inMember = true
        guard container.keys.insert(key).inserted else { throw Self.duplicate(key, at: start) }
    }

    /// Fails when opening one more array or object would nest deeper than `maxDepth`.
    func enter(_ depth: Int) throws(Failure) {
        guard depth < Self.maxDepth else {
            throw syntax("too many nested arrays or objects (more than \(Self.maxDepth))")
        }
    }

    /// A failure for a value of the wrong type at the current position: `expected a string, found a number`.
    mutating func mismatch(expected: String) throws(Failure) -> Failure {
        let found: String
        switch try peek() {
        case UInt8(ascii: "{"): found = "an object"
        case UInt8(ascii: "["): found = "an array"
        case UInt8(ascii: "\""): found = "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "true or false"
        case UInt8(ascii: "n"): found = "null"
        case UInt8(ascii: "-"), 0x30...0x39: found = "a number"
        default: throw syntax("expected a value, found \(describeByte(at: position))")
        }
        // The rest of the value must still be JSON: a syntax error further on wins (see `SnapshotDecoder`).
        return Failure(.value, position, "expected \(expected), found \(found)")
    }

    /// A failure for a key an object holds twice.
    static func duplicate(_ key: String, at offset: Int) -> Failure {
        Failure(.value, offset, "duplicate key '\(TerminalText.sanitized(key, limit: 80))'; a key may appear only once in an object")
    }

    /// A syntax failure at the current position, or at `offset`.
    func syntax(_ problem: String, at offset: Int? = nil) -> Failure {
        Failure(.syntax, offset ?? position, problem)
    }

    // MARK: - Internals

    /// With the scanner on a string's opening quote: steps over the string and gives its bytes
    /// when they are all plain (see `skipPlainStringBytes`); otherwise stays on the quote.
    private mutating func plainStringBody() -> UnsafeBufferPointer<UInt8>? {
        let quote = position
        position += 1
        skipPlainStringBytes()
        guard position < bytes.count && bytes[position] == UInt8(ascii: "\"") else {
            position = quote
            return nil
        }
        position += 1
        return UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<(position - 1)])
    }

    /// Steps over the bytes of a string that need no decoding: printable ASCII other than `"`
    /// and `\`. Eight bytes at a time while they last, then byte by byte.
    private mutating func skipPlainStringBytes() {
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= bytes.count {
                let special = Self.specialBytes(in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                guard special == 0 else {
                    // The lowest marked byte is the first special one (see `specialBytes(in:)`).
                    position += special.trailingZeroBitCount >> 3
                    return
                }
                position += 8
            }
        }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0..<0x20, 0x80...: return
            default: position += 1
            }
        }
    }

    /// Steps over the bytes of a string up to its first `"`, `\` or control character, eight at a
    /// time while they last, then byte by byte: what `skipPlainStringBytes` steps over, and bytes
    /// that are not ASCII.
    private mutating func skipUnescapedStringBytes() {
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let special = Self.specialBytes(in: word) & ~Self.nonASCIIBytes(in: word)
                guard special == 0 else {
                    position += special.trailingZeroBitCount >> 3
                    return
                }
                position += 8
            }
        }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0..<0x20: return
            default: position += 1
            }
        }
    }

    /// The high bit of each byte of `word` that is not ASCII.
    static func nonASCIIBytes(in word: UInt64) -> UInt64 {
        word & 0x8080_8080_8080_8080
    }

    /// Marks the bytes of `word` (eight bytes, the first in the lowest bits) that are `"`, `\`,
    /// a control character or not ASCII, with their high bit; zero when there is none.
    ///
    /// Each test is the classic word-at-a-time one: subtracting from every byte borrows into a
    /// byte's high bit when that byte was below the subtrahend. A borrow can also mark a byte
    /// above a special one, never one below it, so the lowest mark is exact.
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (word | zeroQuote | zeroBackslash | control) & highBits
    }
}
