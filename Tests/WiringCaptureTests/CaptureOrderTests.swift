import Testing
@testable import WiringCapture
import WiringModel
import WiringTestSupport

/// The tables and the sort capture uses to stay linear in large graphs give the same answers as the
/// plain ones they replace.
@Suite("Capture's ordering and lookup tables")
struct CaptureOrderTests {
    /// Ids that tie on sixteen-byte chunks or on half of one, end inside or at the end of a chunk,
    /// hold zero bytes, the `×` of folded labels and other non-ASCII bytes.
    static let awkwardIDs: [String] = [
        "", "a", "ab", "ab\u{0}", "ab\u{0}\u{0}", "abcdefgh", "abcdefg", "abcdefghi", "abcdefgh\u{0}",
        "abcdefghijklmnop", "abcdefghijklmno", "abcdefghijklmnopq", "abcdefghijklmnop\u{0}", "abcdefghijklmnoq",
        "abcdefgh\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}", "abcdefghijklmnopabcdefghijklmnop", "abcdefghijklmnopabcdefghijklmno",
        "App.root.children[0]", "App.root.children[0].next", "App.root.children[0]×2", "App.root.children[0]×10",
        "App.root.children[1]", "App.root.children[10]", "App.root.children[0]#2", "App.root", "App.root.",
        "App.root.childrenX", "App.rootä", "App.root\u{7F}", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
        "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzy", "App.root.children[0]", "abcdefgh",
    ]

    /// The positions of `ids` in the order of their UTF-8 bytes, equal ids in position order.
    static func byteOrder(of ids: [String]) -> [Int] {
        Array(ids.indices).sorted { a, b in
            let (left, right) = (Array(ids[a].utf8), Array(ids[b].utf8))
            return left == right ? a < b : left.lexicographicallyPrecedes(right)
        }
    }

    @Test func idsSortAsTheirBytesWithRepeatsInPositionOrder() {
        var bytes = IDBytes()
        for id in Self.awkwardIDs { bytes.append(id) }
        #expect(bytes.joined().sortedPositions() == Self.byteOrder(of: Self.awkwardIDs))
    }

    @Test(arguments: [0, 1, 2, 1_000])
    func generatedIDsSortAsTheirBytes(count: Int) {
        // Long shared prefixes, as a layered graph's paths have.
        let ids = (0..<count).map { index in
            "WiringTestSupport.SyntheticService.dependencies[\(index % 37)]" + String(repeating: ".dependencies[1]", count: index % 5)
                + (index % 3 == 0 ? "×\(index % 7)" : "")
        }
        var bytes = IDBytes()
        for id in ids { bytes.append(id) }
        #expect(bytes.joined().sortedPositions() == Self.byteOrder(of: ids))
    }

    @Test func randomIDsSortAsTheirBytes() {
        // Short alphabets make long ties; lengths cross every chunk boundary.
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet: [Character] = ["a", "b", ".", "\u{0}", "×", "["]
        let ids = (0..<3_000).map { _ in
            String((0..<Int(generator.next() % 41)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        var bytes = IDBytes()
        for id in ids { bytes.append(id) }
        #expect(bytes.joined().sortedPositions() == Self.byteOrder(of: ids))
    }

    @Test func objectPositionsFindEveryObjectAndNoOther() {
        let objects = (0..<5_000).map { _ in Store() }
        var table = ObjectPositions()
        for (position, object) in objects.enumerated() { table.insert(position, for: ObjectIdentifier(object)) }
        for (position, object) in objects.enumerated() { #expect(table[ObjectIdentifier(object)] == position) }
        let strangers = (0..<100).map { _ in Store() }
        for stranger in strangers { #expect(table[ObjectIdentifier(stranger)] == nil) }
        withExtendedLifetime((objects, strangers)) {}
    }

    @Test func weakPropertiesAreFollowedWhileAliveAndLeftOutOnceGone() {
        final class Child {
            weak var parent: Parent?
        }
        final class Parent {
            var child = Child()
            weak var gone: Store?
            init() {
                child.parent = self
                let temporary = Store()
                gone = temporary
            }
        }
        let parent = Parent()
        let options = CaptureOptions().declaring(.weak, "parent", in: Child.self).declaring(.weak, "gone", in: Parent.self)
        let snapshot = GraphSnapshot.capture(parent, options: options)
        let back = snapshot.edges.filter { $0.label == "parent" }
        #expect(back.count == 1)
        #expect(back.first?.reference == .weak)
        #expect(back.first?.to == snapshot.nodes.first { $0.type.hasSuffix("Parent") }?.id)
        #expect(snapshot.edges.allSatisfy { $0.label != "gone" })
    }
}

