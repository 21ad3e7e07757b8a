import Foundation
import Testing
import WiringModel
import WiringScan

/// Swinject resolves typed by what their value is passed into (a dependency struct built with
/// `.init`, a generic type's bound parameter), and containers of other modules.
@Suite("Swinject nested initializers, generic types and containers of other modules")
struct SwinjectGenericAndNestedTests {
    @Test("an untyped resolve inside .init passed to an initializer is typed by the dependency struct's stored property")
    func nestedInit() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Store {}
            struct HomeDependency {
                let api: Api
                let store: Store
            }
            final class HomeBuilder { init(dependency: HomeDependency) {} }
            extension Resolver {
                func resolve<T>() -> T { resolve(T.self)! }
            }
            let container = Container { c in
                c.register(Api.self) { _ in Api() }
                c.register(Store.self) { _ in Store() }
                c.register(HomeBuilder.self) { r in
                    HomeBuilder(dependency: .init(api: r.resolve(), store: r.resolve()))
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.filter { $0.from == "container/App.HomeBuilder" }.map { "\($0.to) \($0.place?.line ?? 0)" }
        #expect(edges.sorted() == ["container/App.Api 16", "container/App.Store 16"])
        #expect(result.warnings.isEmpty)
    }

    @Test("a resolve of a generic type with its arguments reaches the one registration of that type written without them")
    func argumentsLeftToInference() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Clock {}
            final class Model<C> { init(clock: C) {} }
            final class Pane<C> { init(clock: C) {} }
            final class Screen { init(model: Model<Clock>, pane: Pane<Clock>) {} }
            let container = Container { c in
                c.register(Clock.self) { _ in Clock() }
                c.register(Model.self) { r in Model(clock: r.resolve(Clock.self)!) }
                c.register(Pane.self) { r in Pane(clock: r.resolve(Clock.self)!) }
                c.register(Pane<Int>.self) { _ in Pane(clock: 1) }
                c.register(Screen.self) { r in
                    Screen(model: r.resolve(Model<Clock>.self)!, pane: r.resolve(Pane<Clock>.self)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.filter { $0.from == "container/App.Screen" }.map { "\($0.to) \($0.resolved)" }
        #expect(edges == ["container/App.Model true"])
    }

    @Test("a generic type's initializer parameter typed by its generic parameter resolves the registered type's argument")
    func genericArgument() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Local {}
            final class Remote {}
            struct Repo<Source> {
                init(source: Source) {}
            }
            final class Feed<Loader, Cache> {
                init(loader: Loader, cache: Optional<Cache>) {}
            }
            extension Resolver {
                func resolve<T>() -> T { resolve(T.self)! }
            }
            let container = Container { c in
                c.register(Local.self) { _ in Local() }
                c.register(Remote.self) { _ in Remote() }
                c.register(Repo<Local>.self) { r in Repo(source: r.resolve()) }
                c.register(Repo<Remote>.self) { r in .init(source: r.resolve()) }
                c.autoregister(Feed<Remote, Local>.self, initializer: Feed.init)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.map { "\($0.from) -> \($0.to)" }.sorted()
        #expect(edges == [
            "container/App.Feed<App.Remote, App.Local> -> container/App.Local",
            "container/App.Feed<App.Remote, App.Local> -> container/App.Remote",
            "container/App.Repo<App.Local> -> container/App.Local",
            "container/App.Repo<App.Remote> -> container/App.Remote",
        ])
        #expect(result.warnings.isEmpty)
    }

    @Test("generic arguments are bound as written, a function type with its arrow included")
    func genericArgumentOfFunctionType() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Local {}
            struct Pair<Make, Source> {
                init(make: Make, source: Source) {}
            }
            extension Resolver {
                func resolve<T>() -> T { resolve(T.self)! }
            }
            let container = Container { c in
                c.register(Local.self) { _ in Local() }
                c.register(Pair<(Int) -> Local, Local>.self) { r in Pair(make: { _ in Local() }, source: r.resolve()) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.map { "\($0.from) -> \($0.to)" }
        #expect(edges == ["container/App.Pair<(Swift.Int) -> App.Local, App.Local> -> container/App.Local"])
        #expect(result.warnings.isEmpty)
    }

    @Test("an app extension's own container registering the app's types is a container of its own")
    func extensionContainer() throws {
        let fixture = try ScanFixture([
            "Sources/App/Injection.swift": """
                import Swinject
                public final class Store {}
                public final class Repo { init(store: Store) {} }
                final class Injection {
                    private let container = Container()
                    init() {
                        container.register(Store.self) { _ in Store() }
                        container.register(Repo.self) { r in Repo(store: r.resolve(Store.self)!) }
                    }
                }
                """,
            "Sources/Widget/WidgetInjection.swift": """
                import Swinject
                import App
                final class Provider { init(repo: Repo) {} }
                final class WidgetInjection {
                    private let container = Container()
                    init() {
                        container.register(Provider.self) { r in Provider(repo: r.resolve(Repo.self)!) }
                        container.register(Repo.self) { r in Repo(store: r.resolve(Store.self)!) }
                        container.register(Store.self) { _ in Store() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.map { "\($0.from) -> \($0.to)" }.sorted()
        #expect(edges == [
            "container/App.Repo -> container/App.Store",
            "container:WidgetInjection.container/App.Repo -> container:WidgetInjection.container/App.Store",
            "container:WidgetInjection.container/Widget.Provider -> container:WidgetInjection.container/App.Repo",
        ])
        #expect(!result.warnings.contains { $0.description.contains("registered") })
    }
}
