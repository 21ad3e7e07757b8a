import Foundation
import Testing
import WiringModel
import WiringScan

/// A registering helper called with only a type: its factory, when it makes the caller's type, is the registration's.
@Suite("Swinject registering helpers called with only a type")
struct SwinjectTypeOnlyHelperTests {
    @Test("a helper whose factory makes its caller's type registers the type a call passes; another helper's call is said")
    func typeOnlyCall() throws {
        let fixture = try ScanFixture([
            "Sources/App/Helpers.swift": """
                import Swinject
                protocol Made { init() }
                extension Container {
                    func registerService<T: Made>(_ type: T.Type) {
                        register(T.self) { _ in T() }.inObjectScope(.container)
                    }
                    func registerMade<T: Made>(_ type: T.Type) {
                        register(type) { _ in return type.init() }
                    }
                    func registerBuilt<T>(_ type: T.Type, build: @escaping () -> T) {
                        register(type) { _ in build() }
                    }
                    func registerLoaded<T: Made>(_ type: T.Type) {
                        register(type) { r in T.load(r) }
                    }
                }
                """,
            "Sources/App/Assembly.swift": """
                import Swinject
                final class Api: Made { init() {} }
                final class Feed: Made { init() {} }
                final class Store: Made { init() {} }
                final class Screen { init(api: Api) {} }
                func assemble(_ container: Container) {
                    container.registerService(Api.self)
                    container.registerMade(Feed.self)
                    container.registerLoaded(Store.self)
                    container.register(Screen.self) { r in Screen(api: r.resolve(Api.self)!) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }
            .map { "\($0.id) \($0.life ?? "-") \($0.place?.description ?? "-")" }.sorted()
        #expect(services == [
            "container/App.Api container Sources/App/Assembly.swift:7",
            "container/App.Feed graph Sources/App/Assembly.swift:8",
            "container/App.Screen graph Sources/App/Assembly.swift:10",
        ])
        #expect(result.snapshot.edgeSummary.sorted() == ["container/App.Screen -resolves-> container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Assembly.swift:9: a call of the registering helper 'registerLoaded' not written as "
                + "`registerLoaded(T.self) { r in … }`; the registration is not read",
        ])
    }
    @Test("a helper that passes only the type on to another makes what that one makes; one passing its own factory makes what it makes")
    func forwardingHelper() throws {
        let fixture = try ScanFixture([
            "Sources/App/Helpers.swift": """
                import Swinject
                protocol Made { init() }
                extension Container {
                    func registerOne<T: Made>(_ type: T.Type) {
                        register(type) { _ in T() }
                    }
                    func registerShared<T: Made>(_ type: T.Type) {
                        registerOne(type)
                    }
                    func registerBuilt<T>(_ type: T.Type, build: @escaping () -> T) {
                        register(type) { _ in build() }
                    }
                    func registerCached<T: Made>(_ type: T.Type) {
                        registerBuilt(type) { T() }
                    }
                    func registerPassing<T>(_ type: T.Type, build: @escaping () -> T) {
                        registerBuilt(type, build: build)
                    }
                    func registerLater<T: Made>(_ type: T.Type) {
                        registerBuilt(type) { T.later() }
                    }
                }
                """,
            "Sources/App/Assembly.swift": """
                import Swinject
                final class Api: Made { init() {} }
                final class Feed: Made { init() {} }
                final class Store: Made { init() {} }
                final class Clock: Made { init() {} }
                func assemble(_ container: Container) {
                    container.registerShared(Api.self)
                    container.registerCached(Feed.self)
                    container.registerPassing(Store.self)
                    container.registerLater(Clock.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted()
        #expect(services == [
            "container/App.Api Sources/App/Assembly.swift:7",
            "container/App.Feed Sources/App/Assembly.swift:8",
        ])
        func unread(_ name: String, line: Int) -> String {
            "Sources/App/Assembly.swift:\(line): a call of the registering helper '\(name)' not written as "
                + "`\(name)(T.self) { r in … }`; the registration is not read"
        }
        #expect(result.warnings.map(\.description) == [unread("registerPassing", line: 9), unread("registerLater", line: 10)])
    }
}
