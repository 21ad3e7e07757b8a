import Testing
@testable import WiringScan

/// Every file's facts freed in slices on every core at the end of a scan.
@Suite("Facts freed on every core")
struct FactsReleaseTests {
    private func facts(count: Int) -> [SourceFacts] {
        (0..<count).map { index in
            var file = SourceFacts(file: "App/File\(index).swift", module: "App")
            file.types = [DeclaredType(
                path: ["Type\(index)"], keyword: .struct, inherited: [], isGeneric: false, isConditional: false, isLocal: false, line: index + 1)]
            file.lineCount = index
            return file
        }
    }

    @Test("The facts are emptied, and facts another array holds stay whole", arguments: [0, 1, 63, 64, 130, 1_000, 2_500])
    func release(count: Int) {
        var all = facts(count: count)
        let kept = stride(from: 0, to: count, by: 7).map { all[$0] }
        FactsRelease.onEveryCore(&all)
        #expect(all.isEmpty)
        #expect(kept.count == (count + 6) / 7)
        for (position, file) in kept.enumerated() {
            let index = position * 7
            #expect(file.file == "App/File\(index).swift")
            #expect(file.types.map(\.path) == [["Type\(index)"]])
            #expect(file.types.first?.line == index + 1)
            #expect(file.lineCount == index)
        }
    }
}
