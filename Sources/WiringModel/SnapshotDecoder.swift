import Foundation

/// Decodes untrusted snapshot JSON and checks that it describes a well-formed graph.
struct SnapshotDecoder {
    let fileName: String
    let limits: GraphSnapshot.ReadingLimits

    func decode(_ data: Data) throws -> GraphSnapshot {
        guard data.count <= limits.maxBytes else {
            throw SnapshotError.tooLarge(file: fileName, what: "document size \(data.count) bytes", limit: limits.maxBytes)
        }
        if JSONSyntaxDiagnosis.isBlank(data) {
            throw SnapshotError.malformedJSON(file: fileName, reason: JSONSyntaxDiagnosis.reason(for: data))
        }
        // The fast parser reads well-formed documents; anything it declines goes through
        // JSONDecoder, whose errors name the JSON path and the problem.
        let decoded = try (try? SnapshotParser.parse(data)) ?? decodeWithFoundation(data)
        try check(decoded)
        var sorted = GraphSnapshot(nodes: decoded.nodes, edges: decoded.edges, source: decoded.source, title: decoded.title)
        sorted.schemaVersion = decoded.schemaVersion
        return sorted
    }

    private func decodeWithFoundation(_ data: Data) throws -> GraphSnapshot {
        do {
            return try JSONDecoder().decode(GraphSnapshot.self, from: data)
        } catch let mismatch as SchemaVersionMismatch {
            throw SnapshotError.unsupportedVersion(file: fileName, found: String(mismatch.found))
        } catch let error as DecodingError {
            if case let .dataCorrupted(context) = error, context.codingPath.isEmpty {
                throw SnapshotError.malformedJSON(file: fileName, reason: Self.tidy(JSONSyntaxDiagnosis.reason(for: data)))
            }
            throw translate(error)
        } catch {
            throw SnapshotError.malformedJSON(file: fileName, reason: GraphSnapshot.reason(error))
        }
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
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(snapshot.nodes.count)
        for (index, node) in snapshot.nodes.enumerated() {
            if node.id.isEmpty {
                throw SnapshotError.invalidValue(file: fileName, path: "$.nodes[\(index)].id", problem: "node id is empty; give every node a non-empty id")
            }
            if indexByID.updateValue(index, forKey: node.id) != nil {
                throw SnapshotError.duplicateNode(file: fileName, path: "$.nodes[\(index)].id", id: node.id)
            }
        }
        for (index, node) in snapshot.nodes.enumerated() {
            if let parent = node.parent, indexByID[parent] == nil {
                throw SnapshotError.unknownNode(file: fileName, path: "$.nodes[\(index)].parent", id: parent)
            }
        }
        var knownFrom: String?
        for (index, edge) in snapshot.edges.enumerated() {
            // Edges are usually grouped by their start, so the last start found is compared first.
            if edge.from != knownFrom {
                guard indexByID[edge.from] != nil else {
                    throw SnapshotError.unknownNode(file: fileName, path: "$.edges[\(index)].from", id: edge.from)
                }
                knownFrom = edge.from
            }
            if indexByID[edge.to] == nil {
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
            let at = "$.nodes[\(index)]"
            try check(node.id, "\(at).id")
            try check(node.type, "\(at).type")
            try check(node.parent, "\(at).parent")
            try check(node.key, "\(at).key")
            try check(node.life, "\(at).life")
            for (key, value) in node.attributes {
                try check(key, "\(at).attributes")
                try check(value, "\(at).attributes.\(SnapshotError.quoted(String(key.prefix(80))))")
            }
            // Ports are sorted on decoding, so an index would not match the file.
            for port in node.ports {
                try check(port.name, "\(at).ports[].name")
                try check(port.type, "\(at).ports[].type")
                try check(port.place?.file, "\(at).ports[].place.file")
            }
            try check(node.place?.file, "\(at).place.file")
            try check(node.declared?.file, "\(at).declared.file")
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
    private func checkParentTree(_ nodes: [Node], indexByID: [String: Int]) throws {
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
                current = nodes[index].parent.flatMap { indexByID[$0] }
            }
            for index in chain { marks[index] = .done }
        }
    }

    private func translate(_ error: DecodingError) -> SnapshotError {
        switch error {
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            let underlying = (context.underlyingError as NSError?)?.debugDescription ?? context.debugDescription
            return .malformedJSON(file: fileName, reason: Self.tidy(underlying))
        case let .keyNotFound(key, context):
            if context.codingPath.isEmpty && key.stringValue == "schemaVersion" {
                return .unsupportedVersion(file: fileName, found: "no schemaVersion")
            }
            return .invalidValue(
                file: fileName, path: Self.path(context.codingPath + [key]),
                problem: "required field '\(key.stringValue)' is missing")
        case let .typeMismatch(type, context):
            if context.codingPath.map(\.stringValue) == ["schemaVersion"] {
                return .unsupportedVersion(file: fileName, found: "a schemaVersion that is not a whole number")
            }
            return .invalidValue(
                file: fileName, path: Self.path(context.codingPath),
                problem: "expected \(Self.describe(type))")
        case let .valueNotFound(type, context):
            return .invalidValue(
                file: fileName, path: Self.path(context.codingPath),
                problem: "null where \(Self.describe(type)) is required")
        case let .dataCorrupted(context):
            return .invalidValue(file: fileName, path: Self.path(context.codingPath), problem: context.debugDescription)
        @unknown default:
            return .malformedJSON(file: fileName, reason: String(describing: error))
        }
    }

    /// A JSON path such as `$.nodes[3].kind`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = "$"
        for key in codingPath {
            // Keys can come from the document (attribute names): keep them printable.
            if let index = key.intValue { text += "[\(index)]" } else { text += ".\(TerminalText.sanitized(key.stringValue, limit: 80))" }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Node].Type, is [Edge].Type, is [Port].Type: "an array"
        default:
            // Foundation names JSON containers by their Swift types.
            String(describing: type).hasPrefix("Dictionary") ? "a JSON object"
                : String(describing: type).hasPrefix("Array") ? "an array" : "a value of type \(type)"
        }
    }

    private static func tidy(_ text: String) -> String {
        TerminalText.sanitized(text.replacingOccurrences(of: "\n", with: " "), limit: 300)
    }
}

/// Thrown while decoding when `schemaVersion` is not one this module reads.
struct SchemaVersionMismatch: Error {
    let found: Int
}

/// Decodes a closed set of string values with a message that lists the valid ones.
protocol ClosedStringSet: RawRepresentable<String>, CaseIterable, Decodable {
    static var valueDescription: String { get }
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

extension NodeKind: ClosedStringSet { static var valueDescription: String { "node kind" } }
extension EdgeKind: ClosedStringSet { static var valueDescription: String { "edge kind" } }
extension ReferenceStrength: ClosedStringSet { static var valueDescription: String { "reference strength" } }
extension Port.Origin: ClosedStringSet { static var valueDescription: String { "port origin" } }
