import Foundation

/// Reads a snapshot document straight from its bytes, without `JSONDecoder`.
///
/// This is the fast path of `SnapshotDecoder`: on a well-formed document it gives exactly the
/// snapshot the `Codable` conformance gives, several times faster. On anything else (bad syntax,
/// a wrong type, an unknown kind, a duplicate key, another schema version) it throws
/// `JSONScanner.Unsupported`, and the caller decodes with `JSONDecoder` for its precise message.
struct SnapshotParser {
    private var scanner: JSONScanner

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    /// Parses a whole document.
    ///
    /// - Parameter data: The JSON bytes.
    /// - Returns: The snapshot with nodes and edges in document order, not yet checked.
    /// - Throws: `JSONScanner.Unsupported` for anything the fast path does not read.
    static func parse(_ data: Data) throws(JSONScanner.Unsupported) -> GraphSnapshot {
        let result: Result<GraphSnapshot, JSONScanner.Unsupported> = data.withUnsafeBytes { raw in
            var parser = SnapshotParser(raw.bindMemory(to: UInt8.self))
            do throws(JSONScanner.Unsupported) {
                let snapshot = try parser.document()
                guard parser.scanner.isAtEnd() else { throw JSONScanner.Unsupported() }
                return .success(snapshot)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func document() throws(JSONScanner.Unsupported) -> GraphSnapshot {
        var version: Int?
        var source: String?
        var title: String?
        var nodes: [Node]?
        var edges: [Edge]?
        try object { key, parser throws(JSONScanner.Unsupported) in
            switch key {
            case "schemaVersion": version = try parser.scanner.int()
            case "source": source = try parser.optionalString()
            case "title": title = try parser.optionalString()
            case "nodes": nodes = try parser.array { parser throws(JSONScanner.Unsupported) in try parser.node() }
            case "edges": edges = try parser.array { parser throws(JSONScanner.Unsupported) in try parser.edge() }
            default: try parser.scanner.skipValue()
            }
        }
        guard version == GraphSnapshot.currentSchemaVersion, let nodes, let edges else { throw JSONScanner.Unsupported() }
        var snapshot = GraphSnapshot(documentOrderNodes: nodes, edges: edges)
        snapshot.source = source
        snapshot.title = title
        return snapshot
    }

    private mutating func node() throws(JSONScanner.Unsupported) -> Node {
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
        try object { name, parser throws(JSONScanner.Unsupported) in
            switch name {
            case "id": id = try parser.scanner.string()
            case "kind": kind = NodeKind(rawValue: try parser.scanner.string())
            case "type": type = try parser.scanner.string()
            case "parent": parent = try parser.optionalString()
            case "ports":
                if try !parser.scanner.consumeNull() {
                    ports = try parser.array { parser throws(JSONScanner.Unsupported) in try parser.port() }
                }
            case "resolved": resolved = try parser.scanner.consumeNull() ? true : try parser.scanner.bool()
            case "key": key = try parser.optionalString()
            case "life": life = try parser.optionalString()
            case "attributes":
                if try !parser.scanner.consumeNull() {
                    try parser.object { name, parser throws(JSONScanner.Unsupported) in
                        guard attributes.updateValue(try parser.scanner.string(), forKey: name) == nil else {
                            throw JSONScanner.Unsupported()
                        }
                    }
                }
            case "place": place = try parser.optionalPlace()
            case "declared": declared = try parser.optionalPlace()
            default: try parser.scanner.skipValue()
            }
        }
        guard let id, let kind, let type else { throw JSONScanner.Unsupported() }
        return Node(
            id: id, kind: kind, type: type, parent: parent, ports: ports, resolved: resolved, key: key, life: life,
            attributes: attributes, place: place, declared: declared)
    }

    private mutating func edge() throws(JSONScanner.Unsupported) -> Edge {
        var from: String?
        var to: String?
        var kind: EdgeKind?
        var label: String?
        var reference: ReferenceStrength?
        var resolved = true
        var place: SourcePlace?
        try object { name, parser throws(JSONScanner.Unsupported) in
            switch name {
            case "from": from = try parser.scanner.string()
            case "to": to = try parser.scanner.string()
            case "kind": kind = EdgeKind(rawValue: try parser.scanner.string())
            case "label": label = try parser.optionalString()
            case "reference":
                if try !parser.scanner.consumeNull() {
                    guard let strength = ReferenceStrength(rawValue: try parser.scanner.string()) else {
                        throw JSONScanner.Unsupported()
                    }
                    reference = strength
                }
            case "resolved": resolved = try parser.scanner.consumeNull() ? true : try parser.scanner.bool()
            case "place": place = try parser.optionalPlace()
            default: try parser.scanner.skipValue()
            }
        }
        guard let from, let to, let kind else { throw JSONScanner.Unsupported() }
        return Edge(
            from: from, to: to, kind: kind, label: label, reference: reference, resolved: resolved, place: place)
    }

    private mutating func port() throws(JSONScanner.Unsupported) -> Port {
        var name: String?
        var type: String?
        var origin: Port.Origin?
        var made = true
        var place: SourcePlace?
        try object { key, parser throws(JSONScanner.Unsupported) in
            switch key {
            case "name": name = try parser.scanner.string()
            case "type": type = try parser.scanner.string()
            case "origin": origin = Port.Origin(rawValue: try parser.scanner.string())
            case "made": made = try parser.scanner.consumeNull() ? true : try parser.scanner.bool()
            case "place": place = try parser.optionalPlace()
            default: try parser.scanner.skipValue()
            }
        }
        guard let name, let type, let origin else { throw JSONScanner.Unsupported() }
        return Port(name: name, type: type, origin: origin, made: made, place: place)
    }

    /// A `{"file": …, "line": …}` object, or `null`.
    private mutating func optionalPlace() throws(JSONScanner.Unsupported) -> SourcePlace? {
        if try scanner.consumeNull() { return nil }
        var file: String?
        var line: Int?
        try object { key, parser throws(JSONScanner.Unsupported) in
            switch key {
            case "file": file = try parser.scanner.string()
            case "line": line = try parser.scanner.int()
            default: try parser.scanner.skipValue()
            }
        }
        guard let file, let line else { throw JSONScanner.Unsupported() }
        return SourcePlace(file: file, line: line)
    }

    private mutating func optionalString() throws(JSONScanner.Unsupported) -> String? {
        try scanner.consumeNull() ? nil : try scanner.string()
    }

    /// Every key the format defines, in any object; a repeated one sends the document to the
    /// general decoder. (Repeated attribute names are caught where attributes are stored.)
    private static let knownKeys = [
        "schemaVersion", "source", "title", "nodes", "edges", "id", "kind", "type", "parent", "ports", "resolved",
        "key", "life", "attributes", "from", "to", "label", "reference", "name", "origin", "made", "place", "declared",
        "file", "line",
    ]

    /// Reads an object, calling `member` for each key with the scanner before its value.
    /// A key of the format that appears twice is left to the general decoder.
    private mutating func object(
        _ member: (String, inout SnapshotParser) throws(JSONScanner.Unsupported) -> Void
    ) throws(JSONScanner.Unsupported) {
        try scanner.expect(UInt8(ascii: "{"))
        if try scanner.consume(UInt8(ascii: "}")) { return }
        var seen: UInt32 = 0
        repeat {
            let key = try scanner.string()
            if let bit = Self.knownKeys.firstIndex(of: key) {
                guard seen & (1 << bit) == 0 else { throw JSONScanner.Unsupported() }
                seen |= 1 << bit
            }
            try scanner.expect(UInt8(ascii: ":"))
            try member(key, &self)
        } while try scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "}"))
    }

    private mutating func array<Element>(
        _ element: (inout SnapshotParser) throws(JSONScanner.Unsupported) -> Element
    ) throws(JSONScanner.Unsupported) -> [Element] {
        try scanner.expect(UInt8(ascii: "["))
        var result: [Element] = []
        if try scanner.consume(UInt8(ascii: "]")) { return result }
        repeat { result.append(try element(&self)) } while try scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "]"))
        return result
    }
}
