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

    @Test("Paths are cut at each `/`, empty names dropped, names beyond ASCII kept whole")
    func pathComponents() {
        #expect(SourceFilter.components(of: "/Kit//Sources/Kit.swift") == ["Kit", "Sources", "Kit.swift"])
        #expect(SourceFilter.components(of: "Café/Тесты/Ünïcode Tests/a.swift") == ["Café", "Тесты", "Ünïcode Tests", "a.swift"])
        #expect(SourceFilter.components(of: "").isEmpty)
        let filter = SourceFilter(includeTests: false, excludes: [])
        #expect(filter.testFolder(of: "Café/Ünïcode Tests/a.swift") == "Café/Ünïcode Tests/")
        #expect(filter.testFolder(of: "Tests.swift") == nil)
        #expect(filter.reason(for: "Café/Pods/Kit/a.swift")?.1 == "Café/Pods/")
        #expect(filter.reason(for: "Café/Guide.docc/a.swift")?.1 == "Café/Guide.docc/")
    }

    @Test("Swift files in a playground or a playground page are left out and counted once")
    func playgrounds() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                let container: Container = {
                    let c = Container()
                    c.register(Api.self) { _ in Api() }
                    return c
                }()
                """,
            "Sources/Docs/Tour.playground/Pages/Register.xcplaygroundpage/Contents.swift": """
                import Swinject
                final class Notice {}
                let tour = Container()
                tour.register(Notice.self) { _ in Notice() }
                """,
            "Sources/Docs/Tour.playground/Sources/Helpers.swift": """
                import Swinject
                public final class Banner {}
                public func wire(_ c: Container) { c.register(Banner.self) { _ in Banner() } }
                """,
            "Sources/Docs/Extra.xcplaygroundpage/Contents.swift": """
                import Swinject
                _ = tour.resolve(Notice.self)
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
        #expect(result.skipped.map(\.description) == [
            "skipped 3 files of playgrounds, which no target compiles (Docs/Extra.xcplaygroundpage/, Docs/Tour.playground/)",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
