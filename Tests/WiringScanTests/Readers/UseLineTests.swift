import Testing
import WiringModel
import WiringScan

/// Every reader places a use written over several lines at the line of the name that makes it.
@Suite("Placing a use written over several lines")
struct UseLineTests {
    /// `from -> to line` for each edge of a scan of one file of module `App`.
    static func edges(_ text: String) throws -> [String] {
        let fixture = try ScanFixture(["Sources/App/DI.swift": text])
        defer { fixture.remove() }
        return try fixture.scan().snapshot.edges.map { "\($0.from) -> \($0.to) \($0.place?.line ?? 0)" }
    }

    @Test("Swinject: a resolve in a factory and one outside it, each at the line of .resolve")
    func swinject() throws {
        #expect(try Self.edges("""
            import Swinject
            final class Api {}
            final class Feed { init(api: Api) {} }
            final class Screen { let feed: Feed; init(feed: Feed) { self.feed = feed } }
            let assembler = Assembler([Parts()])
            final class Parts: Assembly {
                func assemble(container: Container) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Feed.self) { r in
                        Feed(api: r
                            .resolve(Api.self)!)
                    }
                }
            }
            final class Start {
                func run() {
                    let feed = assembler.resolver
                        .resolve(Feed.self)!
                    _ = feed
                }
            }
            """).sorted() == [
            "App.Start -> container/App.Feed 18",
            "container/App.Feed -> container/App.Api 11",
        ])
    }

    @Test("Resolver: a resolve chained on its own line is at that line")
    func resolver() throws {
        #expect(try Self.edges("""
            import Resolver
            final class Api {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Api() }
                }
            }
            final class Model {
                let api: Api = Resolver
                    .resolve()
            }
            """).filter { $0.hasPrefix("App.Model") } == ["App.Model -> Resolver.main/App.Api 10"])
    }

    @Test("Factory: a container member called on its own line is at that line")
    func factory() throws {
        #expect(try Self.edges("""
            import Factory
            final class Api {}
            extension Container {
                var api: Factory<Api> { self { Api() } }
            }
            final class Model {
                let api = Container.shared
                    .api()
            }
            """).filter { $0.hasPrefix("App.Model") }.map { $0.components(separatedBy: " ").last } == ["8"])
    }

    @Test("Needle: dependency.x with .x on its own line is at that line")
    func needle() throws {
        #expect(try Self.edges("""
            import NeedleFoundation
            final class Network {}
            final class Store { init(network: Network) {} }
            protocol FeedDependency: Dependency { var network: Network { get } }
            final class RootComponent: BootstrapComponent {
                var network: Network { shared { Network() } }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            final class FeedComponent: Component<FeedDependency> {
                var store: Store { Store(network: dependency
                    .network) }
            }
            """).filter { $0.hasPrefix("App.FeedComponent/store") } == ["App.FeedComponent/store -> App.RootComponent/network 11"])
    }
}
