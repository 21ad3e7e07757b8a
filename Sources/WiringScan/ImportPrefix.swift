/// How much of a file has to be parsed to read its imports.
///
/// An import is a top-level declaration, and the compiler takes one wherever it stands at the top
/// level, so no line rule finds them all. But every import holds the keyword `import` as a whole
/// word followed by a space or a line break, so the file's imports all lie before the last place
/// those bytes occur. A parse of the bytes up to there (and a little after, for an import split
/// over lines) reads the same imports as a parse of the whole file: everything before the cut is
/// read as it would be, and a construct the cut splits, a `#if` block or a comment, is still read
/// as that construct. Cutting later than needed only costs time, so words that are not imports
/// (`import` in a comment or a string) may move the cut, never make it early.
enum ImportPrefix {
    /// The number of leading bytes to parse: through the second line after the last `import` word.
    static func end(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let last = lastImportWord(in: bytes) else { return 0 }
        var end = last
        var breaks = 0
        while end < bytes.count {
            let byte = bytes[end]
            end += 1
            if byte == UInt8(ascii: "\n") {
                breaks += 1
                if breaks == 3 { break }
            }
        }
        return end
    }

    /// The offset of the last `import` that is a whole word followed by a space, a tab or a line break.
    private static func lastImportWord(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let word: [UInt8] = Array("import".utf8)
        var index = bytes.count - word.count - 1
        while index >= 0 {
            if bytes[index] == word[0], isWord(word, at: index, in: bytes) { return index }
            index -= 1
        }
        return nil
    }

    private static func isWord(_ word: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 1..<word.count where bytes[index + offset] != word[offset] { return false }
        let after = bytes[index + word.count]
        guard after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
        else { return false }
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        let isIdentifier = (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
            || (before >= UInt8(ascii: "A") && before <= UInt8(ascii: "Z"))
            || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
            || before == UInt8(ascii: "_") || before >= 0x80
        return !isIdentifier
    }
}
