import WiringPlatform
import WiringText

/// Reads a snapshot document straight from its bytes, strictly and in one pass.
///
/// This is the only way Wiring reads a snapshot file: there is no second, more lenient decoder
/// that could read a document differently. It reads through `JSONScanner`, so it refuses
/// everything RFC 8259 refuses; on top of that it refuses a key repeated in any object (a second
/// `edges` would otherwise hide edges from one tool and not another), a value of the wrong type,
/// an unknown kind, and a number out of range, each as a `JSONScanner.Failure` with the JSON path.
/// Keys the format does not define are stepped over (checked for syntax and repeats), so a
/// snapshot from a newer minor version still reads.
struct SnapshotParser {
    /// What the document says its schema version is.
    enum Version: Equatable {
        case missing
        /// A number, as written.
        case number(String)
        /// Some other value than a number.
        case other

        /// Whether this module reads the version.
        var isCurrent: Bool { self == .number(String(GraphSnapshot.currentSchemaVersion)) }

        /// The `found …` text of a version message.
        var found: String {
            switch self {
            case .missing: "no schemaVersion"
            case let .number(text): text.count > 40 ? String(text.prefix(40)) + "…" : text
            case .other: "a schemaVersion that is not a whole number"
            }
        }
    }

    private var scanner: JSONScanner
    /// Repeated texts (ids at every edge and child that names them) share one `String`.
    private var pool = StringPool()

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    /// Parses a whole document.
    ///
    /// - Parameter bytes: The JSON bytes.
    /// - Returns: The snapshot with nodes and edges in document order (not yet checked) and the version it states.
    /// - Throws: `JSONScanner.Failure` with the place and the problem.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanner.Failure) -> (GraphSnapshot, Version) {
        var parser = SnapshotParser(bytes)
        let result = try parser.document()
        try parser.scanner.expectEnd()
        return result
    }

    /// Parses a whole document held in `data`; for tests.
    static func parse(_ data: Data) throws(JSONScanner.Failure) -> GraphSnapshot {
        let result: Result<GraphSnapshot, JSONScanner.Failure> = data.withUnsafeBytes { raw in
            do throws(JSONScanner.Failure) {
                let (snapshot, version) = try parse(raw.bindMemory(to: UInt8.self))
                guard version.isCurrent else { throw JSONScanner.Failure(.value, 0, "schemaVersion \(version.found)") }
                return .success(snapshot)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The schema version a document states, reading nothing else; `nil` when it is not an object.
    ///
    /// Used when reading failed, so that a document of another version gets a version message.
    static func version(in bytes: UnsafeBufferPointer<UInt8>) -> Version? {
        var parser = SnapshotParser(bytes)
        var version = Version.missing
        do throws(JSONScanner.Failure) {
            guard try parser.scanner.peek() == UInt8(ascii: "{") else { return nil }
            try parser.object(depth: 0) { key, parser throws(JSONScanner.Failure) in
                if key == .schemaVersion { version = try parser.version() } else { try parser.scanner.skipValue(depth: 1) }
            }
        } catch {}
        return version
    }

    private mutating func document() throws(JSONScanner.Failure) -> (GraphSnapshot, Version) {
        guard try scanner.peek() == UInt8(ascii: "{") else { throw try scanner.mismatch(expected: "a JSON object") }
        let start = scanner.position
        var version = Version.missing
        var source: String?
        var title: String?
        var nodes: [Node]?
        var edges: [Edge]?
        try object(depth: 0) { key, parser throws(JSONScanner.Failure) in
            switch key {
            case .schemaVersion: version = try parser.version()
            case .source: source = try parser.optionalString()
            case .title: title = try parser.optionalString()
            case .nodes: nodes = try parser.array(depth: 1) { parser throws(JSONScanner.Failure) in try parser.node() }
            case .edges: edges = try parser.array(depth: 1) { parser throws(JSONScanner.Failure) in try parser.edge() }
            default: try parser.scanner.skipValue(depth: 1)
            }
        }
        guard let nodes else { throw Self.missing("nodes", at: start) }
        guard let edges else { throw Self.missing("edges", at: start) }
        var snapshot = GraphSnapshot(documentOrderNodes: nodes, edges: edges)
        snapshot.source = source
        snapshot.title = title
        return (snapshot, version)
    }

    private mutating func version() throws(JSONScanner.Failure) -> Version {
        switch try scanner.peek() {
        case UInt8(ascii: "-"), 0x30...0x39: return .number(try scanner.numberText())
        default:
            try scanner.skipValue(depth: 1)
            return .other
        }
    }

    private mutating func node() throws(JSONScanner.Failure) -> Node {
        let start = scanner.position
        var id: String?
        var kind: NodeKind?
        var type: String?
        var parent: String?
        var ports: [Port] = []
        var resolved = true
        var key: String?
        var life: String?
        var attributes: [String: String] = [:]
        var place: SourcePlace?
        var declared: SourcePlace?
        try object(depth: 2) { name, parser throws(JSONScanner.Failure) in
            switch name {
            case .id: id = try parser.string()
            case .kind: kind = try parser.closed(NodeKind.self)
            case .type: type = try parser.string()
            case .parent: parent = try parser.optionalString()
            case .ports:
                if try !parser.scanner.consumeNull() {
                    ports = try parser.array(depth: 3) { parser throws(JSONScanner.Failure) in try parser.port() }
                }
            case .resolved: resolved = try parser.optionalBool() ?? true
            case .key: key = try parser.optionalString()
            case .life: life = try parser.optionalString()
            case .attributes:
                if try !parser.scanner.consumeNull() {
                    try parser.namedObject(depth: 3) { name, parser throws(JSONScanner.Failure) in
                        // A repeated name is caught by `namedObject`.
                        attributes[name] = try parser.string()
                    }
                }
            case .place: place = try parser.optionalPlace(depth: 3)
            case .declared: declared = try parser.optionalPlace(depth: 3)
            default: try parser.scanner.skipValue(depth: 3)
            }
        }
        guard let id else { throw Self.missing("id", at: start) }
        guard let kind else { throw Self.missing("kind", at: start) }
        guard let type else { throw Self.missing("type", at: start) }
        return Node(
            id: id, kind: kind, type: type, parent: parent, ports: ports, resolved: resolved, key: key, life: life,
            attributes: attributes, place: place, declared: declared)
    }

    private mutating func edge() throws(JSONScanner.Failure) -> Edge {
        let start = scanner.position
        var from: String?
        var to: String?
        var kind: EdgeKind?
        var label: String?
        var reference: ReferenceStrength?
        var resolved = true
        var place: SourcePlace?
        try object(depth: 2) { name, parser throws(JSONScanner.Failure) in
            switch name {
            case .from: from = try parser.string()
            case .to: to = try parser.string()
            case .kind: kind = try parser.closed(EdgeKind.self)
            case .label: label = try parser.optionalString()
            case .reference:
                if try !parser.scanner.consumeNull() { reference = try parser.closed(ReferenceStrength.self) }
            case .resolved: resolved = try parser.optionalBool() ?? true
            case .place: place = try parser.optionalPlace(depth: 3)
            default: try parser.scanner.skipValue(depth: 3)
            }
        }
        guard let from else { throw Self.missing("from", at: start) }
        guard let to else { throw Self.missing("to", at: start) }
        guard let kind else { throw Self.missing("kind", at: start) }
        return Edge(
            from: from, to: to, kind: kind, label: label, reference: reference, resolved: resolved, place: place)
    }

    private mutating func port() throws(JSONScanner.Failure) -> Port {
        let start = scanner.position
        var name: String?
        var type: String?
        var origin: Port.Origin?
        var made = true
        var place: SourcePlace?
        try object(depth: 4) { key, parser throws(JSONScanner.Failure) in
            switch key {
            case .name: name = try parser.string()
            case .type: type = try parser.string()
            case .origin: origin = try parser.closed(Port.Origin.self)
            case .made: made = try parser.optionalBool() ?? true
            case .place: place = try parser.optionalPlace(depth: 5)
            default: try parser.scanner.skipValue(depth: 5)
            }
        }
        guard let name else { throw Self.missing("name", at: start) }
        guard let type else { throw Self.missing("type", at: start) }
        guard let origin else { throw Self.missing("origin", at: start) }
        return Port(name: name, type: type, origin: origin, made: made, place: place)
    }

    /// A `{"file": …, "line": …}` object, or `null`.
    private mutating func optionalPlace(depth: Int) throws(JSONScanner.Failure) -> SourcePlace? {
        if try scanner.consumeNull() { return nil }
        let start = scanner.position
        var file: String?
        var line: Int?
        try object(depth: depth) { key, parser throws(JSONScanner.Failure) in
            switch key {
            case .file: file = try parser.string()
            case .line: line = try parser.scanner.int()
            default: try parser.scanner.skipValue(depth: depth + 1)
            }
        }
        guard let file else { throw Self.missing("file", at: start) }
        guard let line else { throw Self.missing("line", at: start) }
        return SourcePlace(file: file, line: line)
    }

    private mutating func optionalString() throws(JSONScanner.Failure) -> String? {
        try scanner.consumeNull() ? nil : try string()
    }

    /// A string; one written without escapes comes from the pool (see `StringPool`).
    private mutating func string() throws(JSONScanner.Failure) -> String {
        guard let (bytes, start) = try scanner.unescapedString() else { return try scanner.string() }
        guard let text = pool.text(bytes) else { throw JSONScanner.invalidUTF8(at: start) }
        return text
    }

    private mutating func optionalBool() throws(JSONScanner.Failure) -> Bool? {
        try scanner.consumeNull() ? nil : try scanner.bool()
    }

    /// One of a closed set of strings, with a message listing the valid ones.
    private mutating func closed<Value: ClosedStringSet>(_ type: Value.Type) throws(JSONScanner.Failure) -> Value {
        let start = scanner.position
        let raw: String
        if let bytes = try scanner.plainString() {
            if let value = Value(utf8: bytes) { return value }
            raw = String(decoding: bytes, as: UTF8.self)
        } else {
            raw = try scanner.string()
        }
        guard let value = Value(rawValue: raw) else {
            let expected = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONScanner.Failure(
                .value, start,
                "unknown \(Value.valueDescription) '\(TerminalText.sanitized(raw, limit: 80))'; expected one of \(expected)")
        }
        return value
    }

    private static func missing(_ key: String, at offset: Int) -> JSONScanner.Failure {
        JSONScanner.Failure(.value, offset, "required field '\(key)' is missing").inside(.key(key))
    }

    /// Reads an object of the format, calling `member` for each key with the scanner before its
    /// value, and refuses a key that appears twice.
    ///
    /// `member` gets the key when the format defines it and `nil` for any other key, whose value
    /// it steps over. Keys are recognised from their bytes; only a key written with escapes or
    /// one the format does not define is made into a `String`.
    ///
    /// - Parameter depth: The arrays and objects open around this object.
    private mutating func object(
        depth: Int, _ member: (SnapshotKey?, inout SnapshotParser) throws(JSONScanner.Failure) -> Void
    ) throws(JSONScanner.Failure) {
        guard try scanner.peek() == UInt8(ascii: "{") else { throw try scanner.mismatch(expected: "an object") }
        try scanner.enter(depth)
        _ = try scanner.consume(UInt8(ascii: "{"))
        if try scanner.consume(UInt8(ascii: "}")) { return }
        var seen: UInt32 = 0
        var others: Set<String> = []
        repeat {
            let start = scanner.position
            let key: SnapshotKey?
            let other: String?
            if let bytes = try scanner.plainKey() {
                key = SnapshotKey(utf8: bytes)
                other = key == nil ? String(decoding: bytes, as: UTF8.self) : nil
            } else {
                let name = try scanner.key()
                key = SnapshotKey(name: name)
                other = key == nil ? name : nil
            }
            let name = { key?.name ?? other ?? "" }
            if let key {
                guard seen & key.bit == 0 else { throw JSONScanner.duplicate(key.name, at: start).inside(.key(key.name)) }
                seen |= key.bit
            } else if let other, !others.insert(other).inserted {
                throw JSONScanner.duplicate(other, at: start).inside(.key(other))
            }
            do throws(JSONScanner.Failure) { try member(key, &self) } catch { throw error.inside(.key(name())) }
        } while try scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "}"), "',' or '}' in an object")
    }

    /// Reads an object whose keys are names of the snapshot's own (a node's `attributes`),
    /// calling `member` for each with the scanner before its value, and refuses a name that
    /// appears twice.
    ///
    /// - Parameter depth: The arrays and objects open around this object.
    private mutating func namedObject(
        depth: Int, _ member: (String, inout SnapshotParser) throws(JSONScanner.Failure) -> Void
    ) throws(JSONScanner.Failure) {
        guard try scanner.peek() == UInt8(ascii: "{") else { throw try scanner.mismatch(expected: "an object") }
        try scanner.enter(depth)
        _ = try scanner.consume(UInt8(ascii: "{"))
        if try scanner.consume(UInt8(ascii: "}")) { return }
        var names: Set<String> = []
        repeat {
            let start = scanner.position
            let name = try scanner.key()
            guard names.insert(name).inserted else { throw JSONScanner.duplicate(name, at: start).inside(.key(name)) }
            do throws(JSONScanner.Failure) { try member(name, &self) } catch { throw error.inside(.key(name)) }
        } while try scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "}"), "',' or '}' in an object")
    }

    /// Reads an array of elements.
    ///
    /// - Parameter depth: The arrays and objects open around this array.
    private mutating func array<Element>(
        depth: Int, _ element: (inout SnapshotParser) throws(JSONScanner.Failure) -> Element
    ) throws(JSONScanner.Failure) -> [Element] {
        guard try scanner.peek() == UInt8(ascii: "[") else { throw try scanner.mismatch(expected: "an array") }
        try scanner.enter(depth)
        _ = try scanner.consume(UInt8(ascii: "["))
        var result: [Element] = []
        if try scanner.consume(UInt8(ascii: "]")) { return result }
        repeat {
            do throws(JSONScanner.Failure) { result.append(try element(&self)) } catch { throw error.inside(.index(result.count)) }
        } while try scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "]"), "',' or ']' in an array")
        return result
    }
}
