/// A strict, allocation-light cursor over the UTF-8 bytes of a JSON document.
///
/// It reads exactly the JSON grammar (RFC 8259): whitespace, literals, integers, strings with every
/// escape, and it can step over any value. Whatever it does not accept, it reports as
/// `JSONScanner.Unsupported` without saying why: the caller then hands the document to the general
/// decoder, whose messages name the place and the problem.
struct JSONScanner {
    /// The document is not one the scanner reads; decode it the general way for a precise message.
    struct Unsupported: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private static let maxDepth = 512

    /// Starts at the first byte of `bytes`, which must outlive the scanner.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }

    /// The next byte that is not whitespace, without consuming it.
    mutating func peek() throws(Unsupported) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw Unsupported() }
        return bytes[position]
    }

    /// Consumes `byte`, which must come next.
    mutating func expect(_ byte: UInt8) throws(Unsupported) {
        guard try peek() == byte else { throw Unsupported() }
        position += 1
    }

    /// Consumes `byte` if it comes next.
    mutating func consume(_ byte: UInt8) throws(Unsupported) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `null` if it comes next.
    mutating func consumeNull() throws(Unsupported) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Reads `true` or `false`.
    mutating func bool() throws(Unsupported) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw Unsupported()
        }
    }

    /// Reads a whole number of at most 18 digits, written without fraction or exponent.
    mutating func int() throws(Unsupported) -> Int {
        let negative = try consume(UInt8(ascii: "-"))
        let start = position
        var value = 0
        while position < bytes.count, case let digit = bytes[position], digit >= 0x30 && digit <= 0x39 {
            value = value * 10 + Int(digit - 0x30)
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits <= 18, !(digits > 1 && bytes[start] == 0x30) else { throw Unsupported() }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) {
            throw Unsupported()
        }
        return negative ? -value : value
    }

    /// Reads a string, decoding escapes and checking that the bytes are valid UTF-8.
    mutating func string() throws(Unsupported) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<position]), ascii: ascii)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw Unsupported() }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        throw Unsupported()
    }

    /// Steps over one value of any kind, checking its syntax.
    mutating func skipValue(depth: Int = 0) throws(Unsupported) {
        guard depth < Self.maxDepth else { throw Unsupported() }
        switch try peek() {
        case UInt8(ascii: "{"):
            position += 1
            if try consume(UInt8(ascii: "}")) { return }
            repeat {
                _ = try string()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            } while try consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            if try consume(UInt8(ascii: "]")) { return }
            repeat { try skipValue(depth: depth + 1) } while try consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): try literal("null")
        default: try skipNumber()
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Unsupported) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw Unsupported() }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[position + offset] != expected[offset] { throw Unsupported() }
        position += count
    }

    /// Number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() throws(Unsupported) {
        _ = try consume(UInt8(ascii: "-"))
        func digits() throws(Unsupported) -> Int {
            let start = position
            while position < bytes.count, bytes[position] >= 0x30 && bytes[position] <= 0x39 { position += 1 }
            guard position > start else { throw Unsupported() }
            return position - start
        }
        let first = position
        if try digits() > 1 && bytes[first] == 0x30 { throw Unsupported() }
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
    private mutating func escapedString(from start: Int) throws(Unsupported) -> String {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try buffer.withUnsafeBufferPointer { pointer throws(Unsupported) in try Self.text(pointer, ascii: false) }
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw Unsupported() }
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
                default: throw Unsupported()
                }
            default:
                guard byte >= 0x20 else { throw Unsupported() }
                buffer.append(byte)
            }
        }
        throw Unsupported()
    }

    /// Decodes `XXXX` after `\u` (and a low surrogate's `\uXXXX` after a high one) as UTF-8.
    private mutating func appendEscapedScalar(to buffer: inout [UInt8]) throws(Unsupported) {
        var code = try hex4()
        if code >= 0xD800 && code < 0xDC00 {
            try literal("\\u")
            let low = try hex4()
            guard low >= 0xDC00 && low < 0xE000 else { throw Unsupported() }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if code >= 0xDC00 && code < 0xE000 {
            throw Unsupported()
        }
        guard let scalar = Unicode.Scalar(code) else { throw Unsupported() }
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }

    private mutating func hex4() throws(Unsupported) -> UInt32 {
        guard position + 4 <= bytes.count else { throw Unsupported() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw Unsupported()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) throws(Unsupported) -> String {
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Unsupported() }
        return text
    }
}
