import Testing
@testable import WiringProjects

/// The alternatives a spec's `source_files` braces give (`*.{h,swift}`), as CocoaPods expands them.
@Suite("CocoaPods: braces in a spec's source files")
struct PodspecBracesTests {
    @Test("braces give their alternatives in order, and a spec writing many groups makes only the first 64")
    func braceAlternatives() {
        #expect(CocoaPodsReader.braceAlternatives("A/*.{h,m,swift}") == ["A/*.h", "A/*.m", "A/*.swift"])
        #expect(CocoaPodsReader.braceAlternatives("{A,B}/{x,y}.swift") == ["A/x.swift", "A/y.swift", "B/x.swift", "B/y.swift"])
        // 2^40 alternatives if all were made.
        let many = CocoaPodsReader.braceAlternatives(String(repeating: "{a,b}", count: 40) + ".swift")
        #expect(many.count == 64)
        #expect(many.first == String(repeating: "a", count: 40) + ".swift")
    }
}
