import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves the scan sees but does not draw are said, with their place and what is left out: a method of
/// a registered type that takes a resolver no factory hands it, a static `resolve` on a type outside the
/// scanned code, and a receiver read through a chain of properties, named whole.
@Suite("Swinject resolves that give no edge are said")
struct SwinjectUnreadReceiverTests {
    /// Services, and a screen registered with a factory that calls its plain initializer.
    static let services = """
        import Swinject
        protocol Api {}
        final class RealApi: Api {}
        final class Store {}
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Api.self) { _ in RealApi() }
                container.register(Store.self) { _ in Store() }
                container.register(Home.self) { _ in Home() }
                container.register(Feed.self) { r in Feed(resolver: r) }
            }
        }
        final class Feed {
            let api: Api
            init(resolver: Resolver) { api = resolver.resolve(Api.self)! }
        }
        """

    @Test("a method of a registered type that takes a resolver no factory hands it is a line at the method")
    func methodNoFactoryCalls() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Home.swift": """
                import Swinject
                final class Home {
                    var api: Api?
                    var store: Store?
                    init() {}
                    func setUp(with r: Resolver) {
                        api = r.resolve(Api.self)
                        store = r.resolve(Store.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["container/App.Feed -resolves-> container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Home.swift:6: App.Home.setUp(with:) takes a resolver, but no factory the scan reads hands it one; "
                + "what it resolves there is not read ('r.resolve(Api.self)', and 1 more)",
        ])
        #expect(result.warnings.first?.kind == .resolverNotFollowed)
    }

    @Test("a static resolve on a type the scanned code does not declare is a line, not silence")
    func staticCallOnUndeclaredType() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Screen.swift": """
                import Swinject
                final class Screen {
                    func load() { _ = Injector.resolve(Api.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(!result.snapshot.edgeSummary.contains { $0.hasPrefix("App.Screen") })
        #expect(result.warnings.map(\.description).contains(
            "Sources/App/Screen.swift:3: Injector.resolve(Api.self) calls the static method resolve of 'Injector', "
                + "a type the scanned code does not declare; what it resolves is not read; no edge"))
    }

    @Test("a line about a receiver read through properties names the whole chain")
    func chainNamedWhole() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Locator.swift": """
                import Swinject
                struct Locator {
                    let container: Container
                    func get<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
                }
                """,
            "Sources/App/Screen.swift": """
                import Swinject
                final class Screen {
                    let app: Unknown
                    init(app: Unknown) { self.app = app }
                    func load() { _ = app.router.locator.get(Api.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(!result.snapshot.edgeSummary.contains { $0.hasPrefix("App.Screen") })
        #expect(result.warnings.map(\.description).contains(
            "Sources/App/Screen.swift:5: app.router.locator.get(Api.self) may resolve through App.Locator.get, which forwards to a "
                + "container, but the scan cannot tell the type of 'app.router.locator'; no edge"))
    }

    @Test("a resolve on what a call returns is a line at the resolve, but for a static method typed by its return type")
    func resolveOnCallResult() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Locator.swift": """
                import Swinject
                enum Locator {
                    static let container = Container()
                    static func getContainer() -> Container { container }
                }
                final class Home {
                    var api: Api?
                    init() {}
                    func load() {
                        api = Locator.getContainer().resolve(Api.self)
                        api = Locator.makeContainer().resolve(Api.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let warnings = result.warnings.map(\.description).filter { $0.contains("Locator.swift") }
        #expect(warnings == [
            "Sources/App/Locator.swift:11: Locator.makeContainer().resolve(Api.self) resolves from what Locator.makeContainer() "
                + "returns, a container the scan does not follow; no edge",
        ])
        #expect(result.snapshot.edgeSummary.filter { $0.hasPrefix("App.Home") } == ["App.Home -resolves-> container/App.Api"])
    }
}
