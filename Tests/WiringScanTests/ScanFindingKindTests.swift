import Testing
import WiringModel
import WiringScan

/// Every line a scan reports has a kind with a stable rule id, says its message once, and is
/// counted per kind.
@Suite("Typed scan findings")
struct ScanFindingKindTests {
    @Test("each limit has its kind: registered twice, inside #if, not read, resolver not followed, resolve without an edge")
    func kinds() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject

                final class Api {}
                final class Store { init(api: Api) {} }
                final class Feed { init(resolver: Resolver) { keep = resolver }; var keep: Resolver }
                let container = Container()
                func setUp(name: String) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Api.self) { _ in Api() }
                    container.register(Store.self, name: name) { r in Store(api: r.resolve()!) }
                    container.register(Feed.self) { r in Feed(resolver: r) }
                    container.register(Store.self) { r in Store(api: make(r.resolve()!)) }
                }
                """,
            "Sources/App/Boundaries.swift": """
                import Boundaries
                #if DEBUG
                final class DebugBoundary: Boundary {}
                #endif
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let rules = Set(result.notices.map(\.rule))
        #expect(rules == ["registered-twice", "not-read", "resolver-not-followed", "unresolved-resolve", "conditional"], "\(result.notices)")
        let twice = try #require(result.warnings.first { $0.kind == .registeredTwice })
        #expect(twice.place == SourcePlace(file: "Sources/App/DI.swift", line: 9))
        #expect(result.notices.allSatisfy { !$0.message.hasPrefix("not read") }, "\(result.notices)")
        #expect(result.noticeCounts(.notRead).first { $0.rule == "registered-twice" }?.count == 1)
    }

    @Test("a framework the scan has no reader for is one line naming it, at its first import, counting the files")
    func frameworkNotRead() throws {
        let fixture = try ScanFixture([
            "Sources/App/A.swift": "import DITranquillity\nimport Cleanse\nfinal class A {}\n",
            "Sources/App/B.swift": "import Foundation\nimport DITranquillity\nfinal class B {}\n",
        ])
        defer { fixture.remove() }
        let lines = try fixture.scan().warnings.filter { $0.kind == .frameworkNotRead }
        #expect(lines.map(\.description) == [
            "Sources/App/A.swift:1: 2 files import DITranquillity, a dependency-injection framework the scan has no reader for; its registrations and resolves are not in the graph",
            "Sources/App/A.swift:2: 1 file imports Cleanse, a dependency-injection framework the scan has no reader for; its registrations and resolves are not in the graph",
        ])
    }

    @Test("findings carry their rule, and the notices list limits first, then findings, each sorted by place")
    func notices() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject

                final class Api {}
                final class Cache {}
                final class Store { init(api: Api) {} }
                let container = Container()
                func setUp() {
                    container.register(Store.self) { r in Store(api: r.resolve(Cache.self)!) }
                    container.register(Api.self) { _ in Api() }
                    container.register(Api.self) { _ in Api() }
                }
                """,
        ])
        defer { fixture.remove() }
        let notices = try fixture.scan().notices
        #expect(notices.map(\.description) == [
            "Sources/App/DI.swift:10: 'container/App.Api' is registered twice in one container, at Sources/App/DI.swift:9 and at Sources/App/DI.swift:10; the later replaces the first at run time, the scan draws the resolves of both [registered-twice]",
            "Sources/App/DI.swift:8: App.Store resolves App.Cache, which no registration provides [unregistered]",
        ])
        #expect(notices.map(\.category) == [.notRead, .finding])
    }

    @Test("every kind has a distinct rule id, a title and help")
    func ruleIDs() {
        let ids = ScanWarning.Kind.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(ScanWarning.Kind.allCases.allSatisfy { !$0.title.isEmpty && !$0.help.isEmpty })
        #expect(ids.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
    }
}
