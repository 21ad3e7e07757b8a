import Testing
import WiringModel
import WiringScan

@Suite("Reading Needle")
struct NeedleReaderTests {
    /// Scans one file of module `App`.
    static func scan(_ text: String) throws -> ScanResult {
        let fixture = try ScanFixture(["Sources/App/DI.swift": text])
        defer { fixture.remove() }
        return try fixture.scan()
    }

    static let feed = """
        import NeedleFoundation

        final class Network {}
        final class Store { init(network: Network) {} }
        final class FeedModel { init(store: Store) {} }
        final class FeedView { init(model: FeedModel) {} }

        protocol FeedDependency: Dependency {
            var network: Network { get }
            var store: Store { get }
        }

        final class RootComponent: BootstrapComponent {
            var network: Network { shared { Network() } }
            var store: Store { Store(network: self.network) }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }

        final class FeedComponent: Component<FeedDependency> {
            var model: FeedModel { FeedModel(store: dependency.store) }
            func makeView() -> FeedView {
                let model = FeedModel(store: dependency.store)
                return FeedView(model: model)
            }
            func makeOther() -> FeedView { FeedView(model: model) }
        }
        """

    @Test("each component is a box, each member that provides something a service; shared { } is one per component")
    func componentsAndMembers() throws {
        let result = try Self.scan(Self.feed)
        let nodes = result.snapshot.nodes.map { "\($0.id) \($0.kind.rawValue) \($0.type) \($0.life ?? "-")" }
        #expect(nodes == [
            "App.FeedComponent box App.FeedComponent -",
            "App.FeedComponent/makeOther() service App.FeedView unique",
            "App.FeedComponent/makeView() service App.FeedView unique",
            "App.FeedComponent/model service App.FeedModel unique",
            "App.RootComponent box App.RootComponent -",
            "App.RootComponent/feed service App.FeedComponent unique",
            "App.RootComponent/network service App.Network shared",
            "App.RootComponent/store service App.Store unique",
        ])
        #expect(result.snapshot.nodes.first { $0.id == "App.FeedComponent" }?.attributes["dependency"] == "App.FeedDependency")
        #expect(result.registrationCount == 6)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a base class of the scanned code named Component is not Needle's")
    func ownComponentClass() throws {
        let fixture = try ScanFixture([
            "Sources/Core/Component.swift": """
                open class Component<Model> { public init() {} }
                """,
            "Sources/App/DI.swift": """
                import NeedleFoundation
                import Core
                final class Network {}
                protocol RootDependency: Dependency {}
                final class RootComponent: BootstrapComponent {
                    var network: Network { shared { Network() } }
                }
                final class Badge: Core.Component<Network> {
                    var network: Network { Network() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map(\.id) == ["App.RootComponent", "App.RootComponent/network"])
    }

    @Test("a member reads its own component's members and the ancestor's property behind dependency.x; a parent's member builds the child")
    func edges() throws {
        let result = try Self.scan(Self.feed)
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.FeedComponent -resolves-> App.RootComponent/network [network] Sources/App/DI.swift:9",
            "App.FeedComponent/makeOther() -resolves-> App.FeedComponent/model Sources/App/DI.swift:25",
            "App.FeedComponent/makeView() -resolves-> App.RootComponent/store Sources/App/DI.swift:22",
            "App.FeedComponent/model -resolves-> App.RootComponent/store Sources/App/DI.swift:20",
            "App.RootComponent/feed -resolves-> App.FeedComponent Sources/App/DI.swift:16",
            "App.RootComponent/store -resolves-> App.RootComponent/network Sources/App/DI.swift:15",
        ])
    }

    @Test("a dependency resolves to the nearest ancestor declaring it on each path, extensions and stored properties included, private ones not")
    func nearestAncestorPerPath() throws {
        let result = try Self.scan("""
            import NeedleFoundation
            final class Api {}
            protocol MidDependency: Dependency {}
            protocol BaseDependency: Dependency { var api: Api { get } }
            protocol LeafDependency: BaseDependency { var token: Api { get } }
            final class AppComponent: BootstrapComponent {
                var mid: MidComponent { shared { MidComponent(parent: self) } }
                func makeLeaf() -> LeafComponent { LeafComponent(parent: self) }
                let token: Api
                init(token: Api) {
                    self.token = token
                    super.init()
                }
            }
            extension AppComponent {
                var api: Api { Api() }
            }
            class BaseComponent<D: Dependency>: Component<D> { var base: Api { Api() } }
            final class MidComponent: BaseComponent<MidDependency> {
                var api: Api { shared { Api() } }
                private var token: Api { Api() }
                var leaf: LeafComponent { LeafComponent.init(parent: self) }
            }
            final class LeafComponent: Component<LeafDependency> {
                var client: Api { dependency.api }
                var session: Api { dependency.token }
            }
            """)
        let edges = result.snapshot.edges.filter { $0.from.hasPrefix("App.LeafComponent") }.map(\.id)
        #expect(edges == [
            "App.LeafComponent/client -resolves-> App.AppComponent/api",
            "App.LeafComponent/client -resolves-> App.MidComponent/api",
            "App.LeafComponent/session -resolves-> App.AppComponent/token",
        ])
        let builds = result.snapshot.edges.filter { $0.to == "App.LeafComponent" || $0.to == "App.MidComponent" }.map(\.id)
        #expect(builds == [
            "App.AppComponent/makeLeaf() -resolves-> App.LeafComponent",
            "App.AppComponent/mid -resolves-> App.MidComponent",
            "App.MidComponent/leaf -resolves-> App.LeafComponent",
        ])
        let boxes = result.snapshot.nodes.filter { $0.kind == .box }.map(\.id)
        #expect(boxes == ["App.AppComponent", "App.LeafComponent", "App.MidComponent"])
        #expect(result.snapshot.nodes.contains { $0.id == "App.AppComponent/token" })
        #expect(result.snapshot.nodes.contains { $0.id == "App.MidComponent/base" })
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a pluginized component is the parent of its non-core component, whose properties it provides and its plugin extension reads")
    func pluginized() throws {
        let result = try Self.scan("""
            import NeedleFoundation
            final class Stream {}
            protocol GamePlugins: PluginExtension { var stream: Stream { get } }
            protocol SheetDependency: Dependency { var stream: Stream { get } }
            final class RootComponent: BootstrapComponent {
                var game: GameComponent { GameComponent(parent: self) }
            }
            open class BasePluginized<D, P, N: NonCoreScope>: PluginizedComponent<D, P, N> {}
            final class GameComponent: BasePluginized<EmptyDependency, GamePlugins, GameNonCoreComponent> {
                var view: Stream { pluginExtension.stream }
            }
            final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {
                var stream: Stream { shared { Stream() } }
                var sheet: SheetComponent { SheetComponent(parent: self) }
            }
            final class SheetComponent: Component<SheetDependency> {
                var stream: Stream { dependency.stream }
            }
            """)
        #expect(result.snapshot.edges.map(\.id) == [
            "App.GameComponent -resolves-> App.GameNonCoreComponent",
            "App.GameComponent/view -resolves-> App.GameNonCoreComponent/stream",
            "App.GameNonCoreComponent/sheet -resolves-> App.SheetComponent",
            "App.RootComponent/game -resolves-> App.GameComponent",
            "App.SheetComponent/stream -resolves-> App.GameNonCoreComponent/stream",
        ])
        #expect(result.snapshot.nodes.first { $0.id == "App.GameComponent" }?.attributes["component"] == "pluginized")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("what cannot be followed is a not-read line with its place")
    func notRead() throws {
        let result = try Self.scan("""
            import NeedleFoundation
            final class Clock {}
            protocol TimeDependency: Dependency { var clock: Clock { get } }
            protocol LostDependency: Dependency { var clock: Clock { get } }
            final class AppComponent: BootstrapComponent {
                private var clock: Clock { Clock() }
                var time: TimeComponent { TimeComponent(parent: self) }
            }
            final class TimeComponent: Component<TimeDependency> {
                var now: Clock { dependency.clock }
                var later: Clock { dependency.calendar }
            }
            final class LostComponent: Component<LostDependency> {
                var clock: Clock { dependency.clock }
            }
            final class OtherComponent: Component<ElsewhereDependency> {}
            func makeLost(app: AppComponent) -> LostComponent { LostComponent(parent: app) }
            """)
        let warnings = result.warnings.map(\.description)
        #expect(warnings.count == 6, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:3: App.TimeComponent's dependency 'clock': no ancestor on the path AppComponent->TimeComponent") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:11: App.TimeComponent/later reads dependency.calendar, which App.TimeDependency does not declare") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:13: App.LostComponent: no scanned component builds it") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:14: App.LostComponent/clock reads dependency.clock, but no scanned component builds") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:16: App.OtherComponent: its dependency protocol ElsewhereDependency is not in the scanned files") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:17: App.LostComponent is built with parent 'app' outside a component") })
    }

    @Test("a Component outside modules that import NeedleFoundation, and NeedleGenerated.swift, are not read")
    func notNeedle() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": "class Component<T> {}\nprotocol Dependency {}\nfinal class XComponent: Component<Int> { var x: Int { 1 } }\n",
            "Sources/Lib/NeedleGenerated.swift": "import NeedleFoundation\nfinal class YComponent: BootstrapComponent { var y: Int { 1 } }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(!result.snapshot.nodes.contains { $0.attributes["framework"] == "needle" })
    }

    @Test("an optional binding that shadows a member with its own name reads the member; a parameter of that name does not")
    func shadowingBindingReadsTheMember() throws {
        let result = try Self.scan("""
            import NeedleFoundation

            final class Cache {}
            final class RootComponent: BootstrapComponent {
                weak var cached: Cache?
                var other: Cache? { nil }
                var cache: Cache {
                    guard let cached = cached else { return Cache() }
                    return cached
                }
                var fallback: Cache {
                    if let other { return other }
                    return Cache()
                }
                func make(other: Cache?) -> Cache {
                    if let other = other { return other }
                    return Cache()
                }
            }
            """)
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to)" }.sorted()
        #expect(edges == [
            "App.RootComponent/cache -> App.RootComponent/cached",
            "App.RootComponent/fallback -> App.RootComponent/other",
        ])
    }

    @Test("a stored property is one value per component (shared); a weak or unowned one is held, not owned (weak)")
    func storedPropertiesLife() throws {
        let result = try Self.scan("""
            import NeedleFoundation

            final class Cache {}
            final class Listener {}
            final class RootComponent: BootstrapComponent {
                let cache: Cache = Cache()
                lazy var lazyCache: Cache = Cache()
                weak var listener: Listener?
                unowned let owner: Listener
                var observed: Cache = Cache() { didSet { print("set") } }
                var made: Cache { Cache() }
                init(owner: Listener) { self.owner = owner }
            }
            """)
        let lives = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.life ?? "-")" }
        #expect(lives == [
            "App.RootComponent/cache shared",
            "App.RootComponent/lazyCache shared",
            "App.RootComponent/listener weak",
            "App.RootComponent/made unique",
            "App.RootComponent/observed shared",
            "App.RootComponent/owner weak",
        ])
    }

    @Test("a stored property with no written type is a member of the type its initializer call makes; another is said")
    func untypedStoredProperties() throws {
        let result = try Self.scan("""
            import NeedleFoundation

            final class Cache {}
            final class Store { init(cache: Cache) {} }
            func makeClock() -> Cache { Cache() }
            final class RootComponent: BootstrapComponent {
                let cache = Cache()
                let clock = makeClock()
                var store: Store { Store(cache: cache) }
            }
            """)
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.type) \($0.life ?? "-")" }
        #expect(services == [
            "App.RootComponent/cache App.Cache shared",
            "App.RootComponent/store App.Store unique",
        ])
        #expect(result.snapshot.edgeSummary == ["App.RootComponent/store -resolves-> App.RootComponent/cache"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:8: App.RootComponent.clock is a stored property with no written type whose value is not an "
                + "initializer call; it is not drawn as a member, nor are reads of it",
        ])
    }

    @Test("self.x with no member x reads the dependency protocol's x, as Needle's dynamic member lookup does, at its line")
    func dynamicMemberReads() throws {
        let result = try Self.scan("""
            import NeedleFoundation

            final class Network {}
            final class Login { init(network: Network) {} }
            final class Provider { init(network: Network, login: Login) {} }
            protocol ServiceDependency: Dependency {
                var network: Network { get }
                var login: Login { get }
            }
            final class RootComponent: BootstrapComponent {
                var network: Network { shared { Network() } }
                var login: Login { Login(network: network) }
                var services: ServiceComponent { ServiceComponent(parent: self) }
            }
            final class ServiceComponent: Component<ServiceDependency> {
                var provider: Provider {
                    shared {
                        Provider(network: self.network,
                                 login: self.login)
                    }
                }
            }
            """)
        let edges = result.snapshot.edges.filter { $0.from.hasPrefix("App.ServiceComponent") }
            .map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" }.sorted()
        #expect(edges == [
            "App.ServiceComponent/provider -> App.RootComponent/login :19",
            "App.ServiceComponent/provider -> App.RootComponent/network :18",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a component declared again in another file of a module of the same name (a second copy of the app) is said")
    func componentDeclaredInTwoCopies() throws {
        let app = """
            import NeedleFoundation
            final class Clock {}
            final class AppComponent: BootstrapComponent {
                var clock: Clock { Clock() }
            }
            """
        let fixture = try ScanFixture(["Final/Sources/App/DI.swift": app, "Starter/Sources/App/DI.swift": app])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.attributes["framework"] == "needle" }.map(\.id) == [
            "App.AppComponent", "App.AppComponent/clock",
        ])
        #expect(result.warnings.map(\.description) == [
            "Starter/Sources/App/DI.swift:3: App.AppComponent is declared again (first at Final/Sources/App/DI.swift:3), in a module "
                + "of the same name (a second copy of the app?); the two are drawn as one component, with the members of both",
        ])
    }
}
