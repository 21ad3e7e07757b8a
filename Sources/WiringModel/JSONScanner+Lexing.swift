/// The scanner's lexing: whitespace, literals, numbers, escaped strings and the UTF-8 check.
extension JSONScanner {
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where position + offset >= bytes.count || bytes[position + offset] != expected[offset] {
            throw syntax("expected a value, found \(describeByte(at: position))")
        }
        position += count
    }

    /// Checks that a number starts here, steps over it and gives its first byte's offset.
    mutating func numberStart(expected: String) throws(Failure) -> Int {
        switch try peek() {
        case UInt8(ascii: "-"), 0x30...0x39:
            let start = position
            try skipNumber()
            return start
        default:
            throw try mismatch(expected: expected)
        }
    }

    /// Number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func skipNumber() throws(Failure) {
        let start = position
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits() throws(Failure) -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= 0x30 && bytes[position] <= 0x39 { position += 1 }
            guard position > first else { throw syntax("invalid number; expected a digit, found \(describeByte(at: position))") }
            return position - first
        }
        let first = position
        if try digits() > 1 && bytes[first] == 0x30 {
            throw syntax("invalid number: a number cannot start with 0 followed by more digits", at: start)
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            _ = try digits()
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                position += 1
            }
            _ = try digits()
        }
    }

    /// The rest of a string that has escapes, from its first byte at `start`.
    mutating func escapedString(from start: Int) throws(Failure) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try buffer.withUnsafeBufferPointer { pointer throws(Failure) in try text(pointer, ascii: false, at: start) }
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): try appendEscapedScalar(to: &buffer)
                default:
                    throw syntax("invalid escape '\\\(Self.printable(escape))' in a string; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: position - 2)
                }
            default:
                guard byte >= 0x20 else {
                    position -= 1
                    throw controlCharacter(byte)
                }
                buffer.append(byte)
            }
        }
        throw syntax("unterminated string", at: start - 1)
    }

    /// Decodes `XXXX` after `\u` (and a low surrogate's `\uXXXX` after a high one) as UTF-8.
    mutating func appendEscapedScalar(to buffer: inout [UInt8]) throws(Failure) {
        let escapeStart = position - 2
        var code = try hex4()
        if code >= 0xD800 && code < 0xDC00 {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            else { throw unpaired(code, at: escapeStart) }
            position += 2
            let low = try hex4()
            guard low >= 0xDC00 && low < 0xE000 else { throw unpaired(code, at: escapeStart) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if code >= 0xDC00 && code < 0xE000 {
            throw unpaired(code, at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(code) else { throw unpaired(code, at: escapeStart) }
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }

    func unpaired(_ code: UInt32, at offset: Int) -> Failure {
        let hex = String(code, radix: 16, uppercase: true)
        return syntax("unpaired surrogate \\u\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) in a string; a surrogate escape must be a high and low pair", at: offset)
    }

    mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw syntax("unterminated \\u escape") }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw syntax("invalid \\u escape: expected four hexadecimal digits, found \(describeByte(at: position))")
            }
            position += 1
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    func controlCharacter(_ byte: UInt8) -> Failure {
        let hex = String(byte, radix: 16, uppercase: true)
        return syntax("control character U+00\(hex.count == 1 ? "0" + hex : hex) in a string; write it as an escape such as \\n or \\u00\(hex.count == 1 ? "0" + hex : hex)")
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, at offset: Int) throws(Failure) -> String {
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        guard let text = Self.decodedUTF8(bytes) else { throw Self.invalidUTF8(at: offset) }
        return text
    }

    /// The text of bytes that are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF), or `nil`.
    ///
    /// Decoded once: `String(decoding:as:)` puts U+FFFD in place of each ill-formed part, which
    /// the bytes themselves cannot hold there, so the text has the same bytes exactly when they
    /// were well-formed. (`String(validating:as:)` says so directly, but Apple platforms have it
    /// only from their 2024 releases, above this module's floor.)
    static func decodedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let same = text.utf8.withContiguousStorageIfAvailable { $0.sameBytes(as: bytes) } ?? text.utf8.elementsEqual(bytes)
        return same ? text : nil
    }

    /// The failure for a string whose bytes, starting at `offset`, are not UTF-8.
    static func invalidUTF8(at offset: Int) -> Failure {
        Failure(.syntax, offset, "invalid UTF-8 in a string; the document must be UTF-8 text")
    }

    /// The byte at `offset` for a message: `'x'`, `byte 0xFF`, or `the end of the document`.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    static func printable(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "x\(String(byte, radix: 16))"
    }

    static func shortText(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(40)), as: UTF8.self)
        return bytes.count > 40 ? text + "… (\(bytes.count) characters)" : text
    }
}
