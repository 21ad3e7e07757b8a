import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves the scan types through declarations beyond a chain of instance properties: a receiver that
/// starts from a type's static property, and an untyped resolve passed to an instance method, typed by
/// that method's parameter.
@Suite("Swinject static receivers and instance method parameters")
struct SwinjectStaticAndMethodTests {
    /// A locator whose method forwards its caller's type to a container, reached through static properties.
    static let locator = """
        import Swinject
        final class Api {}
        final class Store {}
        final class Locator {
            static let shared = Locator()
            static var current: Locator { shared }
            static var root: Resolver { shared.container }
            let container = Container()
            func get<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
            func setUp() {
                container.register(Api.self) { _ in Api() }
                container.register(Store.self) { _ in Store() }
            }
        }
        """

    @Test("a resolve on a type's static property is typed by the property's declaration: its written type or the type its value makes")
    func staticPropertyReceiver() throws {
        let fixture = try ScanFixture([
            // The screens are in the locator's file: a file spelling none of Swinject's words is not read for resolves.
            "Sources/App/Locator.swift": Self.locator + """

                final class FeedScreen {
                    func load() { _ = Locator.shared.get(Api.self) }
                }
                final class CartScreen {
                    func load() { _ = Locator.current.get(Store.self) }
                }
                final class Outsider {
                    func load() { _ = Unknown.shared.get(Store.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.CartScreen -resolves-> container/App.Store Sources/App/Locator.swift:19",
            "App.FeedScreen -resolves-> container/App.Api Sources/App/Locator.swift:16",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Locator.swift:22: Unknown.shared.get(Store.self) may resolve through App.Locator.get, which forwards to a container, "
                + "but the scan cannot tell the type of 'Unknown.shared'; no edge",
        ])
    }

    @Test("an untyped resolve passed to an instance method is typed by the method's parameter: in initCompleted, on self, on a local")
    func instanceMethodParameter() throws {
        let fixture = try ScanFixture([
            "Sources/App/Locator.swift": Self.locator,
            "Sources/App/Profile.swift": """
                import Swinject
                protocol Tracker {}
                final class Tracking: Tracker {}
                final class Badge {
                    func show(store: Store) {}
                }
                final class Profile {
                    func configure(_ tracker: Tracker?, api: Api) {}
                }
                final class ProfileAssembly {
                    func assemble(container: Container) {
                        container.register(Tracker.self) { _ in Tracking() }
                        container.register(Profile.self) { _ in Profile() }
                            .initCompleted { r, profile in profile.configure(r.resolve(), api: r.resolve()!) }
                        container.register(Badge.self) { r in
                            let badge = Badge()
                            badge.show(store: r.resolve()!)
                            return badge
                        }
                    }
                }
                final class CartScreen {
                    func load() { take(Locator.root.resolve()) }
                    func take(_ store: Store?) {}
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.CartScreen -resolves-> container/App.Store Sources/App/Profile.swift:23",
            "container/App.Badge -resolves-> container/App.Store Sources/App/Profile.swift:17",
            "container/App.Profile -resolves-> container/App.Api [initCompleted] Sources/App/Profile.swift:14",
            "container/App.Profile -resolves-> container/App.Tracker [initCompleted] Sources/App/Profile.swift:14",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a resolve on what a static method returns is typed by the method's written return type, in a static let of an extension too")
    func staticMethodReceiver() throws {
        let fixture = try ScanFixture([
            "Sources/App/Config.swift": """
                import Swinject
                final class Api {}
                final class Store {}
                final class Config {
                    private static var resolver: Resolver?
                    static func getResolver() -> Resolver {
                        if resolver == nil { resolver = Assembler([AppAssembly()]).resolver }
                        return resolver!
                    }
                    static func make() -> Config { Config() }
                }
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { _ in Store() }
                    }
                }
                final class Session {}
                extension Session {
                    static let api: Api = Config.getResolver().resolve(Api.self)!
                }
                final class Feed {
                    func load() {
                        _ = Config.getResolver().resolve(Store.self)
                        _ = Config.make().resolve(Store.self)
                        _ = Outside.container().resolve(Api.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Feed -resolves-> container/App.Store Sources/App/Config.swift:24",
            "App.Session -resolves-> container/App.Api Sources/App/Config.swift:20",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Config.swift:25: Config.make().resolve(Store.self) resolves from 'Config.make()', of type App.Config, "
                + "which is neither Swinject's resolver nor a type of the scanned code that forwards to a container, "
                + "and no factory hands its resolver there; no edge",
            "Sources/App/Config.swift:26: Outside.container().resolve(Api.self) resolves from what Outside.container() returns, "
                + "a container the scan does not follow; no edge",
        ])
    }

    @Test("a static method's overloads are told apart by the call's labels; those it cannot tell apart with different return types are said")
    func staticMethodOverloads() throws {
        let fixture = try ScanFixture([
            "Sources/App/Config.swift": """
                import Swinject
                final class Api {}
                final class Store {}
                final class Cache {}
                final class Config {
                    static let assembler = Assembler([AppAssembly()])
                    static func container(named name: String) -> Config { Config() }
                    static func container() -> Resolver { assembler.resolver }
                    static func resolver(_ name: String) -> Config { Config() }
                    static func resolver(_ id: Int) -> Resolver { assembler.resolver }
                    static func shared(_ name: String) -> Resolver { assembler.resolver }
                    static func shared(_ id: Int, retry: Bool = false) -> Resolver { assembler.resolver }
                    static func with(_ name: String = "", then: () -> Void) -> Resolver { assembler.resolver }
                }
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { _ in Store() }
                        container.register(Cache.self) { _ in Cache() }
                    }
                }
                final class Feed {
                    func load() {
                        _ = Config.container().resolve(Api.self)
                        _ = Config.resolver(1).resolve(Api.self)
                        _ = Config.shared(1).resolve(Store.self)
                        _ = Config.with {}.resolve(Cache.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Feed -resolves-> container/App.Api Sources/App/Config.swift:24",
            "App.Feed -resolves-> container/App.Cache Sources/App/Config.swift:27",
            "App.Feed -resolves-> container/App.Store Sources/App/Config.swift:26",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Config.swift:25: Config.resolver(1).resolve(Api.self) resolves from what Config.resolver(1) returns, "
                + "and the overloads of App.Config.resolver(_:) return different types (App.Config, Swinject.Resolver), so the scan draws "
                + "neither; no edge",
        ])
    }
}
