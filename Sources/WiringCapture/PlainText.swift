import Builtin

/// Makes strings from UTF-8 bytes that are plain: ASCII, and the `×` (U+00D7, `C3 97`) that marks
/// a repeated label. Node ids almost always are.
///
/// `String(decoding:as:)` checks its bytes with a fast loop while they are ASCII; at the first
/// other byte it goes on one scalar at a time, checking every rule of UTF-8, and an id of 100 bytes
/// with a `×` in the middle took two and a half times as long to become a string as one without.
/// Plain bytes are checked here a word at a time instead, and copied into the string's storage
/// without a second check; any other bytes go to `String(decoding:as:)`, which checks and repairs
/// them as usual. The result is the same string either way, with the same storage and flags.
enum PlainText {
    /// The string the bytes spell.
    ///
    /// - Parameter bytes: UTF-8 bytes; when they are not plain, or not valid, they are decoded
    ///   by `String(decoding:as:)`.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress, let isASCII = plainIsASCII(bytes) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // A string literal's initialiser takes bytes as they are: up to 15 it keeps them in the
        // string itself, beyond that it points at them, and `reserveCapacity` then copies them
        // into storage of the string's own, as `String(decoding:as:)` would have placed them.
        var text = String(
            _builtinStringLiteral: UnsafeRawPointer(base)._rawValue,
            utf8CodeUnitCount: bytes.count._builtinWordValue,
            isASCII: isASCII._value)
        text.reserveCapacity(bytes.count)
        return text
    }

    /// Whether the bytes are all ASCII, when they are plain; `nil` when they are not.
    ///
    /// Eight bytes are read at once while none of them has its top bit set; a word that has one is
    /// looked at byte by byte, up to the end of the `×` it must hold.
    static func plainIsASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var isASCII = true
        var index = 0
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let byte = base[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            guard byte == 0xC3, index + 1 < count, base[index + 1] == 0x97 else { return nil }
            isASCII = false
            index += 2
        }
        return isASCII
    }
}
