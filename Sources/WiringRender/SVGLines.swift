import WiringPlatform

/// A written SVG picture as lines of UTF-8 bytes, its markup matched by bytes as XML reads it.
///
/// XML reads markup by Unicode scalars: `</text>` ends an element whatever the character before its
/// `<` is. Matched by `Character`s it would not: a label ending in a Prepend character (U+0600) joins
/// the `<` after it into one grapheme, so the line would not end with `</text>`; and a combining mark
/// after `>` makes one `Character` of the two. So every line is matched by its bytes, and a group's id
/// is read from them.
///
/// Lines are split at each line feed but one after a carriage return, so a raw `\r\n` (Graphviz writes
/// ids, classes and links raw) stays inside its line.
struct SVGLines {
    /// One line: where its bytes lie in the picture, without the line feed that ends it.
    struct Line {
        /// The line's bytes, as offsets into the picture's UTF-8.
        let bytes: Range<Int>
    }

    /// The picture's UTF-8 bytes.
    private let utf8: [UInt8]

    /// The picture, read from its text.
    init(_ text: String) {
        utf8 = Array(text.utf8)
    }

    /// The picture's lines: split at each line feed that does not follow a carriage return.
    func lines() -> [Line] {
        utf8.withUnsafeBufferPointer { bytes in
            var lines: [Line] = []
            var start = 0
            var previous: UInt8 = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte == Self.lineFeed, previous != Self.carriageReturn {
                    lines.append(Line(bytes: start..<offset))
                    start = offset + 1
                }
                previous = byte
            }
            lines.append(Line(bytes: start..<bytes.count))
            return lines
        }
    }

    /// Whether the line begins with the pattern's bytes.
    ///
    /// - Parameters:
    ///   - line: One of `lines()`.
    ///   - pattern: Markup, such as `</g>`.
    func line(_ line: Line, hasPrefix pattern: String) -> Bool {
        let count = pattern.utf8.count
        return line.bytes.count >= count && utf8[line.bytes.prefix(count)].elementsEqual(pattern.utf8)
    }

    /// Whether the line ends with the pattern's bytes.
    ///
    /// - Parameters:
    ///   - line: One of `lines()`.
    ///   - pattern: Markup, such as `</text>`.
    func line(_ line: Line, hasSuffix pattern: String) -> Bool {
        let count = pattern.utf8.count
        return line.bytes.count >= count && utf8[line.bytes.suffix(count)].elementsEqual(pattern.utf8)
    }

    /// Whether the line begins with a start tag of the element: `<` and its name, then white space,
    /// `/` or `>`, as XML ends a name (`<g id=…`, not `<glyph` or `<g` with a combining mark).
    ///
    /// - Parameters:
    ///   - line: One of `lines()`.
    ///   - name: An element's name, such as `g` or `text`.
    func line(_ line: Line, opens name: String) -> Bool {
        let count = name.utf8.count + 1
        guard line.bytes.count >= count, utf8[line.bytes.lowerBound] == UInt8(ascii: "<"),
              utf8[line.bytes.dropFirst().prefix(count - 1)].elementsEqual(name.utf8) else { return false }
        // The line's end (a line feed) ends the name too.
        guard line.bytes.count > count else { return true }
        switch utf8[line.bytes.lowerBound + count] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), Self.carriageReturn, Self.lineFeed, UInt8(ascii: "/"), UInt8(ascii: ">"): return true
        default: return false
        }
    }

    /// The id of a group opened on the line (`<g id="…"…`), its character references read.
    func groupID(_ line: Line) -> String? {
        let opening = "<g id=\""
        guard self.line(line, hasPrefix: opening) else { return nil }
        let value = line.bytes.dropFirst(opening.utf8.count)
        guard let end = value.firstIndex(where: { utf8[$0] == UInt8(ascii: "\"") }) else { return nil }
        return utf8.withUnsafeBufferPointer { bytes in Self.unescaped(UnsafeBufferPointer(rebasing: bytes[value.lowerBound..<end])) }
    }

    /// XML text with its character and entity references read (`&#45;`, `&#x2d;`, `&amp;`, …); Graphviz
    /// 2.43 writes `-` as `&#45;`, later versions as it is.
    ///
    /// A reference's `;` is looked for in the 12 bytes after its `&`; one not read is kept as it is.
    static func unescaped(_ text: UnsafeBufferPointer<UInt8>) -> String {
        let ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";")
        guard text.contains(ampersand) else { return String(decoding: text, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            guard byte == ampersand else {
                result.append(byte)
                continue
            }
            let window = index..<min(text.count, index + 12)
            guard let end = window.first(where: { text[$0] == semicolon }),
                  let scalar = referenced(UnsafeBufferPointer(rebasing: text[index..<end])) else {
                result.append(ampersand)
                continue
            }
            result.append(contentsOf: String(scalar).utf8)
            index = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The character a reference's name stands for: `#` and decimal digits, `#x` (or `#X`) and
    /// hexadecimal digits, or one of XML's five entities.
    private static func referenced(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard name.first == UInt8(ascii: "#") else {
            return namedEntities.first { name.elementsEqual($0.name.utf8) }?.scalar
        }
        let isHex = name.count > 1 && (name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X"))
        let digits = name.dropFirst(isHex ? 2 : 1)
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            let (times, overflow) = value.multipliedReportingOverflow(by: isHex ? 16 : 10)
            guard !overflow, case let (sum, false) = times.addingReportingOverflow(digit) else { return nil }
            value = sum
        }
        return Unicode.Scalar(value)
    }

    /// XML's predefined entities.
    private static let namedEntities: [(name: String, scalar: Unicode.Scalar)] =
        [("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'")]

    /// The lines' bytes, one line feed between each two.
    func joined(_ lines: [Line]) -> Data {
        var joined: [UInt8] = []
        joined.reserveCapacity(utf8.count)
        for (position, line) in lines.enumerated() {
            if position > 0 { joined.append(Self.lineFeed) }
            joined.append(contentsOf: utf8[line.bytes])
        }
        return Data(joined)
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
