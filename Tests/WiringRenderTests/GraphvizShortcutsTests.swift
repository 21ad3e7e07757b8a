import CGraphvizShortcuts
import Foundation
import Testing
import WiringModel
import WiringRender
import WiringTestSupport

/// XML escaping and the R-tree split that places external labels must do exactly what
/// Graphviz's own `xml_string0` and `SplitNode` do, and a render must not change with the
/// shortcuts. One test at a time: libgvc's escaper writes into one buffer of its own.
@Suite("Graphviz shortcuts", .serialized)
struct GraphvizShortcutsTests {
    /// The shortcut's text for `text`.
    private func escaped(_ text: String, raw: Bool) -> String {
        var buffer = [CChar](repeating: 0, count: text.utf8.count * 6 + 1)
        let length = text.withCString { wiring_xml_escape($0, raw ? 1 : 0, &buffer) }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// libgvc's own text for `text`.
    private func byGraphviz(_ text: String, raw: Bool) -> String? {
        text.withCString { wiring_xml_escaped_by_graphviz($0, raw ? 1 : 0).map { String(cString: $0) } }
    }

    @Test(
        "escaping: worked examples",
        arguments: [
            ("plain", false, "plain"), ("", false, ""), ("a-b", false, "a&#45;b"), ("<x>", false, "&lt;x&gt;"),
            ("say \"hi\" 'there'", false, "say &quot;hi&quot; &#39;there&#39;"),
            // A second space (and every one after it) becomes a no-break space.
            ("a  b   c", false, "a &#160;b &#160;&#160;c"),
            // `&` that starts an entity stays, unless the text is raw.
            ("&amp; &#38; &#x26; &", false, "&amp; &#38; &#x26; &amp;"),
            ("&amp;", true, "&amp;amp;"), ("&;", false, "&;"), ("&#;", false, "&#;"), ("&#x;", false, "&#x;"),
            ("&a1;", false, "&amp;a1;"),
            // New lines and carriage returns are written as codes only in raw text.
            ("one\ntwo\r", false, "one\ntwo\r"), ("one\ntwo\r", true, "one&#10;two&#13;"),
            ("App.Service.dependencies[0]×2 → B", false, "App.Service.dependencies[0]×2 → B"),
        ])
    func examples(text: String, raw: Bool, expected: String) {
        #expect(escaped(text, raw: raw) == expected)
    }

    @Test("escaping: a missing text is empty, as in Graphviz")
    func missingText() {
        var buffer: [CChar] = [65, 65]
        #expect(wiring_xml_escape(nil, 0, &buffer) == 0)
        #expect(buffer[0] == 0)
    }

    @Test("escaping: random texts, as libgvc escapes them")
    func randomTexts() throws {
        #if os(Linux)
        try #require(byGraphviz("x", raw: false) != nil, "libgvc's xml_string0 was not found")
        #else
        guard byGraphviz("x", raw: false) != nil else { return }
        #endif
        // Mostly the bytes the escaper looks at, and the ones an entity is made of.
        let pieces = ["&", "#", "x", "X", ";", "<", ">", "-", " ", " ", "\"", "'", "\n", "\r", "a", "Z", "9", "f", "×", "→", "é", "amp", "#38", "\t"]
        var generator = SplitMix64(seed: 0x0E5C_A9E5)
        var mismatches: [String] = []
        for round in 0..<60_000 {
            let length = Int(generator.next() % (round % 10 == 0 ? 400 : 24))
            var text = ""
            for _ in 0..<length { text += generator.pick(pieces) }
            let raw = generator.chance(50)
            if escaped(text, raw: raw) != byGraphviz(text, raw: raw) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(3).map { $0.debugDescription })")
    }

    /// 65 rectangles of the given sizes at random places in a square of `extent`.
    private func rectangles(_ generator: inout SplitMix64, extent: Int, largest: Int) -> [Int32] {
        var numbers: [Int32] = []
        for _ in 0..<65 {
            let width = 1 + Int(generator.next() % UInt64(largest))
            let height = 1 + Int(generator.next() % UInt64(largest))
            let left = Int(generator.next() % UInt64(max(1, extent - width)))
            let bottom = Int(generator.next() % UInt64(max(1, extent - height)))
            numbers += [Int32(left), Int32(bottom), Int32(left + width), Int32(bottom + height)]
        }
        return numbers
    }

    /// Splits once with the shortcut and once with libgvc's own; whether they agree and whether the shortcut applied.
    private func compare(_ numbers: [Int32], level: Int32) -> (result: Int32, shortcut: Bool) {
        var taken: Int32 = 0
        let result = numbers.withUnsafeBufferPointer { wiring_split_matches_graphviz($0.baseAddress, level, &taken) }
        return (result, taken == 1)
    }

    @Test("split: random rectangles, small and large, apart and overlapping, as libgvc splits them")
    func randomSplits() throws {
        #if !os(Linux)
        guard compare(Array(repeating: 1, count: 260), level: 0).result >= 0 else { return }
        #endif
        var generator = SplitMix64(seed: 0x5_1A7_2026)
        var mismatches = 0
        for round in 0..<3_000 {
            // Label-sized boxes on a page, tiny boxes piled on one spot, and a few large ones.
            let (extent, largest) = [(2_000, 120), (40, 6), (30_000, 8_000)][round % 3]
            let numbers = rectangles(&generator, extent: extent, largest: largest)
            let (result, shortcut) = compare(numbers, level: Int32(round % 4))
            try #require(result >= 0, "libgvc's SplitNode was not found")
            if result != 1 { mismatches += 1 }
            #expect(shortcut, "the shortcut should apply to rectangles of \(extent) points")
        }
        #expect(mismatches == 0)
    }

    @Test("split: identical rectangles, rows of touching ones, one big one among small ones, undefined ones")
    func orderlySplits() throws {
        func rectangles(_ make: (Int32) -> [Int32]) -> [Int32] { (0..<65).flatMap { make(Int32($0)) } }
        let cases: [(numbers: [Int32], shortcut: Bool)] = [
            (rectangles { _ in [10, 10, 20, 30] }, true),
            (rectangles { index in [index * 10, 0, index * 10 + 10, 10] }, true),
            (rectangles { index in index == 30 ? [0, 0, 5_000, 5_000] : [index, index, index + 2, index + 2] }, true),
            // Left beyond right: Graphviz's "undefined" rectangle, of area 0, which combining skips.
            (rectangles { index in index % 5 == 0 ? [50, 0, 10, 20] : [index * 3, index, index * 3 + 4, index + 6] }, true),
            (rectangles { index in [index, index, index, index] }, true),
        ]
        for (numbers, shortcut) in cases {
            let result = compare(numbers, level: 0)
            #if !os(Linux)
            if result.result < 0 { return }
            #endif
            #expect(result.result == 1)
            #expect(result.shortcut == shortcut)
        }
    }

    @Test("split: negative coordinates, whose areas wrap around, and huge ones, handed to libgvc where an int would overflow")
    func wrappingAreas() throws {
        var generator = SplitMix64(seed: 0xB16_A7EA)
        var handed = 0
        for round in 0..<400 {
            // Graphviz's area is width × top − bottom in 32 bits: below zero it wraps around.
            let negative = round % 2 == 0
            var numbers = negative
                ? rectangles(&generator, extent: 3_000, largest: 200).map { $0 - 2_500 }
                : rectangles(&generator, extent: 2_000_000_000, largest: 300_000_000)
            if round % 4 == 1 { numbers = numbers.map { $0 / 2 - 1_000_000_000 } }
            let result = compare(numbers, level: 0)
            #if !os(Linux)
            if result.result < 0 { return }
            #endif
            #expect(result.result == 1)
            if negative {
                #expect(result.shortcut)
            } else if !result.shortcut {
                handed += 1
            }
        }
        #expect(handed > 0)
    }

    /// A layered snapshot whose every edge carries a label, so Graphviz places 60+ external labels.
    private var labelled: GraphSnapshot {
        let snapshot = SyntheticGraphs.layered(nodes: 120)
        let edges = snapshot.edges.enumerated().map { index, edge in
            var labelled = edge
            labelled.label = "dependencies[\(index % 7)] -- \"slot\" <\(index)>"
            return labelled
        }
        return GraphSnapshot(nodes: snapshot.nodes, edges: edges, title: snapshot.title)
    }

    @Test("SVG is the same bytes with the shortcuts and with Graphviz's own functions")
    func wholeRenders() throws {
        #if os(Linux)
        #expect(wiring_shortcuts_interposed() == 1, "Graphviz's libraries should reach the program's definitions")
        #endif
        let snapshot = labelled
        #expect(snapshot.edges.count > 64)
        let renderer = GraphvizRenderer()
        let fast = try [renderer.render(snapshot, format: .svg), renderer.render(SampleSnapshots.hostile, format: .svg)]
        wiring_shortcuts_suspend(1)
        defer { wiring_shortcuts_suspend(0) }
        let own = try [renderer.render(snapshot, format: .svg), renderer.render(SampleSnapshots.hostile, format: .svg)]
        #expect(fast == own)
        #expect(String(decoding: fast[0], as: UTF8.self).contains("&#45;&#45; &quot;slot&quot; &lt;"))
    }
}
