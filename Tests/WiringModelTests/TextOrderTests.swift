import Testing
@testable import WiringModel

/// `TextOrder` must answer exactly as `String`'s `<` and `==` do, canonical equivalence included.
@Suite("Text order")
struct TextOrderTests {
    /// What `String` says: -1, 0 or 1.
    private static func expected(_ left: String, _ right: String) -> Int {
        left == right ? 0 : left < right ? -1 : 1
    }

    /// Pieces that meet at every kind of place the comparison decides at: plain ASCII and `×`,
    /// precomposed and decomposed accents, combining marks, characters that decompose to ASCII or
    /// to another character, Hangul jamo that compose, and characters past the Basic Multilingual Plane.
    private static let pieces = [
        "a", "b", "e", "z", "A", "K", ".", "[", "]", "0", "9", "×", "×2", "e\u{301}", "\u{E9}", "\u{301}", "\u{300}",
        "\u{327}", "\u{212A}", "\u{37E}", ";", "\u{1FEF}", "`", "\u{D7}\u{301}", "\u{1100}", "\u{1161}", "\u{AC00}",
        "\u{11A8}", "\u{1D11E}", "\u{F7}", "\u{C3}", "\u{17F}", "App.Root.children", "×3.next",
    ]

    @Test func randomTextsCompareAsStringsDo() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40_000 {
            // A shared start, long enough to be read a word at a time, and two different ends.
            let prefix = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let left = prefix + (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let right = prefix + (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(TextOrder.compare(left, right) == Self.expected(left, right), "\(left.unicodeScalars.map(\.value)) / \(right.unicodeScalars.map(\.value))")
        }
    }

    @Test func decidedCasesAndTheCasesLeftToString() {
        let cases: [(String, String)] = [
            ("App.Root.next×2", "App.Root.next×3"), ("App.Root.next×2", "App.Root.next×2"), ("App.Root.next", "App.Root.next×2"),
            ("App.Root.children[0]", "App.Root.children×2"), ("e", "e\u{301}"), ("e\u{301}", "\u{E9}"), ("f", "e\u{301}"),
            ("Temp.K", "Temp.\u{212A}"), ("a;b", "a\u{37E}b"), ("x\u{1100}\u{1161}", "x\u{AC00}"), ("x\u{1100}", "x\u{1100}\u{1161}"),
            ("", ""), ("", "a"), ("a", ""), ("abcdefghijklmnop×", "abcdefghijklmnop\u{D7}\u{301}"),
        ]
        for (left, right) in cases {
            #expect(TextOrder.compare(left, right) == Self.expected(left, right), "\(left) / \(right)")
            #expect(TextOrder.compare(right, left) == Self.expected(right, left), "\(right) / \(left)")
        }
    }

    @Test func bytesDecideOnlyWherePlainCharactersDiffer() {
        func order(_ left: String, _ right: String) -> Int? {
            Array(left.utf8).withUnsafeBufferPointer { left in Array(right.utf8).withUnsafeBufferPointer { TextOrder.order(left, $0) } }
        }
        #expect(order("App.Root.next×2.a", "App.Root.next×3.a") == -1)
        #expect(order("App.Root.next×2", "App.Root.next×2.children") == -1)
        #expect(order("App.Root.next", "App.Root.next×2") == -1)
        // A combining mark after the difference, or one that follows the shorter text, is String's to judge.
        #expect(order("App.e\u{301}", "App.f") == nil)
        #expect(order("App.e", "App.e\u{301}") == nil)
        #expect(order("App.\u{E9}", "App.f") == nil)
    }

    @Test func edgesAndNodesSortAsTheirStringsDo() {
        let ids = ["App.Root", "App.Root.next", "App.Root.next×2", "App.Root.next×10", "App.Root.children[0]", "App.Root.e\u{301}", "App.Root.f"]
        let edges = ids.flatMap { from in ids.map { to in Edge(from: from, to: to, kind: .holds, label: "next") } }
        let sorted = edges.sorted()
        let byStrings = edges.sorted { lhs, rhs in
            if lhs.from != rhs.from { return lhs.from < rhs.from }
            return lhs.to < rhs.to
        }
        #expect(sorted.map { [$0.from, $0.to] } == byStrings.map { [$0.from, $0.to] })
    }
}
