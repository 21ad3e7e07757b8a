import WiringPlatform

/// Writes a snapshot as `GraphSnapshot.jsonData()` gives it: the bytes `JSONEncoder` writes with pretty
/// printing, sorted keys and slashes unescaped, written straight from the snapshot's fixed shape
/// instead of through the encoder's tree of boxed values and its sorting of every object's keys.
///
/// The shape's keys are written in the order the encoder sorts them. Where the encoder's choice
/// could differ between platforms, the snapshot is left to `JSONEncoder`: a string holding a control
/// character, DEL, U+2028 or U+2029 (whose escapes are the encoder's to choose), or a node whose
/// attribute keys are not all ASCII letters that sort alike with and without case.
enum SnapshotJSONWriter {
    /// The snapshot's JSON, ending in a newline; `nil` when it is left to `JSONEncoder`.
    static func data(_ snapshot: GraphSnapshot) -> Data? {
        var writer = Writer()
        writer.out.reserveCapacity(256 + snapshot.nodes.count * 320 + snapshot.edges.count * 260)
        guard writer.write(snapshot) else { return nil }
        writer.out.append(0x0A)
        return Data(writer.out)
    }

    private struct Writer {
        var out: [UInt8] = []
        var indent = 0

        mutating func write(_ snapshot: GraphSnapshot) -> Bool {
            open("{")
            key("edges")
            guard array(snapshot.edges, { $0.edge($1) }) else { return false }
            next()
            key("nodes")
            guard array(snapshot.nodes, { $0.node($1) }) else { return false }
            next()
            key("schemaVersion")
            integer(snapshot.schemaVersion)
            if let source = snapshot.source {
                next()
                key("source")
                guard string(source) else { return false }
            }
            if let title = snapshot.title {
                next()
                key("title")
                guard string(title) else { return false }
            }
            close("}")
            return true
        }

        mutating func edge(_ edge: Edge) -> Bool {
            open("{")
            key("from")
            guard string(edge.from) else { return false }
            next()
            key("kind")
            plain(edge.kind.rawValue)
            if let label = edge.label {
                next()
                key("label")
                guard string(label) else { return false }
            }
            if let place = edge.place {
                next()
                key("place")
                guard sourcePlace(place) else { return false }
            }
            if let reference = edge.reference {
                next()
                key("reference")
                plain(reference.rawValue)
            }
            next()
            key("resolved")
            boolean(edge.resolved)
            next()
            key("to")
            guard string(edge.to) else { return false }
            close("}")
            return true
        }

        mutating func node(_ node: Node) -> Bool {
            open("{")
            if !node.attributes.isEmpty {
                guard let keys = Self.sortedKeys(node.attributes) else { return false }
                key("attributes")
                open("{")
                for (position, name) in keys.enumerated() {
                    if position > 0 { next() }
                    key(name)
                    guard string(node.attributes[name] ?? "") else { return false }
                }
                close("}")
                next()
            }
            if let declared = node.declared {
                key("declared")
                guard sourcePlace(declared) else { return false }
                next()
            }
            key("id")
            guard string(node.id) else { return false }
            if let value = node.key {
                next()
                key("key")
                guard string(value) else { return false }
            }
            next()
            key("kind")
            plain(node.kind.rawValue)
            if let life = node.life {
                next()
                key("life")
                guard string(life) else { return false }
            }
            next()
            key("parent")
            if let parent = node.parent {
                guard string(parent) else { return false }
            } else {
                bytes("null")
            }
            if let place = node.place {
                next()
                key("place")
                guard sourcePlace(place) else { return false }
            }
            next()
            key("ports")
            guard array(node.ports, { $0.port($1) }) else { return false }
            next()
            key("resolved")
            boolean(node.resolved)
            next()
            key("type")
            guard string(node.type) else { return false }
            close("}")
            return true
        }

        mutating func port(_ port: Port) -> Bool {
            open("{")
            key("made")
            boolean(port.made)
            next()
            key("name")
            guard string(port.name) else { return false }
            next()
            key("origin")
            plain(port.origin.rawValue)
            if let place = port.place {
                next()
                key("place")
                guard sourcePlace(place) else { return false }
            }
            next()
            key("type")
            guard string(port.type) else { return false }
            close("}")
            return true
        }

        mutating func sourcePlace(_ place: SourcePlace) -> Bool {
            open("{")
            key("file")
            guard string(place.file) else { return false }
            next()
            key("line")
            integer(place.line)
            close("}")
            return true
        }

        /// An array, each element on its own line; an empty one as the encoder writes it, an empty line inside.
        mutating func array<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Bool) -> Bool {
            guard !elements.isEmpty else {
                out.append(contentsOf: [UInt8(ascii: "["), 0x0A, 0x0A])
                spaces()
                out.append(UInt8(ascii: "]"))
                return true
            }
            open("[")
            for (position, element) in elements.enumerated() {
                if position > 0 { next() }
                guard write(&self, element) else { return false }
            }
            close("]")
            return true
        }

        /// Opens an object or array: its first member goes on the next line, indented once more.
        mutating func open(_ bracket: Unicode.Scalar) {
            out.append(UInt8(ascii: bracket))
            out.append(0x0A)
            indent += 2
            spaces()
        }

        /// Closes an object or array on a line of its own, at the indentation it opened at.
        mutating func close(_ bracket: Unicode.Scalar) {
            out.append(0x0A)
            indent -= 2
            spaces()
            out.append(UInt8(ascii: bracket))
        }

        /// Ends one member and starts the next on its own line.
        mutating func next() {
            out.append(UInt8(ascii: ","))
            out.append(0x0A)
            spaces()
        }

        mutating func spaces() {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        }

        /// A key the shape fixes (ASCII, nothing to escape) or an attribute key checked as such, and the separator.
        mutating func key(_ name: String) {
            out.append(UInt8(ascii: "\""))
            bytes(name)
            out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
        }

        /// A string known to need no escape (an enum's raw value).
        mutating func plain(_ text: String) {
            out.append(UInt8(ascii: "\""))
            bytes(text)
            out.append(UInt8(ascii: "\""))
        }

        mutating func bytes(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }

        mutating func integer(_ value: Int) {
            bytes(String(value))
        }

        mutating func boolean(_ value: Bool) {
            bytes(value ? "true" : "false")
        }

        /// A string, `"` and `\` escaped; `false` for one holding a byte whose escape is the encoder's to choose.
        mutating func string(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { utf8 in
                out.append(UInt8(ascii: "\""))
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    switch byte {
                    case 0x00..<0x20, 0x7F:
                        return false
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                        out.append(UInt8(ascii: "\\"))
                        out.append(byte)
                    case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                        // U+2028 and U+2029.
                        return false
                    default:
                        out.append(byte)
                    }
                    index += 1
                }
                out.append(UInt8(ascii: "\""))
                return true
            }
        }

        /// The attribute keys in the encoder's order, when every key is ASCII letters and the keys sort the same
        /// byte by byte and without regard to case (as every platform's encoder then sorts them); `nil` otherwise.
        static func sortedKeys(_ attributes: [String: String]) -> [String]? {
            let keys = attributes.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in keys {
                guard !key.isEmpty, key.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
            }
            for (first, second) in zip(keys, keys.dropFirst()) {
                guard first.lowercased().utf8.lexicographicallyPrecedes(second.lowercased().utf8) else { return nil }
            }
            return keys
        }
    }
}
