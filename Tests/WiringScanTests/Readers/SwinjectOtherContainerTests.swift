import Testing
import WiringModel
import WiringScan

/// What the scan cannot tell apart and says: a factory resolving from a container held beside the one it
/// registers on, two containers taken for one, and a method overload no factory hands a resolver.
@Suite("Swinject containers and overloads the scan cannot tell apart are said")
struct SwinjectOtherContainerTests {
    @Test("a factory resolving from another container it holds gives no edge in its own container, and a line")
    func resolveFromAnotherContainer() throws {
        let fixture = try ScanFixture(["Sources/App/Recorder.swift": """
            import Swinject
            protocol Api {}
            final class Clock { init(api: Api) {} }
            final class Screen { init(clock: Clock?) {} }
            struct Recorder {
                let main: Container
                let remote: Container
                func register() {
                    main.register(Api.self) { _ in remote.resolve(Api.self)! }
                    main.register(Clock.self) { r in Clock(api: r.resolve(Api.self)!) }
                    main.register(Screen.self) { _ in Screen(clock: main.resolve(Clock.self)) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Clock -resolves-> container/App.Api",
            "container/App.Screen -resolves-> container/App.Clock",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let unread = result.unresolved
        #expect(unread.count == 1, "\(unread)")
        #expect(unread.first?.place.description == "Sources/App/Recorder.swift:9")
        #expect(unread.first?.call == "remote.resolve(Api.self)")
        #expect(unread.first?.reason.contains("'remote'") == true, "\(unread)")
    }

    @Test("a registration on a container taken for one made elsewhere that registers the same service is said")
    func sameServiceOnContainersTakenForOne() throws {
        let fixture = try ScanFixture([
            "Sources/App/A.swift": """
                import Swinject
                protocol Store {}
                final class DiskStore: Store {}
                final class MemoryStore: Store {}
                final class Local {
                    let container = Container()
                    func register() { container.register(Store.self) { _ in DiskStore() } }
                }
                """,
            "Sources/App/B.swift": """
                import Swinject
                final class Wiring {
                    let main: Container
                    init(main: Container) { self.main = main }
                    func register() {
                        main.register(Store.self) { _ in MemoryStore() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Store"])
        let lines = result.warnings.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("Sources/App/B.swift:6: 'container/App.Store' is registered here") == true, "\(lines)")
        #expect(result.warnings.first?.kind == .registeredTwice)
    }

    @Test("a method taking a resolver that no factory hands one is said even when an overload with other labels is followed")
    func overloadNotFollowedIsSaid() throws {
        let fixture = try ScanFixture(["Sources/App/Home.swift": """
            import Swinject
            protocol Api {}
            final class RealApi: Api {}
            final class Home {
                var api: Api?
                func setUp(with r: Resolver) { api = r.resolve(Api.self) }
                func setUp(again r: Resolver) { api = r.resolve(Api.self) }
            }
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Api.self) { _ in RealApi() }
                    container.register(Home.self) { _ in Home() }.initCompleted { r, home in home.setUp(with: r) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == ["container/App.Home -resolves-> container/App.Api [initCompleted]"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Home.swift:7: App.Home.setUp(again:) takes a resolver, but no factory the scan reads hands it one; "
                + "what it resolves there is not read ('r.resolve(Api.self)')",
        ])
    }
}
