import Testing
@testable import WiringScan

/// The verdicts a scan gives every file it found before parsing any: worked out on every core,
/// they must be the ones `testFolder(of:)` and `reason(for:)` give, in the files' order.
@Suite("Source filter verdicts")
struct SourceFilterTests {
    @Test("Verdicts on many paths match the one-path answers, in order")
    func verdictsKeepOrder() {
        let filter = SourceFilter(includeTests: false, excludes: ["Generated"])
        let shapes = ["App/Feed.swift", "Pods/Kit/Kit.swift", "AppTests/FeedTests.swift", "Generated/Api.swift",
                      "Kit/Sources/Kit/Client.swift", "Carthage/Checkouts/X/X.swift", "App/Specs/MockFeed.swift"]
        let paths = (0..<53).map { index in "M\(index)/" + shapes[index % shapes.count] }
        let verdicts = filter.verdicts(for: paths)
        #expect(verdicts.count == paths.count)
        for (path, verdict) in zip(paths, verdicts) {
            #expect(verdict.testFolder == filter.testFolder(of: path), "\(path)")
            #expect(verdict.reason?.0 == filter.reason(for: path)?.0, "\(path)")
            #expect(verdict.reason?.1 == filter.reason(for: path)?.1, "\(path)")
        }
        #expect(verdicts[1].reason?.1 == "M1/Pods/")
        #expect(verdicts[2].testFolder == "M2/AppTests/")
        #expect(filter.verdicts(for: []).isEmpty)
    }
}
