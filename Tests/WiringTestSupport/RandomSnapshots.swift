import Foundation
import WiringModel

/// Random snapshots and random damage to snapshot documents, for property-based tests.
///
/// Everything is drawn from a `SplitMix64`, so a failing case is reproduced by its seed.
public enum RandomSnapshots {
    /// A well-formed but strange graph: odd Unicode and hostile names, deep parent
    /// chains, cycles, self-loops, duplicate edges, every node and edge kind.
    ///
    /// - Parameters:
    ///   - random: The generator.
    ///   - maxNodes: The most nodes.
    /// - Returns: A snapshot that the reader must accept.
    public static func weird(using random: inout SplitMix64, maxNodes: Int = 40) -> GraphSnapshot {
        let count = Int.random(in: 1...max(1, maxNodes), using: &random)
        let deepChain = random.chance(20)
        var ids: [String] = []
        var used: Set<String> = []
        var nodes: [Node] = []
        for index in 0..<count {
            var id = name(using: &random)
            if id.isEmpty || !used.insert(id).inserted {
                id += "#\(index)"
                used.insert(id)
            }
            var parent: String?
            if index > 0 {
                if deepChain {
                    parent = ids[index - 1]
                } else if random.chance(60) {
                    parent = ids[Int.random(in: 0..<index, using: &random)]
                }
            }
            let ports = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Port(name: name(using: &random), type: name(using: &random),
                     origin: random.pick([Port.Origin.stored, .computed, .lazy]), made: random.chance(80))
            }
            var attributes: [String: String] = [:]
            if random.chance(20) { attributes[name(using: &random)] = name(using: &random) }
            nodes.append(Node(
                id: id, kind: random.pick(NodeKind.allCases), type: name(using: &random), parent: parent, ports: ports,
                resolved: random.chance(85), key: random.chance(20) ? name(using: &random) : nil,
                life: random.chance(20) ? random.pick(["transient", "permanent", "weak", name(using: &random)]) : nil,
                attributes: attributes))
            ids.append(id)
        }
        var edges: [Edge] = []
        for _ in 0..<Int.random(in: 0...(count * 2), using: &random) {
            let from = random.pick(ids)
            let to = random.chance(10) ? from : random.pick(ids)
            let edge = Edge(
                from: from, to: to, kind: random.pick(EdgeKind.allCases),
                label: random.chance(40) ? name(using: &random) : nil,
                reference: random.chance(30) ? random.pick(ReferenceStrength.allCases) : nil,
                resolved: random.chance(90))
            edges.append(edge)
            if random.chance(10) { edges.append(edge) }
        }
        return GraphSnapshot(
            nodes: nodes, edges: edges, source: random.chance(50) ? random.pick(["boundaries", "box", "objects"]) : nil,
            title: random.chance(70) ? name(using: &random) : nil)
    }

    /// A random name: a hostile name, a plausible type name, or random Unicode scalars.
    ///
    /// - Parameter random: The generator.
    /// - Returns: A name, possibly empty.
    public static func name(using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            return random.pick(HostileNames.all).name
        case 1, 2, 3:
            let module = random.pick(["App", "Evil", "Ünïcödé", "模块", "Swift"])
            let type = random.pick(["Boundary", "Service", "Array<Int>", "Dictionary<String, [Int]>", "(Int, String)"])
            return "\(module).\(type)"
        default:
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                text.unicodeScalars.append(scalar(using: &random))
            }
            return text
        }
    }

    private static let scalarRanges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0x2FF, 0x300...0x36F,
        0x590...0x6FF, 0x2028...0x202E, 0x2066...0x2069, 0x4E00...0x4FFF, 0xE000...0xE0FF, 0xFE00...0xFEFF,
        0xFFF0...0xFFFF, 0x1F300...0x1F6FF, 0x10FF00...0x10FFFF,
    ]

    private static func scalar(using random: inout SplitMix64) -> Unicode.Scalar {
        let range = random.pick(scalarRanges)
        let value = UInt32.random(in: range, using: &random)
        return Unicode.Scalar(value) ?? "?"
    }

    /// A snapshot document damaged at random: bytes flipped, inserted or deleted,
    /// cut short, or (after parsing) a field deleted, set to another type,
    /// nested deeply, or an id or reference changed.
    ///
    /// - Parameters:
    ///   - data: A valid document.
    ///   - random: The generator.
    /// - Returns: The damaged bytes; they may still happen to be a valid snapshot.
    public static func corrupted(_ data: Data, using random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if random.chance(50), let changed = structurallyChanged(bytes, using: &random) {
                bytes = changed
            } else {
                bytes = byteChanged(bytes, using: &random)
            }
        }
        return Data(bytes)
    }

    private static func byteChanged(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return [UInt8.random(in: 0...255, using: &random)] }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
        case 3: bytes = Array(bytes.prefix(at))
        case 4: bytes.insert(contentsOf: random.pick([[0x22], [0x5C], [0x7B], [0x5B], [0x2C], [0xFF], [0x00], [0xE2, 0x80, 0xAE]]), at: at)
        case 5:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0..<bytes.count, using: &random))
        default:
            let token = random.pick(["null", "true", "-0", "1e999", "\"\"", "[]", "{}", "\"\\ud800\""])
            bytes.insert(contentsOf: Array(token.utf8), at: at)
        }
        return bytes
    }

    private static func structurallyChanged(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8]? {
        guard var root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        let nodes = root["nodes"] as? [[String: Any]] ?? []
        let edges = root["edges"] as? [[String: Any]] ?? []
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            root.removeValue(forKey: random.pick(["schemaVersion", "nodes", "edges", "title", "source"]))
        case 1 where !nodes.isEmpty:
            var changed = nodes
            let index = Int.random(in: 0..<changed.count, using: &random)
            changed[index].removeValue(forKey: random.pick(["id", "kind", "type", "parent", "ports", "resolved"]))
            root["nodes"] = changed
        case 2 where !nodes.isEmpty:
            var changed = nodes
            let index = Int.random(in: 0..<changed.count, using: &random)
            let key = random.pick(["id", "kind", "type", "parent", "ports", "resolved", "key", "attributes"])
            changed[index][key] = randomValue(using: &random)
            root["nodes"] = changed
        case 3 where !edges.isEmpty:
            var changed = edges
            let index = Int.random(in: 0..<changed.count, using: &random)
            let key = random.pick(["from", "to", "kind", "label", "reference", "resolved"])
            if random.chance(50) { changed[index].removeValue(forKey: key) } else { changed[index][key] = randomValue(using: &random) }
            root["edges"] = changed
        case 4 where nodes.count > 1:
            // Point a parent or an edge at another node, which may close a parent cycle.
            var changed = nodes
            let a = Int.random(in: 0..<changed.count, using: &random)
            changed[a]["parent"] = changed[Int.random(in: 0..<changed.count, using: &random)]["id"]
            root["nodes"] = changed
        case 5 where !nodes.isEmpty:
            root["nodes"] = nodes + [random.pick(nodes)]
        case 6:
            root["schemaVersion"] = randomValue(using: &random)
        default:
            root[random.pick(["nodes", "edges"])] = randomValue(using: &random)
        }
        return (try? JSONSerialization.data(withJSONObject: root)).map { [UInt8]($0) }
    }

    private static func randomValue(using random: inout SplitMix64) -> Any {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return NSNull()
        case 1: return Int.random(in: Int.min...Int.max, using: &random)
        case 2: return Double.random(in: -1e300...1e300, using: &random)
        case 3: return random.chance(50)
        case 4: return [String: Any]()
        case 5: return [Any]()
        case 6:
            var nested: Any = [Any]()
            for _ in 0..<Int.random(in: 1...2_000, using: &random) { nested = [nested] }
            return nested
        case 7: return random.pick(["root", "boundary", "holds", "weak", "stored", "widget", ""])
        default: return name(using: &random)
        }
    }
}
