/// A key the snapshot format defines, in any of its objects.
///
/// The reader recognises a key from its bytes in the document, without making a `String` of it:
/// a 40 MiB snapshot has about a million keys, all of them from this short list.
enum SnapshotKey: Int, CaseIterable {
    case schemaVersion, source, title, nodes, edges
    case id, kind, type, parent, ports, resolved, key, life, attributes, place, declared
    case from, to, label, reference
    case name, origin, made
    case file, line

    /// Each key as documents spell it, in the order of the cases.
    private static let names: [StaticString] = [
        "schemaVersion", "source", "title", "nodes", "edges",
        "id", "kind", "type", "parent", "ports", "resolved", "key", "life", "attributes", "place", "declared",
        "from", "to", "label", "reference",
        "name", "origin", "made",
        "file", "line",
    ]

    /// The key as documents spell it.
    var name: String { Self.names[rawValue].description }

    /// The bit this key sets in a set of keys seen.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The key spelled `name`, if the format defines one; for a key written with escapes.
    init?(name: String) {
        guard let index = Self.names.firstIndex(where: { $0.description == name }) else { return nil }
        self.init(rawValue: index)
    }

    /// The key whose UTF-8 is exactly `bytes`, if the format defines one.
    ///
    /// Picks the one candidate by length and a byte or two, then compares all of its bytes.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 2 else { return nil }
        let (first, second, third) = (bytes[0], bytes[1], bytes[min(2, bytes.count - 1)])
        let candidate: SnapshotKey?
        switch bytes.count {
        case 2: candidate = first == UInt8(ascii: "i") ? .id : .to
        case 3: candidate = .key
        case 4:
            switch first {
            case UInt8(ascii: "k"): candidate = .kind
            case UInt8(ascii: "t"): candidate = .type
            case UInt8(ascii: "l"): candidate = third == UInt8(ascii: "f") ? .life : .line
            case UInt8(ascii: "f"): candidate = second == UInt8(ascii: "r") ? .from : .file
            case UInt8(ascii: "n"): candidate = .name
            case UInt8(ascii: "m"): candidate = .made
            default: candidate = nil
            }
        case 5:
            switch first {
            case UInt8(ascii: "t"): candidate = .title
            case UInt8(ascii: "n"): candidate = .nodes
            case UInt8(ascii: "e"): candidate = .edges
            case UInt8(ascii: "l"): candidate = .label
            case UInt8(ascii: "p"): candidate = second == UInt8(ascii: "o") ? .ports : .place
            default: candidate = nil
            }
        case 6:
            switch first {
            case UInt8(ascii: "s"): candidate = .source
            case UInt8(ascii: "p"): candidate = .parent
            case UInt8(ascii: "o"): candidate = .origin
            default: candidate = nil
            }
        case 8: candidate = first == UInt8(ascii: "r") ? .resolved : .declared
        case 9: candidate = .reference
        case 10: candidate = .attributes
        case 13: candidate = .schemaVersion
        default: candidate = nil
        }
        guard let candidate, candidate.spelled(as: bytes) else { return nil }
        self = candidate
    }

    /// Whether `bytes` are this key's UTF-8.
    private func spelled(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = Self.names[rawValue]
        return UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).sameBytes(as: bytes)
    }
}
