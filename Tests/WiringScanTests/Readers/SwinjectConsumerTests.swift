import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves outside factories through an app's own type that wraps Swinject, and what decides that
/// an imported module named `Swinject` is the framework.
@Suite("Swinject consumers through an app's wrapper, and the framework's identity")
struct SwinjectConsumerTests {
    /// An app module `Resolver` whose struct forwards `resolve` and `register` to a Swinject container.
    static let wrapper = """
        import Swinject
        import SwinjectAutoregistration
        public struct Resolver {
            private let container = Container()
            public init() {}
            public func resolve<T>(_: T.Type) -> T { container.resolve(T.self)! }
            public func register<T>(_ type: T.Type, initializer: @escaping (() -> T)) {
                container.autoregister(type, initializer: initializer)
            }
        }
        """

    @Test("a type resolved through the app's wrapper that nothing registers sits in a container the snapshot holds")
    func unregisteredResolveHasItsContainer() throws {
        let fixture = try ScanFixture([
            "Sources/Resolver/Resolver.swift": Self.wrapper,
            "Sources/App/ViewFactory.swift": """
                import Resolver
                public final class Store {}
                public struct ViewFactory {
                    private let resolver: Resolver
                    public init(resolver: Resolver) { self.resolver = resolver }
                    func make() -> Store { resolver.resolve(Store.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        let missing = try #require(snapshot.nodes.first { $0.attributes["registered"] == "false" })
        #expect(missing.parent == "container")
        // Every parent is a node of the snapshot, so a drawing of it is not refused.
        let ids = Set(snapshot.nodes.map(\.id))
        #expect(snapshot.nodes.filter { $0.parent.map { !ids.contains($0) } ?? false }.map(\.id) == [])
        #expect(snapshot.node(withID: "container")?.kind == .box)
    }

    @Test("a resolve through the app's wrapper outside a factory is an edge from the enclosing type, or a line saying why not")
    func resolveThroughWrapper() throws {
        let fixture = try ScanFixture([
            "Sources/Resolver/Resolver.swift": Self.wrapper,
            "Sources/App/Assembler.swift": """
                import Resolver
                public final class Store { public init() {} }
                public struct Assembler {
                    public init(resolver: Resolver) {
                        resolver.register(Store.self, initializer: Store.init)
                    }
                }
                """,
            "Sources/App/ViewFactory.swift": """
                import Resolver
                public struct ViewFactory {
                    private let resolver: Resolver
                    public init(resolver: Resolver) { self.resolver = resolver }
                    func make() -> Store {
                        let store = resolver.resolve(Store.self)
                        return store
                    }
                }
                func boot(with container: Resolver) {
                    _ = container.resolve(Store.self)
                }
                func later(_ make: () -> Resolver) {
                    let made = make()
                    _ = made.resolve(Store.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.ViewFactory -resolves-> container/App.Store",
            "App.boot() -resolves-> container/App.Store",
        ])
        let edge = result.snapshot.edges.first { $0.from == "App.ViewFactory" }
        #expect(edge?.place == SourcePlace(file: "Sources/App/ViewFactory.swift", line: 6))
        #expect(result.snapshot.node(withID: "App.ViewFactory")?.kind == .object)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/ViewFactory.swift:15: made.resolve(Store.self) may resolve through Resolver.Resolver.resolve, which forwards "
                + "to a container, but the scan cannot tell the type of 'made'; no edge",
        ])
    }

    @Test("Swinject's resolve outside factories is an edge from the enclosing type; one a factory's hand-off reads stays the factory's")
    func directResolveOutsideFactory() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Feed { init(resolver: Resolver) { _ = resolver.resolve(Api.self) } }
                final class Promise { func resolve(_ value: Int) {} }
                enum DI {
                    static let container: Container = {
                        let c = Container()
                        c.register(Api.self) { _ in Api() }
                        c.register(Feed.self) { r in Feed(resolver: r) }
                        return c
                    }()
                }
                var container: Container { DI.container }
                """,
            "Sources/App/Coordinator.swift": """
                final class Coordinator {
                    let promise = Promise()
                    func start() {
                        let api: Api? = container.resolve(Api.self)
                        _ = DI.container.resolve(Feed.self)
                        promise.resolve(1)
                        _ = api
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Coordinator -resolves-> container/App.Api Sources/App/Coordinator.swift:4",
            "App.Coordinator -resolves-> container/App.Feed Sources/App/Coordinator.swift:5",
            "container/App.Feed -resolves-> container/App.Api Sources/App/DI.swift:3",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a scanned module named Swinject is the framework only when it declares Swinject's Container")
    func ownModuleNamedSwinject() throws {
        let own = try ScanFixture([
            "Sources/Swinject/Registry.swift": """
                public final class Registry {
                    public init() {}
                    public func register<T>(_ type: T.Type, factory: @escaping (Registry) -> T) {}
                }
                """,
            "Sources/App/Setup.swift": """
                import Swinject
                final class Api {}
                func setUp(_ registry: Registry) {
                    registry.register(Api.self) { _ in Api() }
                }
                """,
        ])
        defer { own.remove() }
        #expect(try own.scan().snapshot.nodes.filter { $0.kind == .service }.isEmpty)

        let vendored = try ScanFixture([
            "Sources/Swinject/Container.swift": """
                public final class Container {
                    public init() {}
                    public func register<T>(_ type: T.Type, factory: @escaping (Container) -> T) {}
                }
                """,
            "Sources/App/Setup.swift": """
                import Swinject
                final class Api {}
                func setUp(_ container: Container) {
                    container.register(Api.self) { _ in Api() }
                }
                """,
        ])
        defer { vendored.remove() }
        #expect(try vendored.scan().snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
    }
}
