import WiringPlatform

/// A written SVG picture as lines of UTF-8 bytes, split and matched as its lines of `Character`s are.
///
/// Splitting a 50 KB picture into `Character`s (grapheme breaking, every byte) cost more than the rest
/// of taking labels out of it. Bytes give the same lines and the same answers:
/// - A `Character` split at `"\n"` ends a line at every line feed but one after a carriage return:
///   `\r\n` is one `Character`, which is not `"\n"`, and a line feed never joins anything else.
/// - In a line of ASCII bytes each byte is one `Character`, but for a `\r\n` pair; a pattern of printable
///   ASCII (`<text`, `</g>`) then matches its bytes exactly when it matches its `Character`s.
/// - A line holding other bytes is matched by its `Character`s, as a `Substring` of the same text: there
///   a label's last character can join with the `<` of `</text>` after it (U+0600 does), so bytes could
///   answer otherwise.
struct SVGLines {
    /// One line: where its bytes lie in the picture, without the line feed that ends it.
    struct Line {
        /// The line's bytes, as offsets into the picture's UTF-8.
        let bytes: Range<Int>
        /// Whether every byte of the line is ASCII.
        let isASCII: Bool
    }

    /// The picture as text.
    let text: String
    /// The picture's UTF-8 bytes.
    private let utf8: [UInt8]

    /// The picture, read from its text.
    init(_ text: String) {
        self.text = text
        utf8 = Array(text.utf8)
    }

    /// The picture's lines, split where `text.split(separator: "\n", omittingEmptySubsequences: false)`
    /// splits it.
    func lines() -> [Line] {
        utf8.withUnsafeBufferPointer { bytes in
            var lines: [Line] = []
            var start = 0
            var seen: UInt8 = 0
            var previous: UInt8 = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte == Self.lineFeed, previous != Self.carriageReturn {
                    lines.append(Line(bytes: start..<offset, isASCII: seen < 0x80))
                    start = offset + 1
                    seen = 0
                } else {
                    seen |= byte
                }
                previous = byte
            }
            lines.append(Line(bytes: start..<bytes.count, isASCII: seen < 0x80))
            return lines
        }
    }

    /// Whether the line begins with the pattern, compared as the line's `Substring` compares it.
    ///
    /// - Parameters:
    ///   - line: One of `lines()`.
    ///   - pattern: Printable ASCII.
    func line(_ line: Line, hasPrefix pattern: String) -> Bool {
        guard line.isASCII else { return substring(line).hasPrefix(pattern) }
        let count = pattern.utf8.count
        return line.bytes.count >= count && utf8[line.bytes.prefix(count)].elementsEqual(pattern.utf8)
    }

    /// Whether the line ends with the pattern, compared as the line's `Substring` compares it.
    ///
    /// - Parameters:
    ///   - line: One of `lines()`.
    ///   - pattern: Printable ASCII.
    func line(_ line: Line, hasSuffix pattern: String) -> Bool {
        guard line.isASCII else { return substring(line).hasSuffix(pattern) }
        let count = pattern.utf8.count
        return line.bytes.count >= count && utf8[line.bytes.suffix(count)].elementsEqual(pattern.utf8)
    }

    /// The id of a group opened on the line (`<g id="…"…`), its character references read.
    func groupID(_ line: Line) -> String? {
        SVGLineLabels.groupID(substring(line))
    }

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

    /// The line as a `Substring` of the text, as a split by `Character` made it.
    private func substring(_ line: Line) -> Substring {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: line.bytes.lowerBound)
        let end = text.utf8.index(start, offsetBy: line.bytes.count)
        return text[start..<end]
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
