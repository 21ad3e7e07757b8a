import Testing
import WiringModel
import WiringScan

/// Container members that hand a registration on, and containers held by the types that use them.
@Suite("Reading Factory forwarding properties and injected containers")
struct FactoryForwardingTests {
    static let containers = """
        import Factory

        final class Api {}
        final class Logger {}
        final class Repo { init(api: Api) {} }
        final class Store { init(repo: Repo, log: Logger) {} }
        final class Sync { init(store: Store, api: Api) {} }
        final class Session { init(store: Store) {} }

        final class NetworkContainer: SharedContainer {
            static let shared = NetworkContainer()
            let manager = ContainerManager()
            var api: Factory<Api> { self { Api() }.singleton }
        }

        final class DataContainer: SharedContainer {
            static let shared = DataContainer()
            let manager = ContainerManager()
        }

        private extension DataContainer {
            var api: Api { NetworkContainer.shared.api() }
            var logger: Logger {
                Container.shared.logger()
            }
            var networkAPI: Factory<Api> { NetworkContainer.shared.api }
            var network: NetworkContainer { NetworkContainer.shared }
            func makeRepo() -> Repo { Repo(api: network.api()) }
        }

        extension DataContainer {
            var repo: Factory<Repo> { self { Repo(api: self.api) } }
            var store: Factory<Store> { self { Store(repo: self.repo(), log: self.logger) }.cached }
            var sync: Factory<Sync> {
                self {
                    let c = self
                    return Sync(store: c.store(), api: self.networkAPI())
                }
            }
            var madeRepo: Factory<Repo> { self { self.makeRepo() } }
        }

        extension Container {
            var logger: Factory<Logger> { self { Logger() } }
            private var dataStore: Factory<Store> { DataContainer.shared.store }
            var session: Factory<Session> { self { Session(store: self.dataStore()) } }
            var factory: Factory<Container> { self { Container.shared } }
        }
        """

    @Test("a forwarding property or helper is an alias of what it resolves")
    func forwarding() throws {
        let fixture = try ScanFixture(["Sources/App/Containers.swift": Self.containers])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.DataContainer/madeRepo -resolves-> App.NetworkContainer/api Sources/App/Containers.swift:40",
            "App.DataContainer/repo -resolves-> App.NetworkContainer/api Sources/App/Containers.swift:32",
            "App.DataContainer/store -resolves-> App.DataContainer/repo Sources/App/Containers.swift:33",
            "App.DataContainer/store -resolves-> Factory.Container/logger Sources/App/Containers.swift:33",
            "App.DataContainer/sync -resolves-> App.DataContainer/store Sources/App/Containers.swift:37",
            "App.DataContainer/sync -resolves-> App.NetworkContainer/api Sources/App/Containers.swift:37",
            "Factory.Container/session -resolves-> App.DataContainer/store Sources/App/Containers.swift:46",
        ])
        // Forwarding properties are no registrations.
        #expect(!result.snapshot.nodes.contains { $0.key == "networkAPI" || $0.key == "dataStore" || $0.key == "api" && $0.parent == "App.DataContainer" })
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("calls through a container a type holds, is handed or makes a local of")
    func heldContainers() throws {
        let fixture = try ScanFixture([
            "Sources/App/Containers.swift": Self.containers,
            "Sources/App/Screens.swift": """
                import Factory
                final class Screen {
                    private let container: DataContainer
                    @Injected(\\.factory) private var factory
                    private let api: Api
                    init(container: DataContainer, api: Api) {
                        self.container = container
                        self.api = api
                    }
                    func load() {
                        _ = container.store()
                        _ = self.container.repo.resolve()
                        _ = factory.logger()
                        _ = api.hashValue
                    }
                }
                final class Other {
                    let session: Session
                    init(container: Container = .shared) {
                        session = container.session()
                    }
                }
                final class Local {
                    func run() {
                        let c = NetworkContainer.shared
                        _ = c.api()
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let consumers = result.snapshot.edges.filter { !$0.from.contains("/") }
        #expect(consumers.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Local -resolves-> App.NetworkContainer/api Sources/App/Screens.swift:26",
            "App.Other -resolves-> Factory.Container/session Sources/App/Screens.swift:20",
            "App.Screen -resolves-> App.DataContainer/repo Sources/App/Screens.swift:12",
            "App.Screen -resolves-> App.DataContainer/store Sources/App/Screens.swift:11",
            "App.Screen -resolves-> Factory.Container/factory Sources/App/Screens.swift:4",
            "App.Screen -resolves-> Factory.Container/logger Sources/App/Screens.swift:13",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("forwarding that goes nowhere or round in a loop is a not-read line, not a hang")
    func loops() throws {
        let fixture = try ScanFixture(["Sources/App/C.swift": """
            import Factory
            final class A {}
            extension Container {
                var a: Factory<A> { self.b }
                var b: Factory<A> { self.a }
                var c: Factory<A> { self { self.a() } }
                var d: Factory<A> { self { self.gone() } }
                var e: Factory<A> { elsewhere.a }
                var f: Factory<A> { self { self.e() } }
            }
            """])
        defer { fixture.remove() }
        let warnings = try fixture.scan().warnings.map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:8: Factory.Container.e returns a") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:6: Factory.Container/c calls a") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/C.swift:7: Factory.Container/d calls gone") })
    }
}
