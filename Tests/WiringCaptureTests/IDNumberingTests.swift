import Testing
import WiringCapture
import WiringModel
import WiringTestSupport

/// A node whose children carry whatever labels it is given, dots, `#` and `×` included.
final class LabelledNode: CustomReflectable {
    var children: [(label: String, node: LabelledNode)] = []
    var customMirror: Mirror {
        Mirror(self, children: children.map { (label: $0.label, value: $0.node as Any) })
    }
}

/// Ids in large graphs, where capture checks them a group at a time, are those of the rule itself:
/// the shortest property path, repeated labels folded, a taken id numbered with the smallest free
/// `#n`, equal as strings are equal.
@Suite("Id numbering")
struct IDNumberingTests {
    /// Labels that make the same id from different prefixes (`a` then `b.c`, `a.b` then `c`), ids
    /// that look numbered or folded, and, from `accentsFrom` on, two spellings of `é` that are
    /// equal as strings but not as bytes.
    private static func label(_ generator: inout SplitMix64, node: Int, accentsFrom: Int) -> String {
        let plain = ["a", "b", "c", "b.c", "a.b", "c#2", "#2", "a×2", "b×2"]
        if node >= accentsFrom, generator.next() % 5 == 0 {
            return generator.next() % 2 == 0 ? "\u{E9}" : "e\u{301}"
        }
        return plain[Int(generator.next() % UInt64(plain.count))]
    }

    /// A tree of `count` nodes, each with up to four children, plus links back to earlier nodes.
    private static func graph(count: Int, accentsFrom: Int) -> [LabelledNode] {
        var generator = SplitMix64(seed: 0x1D5)
        var nodes = [LabelledNode()]
        var parent = 0
        while nodes.count < count {
            let children = 1 + Int(generator.next() % 4)
            for _ in 0..<children where nodes.count < count {
                let child = LabelledNode()
                nodes[parent].children.append((label(&generator, node: nodes.count, accentsFrom: accentsFrom), child))
                nodes.append(child)
            }
            if generator.next() % 3 == 0 {
                let earlier = nodes[Int(generator.next() % UInt64(nodes.count))]
                nodes[parent].children.append(("back", earlier))
            }
            parent += 1
        }
        return nodes
    }

    /// The edges (from, label, to) the id rule gives, worked out breadth-first with a `Set` of ids.
    private static func expectedEdges(from root: LabelledNode, rootID: String) -> Set<[String]> {
        var ids = [rootID]
        var paths: [(prefix: Int, last: String?, count: Int)] = [(0, nil, 0)]
        var queue = [root]
        var positions = [ObjectIdentifier(root): 0]
        var used: Set<String> = [rootID]
        var nextNumber: [String: Int] = [:]
        var edges: Set<[String]> = []
        var head = 0
        while head < queue.count {
            let position = head
            head += 1
            for (label, child) in queue[position].children {
                if let known = positions[ObjectIdentifier(child)] {
                    edges.insert([ids[position], label, ids[known]])
                    continue
                }
                let path = paths[position]
                let childPath = label == path.last ? (path.prefix, label, path.count + 1) : (position, label, 1)
                var id = ids[childPath.0] + "." + label + (childPath.2 > 1 ? "×\(childPath.2)" : "")
                if used.contains(id) {
                    var number = nextNumber[id] ?? 2
                    while used.contains(id + "#\(number)") { number += 1 }
                    nextNumber[id] = number + 1
                    id += "#\(number)"
                }
                used.insert(id)
                positions[ObjectIdentifier(child)] = ids.count
                ids.append(id)
                paths.append(childPath)
                queue.append(child)
                edges.insert([ids[position], label, id])
            }
        }
        return edges
    }

    private static func capturedEdges(_ snapshot: GraphSnapshot) -> Set<[String]> {
        Set(snapshot.edges.map { [$0.from, $0.label ?? "", $0.to] })
    }

    @Test(arguments: [(3_000, Int.max), (12_000, Int.max), (12_000, 10_000)])
    func idsFollowTheRule(count: Int, accentsFrom: Int) {
        let nodes = Self.graph(count: count, accentsFrom: accentsFrom)
        let snapshot = GraphSnapshot.capture(nodes[0])
        let rootID = "WiringCaptureTests.LabelledNode"
        #expect(snapshot.nodes.count == count)
        #expect(Set(snapshot.nodes.map(\.id)).count == count)
        // Nodes in the order of their ids as strings, whichever spelling of `é` an id has.
        #expect(zip(snapshot.nodes, snapshot.nodes.dropFirst()).allSatisfy { $0.id < $1.id })
        let expected = Self.expectedEdges(from: nodes[0], rootID: rootID)
        let captured = Self.capturedEdges(snapshot)
        let (missing, unexpected) = (expected.subtracting(captured), captured.subtracting(expected))
        #expect(missing.isEmpty && unexpected.isEmpty,
                "\(missing.count) edges missing, such as \(missing.prefix(2)); \(unexpected.count) not expected, such as \(unexpected.prefix(2))")
        // The rule does number ids here, across prefixes too.
        #expect(snapshot.nodes.filter { $0.id.contains("#") }.count > count / 20)
        #expect(expected.contains { $0[2].hasSuffix(".b.c#2") || $0[2].contains(".b.c#2.") })
    }

    /// Two spellings of `é` in one graph: ids equal as strings are numbered, and the nodes follow
    /// the ids' order as strings, which here is not the order of their bytes.
    @Test func accentedIDsSortAsStrings() {
        let (root, decomposed, composed) = (LabelledNode(), LabelledNode(), LabelledNode())
        root.children = [("e\u{301}", decomposed), ("\u{E9}", composed)]
        decomposed.children = [("b", LabelledNode())]
        composed.children = [("a", LabelledNode())]
        let ids = GraphSnapshot.capture(root).nodes.map(\.id)
        let rootID = "WiringCaptureTests.LabelledNode"
        #expect(ids == [rootID, "\(rootID).\u{E9}", "\(rootID).\u{E9}#2", "\(rootID).\u{E9}#2.a", "\(rootID).\u{E9}.b"])
        #expect(ids.map { Array($0.utf8) } != ids.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
