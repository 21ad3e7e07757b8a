import Testing
@testable import WiringRender

/// Element ids keep letters, digits, `.` and `-`, write every other byte as `_xx`, and hash the
/// whole of an id longer than 200 bytes (64-bit FNV-1a) into a `_h…_` marker before its first 200
/// bytes. The expected ids follow from that rule alone, not from the code under test.
@Suite("Element ids")
struct ElementIDTests {
    @Test(arguments: [
        ("edge", "App.repo -strong-> App.repo.cache [cache]",
         "edge-App.repo_20-strong-_3e_20App.repo.cache_20_5bcache_5d"),
        ("node", "Ünïcode Ⅻ",
         "node-_c3_9cn_c3_afcode_20_e2_85_ab"),
        ("node", "Root." + (0..<30).map { "children[\($0 % 4)]" }.joined(separator: "."),
         "node-_h18d961a7fde04298_Root.children_5b0_5d.children_5b1_5d.children_5b2_5d.children_5b3_5d.children_5b0_5d.children_5b1_5d.children_5b2_5d.children_5b3_5d.children_5b0_5d.children_5b1_5d.children_5b2_5d.children_5b3_5d.children_5b0_5d.children_5b1_5d.children_5b2_5d.children_5b3_5d.chi"),
        ("cluster", String(repeating: "a", count: 200),
         "cluster-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
        ("cluster", String(repeating: "a", count: 201),
         "cluster-_h9a253eda0ce95884_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
        ("node", "",
         "node-"),
    ])
    func anIDIsSpelledByTheRule(prefix: String, id: String, expected: String) {
        #expect(TextEscaping.elementID(prefix, id) == expected)
    }
}
