import Testing
@testable import WiringProjects

@Suite("Globs")
struct GlobTests {
    @Test("* and ? within a component, ** across any number of them")
    func matching() {
        #expect(Glob("**/*.md").matches("README.md"))
        #expect(Glob("**/*.md").matches("a/b/README.md"))
        #expect(!Glob("*.md").matches("a/README.md"))
        #expect(Glob("Sources/**/Mocks/*.swift").matches("Sources/A/B/Mocks/M.swift"))
        #expect(!Glob("Sources/**/Mocks/*.swift").matches("Sources/A/B/M.swift"))
        #expect(Glob("Generated").matchesOrHolds("Generated/A.swift"))
        #expect(!Glob("Generated").matches("Generated/A.swift"))
    }

    @Test("a pattern of many ** takes no more steps than its components times the path's")
    func manyStars() {
        let pattern = Array(repeating: "**/a", count: 40).joined(separator: "/") + "/b"
        let path = Array(repeating: "a", count: 200).joined(separator: "/")
        #expect(!Glob(pattern).matches(path))
    }
}
