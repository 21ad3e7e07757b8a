import WiringPlatform
import WiringText

extension GraphSnapshot {
    /// Limits that keep a hostile or broken document from exhausting memory.
    package struct ReadingLimits: Sendable {
        /// The largest file read, in bytes.
        package var maxBytes: Int
        /// The most nodes accepted.
        package var maxNodes: Int
        /// The most edges accepted.
        package var maxEdges: Int
        /// The longest single string (an id, a type or port name, a label), in UTF-8 bytes.
        ///
        /// Real type names, even deeply generic ones, stay far below it; a longer
        /// string is refused rather than drawn as a label megabytes wide.
        package var maxStringBytes: Int

        /// The defaults: 1 GiB, 2,000,000 nodes, 8,000,000 edges, 65,536-byte strings.
        ///
        /// `WIRING_MAX_SNAPSHOT_NODES` in the environment changes the node limit (and the edge limit
        /// to four times as many, at least 8,000,000). A value that is not a whole number is
        /// ignored; a value below 0 counts as 0 and one above 1,000,000,000,000 as that, so no
        /// derived limit can overflow. The 1 GiB byte limit stays whatever the node limit.
        package static var standard: ReadingLimits {
            // One variable read with `getenv`: `ProcessInfo.environment` copies every variable.
            let nodes = nodeLimit(getenv("WIRING_MAX_SNAPSHOT_NODES").map { String(cString: $0) })
            return ReadingLimits(maxBytes: 1 << 30, maxNodes: nodes, maxEdges: max(8_000_000, nodes * 4))
        }

        /// The largest node limit the environment can set.
        static let maxNodeLimit = 1_000_000_000_000

        /// The node limit for a `WIRING_MAX_SNAPSHOT_NODES` value, clamped.
        static func nodeLimit(_ value: String?) -> Int {
            guard let text = value?.trimmingSpacesAndTabs() else { return 2_000_000 }
            if let number = Int(text) { return min(max(number, 0), maxNodeLimit) }
            // A whole number too long for Int is still clearly too large or too small.
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return 2_000_000 }
            return text.hasPrefix("-") ? 0 : maxNodeLimit
        }

        /// Creates limits.
        ///
        /// - Parameters:
        ///   - maxBytes: The largest document, in bytes.
        ///   - maxNodes: The most nodes.
        ///   - maxEdges: The most edges.
        ///   - maxStringBytes: The longest string, in UTF-8 bytes.
        package init(maxBytes: Int, maxNodes: Int, maxEdges: Int, maxStringBytes: Int = 65_536) {
            self.maxBytes = maxBytes
            self.maxNodes = maxNodes
            self.maxEdges = maxEdges
            self.maxStringBytes = maxStringBytes
        }
    }

    /// Reads and checks a snapshot file.
    ///
    /// - Parameter url: The file to read.
    /// - Throws: `SnapshotError` naming the file, the JSON path and the problem.
    public init(contentsOf url: URL) throws {
        let name = url.isFileURL ? url.path : url.absoluteString
        let data = try InputFile.read(url, limit: ReadingLimits.standard.maxBytes, kind: "snapshot file")
        try self.init(data: data, fileName: name)
    }

    /// Decodes and checks a snapshot from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: The JSON document.
    ///   - fileName: The name used in error messages.
    /// - Throws: `SnapshotError` naming the JSON path and the problem, also when the document is
    ///   larger than a snapshot may be (1 GiB, 2,000,000 nodes).
    public init(data: Data, fileName: String = "<data>") throws {
        try self.init(data: data, fileName: fileName, limits: .standard)
    }

    /// Reads a snapshot from JSON bytes under size limits of the caller's choosing.
    package init(data: Data, fileName: String, limits: ReadingLimits) throws {
        self = try SnapshotDecoder(fileName: fileName, limits: limits).decode(data)
    }

    /// The snapshot as pretty-printed JSON with sorted keys, ending in a newline.
    ///
    /// - Returns: Deterministic bytes: the same graph always gives the same output.
    public func jsonData() -> Data {
        // The shape written directly, the same bytes `JSONEncoder` gives (see `SnapshotJSONWriter`).
        if let data = SnapshotJSONWriter.data(self) { return data }
        return encodedData()
    }

    /// The snapshot as `JSONEncoder` writes it, pretty-printed with sorted keys, ending in a newline.
    package func encodedData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and booleans cannot fail.
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// Writes the snapshot as JSON, atomically: the file is whole or untouched.
    ///
    /// - Parameter url: Where to write.
    /// - Throws: `SnapshotError.unwritable` naming the file.
    public func write(to url: URL) throws {
        try AtomicFile.write(jsonData(), to: url)
    }
}
