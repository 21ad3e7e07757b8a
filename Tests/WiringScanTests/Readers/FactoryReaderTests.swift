import Testing
import WiringModel
import WiringScan

@Suite("Reading Factory")
struct FactoryReaderTests {
    static let containers = """
        import Factory

        protocol Store {}
        final class DiskStore: Store { init(log: Logger) {} }
        final class Logger {}
        final class Session { init(store: Store, log: Logger) {} }
        final class Uploader { init(session: Session) {} }

        extension Container {
            var logger: Factory<Logger> { self { Logger() } }
            var store: Factory<Store> {
                self { DiskStore(log: self.logger()) }
                    .singleton
                    .onTest { DiskStore(log: self.missing()) }
            }
            var session: Factory<Session> {
                Factory(self) {
                    let shared = Container.shared
                    return Session(
                        store: shared.store.resolve(),
                        log: self.logger())
                }.cached
            }
        }

        final class NetworkContainer: SharedContainer {
            static let shared = NetworkContainer()
            let manager = ContainerManager()
            var uploader: ParameterFactory<Int, Uploader> {
                self { _ in Uploader(session: Container.shared.session()) }.scope(.session)
            }
            var plain: Factory<Logger> { self { Logger() } }
        }

        extension NetworkContainer: AutoRegistering {
            func autoRegister() { manager.defaultScope = .shared }
        }
        """

    static let uses = """
        import Factory
        import SwiftUI

        final class UploadModel {
            @Injected(\\.session) var session
            @LazyInjected(\\NetworkContainer.plain) var log
            private let store: Store
            init(store: Store = Container.shared.store()) {
                self.store = store
            }
            func send() { _ = NetworkContainer.shared.uploader(1) }
        }
        struct UploadView: View {
            @InjectedObject(\\.logger) var logger
            var body: some View { Text("x") }
        }
        func mock() {
            Container.shared.logger.register { Logger() }
        }
        #Preview {
            let _ = Container.shared.store.register { DiskStore(log: Logger()) }
            UploadView()
        }
        // The app shows the view too: it is live, whatever its preview does.
        struct Screen: View { var body: some View { UploadView() } }
        """

    @Test("containers, registrations with scopes, resolves and uses")
    func graph() throws {
        let fixture = try ScanFixture([
            "Sources/App/Containers.swift": Self.containers,
            "Sources/App/Uses.swift": Self.uses,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let nodes = result.snapshot.nodes.map { node in
            "\(node.id) \(node.kind.rawValue) \(node.type) \(node.life ?? "-") \(node.parent ?? "-") \(node.attributes["context"] ?? "-")"
        }
        #expect(nodes == [
            "App.NetworkContainer box App.NetworkContainer - - -",
            "App.NetworkContainer/plain service App.Logger shared App.NetworkContainer -",
            "App.NetworkContainer/uploader service App.Uploader session App.NetworkContainer -",
            "App.UploadModel object App.UploadModel - - -",
            "App.UploadView object App.UploadView - - -",
            "Factory.Container box Factory.Container - - -",
            "Factory.Container/logger service App.Logger unique Factory.Container -",
            "Factory.Container/logger/override:Sources/App/Uses.swift:18 service App.Logger - Factory.Container override",
            "Factory.Container/session service App.Session cached Factory.Container -",
            "Factory.Container/store service App.Store singleton Factory.Container -",
        ])
        #expect(result.snapshot.edgeSummary == [
            "App.NetworkContainer/uploader -resolves-> Factory.Container/session",
            "App.UploadModel -resolves-> App.NetworkContainer/plain",
            "App.UploadModel -resolves-> App.NetworkContainer/uploader",
            "App.UploadModel -resolves-> Factory.Container/session",
            "App.UploadModel -resolves-> Factory.Container/store",
            "App.UploadView -resolves-> Factory.Container/logger",
            "Factory.Container/session -resolves-> Factory.Container/logger",
            "Factory.Container/session -resolves-> Factory.Container/store",
            "Factory.Container/store -resolves-> Factory.Container/logger",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a singleton resolving a unique registration is a captive dependency for the lifetime audit")
    func lifetimes() throws {
        let fixture = try ScanFixture(["Sources/App/C.swift": """
            import Factory
            final class A {}
            final class B { init(a: A) {} }
            extension Container {
                var a: Factory<A> { self { A() } }
                var b: Factory<B> { self { B(a: self.a()) }.singleton }
            }
            """])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        let b = try #require(snapshot.nodes.first { $0.id == "Factory.Container/b" })
        let a = try #require(snapshot.nodes.first { $0.id == "Factory.Container/a" })
        #expect((b.life, a.life) == ("singleton", "unique"))
    }

    @Test("aliases of the wrappers and of Container are followed, in any file")
    func aliases() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Factory
                typealias Inject = Injected
                typealias AppContainer = Container
                final class Clock {}
                extension AppContainer {
                    var clock: Factory<Clock> { self { Clock() }.cached }
                }
                """,
            "Sources/App/Screen.swift": """
                import Factory
                final class Screen {
                    @Inject(\\.clock) var clock
                    let other = AppContainer.shared.clock()
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Screen -resolves-> Factory.Container/clock Sources/App/Screen.swift:3"
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("what it cannot read is a not-read line")
    func notRead() throws {
        let fixture = try ScanFixture(["Sources/App/C.swift": """
            import Factory
            final class A {}
            extension Container {
                var a: Factory<A> { makeA() }
                var b: Factory<A> { self { self.nothing() } }
                var box: Factory<Container> { self { Container.shared } }
                var forwarded: A { Container.shared.b() }
            }
            final class User {
                @Injected(\\.c) var c
                func boxed() { let box = Container.shared.box(); _ = box }
                func reset() { Container.shared.reset() }
            }
            """])
        defer { fixture.remove() }
        let warnings = try fixture.scan().warnings.map(\.description)
        // `forwarded` (line 7) is a forwarding property: read, so no line.
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:4: a:") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:5: Factory.Container/b calls nothing") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:10: Container.c") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:11: App.User gets the container Factory.Container") })
    }

    @Test("a registration declared again in another module is that module's own, and its calls reach it; twice in one module is said")
    func sameRegistrationInTwoModules() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Factory
                final class Store {}
                final class Feed { init(store: Store) {} }
                extension Container {
                    var store: Factory<Store> { self { Store() }.singleton }
                    var feed: Factory<Feed> { self { Feed(store: self.store()) } }
                }
                """,
            "Sources/Widget/DI.swift": """
                import Factory
                final class Store {}
                final class Timeline { init(store: Store) {} }
                extension Container {
                    var store: Factory<Store> { self { Store() } }
                    var timeline: Factory<Timeline> { self { Timeline(store: self.store()) } }
                }
                final class Entry {
                    @Injected(\\.store) var store
                }
                """,
            "Sources/Widget/More.swift": """
                import Factory
                extension Container {
                    var store: Factory<Store> { self { Store() } }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.type) \($0.life ?? "-")" } == [
            "Factory.Container/feed App.Feed unique",
            "Factory.Container/store App.Store singleton",
            "Factory.Container/store@Widget Widget.Store unique",
            "Factory.Container/timeline Widget.Timeline unique",
        ])
        #expect(result.snapshot.edgeSummary == [
            "Factory.Container/feed -resolves-> Factory.Container/store",
            "Factory.Container/timeline -resolves-> Factory.Container/store@Widget",
            "Widget.Entry -resolves-> Factory.Container/store@Widget",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/Widget/More.swift:3: Factory.Container/store is declared twice; the scan keeps the first",
        ])
    }

    @Test("x.register { } and self.x.register { } in a container's own member are overrides of that container's registrations")
    func overridesInContainerMembers() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Factory
                protocol Repository {}
                final class Store: Repository {}
                final class Cache: Repository {}
                extension Container {
                    var repository: Factory<Repository?> { self { nil } }
                    var cache: Factory<Repository?> { self { nil } }
                }
                extension Container: AutoRegistering {
                    public func autoRegister() {
                        repository.register { Store() }
                        self.cache.register { Cache() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.attributes["context"] == "override" }.map(\.id) == [
            "Factory.Container/cache/override:Sources/App/DI.swift:12",
            "Factory.Container/repository/override:Sources/App/DI.swift:11",
        ])
    }
}
