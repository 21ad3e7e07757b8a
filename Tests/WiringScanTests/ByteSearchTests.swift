import Testing
@testable import WiringScan

/// The byte search that lets a file skip readers whose words it does not spell.
@Suite("Byte search")
struct ByteSearchTests {
    private func contains(_ text: String, _ word: String) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { ByteSearch.contains(UnsafeBufferPointer($0), word) }
    }

    /// The answer of a naive search over every offset, to compare with.
    private func naive(_ text: String, _ word: String) -> Bool {
        let (haystack, needle) = (Array(text.utf8), Array(word.utf8))
        guard needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test("Found at the start, in the middle, at the very end; not found when cut short")
    func places() {
        #expect(contains("@Dependency(\\.x) var x", "@Dependency"))
        #expect(contains("let a = 1; withDependencies { }", "withDependencies"))
        #expect(contains("x.liveValue", "liveValue"))
        #expect(!contains("x.liveValu", "liveValue"))
        #expect(!contains("", "a"))
        #expect(contains("~>", "~>"))
        #expect(contains("ab", "b"))
    }

    @Test("Agrees with a naive search on overlapping and repeated prefixes")
    func agreesWithNaive() {
        let texts = ["aaaaab", "abababac", "DependencDependencyKey", "Contain Container", "é Box ü", "xxxxxxxx"]
        let words = ["aab", "ababac", "DependencyKey", "Container", "Box", "ü", "x", "xxxxxxxxx", "register"]
        for text in texts {
            for word in words { #expect(contains(text, word) == naive(text, word), "\(word) in \(text)") }
        }
    }
}
