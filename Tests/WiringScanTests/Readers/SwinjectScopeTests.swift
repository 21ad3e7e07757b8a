import Foundation
import Testing
import WiringModel
import WiringScan

/// Scopes a container or a chain of the app's registering helpers gives, and helper calls the scan cannot read.
@Suite("Swinject default scopes and chains of registering helpers")
struct SwinjectScopeTests {
    @Test("Container(defaultObjectScope:) gives its scope to the registrations on it that chain none")
    func containerDefaultScope() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Log {}
            final class Feed {}
            func makeShared() -> Container {
                let container = Container(defaultObjectScope: .container)
                container.register(Api.self) { _ in Api() }
                container.register(Log.self) { _ in Log() }.inObjectScope(.transient)
                return container
            }
            func makePlain() -> Container {
                let plain = Container()
                plain.register(Feed.self) { _ in Feed() }
                return plain
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let lives = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.type) \($0.life ?? "-")" }.sorted()
        #expect(lives == ["App.Api container", "App.Feed graph", "App.Log transient"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a helper whose body calls _register or another helper with its caller's type registers, by every overload and with its factory passed by name; other calls of it are said")
    func helperChains() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+Shared.swift": """
                import Swinject
                extension Container {
                    @discardableResult
                    func registerShared<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) -> ServiceEntry<T> {
                        register(type, factory: factory).inObjectScope(.container)
                    }
                    func registerShared<T>(_ type: T.Type, _ factory: @autoclosure @escaping () -> T) {
                        registerShared(type) { _ in factory() }
                    }
                    func registerShared<T>(factory: @escaping (Resolver) -> T) {
                        registerShared(T.self, factory: factory)
                    }
                    func registerWeakly<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        registerShared(type, factory: factory).inObjectScope(.weak)
                    }
                    func registerSingle<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        _register(type, factory: factory).inObjectScope(.container)
                    }
                }
                """,
            "Sources/App/DI.swift": """
                import Foundation
                import Swinject
                final class Api {}
                final class Store { init(api: Api) {} }
                final class Log {}
                final class Cache {}
                final class Clock { init(api: Api) {} }
                final class Tracker {}
                func makeCache(_ r: Resolver) -> Cache { _ = r.resolve(Api.self); return Cache() }
                func assemble(_ container: Container) {
                    container.registerShared(Api.self) { _ in Api() }
                    container.registerWeakly(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                    container.registerSingle(Log.self) { _ in Log() }
                    container.registerShared(Clock.self, Clock(api: container.resolve(Api.self)!))
                    container.registerShared { _ in Tracker() }
                    container.registerShared(Cache.self, factory: makeCache)
                    container.registerShared(Cache.self, using: makeCache)
                    [Api()].forEach { api in print(api.hash(Cache.self)) }
                    DispatchQueue.main.async { print(Cache()) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let lives = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.type) \($0.life ?? "-")" }.sorted()
        #expect(lives == [
            "App.Api container", "App.Cache container", "App.Clock container", "App.Log container", "App.Store weak",
            "App.Tracker container",
        ])
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Cache -resolves-> container/App.Api", "container/App.Clock -resolves-> container/App.Api",
            "container/App.Store -resolves-> container/App.Api",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:17: a call of the registering helper 'registerShared' not written as "
                + "`registerShared(T.self) { r in … }`; the registration is not read",
        ])
    }
}
