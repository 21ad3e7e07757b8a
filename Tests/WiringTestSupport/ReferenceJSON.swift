import Foundation
import WiringModel

/// A second, deliberately plain JSON reader (RFC 8259) to check Wiring's strict reader against.
///
/// It shares no code with `JSONScanner`: it decodes UTF-8 by hand (RFC 3629), validates numbers
/// with its own state machine and keeps repeated keys, reporting them and the deepest nesting
/// instead of refusing. The fuzz targets and the regression tests compare the two: the strict
/// reader must accept exactly the documents this one accepts without repeated keys and within
/// 512 levels, and read the same values. Both refuse a byte order mark, unpaired surrogate
/// escapes and blank documents, as Wiring documents.
public enum ReferenceJSON {
    /// What a document holds, with repeated keys kept.
    public indirect enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case let (.bool(a), .bool(b)): a == b
            case let (.number(a), .number(b)): a == b
            case let (.string(a), .string(b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
            case let (.array(a), .array(b)): a == b
            case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0.unicodeScalars.elementsEqual($1.0.unicodeScalars) && $0.1 == $1.1 }
            default: false
            }
        }
    }

    /// A parsed document with the facts the strict reader refuses on.
    public struct Document: Sendable {
        public var value: Value
        /// The most arrays and objects open at once.
        public var maxDepth: Int
        /// Whether some object holds a key twice.
        public var hasRepeatedKeys: Bool
    }

    /// What the reference reader made of some bytes.
    public enum Outcome: Sendable {
        /// One JSON text.
        case document(Document)
        /// Not JSON.
        case invalid
        /// Nested deeper than `giveUpDepth`: past Wiring's limit, so not read further.
        case tooDeep
    }

    /// Past this depth the reference reader stops rather than recurse on.
    public static let giveUpDepth = 1_000

    /// Parses bytes.
    public static func parse(_ bytes: [UInt8]) -> Outcome {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .invalid }
        var reader = Reader(bytes: bytes)
        reader.space()
        let value = reader.value(depth: 0)
        if reader.tooDeep { return .tooDeep }
        guard let value else { return .invalid }
        reader.space()
        guard reader.index == bytes.count else { return .invalid }
        return .document(Document(value: value, maxDepth: reader.maxDepth, hasRepeatedKeys: reader.repeated))
    }

    /// Compares the strict reader with the reference on some bytes.
    ///
    /// - Parameter bytes: Any bytes.
    /// - Returns: A description of the disagreement, or `nil` when the two agree on acceptance and values.
    public static func disagreement(on bytes: [UInt8]) -> String? {
        let strict = Result { try JSONValue(strictJSON: Data(bytes), fileName: "fuzz.json") }
        switch (parse(bytes), strict) {
        case (.tooDeep, .success):
            return "the strict reader accepted a document nested deeper than \(giveUpDepth)"
        case (.tooDeep, .failure), (.invalid, .failure):
            return nil
        case (.invalid, .success):
            return "the strict reader accepted a document the reference reader refuses"
        case let (.document(document), .success(value)):
            if document.hasRepeatedKeys { return "the strict reader accepted a repeated key" }
            if document.maxDepth > 512 { return "the strict reader accepted \(document.maxDepth) levels of nesting" }
            if Self.value(of: value) != document.value { return "the two readers read different values" }
            return nil
        case let (.document(document), .failure(error)):
            if document.hasRepeatedKeys || document.maxDepth > 512 { return nil }
            return "the strict reader refused a valid document: \(error)"
        }
    }

    /// The strict reader's tree in this reader's terms, for comparison.
    package static func value(of json: JSONValue) -> Value {
        switch json {
        case .null: .null
        case let .bool(flag): .bool(flag)
        case let .number(text): .number(text)
        case let .string(text): .string(text)
        case let .array(elements): .array(elements.map(value(of:)))
        case let .object(members): .object(members.map { ($0.key, value(of: $0.value)) })
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var maxDepth = 0
        var repeated = false
        var tooDeep = false

        mutating func space() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func at(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        mutating func value(depth: Int) -> Value? {
            guard depth < ReferenceJSON.giveUpDepth else {
                tooDeep = true
                return nil
            }
            switch at() {
            case UInt8(ascii: "{"):
                index += 1
                maxDepth = max(maxDepth, depth + 1)
                var members: [(String, Value)] = []
                var keys: Set<[UInt32]> = []
                space()
                if at() == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    space()
                    guard at() == UInt8(ascii: "\""), let key = string() else { return nil }
                    if !keys.insert(key.unicodeScalars.map(\.value)).inserted { repeated = true }
                    space()
                    guard at() == UInt8(ascii: ":") else { return nil }
                    index += 1
                    space()
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append((key, member))
                    space()
                    if at() == UInt8(ascii: ",") { index += 1; continue }
                    if at() == UInt8(ascii: "}") { index += 1; return .object(members) }
                    return nil
                }
            case UInt8(ascii: "["):
                index += 1
                maxDepth = max(maxDepth, depth + 1)
                var elements: [Value] = []
                space()
                if at() == UInt8(ascii: "]") { index += 1; return .array(elements) }
                while true {
                    space()
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    space()
                    if at() == UInt8(ascii: ",") { index += 1; continue }
                    if at() == UInt8(ascii: "]") { index += 1; return .array(elements) }
                    return nil
                }
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number()
            }
        }

        mutating func word(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return false }
            index += expected.count
            return true
        }

        /// States: sign, integer, fraction, exponent; each part needs a digit.
        mutating func number() -> Value? {
            let start = index
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
            if at() == UInt8(ascii: "-") { index += 1 }
            guard isDigit(at()) else { return nil }
            if at() == UInt8(ascii: "0") {
                index += 1
            } else {
                while isDigit(at()) { index += 1 }
            }
            if at() == UInt8(ascii: ".") {
                index += 1
                guard isDigit(at()) else { return nil }
                while isDigit(at()) { index += 1 }
            }
            if at() == UInt8(ascii: "e") || at() == UInt8(ascii: "E") {
                index += 1
                if at() == UInt8(ascii: "+") || at() == UInt8(ascii: "-") { index += 1 }
                guard isDigit(at()) else { return nil }
                while isDigit(at()) { index += 1 }
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        /// A string from its opening quote; UTF-8 decoded by hand.
        mutating func string() -> String? {
            index += 1
            var scalars = String.UnicodeScalarView()
            while let byte = at() {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    guard let escape = at(1) else { return nil }
                    index += 2
                    let simple: [UInt8: UInt32] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 8, 0x66: 12, 0x6E: 10, 0x72: 13, 0x74: 9]
                    if let code = simple[escape] {
                        scalars.append(Unicode.Scalar(code)!)
                    } else if escape == UInt8(ascii: "u") {
                        guard let high = hex() else { return nil }
                        if (0xD800..<0xDC00).contains(high) {
                            guard at() == UInt8(ascii: "\\"), at(1) == UInt8(ascii: "u") else { return nil }
                            index += 2
                            guard let low = hex(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalars.append(Unicode.Scalar(0x10000 + (high - 0xD800) * 0x400 + (low - 0xDC00))!)
                        } else {
                            guard let scalar = Unicode.Scalar(high) else { return nil }
                            scalars.append(scalar)
                        }
                    } else {
                        return nil
                    }
                case 0x00..<0x20: return nil
                case 0x20..<0x80:
                    scalars.append(Unicode.Scalar(byte))
                    index += 1
                default:
                    guard let scalar = utf8Sequence() else { return nil }
                    scalars.append(scalar)
                }
            }
            return nil
        }

        mutating func hex() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = UInt32(String(Unicode.Scalar(byte)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            index += 4
            return value
        }

        /// One multi-byte UTF-8 sequence (RFC 3629 table 3-7: no overlong forms, no surrogates, at most U+10FFFF).
        mutating func utf8Sequence() -> Unicode.Scalar? {
            let first = bytes[index]
            let length: Int
            var code: UInt32
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch first {
            case 0xC2...0xDF: length = 2; code = UInt32(first & 0x1F)
            case 0xE0: length = 3; code = 0; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; code = UInt32(first & 0x0F)
            case 0xED: length = 3; code = 0x0D; high = 0x9F
            case 0xF0: length = 4; code = 0; low = 0x90
            case 0xF1...0xF3: length = 4; code = UInt32(first & 0x07)
            case 0xF4: length = 4; code = 4; high = 0x8F
            default: return nil
            }
            guard index + length <= bytes.count else { return nil }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                let (minimum, maximum) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= minimum && byte <= maximum else { return nil }
                code = code << 6 | UInt32(byte & 0x3F)
            }
            index += length
            return Unicode.Scalar(code)
        }
    }
}
