import Testing
import WiringModel
import WiringScan

@Suite("Reading Resolver")
struct ResolverReaderTests {
    static let registrations = """
        import Resolver

        protocol Store {}
        protocol Cache {}
        final class Logger {}
        final class DiskStore: Store, Cache { init(log: Logger) {} }
        final class Session { init(store: Store, log: Logger?) {} }
        struct Api { let session: Session }
        final class Uploader { init(api: Api, name: String) {} }

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { Logger() }.scope(.application)
                registerStores()
                main.register { Session(store: resolve(), log: optional()) }
                register(Api.self) { r, _ in .init(session: r.resolve()) }.scope(.cached)
                register(name: "fast") { Uploader(api: resolve(Api.self), name: "f") as Uploader }
            }
        }
        """

    static let helpers = """
        import Resolver

        extension Resolver {
            static func registerStores() {
                register { DiskStore(log: resolve()) }
                    .implements(Store.self)
                    .implements(Cache.self)
                    .scope(.shared)
            }
        }
        """

    static let uses = """
        import Resolver
        import UIKit

        final class UploadModel {
            @Injected(name: "fast") var uploader: Uploader
            @LazyInjected var cache: Cache
            @OptionalInjected var log: Logger?
            let session: Session = Resolver.resolve()
            private var api: Api
            init() {
                self.api = Resolver.resolve()
            }
        }
        final class Feed: Resolving {
            lazy var store: Store = resolver.resolve()
            func setUp(tableView: UITableView) {
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            }
        }
        """

    /// Scans the registrations, the helper registering in another file and the uses.
    static func scanApp() throws -> ScanResult {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": registrations,
            "Sources/App/Stores.swift": helpers,
            "Sources/App/Uses.swift": uses,
        ])
        defer { fixture.remove() }
        return try fixture.scan()
    }

    @Test("registrations take their type from register(T.self), a cast or the one initializer call, with scopes, names and implements")
    func readsRegistrations() throws {
        let result = try Self.scanApp()
        let nodes = result.snapshot.nodes.filter { $0.kind == .service }.map { node in
            "\(node.id) \(node.type) \(node.life ?? "-") \(node.attributes["forwardedTypes"] ?? "-")"
        }
        #expect(nodes == [
            "Resolver.main/App.Api App.Api cached -",
            "Resolver.main/App.DiskStore App.DiskStore shared App.Cache, App.Store",
            "Resolver.main/App.Logger App.Logger application -",
            "Resolver.main/App.Session App.Session graph -",
            "Resolver.main/App.Uploader#fast App.Uploader graph -",
        ])
        #expect(result.registrationCount == 5)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("factories resolve by type, through implements, optional() and untyped resolves typed by the initializer parameter they feed")
    func factoryEdges() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": Self.registrations,
            "Sources/App/Stores.swift": Self.helpers,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "Resolver.main/App.Api -resolves-> Resolver.main/App.Session Sources/App/DI.swift:16",
            "Resolver.main/App.DiskStore -resolves-> Resolver.main/App.Logger Sources/App/Stores.swift:5",
            "Resolver.main/App.Session -resolves-> Resolver.main/App.DiskStore Sources/App/DI.swift:15",
            "Resolver.main/App.Session -resolves-> Resolver.main/App.Logger Sources/App/DI.swift:15",
            "Resolver.main/App.Uploader#fast -resolves-> Resolver.main/App.Api Sources/App/DI.swift:17",
        ])
    }

    @Test("an untyped resolve passed to a generic type written with its arguments is typed by the bound parameter")
    func genericWrittenAtCall() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            protocol Navigating {}
            protocol Auth {}
            final class Navigator: Navigating {}
            final class AuthService: Auth {}
            final class Model<N: Navigating> { init(with navigator: N, auth: Auth) {} }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Navigator() }
                    register { AuthService() }.implements(Auth.self)
                    register { Model<Navigator>(with: resolve(), auth: resolve()) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map(\.id) == [
            "Resolver.main/App.Model<App.Navigator> -resolves-> Resolver.main/App.AuthService",
            "Resolver.main/App.Model<App.Navigator> -resolves-> Resolver.main/App.Navigator",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a resolve of a generic type without its arguments reaches the one registration of that type; two are said ambiguous")
    func bareGenericResolve() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            protocol Navigating {}
            final class Navigator: Navigating {}
            final class Router: Navigating {}
            final class Model<N: Navigating> { init(with navigator: N) {} }
            final class Pane<N: Navigating> { init(with navigator: N) {} }
            struct Screen<M> { let model: M }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Navigator() }
                    register { Router() }
                    register { Model<Navigator>(with: resolve()) }
                    register { Pane<Navigator>(with: resolve()) }
                    register { Pane<Router>(with: resolve()) }
                }
            }
            struct Root {
                var body: Any { Screen<Model>(model: Resolver.resolve()) }
                var side: Any { Screen<Pane>(model: Resolver.resolve()) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.from == "App.Root" }.map(\.id) == [
            "App.Root -resolves-> Resolver.main/App.Model<App.Navigator>",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:19: App.Root resolves App.Pane without its generic arguments, and several registrations write "
                + "different ones (Resolver.main/App.Pane<App.Navigator>, Resolver.main/App.Pane<App.Router>); ambiguous, no edge",
        ])
    }

    @Test("a resolve of a generic type with its arguments reaches the one registration of that type written without them")
    func argumentsLeftToInference() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            final class Clock {}
            final class Model<C> { init(clock: C) {} }
            final class Pane<C> { init(clock: C) {} }
            struct Screen { init(model: Model<Clock>) {} }
            struct Side { init(pane: Pane<Clock>) {} }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Clock() }
                    register { Model(clock: Clock()) }
                    register { Pane(clock: Clock()) }
                    register { Pane<Int>(clock: 1) }
                }
            }
            struct Root {
                var body: Any { Screen(model: Resolver.resolve()) }
                var typed: Any { Resolver.resolve(Model<Clock>.self) }
                var side: Any { Side(pane: Resolver.resolve()) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.from == "App.Root" }.map { "\($0.id) \($0.place?.line ?? 0)" } == [
            "App.Root -resolves-> Resolver.main/App.Model 16",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: App.Root resolves App.Pane<App.Clock>, which no scanned Resolver registration provides; no edge",
        ])
    }

    @Test("property wrappers, Resolver.resolve() and Resolving's resolver are edges from the type that reads; tableView.register is left alone")
    func readsUses() throws {
        let result = try Self.scanApp()
        let edges = result.snapshot.edges.filter { !$0.from.hasPrefix("Resolver.") }.map { "\($0.id) \($0.place?.description ?? "-")" }
        #expect(edges == [
            "App.Feed -resolves-> Resolver.main/App.DiskStore Sources/App/Uses.swift:15",
            "App.UploadModel -resolves-> Resolver.main/App.Api Sources/App/Uses.swift:11",
            "App.UploadModel -resolves-> Resolver.main/App.DiskStore Sources/App/Uses.swift:6",
            "App.UploadModel -resolves-> Resolver.main/App.Logger Sources/App/Uses.swift:7",
            "App.UploadModel -resolves-> Resolver.main/App.Session Sources/App/Uses.swift:8",
            "App.UploadModel -resolves-> Resolver.main/App.Uploader#fast Sources/App/Uses.swift:5",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a custom container is a box of its own whose factories look in it, then in main")
    func containers() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            final class Clock {}
            final class Screen { init(clock: Clock) {} }
            extension Resolver {
                static let mock = Resolver(child: .main)
            }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Clock() }
                    mock.register { Screen(clock: resolve()) }
                }
            }
            """])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        #expect(snapshot.nodes.map { "\($0.id) \($0.kind.rawValue) \($0.parent ?? "-")" } == [
            "Resolver.main box -",
            "Resolver.main/App.Clock service Resolver.main",
            "Resolver.mock box Resolver.main",
            "Resolver.mock/App.Screen service Resolver.mock",
        ])
        #expect(snapshot.edgeSummary == ["Resolver.mock/App.Screen -resolves-> Resolver.main/App.Clock"])
    }

    @Test("Resolver's own source copied into the app is the framework, not the app's wiring")
    func frameworkSource() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Resolver
                final class Clock {}
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() { register { Clock() } }
                }
                """,
            "Sources/App/Resolver/Resolver.swift": """
                public final class Resolver {
                    public static var main: Resolver = Resolver()
                    public static func register<Service>(_ type: Service.Type = Service.self, name: String? = nil,
                                                         factory: @escaping () -> Service?) -> Options<Service> {
                        return main.register(type, name: name, factory: { (_, _) -> Service? in return factory() })
                    }
                    public static func register<Service>(_ type: Service.Type = Service.self, name: String? = nil,
                                                         factory: @escaping (Resolver) -> Service?) -> Options<Service> {
                        return main.register(type, name: name, factory: { (r, _) -> Service? in return factory(r) })
                    }
                }
                public class Options<Service> {
                    weak var resolver: Resolver?
                    public func implements<Protocol>(_ type: Protocol.Type, name: String? = nil) -> Options<Service> {
                        resolver?.register(type.self, name: name) { r, _ in r.resolve(Service.self) as? Protocol }
                        return self
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map(\.id) == ["Resolver.main", "Resolver.main/App.Clock"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("what it cannot read is a not-read line with its place")
    func notRead() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            final class Clock {}; final class Name {}
            func makeClock() -> Clock { Clock() }
            final class Screen { init(name: Name) {} }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { clocks.first! }
                    register { Screen(name: resolve()) }
                    register { Clock() }
                    register { Clock() }
                }
            }
            final class Holder {
                var clock = Resolver.resolve()
            }
            """])
        defer { fixture.remove() }
        let warnings = try fixture.scan().warnings.map(\.description)
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:7: register { clocks.first! }: the service type is not written") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:8: Resolver.main/App.Screen resolves App.Name, which no scanned") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:10: Resolver.main/App.Clock is registered again") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:14: App.Holder: Resolver.resolve() has no written type") })
    }

    @Test("a factory calling a function takes its return type; one written per #if branch takes the branches' type")
    func factoryShapes() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            protocol Stopper {}
            protocol Flags {}
            final class Local: Stopper {}
            final class Remote: Flags {}
            final class Flip: Flags {}
            func makeStopper(for id: String) -> Stopper { Local() }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { _, args in makeStopper(for: args()) }
                    register {
                        #if DEBUG
                        Flip() as Flags
                        #else
                        Remote() as Flags
                        #endif
                    }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == [
            "Resolver.main/App.Flags", "Resolver.main/App.Stopper",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
    @Test("a resolve in main.swift's top-level code is read by the module's entry, App.main(); elsewhere at top level it is said")
    func mainFileTopLevel() throws {
        let fixture = try ScanFixture([
            "Sources/App/main.swift": """
                import Resolver
                final class Api {}
                final class Store {}
                Resolver.register { Api() }
                Resolver.register { Store() }
                let api: Api = Resolver.resolve()
                print(Resolver.resolve(Store.self))
                """,
            "Sources/App/Globals.swift": """
                import Resolver
                let shared: Store = Resolver.resolve()
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.main() -resolves-> Resolver.main/App.Api Sources/App/main.swift:6",
            "App.main() -resolves-> Resolver.main/App.Store Sources/App/main.swift:7",
        ])
        #expect(result.snapshot.nodes.first { $0.id == "App.main()" }?.kind == .object)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Globals.swift:2: Resolver.resolve() at top level: no type reads it; no edge",
        ])
    }

    @Test("reads in an object a registered type makes in a stored property's initial value are that registration's")
    func readsOfAHeldObject() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": """
                import Resolver
                protocol Profiles {}
                final class ProfileStore: Profiles {}
                final class Fetcher {
                    private let deps = Deps()
                    func fetch() { _ = deps.profiles }
                }
                extension Fetcher {
                    private struct Deps {
                        let profiles = Resolver.resolve(Profiles.self)
                    }
                }
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register { ProfileStore() }.implements(Profiles.self)
                        register { Fetcher() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["Resolver.main/App.Fetcher -resolves-> Resolver.main/App.ProfileStore"])
        #expect(result.snapshot.node(withID: "App.Fetcher.Deps") == nil)
    }

    @Test("a factory's arguments read with args.optional() or $1.optional() are its arguments, not resolves")
    func factoryArguments() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            struct Tree {}
            final class Store {}
            final class Detail { init(tree: Tree?, store: Store) {} }
            final class Row { init(tree: Tree?) {} }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Store() }
                    register { r, args in Detail(tree: args.optional(), store: r.resolve()) }
                    register { Row(tree: $1.optional()) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == ["Resolver.main/App.Detail -resolves-> Resolver.main/App.Store"])
    }

    @Test("a type alias of Resolver's wrapper is the wrapper, also in a file spelling none of Resolver's words; other attributes are not")
    func wrapperAlias() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Resolver
                typealias Inject = Injected
                final class Api {}
                final class Store {}
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register { Api() }
                        register { Store() }
                    }
                }
                """,
            "Sources/App/Feed.swift": """
                import SwiftUI
                final class Feed: ObservableObject {
                    @Inject var api: Api
                    @Published var store: Store = Store()
                    @Other var other: Store
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Feed -resolves-> Resolver.main/App.Api Sources/App/Feed.swift:3",
        ])
    }

    @Test("a property with no written type under an alias of Resolver's wrapper is said, not dropped")
    func untypedWrapperAlias() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Resolver
                typealias Inject = Injected
                final class Api {}
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() { register { Api() } }
                }
                """,
            "Sources/App/Feed.swift": """
                final class Feed {
                    @Inject var api
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.isEmpty)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Feed.swift:2: @Inject var api: the property's type is not written; no edge",
        ])
    }

    @Test("an untyped resolve with a name goes to the one registration of that name")
    func namedUntypedResolve() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Resolver
                import Shared
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register(Mapper.self, name: "rows") { RowMapper() }
                        register(Mapper.self, name: "cells") { CellMapper() }
                        register(Feed.self) { Feed(mapper: resolve(name: "rows"), store: resolve()) }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "Resolver.main/Feed -resolves-> Resolver.main/Mapper#rows Sources/App/DI.swift:7",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:7: Resolver.main/Feed: resolve() has no written type (T.self, `as T`, a typed binding or property) "
                + "and feeds no initializer parameter the scan found; no edge",
        ])
    }

    @Test("a factory returning a global is registered with the global's written type")
    func factoryReturningGlobal() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Foundation
                import Resolver
                private let session: URLSession = { URLSession(configuration: .default) }()
                final class Api { init(session: URLSession) {} }
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register { session }
                        register { Api(session: resolve()) }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "Resolver.main/App.Api -resolves-> Resolver.main/Foundation.URLSession Sources/App/DI.swift:8",
        ])
    }
}
