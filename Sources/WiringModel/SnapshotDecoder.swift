import WiringPlatform
import WiringText

/// Decodes untrusted snapshot JSON and checks that it describes a well-formed graph.
struct SnapshotDecoder {
    let fileName: String
    let limits: GraphSnapshot.ReadingLimits

    func decode(_ data: Data) throws -> GraphSnapshot {
        guard data.count <= limits.maxBytes else {
            throw SnapshotError.tooLarge(file: fileName, what: "document size \(data.count) bytes", limit: limits.maxBytes)
        }
        if let problem = StrictJSONDocument.encodingProblem(data) {
            throw SnapshotError.malformedJSON(file: fileName, reason: problem)
        }
        // One strict pass; there is no second decoder that could read the document differently.
        let parsed: Result<GraphSnapshot, SnapshotError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(JSONScanner.Failure) {
                let (snapshot, version) = try SnapshotParser.parse(bytes)
                guard version.isCurrent else { return .failure(.unsupportedVersion(file: fileName, found: version.found)) }
                return .success(snapshot)
            } catch {
                return .failure(explain(error, in: bytes))
            }
        }
        let decoded = try parsed.get()
        try check(decoded)
        var sorted = GraphSnapshot(nodes: decoded.nodes, edges: decoded.edges, source: decoded.source, title: decoded.title)
        sorted.schemaVersion = decoded.schemaVersion
        return sorted
    }

    /// The error for a failed read. A value failure is reported only when the whole document is
    /// JSON (otherwise its first syntax error is) and states this module's schema version
    /// (otherwise the version is): a document of another version gets a version message rather
    /// than a confusing one about some field.
    private func explain(_ failure: JSONScanner.Failure, in bytes: UnsafeBufferPointer<UInt8>) -> SnapshotError {
        if failure.kind == .value {
            var scanner = JSONScanner(bytes)
            do throws(JSONScanner.Failure) {
                try scanner.skipValue(depth: 0)
                try scanner.expectEnd()
            } catch where error.kind == .syntax {
                return StrictJSONDocument.snapshotError(error, in: bytes, fileName: fileName)
            } catch {}
            if let version = SnapshotParser.version(in: bytes), !version.isCurrent {
                return .unsupportedVersion(file: fileName, found: version.found)
            }
        }
        return StrictJSONDocument.snapshotError(failure, in: bytes, fileName: fileName)
    }

    /// Checks sizes, unique ids, references and the parent tree, reporting the first fault.
    private func check(_ snapshot: GraphSnapshot) throws {
        if snapshot.nodes.count > limits.maxNodes {
            throw SnapshotError.tooLarge(file: fileName, what: "\(snapshot.nodes.count) nodes", limit: limits.maxNodes)
        }
        if snapshot.edges.count > limits.maxEdges {
            throw SnapshotError.tooLarge(file: fileName, what: "\(snapshot.edges.count) edges", limit: limits.maxEdges)
        }
        try checkStringLengths(snapshot)
        try checkPlaces(snapshot)
        let indexByID = IDPositions(snapshot.nodes.map(\.id))
        // Whichever comes first in the document is reported: an empty id or a repeated one.
        let repeated = indexByID.firstRepeat?.position ?? snapshot.nodes.count
        if let index = snapshot.nodes[..<repeated].firstIndex(where: { $0.id.isEmpty }) {
            throw SnapshotError.invalidValue(file: fileName, path: "$.nodes[\(index)].id", problem: "node id is empty; give every node a non-empty id")
        }
        if repeated < snapshot.nodes.count {
            throw SnapshotError.duplicateNode(file: fileName, path: "$.nodes[\(repeated)].id", id: snapshot.nodes[repeated].id)
        }
        for (index, node) in snapshot.nodes.enumerated() {
            if let parent = node.parent, indexByID.position(of: parent) == nil {
                throw SnapshotError.unknownNode(file: fileName, path: "$.nodes[\(index)].parent", id: parent)
            }
        }
        var knownFrom: String?
        for (index, edge) in snapshot.edges.enumerated() {
            // Edges are usually grouped by their start, so the last start found is compared first.
            if knownFrom.map({ TextOrder.compare($0, edge.from) != 0 }) ?? true {
                guard indexByID.position(of: edge.from) != nil else {
                    throw SnapshotError.unknownNode(file: fileName, path: "$.edges[\(index)].from", id: edge.from)
                }
                knownFrom = edge.from
            }
            if indexByID.position(of: edge.to) == nil {
                throw SnapshotError.unknownNode(file: fileName, path: "$.edges[\(index)].to", id: edge.to)
            }
        }
        try checkParentTree(snapshot.nodes, indexByID: indexByID)
    }

    /// Refuses any string longer than the limit, naming where it is.
    private func checkStringLengths(_ snapshot: GraphSnapshot) throws {
        func check(_ text: String?, _ path: @autoclosure () -> String) throws {
            guard let text, text.utf8.count > limits.maxStringBytes else { return }
            throw SnapshotError.invalidValue(
                file: fileName, path: path(),
                problem: "text is \(text.utf8.count) bytes long, above the limit of \(limits.maxStringBytes) bytes; "
                    + "no real name is that long, so recapture the snapshot")
        }
        try check(snapshot.title, "$.title")
        try check(snapshot.source, "$.source")
        for (index, node) in snapshot.nodes.enumerated() {
            // Made only for a message: building it for every node would cost more than the checks.
            func at() -> String { "$.nodes[\(index)]" }
            try check(node.id, "\(at()).id")
            try check(node.type, "\(at()).type")
            try check(node.parent, "\(at()).parent")
            try check(node.key, "\(at()).key")
            try check(node.life, "\(at()).life")
            for (key, value) in node.attributes {
                try check(key, "\(at()).attributes")
                try check(value, "\(at()).attributes.\(SnapshotError.quoted(String(key.prefix(80))))")
            }
            // Ports are sorted on decoding, so an index would not match the file.
            for port in node.ports {
                try check(port.name, "\(at()).ports[].name")
                try check(port.type, "\(at()).ports[].type")
                try check(port.place?.file, "\(at()).ports[].place.file")
            }
            try check(node.place?.file, "\(at()).place.file")
            try check(node.declared?.file, "\(at()).declared.file")
        }
        for (index, edge) in snapshot.edges.enumerated() {
            try check(edge.from, "$.edges[\(index)].from")
            try check(edge.to, "$.edges[\(index)].to")
            try check(edge.label, "$.edges[\(index)].label")
            try check(edge.place?.file, "$.edges[\(index)].place.file")
        }
    }

    /// Refuses a place whose line is not a positive number or whose file is empty or absolute:
    /// a snapshot names places relative to the package so it is the same bytes on every machine.
    private func checkPlaces(_ snapshot: GraphSnapshot) throws {
        func check(_ place: SourcePlace?, _ path: @autoclosure () -> String) throws {
            guard let place else { return }
            if place.line < 1 {
                throw SnapshotError.invalidValue(
                    file: fileName, path: path() + ".line",
                    problem: "line \(place.line) is not a line number; lines count from 1")
            }
            if place.file.isEmpty {
                throw SnapshotError.invalidValue(
                    file: fileName, path: path() + ".file", problem: "file is empty; name the source file or drop the place")
            }
        }
        for (index, node) in snapshot.nodes.enumerated() {
            try check(node.place, "$.nodes[\(index)].place")
            try check(node.declared, "$.nodes[\(index)].declared")
            for port in node.ports { try check(port.place, "$.nodes[\(index)].ports[].place") }
        }
        for (index, edge) in snapshot.edges.enumerated() { try check(edge.place, "$.edges[\(index)].place") }
    }

    /// Walks each parent chain once (colouring nodes as it goes), so the check is linear.
    private func checkParentTree(_ nodes: [Node], indexByID: IDPositions) throws {
        enum Mark { case unvisited, inProgress, done }
        var marks = [Mark](repeating: .unvisited, count: nodes.count)
        for start in nodes.indices where marks[start] == .unvisited {
            var chain: [Int] = []
            var current: Int? = start
            while let index = current, marks[index] != .done {
                if marks[index] == .inProgress {
                    throw SnapshotError.parentCycle(file: fileName, path: "$.nodes[\(index)].parent", id: nodes[index].id)
                }
                marks[index] = .inProgress
                chain.append(index)
                current = nodes[index].parent.flatMap { indexByID.position(of: $0) }
            }
            for index in chain { marks[index] = .done }
        }
    }
}

/// Thrown while decoding when `schemaVersion` is not one this module reads.
struct SchemaVersionMismatch: Error {
    let found: Int
}

/// Decodes a closed set of string values with a message that lists the valid ones.
protocol ClosedStringSet: RawRepresentable<String>, CaseIterable, Decodable {
    /// What a value is, for messages: `node kind`.
    static var valueDescription: String { get }
    /// Every value beside its UTF-8, for reading values from a document's bytes.
    static var spellings: [(utf8: [UInt8], value: Self)] { get }
}

extension ClosedStringSet {
    /// The value whose raw value's UTF-8 is exactly `bytes`, if there is one.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        for spelling in Self.spellings where spelling.utf8.withUnsafeBufferPointer({ $0.sameBytes(as: bytes) }) {
            self = spelling.value
            return
        }
        return nil
    }

    /// Every case beside its UTF-8, in the order of `allCases`.
    static func makeSpellings() -> [(utf8: [UInt8], value: Self)] {
        allCases.map { (Array($0.rawValue.utf8), $0) }
    }
}

extension ClosedStringSet {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            let expected = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown \(Self.valueDescription) '\(TerminalText.sanitized(raw, limit: 80))'; expected one of \(expected)")
        }
        self = value
    }
}

extension NodeKind: ClosedStringSet {
    static var valueDescription: String { "node kind" }
    static let spellings = makeSpellings()
}

extension EdgeKind: ClosedStringSet {
    static var valueDescription: String { "edge kind" }
    static let spellings = makeSpellings()
}

extension ReferenceStrength: ClosedStringSet {
    static var valueDescription: String { "reference strength" }
    static let spellings = makeSpellings()
}

extension Port.Origin: ClosedStringSet {
    static var valueDescription: String { "port origin" }
    static let spellings = makeSpellings()
}
