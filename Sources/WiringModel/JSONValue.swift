import WiringPlatform

/// A JSON value read by Wiring's strict reader.
///
/// Rules files and any other JSON input besides snapshots are read into this tree through
/// `init(strictJSON:fileName:)`, which applies exactly the rules the snapshot reader applies:
/// RFC 8259 syntax, UTF-8 only, at most 512 nested arrays and objects, and no key repeated
/// within an object. Numbers keep the text they were written with, so nothing is rounded.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written in the document (`-2.5e3`).
    case number(String)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in document order, every key distinct.
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        /// The key.
        package var key: String
        /// The value.
        package var value: JSONValue

        /// Creates a member.
        ///
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// What kind of value this is, for a message: `a string`, `an object`, `null`.
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Reads a whole JSON document strictly.
    ///
    /// Whatever the snapshot reader refuses is refused here too, with the same kind of message:
    /// malformed syntax with its line and column, invalid UTF-8, nesting past 512 levels, and a
    /// key repeated in an object with its JSON path.
    ///
    /// - Parameters:
    ///   - data: The document's bytes.
    ///   - fileName: The name used in error messages.
    /// - Throws: `SnapshotError.malformedJSON` for bytes that are not JSON, `SnapshotError.invalidValue`
    ///   (with the JSON path) for a repeated key.
    package init(strictJSON data: Data, fileName: String) throws {
        self = try StrictJSONDocument.read(data, fileName: fileName) { scanner throws(JSONScanner.Failure) in
            try JSONValue.read(&scanner, depth: 0)
        }
    }

    /// Reads one value and everything inside it, iteratively (no recursion, whatever the nesting).
    static func read(_ scanner: inout JSONScanner, depth: Int) throws(JSONScanner.Failure) -> JSONValue {
        /// A container being filled: its members or elements so far, and the key of the member being read.
        struct Partial {
            var isObject: Bool
            var members: [Member] = []
            var elements: [JSONValue] = []
            var key = ""
        }
        var partials: [Partial] = []
        var result: JSONValue = .null
        var stack: [JSONScanner.Container] = []
        func add(_ value: JSONValue) {
            guard !partials.isEmpty else {
                result = value
                return
            }
            if partials[partials.count - 1].isObject {
                partials[partials.count - 1].members.append(Member(key: partials[partials.count - 1].key, value: value))
            } else {
                partials[partials.count - 1].elements.append(value)
            }
        }
        do throws(JSONScanner.Failure) {
            try scanner.walk(depth: depth, stack: &stack) { event throws(JSONScanner.Failure) in
                switch event {
                case .null: add(.null)
                case let .bool(flag): add(.bool(flag))
                case let .number(text): add(.number(text))
                case let .string(text): add(.string(text))
                case .emptyObject: add(.object([]))
                case .emptyArray: add(.array([]))
                case let .open(isObject, key): partials.append(Partial(isObject: isObject, key: key))
                case let .key(key): partials[partials.count - 1].key = key
                case .close:
                    let done = partials.removeLast()
                    add(done.isObject ? .object(done.members) : .array(done.elements))
                }
            }
        } catch {
            throw JSONScanner.Container.locate(error, in: stack)
        }
        return result
    }
}

/// The steps every strict read shares: the document must be UTF-8 JSON text, not blank, not a
/// UTF-16 or UTF-32 file, with nothing after its one value.
enum StrictJSONDocument {
    /// Reads a document with `body`, turning a scanner failure into a `SnapshotError`.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - fileName: The name in messages.
    ///   - body: Reads the one top-level value.
    /// - Returns: What `body` read.
    /// - Throws: `SnapshotError.malformedJSON` or `.invalidValue`.
    static func read<Value>(
        _ data: Data, fileName: String, _ body: (inout JSONScanner) throws(JSONScanner.Failure) -> Value
    ) throws -> Value {
        if let problem = encodingProblem(data) { throw SnapshotError.malformedJSON(file: fileName, reason: problem) }
        let result: Result<Value, SnapshotError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = JSONScanner(bytes)
            do throws(JSONScanner.Failure) {
                let value = try body(&scanner)
                try scanner.expectEnd()
                return .success(value)
            } catch {
                return .failure(snapshotError(error, in: bytes, fileName: fileName))
            }
        }
        return try result.get()
    }

    /// Why bytes cannot be JSON text at all, before any parsing: blank, or not UTF-8.
    static func encodingProblem(_ data: Data) -> String? {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return "the file is empty; it must hold one JSON object"
        }
        let head = Array(data.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "the file starts with a byte order mark; save it as UTF-8 without one"
        }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
            || (head.count >= 2 && (head[0] == 0) != (head[1] == 0))
        {
            return "the file is UTF-16 or UTF-32 text; JSON files must be UTF-8, so convert it"
        }
        return nil
    }

    /// The `SnapshotError` for a failure: syntax with line and column, a value problem with its path.
    static func snapshotError(_ failure: JSONScanner.Failure, in bytes: UnsafeBufferPointer<UInt8>, fileName: String) -> SnapshotError {
        switch failure.kind {
        case .syntax: .malformedJSON(file: fileName, reason: failure.located(in: bytes))
        case .value: .invalidValue(file: fileName, path: failure.path, problem: failure.problem)
        }
    }
}
