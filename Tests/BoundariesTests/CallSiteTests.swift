@_spi(WiringInspection) import Boundaries
import Testing

/// The graph-building calls record their call sites, and still compile as written for the
/// original framework: plain calls, trailing chains and function references.
@Suite struct CallSiteTests {
    private typealias Fixtures = CallSiteFixtures

    private func record<B>(_ resolved: Resolved<B>) -> BoundaryRecord {
        BoundaryInspection.record(of: resolved.inspectedBoundary)
    }

    @Test func aCallSiteIsFourWords() {
        #expect(MemoryLayout<BoundaryCallSite>.size <= 4 * MemoryLayout<Int>.size)
        let first = BoundaryCallSite(fileID: "M/A.swift", filePath: "/p/A.swift", line: 3)
        let second = BoundaryCallSite(fileID: "M/A.swift", filePath: "/p/A.swift", line: 4)
        #expect(first.fileID == "M/A.swift" && first.filePath == "/p/A.swift" && first.line == 3)
        #expect(first.filePathLiteral == second.filePathLiteral, "one literal per file")
    }

    @Test func rootRecordsTheLineThatBuiltIt() throws {
        let line = #line + 1
        let app = Fixtures.Root.Resolved()
        let place = try #require(record(app).place)
        #expect(place.line == line)
        #expect("\(place.fileID)" == "BoundariesTests/CallSiteTests.swift")
        #expect("\(place.filePath)".hasSuffix("/Tests/BoundariesTests/CallSiteTests.swift"))
    }

    @Test func subboundaryRecordsItsResolverLineAndKeepsTheFirst() throws {
        let app = Fixtures.Root.Resolved()
        _ = app.text
        let root = record(app)
        let store = try #require(root.children.first { $0.boundaryType == Fixtures.Store.self })
        let screen = try #require(root.children.first { $0.boundaryType == Fixtures.Screen.self })
        #expect(store.place?.line == Fixtures.Root.storeLine)
        #expect(screen.place?.line == Fixtures.Root.screenLine)
        #expect("\(try #require(screen.place).fileID)" == "BoundariesTests/CallSiteFixtures.swift")
    }

    @Test func eachHandedDependencyRecordsItsResolveLine() throws {
        let app = Fixtures.Root.Resolved()
        _ = app.text
        let screen = try #require(record(app).children.first { $0.boundaryType == Fixtures.Screen.self })
        let handed = screen.handedDependencies
        #expect(handed.count == 2)
        // Declaration order: Store, then Clock; each where its `resolve` call stands.
        #expect(handed.map(\.place.line) == [Fixtures.Root.screenLine + 1, Fixtures.Root.screenLine + 2])
        #expect(screen.dependencies.count == 2)
    }

    @Test func computedPortRecordsTheLineThatMadeIt() throws {
        let app = Fixtures.Root.Resolved()
        _ = app.text
        let store = try #require(record(app).children.first { $0.boundaryType == Fixtures.Store.self })
        let port = try #require(store.ports.first)
        #expect(port.name == "count")
        #expect(port.place?.line == Fixtures.Store.portLine)
    }

    /// The calls exactly as the original framework's users and tests write them.
    @Test func originalCallsStillCompile() {
        // A function reference to the root initializer keeps its `() -> Resolved` type.
        let make: () -> Fixtures.Root.Resolved = Fixtures.Root.Resolved.init
        let viaReference = make()
        #expect(record(viaReference).place == nil)
        let app: Fixtures.Root.Resolved = .init()
        #expect(app.text == "3 at 12")
        #expect(record(app).place != nil)
        let texts = [Fixtures.Root.Resolved(), Fixtures.Root.Resolved()].map(\.text)
        #expect(texts == ["3 at 12", "3 at 12"])
    }
}
