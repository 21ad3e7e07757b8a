import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves outside factories whose receiver the scan types by following declarations: a chain of
/// properties, a closure property's parameter, a free function's parameter, and the types a resolving
/// property wrapper fills; and the files a scan leaves out because no build compiles them.
@Suite("Swinject receivers typed through declarations")
struct SwinjectReceiverTests {
    /// A module whose router hands out Swinject's resolver through a protocol's property.
    static let router = """
        import Swinject
        public protocol AppRouting: AnyObject {
            var resolver: Resolver { get }
        }
        public final class AppRouter: AppRouting {
            private let assembler: Assembler
            public var resolver: Resolver { assembler.resolver }
            public init(assembler: Assembler) { self.assembler = assembler }
        }
        """

    @Test("a resolve on a chain of properties (unwrapped, cast or in parentheses) is typed by each property's declared type, down to Swinject's resolver")
    func propertyChain() throws {
        let fixture = try ScanFixture([
            "Sources/Core/AppRouter.swift": Self.router,
            "Sources/Home/HomeAssembly.swift": """
                import Swinject
                import Core
                final class HomeView {}
                final class HomeAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(HomeView.self) { _ in HomeView() }
                    }
                }
                """,
            "Sources/Home/HomeModule.swift": """
                import Swinject
                import Core
                struct HomeModule {
                    let appRouter: AppRouting
                    func make() -> HomeView {
                        appRouter.resolver.resolve(HomeView.self)!
                    }
                }
                final class HomeWireframe {
                    var appRouter: AppRouting?
                    func show() {
                        _ = self.appRouter?.resolver.resolve(HomeView.self)
                    }
                }
                final class HomeCoordinator {
                    let appRouter: AppRouting
                    init(appRouter: AppRouting) { self.appRouter = appRouter }
                    func start() {
                        _ = (appRouter.resolver as Resolver).resolve(HomeView.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "Home.HomeCoordinator -resolves-> container/Home.HomeView Sources/Home/HomeModule.swift:19",
            "Home.HomeModule -resolves-> container/Home.HomeView Sources/Home/HomeModule.swift:6",
            "Home.HomeWireframe -resolves-> container/Home.HomeView Sources/Home/HomeModule.swift:12",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a type's closure property that takes a resolver resolves for that type; a free function no factory calls, for itself")
    func closurePropertyAndFreeFunction() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Store {}
                final class Screen { init(api: Api) {} }
                enum DI {
                    static let container: Container = {
                        let c = Container()
                        c.register(Api.self) { _ in Api() }
                        c.register(Store.self) { _ in Store() }
                        return c
                    }()
                }
                """,
            "Sources/App/Coordinator.swift": """
                import Swinject
                final class Coordinator {
                    let makeScreen: (Resolver) -> Screen = { r in
                        Screen(api: r.resolve(Api.self)!)
                    }
                    let makeOther = { (resolver: Resolver) in
                        _ = resolver.resolve(Store.self)
                    }
                }
                func start(with resolver: Resolver) {
                    _ = resolver.resolve(Store.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Coordinator -resolves-> container/App.Api Sources/App/Coordinator.swift:4",
            "App.Coordinator -resolves-> container/App.Store Sources/App/Coordinator.swift:7",
            "App.start() -resolves-> container/App.Store Sources/App/Coordinator.swift:11",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a closure property a factory calls with its resolver resolves for that factory's registration")
    func closurePropertyCalledByFactory() throws {
        let fixture = try ScanFixture([
            "Sources/App/DataAssembly.swift": """
                import Swinject
                final class Keychain {}
                final class Remote { init(keychain: Keychain) {} }
                final class DataAssembly: Assembly {
                    private let keychain = { (resolver: Resolver) in
                        resolver.resolve(Keychain.self)!
                    }
                    func assemble(container: Container) {
                        container.register(Keychain.self) { _ in Keychain() }
                        container.register(Remote.self) { resolver in
                            Remote(keychain: self.keychain(resolver))
                        }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "container/App.Remote -resolves-> container/App.Keychain Sources/App/DataAssembly.swift:6",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a free function a factory hands its resolver to stays the factory's")
    func freeFunctionHandedByFactory() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Feed { init(api: Api) {} }
                func makeFeed(_ resolver: Resolver) -> Feed {
                    Feed(api: resolver.resolve(Api.self)!)
                }
                let container: Container = {
                    let c = Container()
                    c.register(Api.self) { _ in Api() }
                    c.register(Feed.self) { r in makeFeed(r) }
                    return c
                }()
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["container/App.Feed -resolves-> container/App.Api"])
    }

    @Test("a resolving property wrapper in a type no registration builds resolves for that type, through a method or a function")
    func wrapperInTypeNoRegistrationBuilds() throws {
        let fixture = try ScanFixture([
            "Sources/App/Locator.swift": """
                import Swinject
                final class Api {}
                final class Store {}
                final class Locator {
                    static let shared = Locator()
                    private let container: Container = {
                        let c = Container()
                        c.register(Api.self) { _ in Api() }
                        c.register(Store.self) { _ in Store() }
                        return c
                    }()
                    func resolve<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
                }
                func locate<T>(_ type: T.Type) -> T { Locator.shared.resolve(type) }
                @propertyWrapper
                struct Inject<Component> {
                    let wrappedValue: Component
                    init() { wrappedValue = Locator.shared.resolve(Component.self) }
                }
                @propertyWrapper
                struct Located<Component> {
                    let wrappedValue: Component
                    init() { wrappedValue = locate(Component.self) }
                }
                """,
            "Sources/App/HomeView.swift": """
                struct HomeView {
                    @Inject var api: Api
                    @Located var store: Store
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.HomeView -resolves-> container/App.Api [propertyWrapper] Sources/App/HomeView.swift:2",
            "App.HomeView -resolves-> container/App.Store [propertyWrapper] Sources/App/HomeView.swift:3",
        ])
        #expect(result.snapshot.node(withID: "App.HomeView")?.kind == .object)
    }

    @Test("Swift files in a documentation catalog are left out and counted once")
    func documentationCatalog() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                let container: Container = {
                    let c = Container()
                    c.register(Api.self) { _ in Api() }
                    return c
                }()
                """,
            "Sources/App/Documentation/App.docc/Resources/01-register.swift": """
                import Swinject
                final class Notice {}
                func tutorial(container: Container) {
                    container.register(Notice.self) { _ in Notice() }
                }
                """,
            "Sources/App/Documentation/App.docc/Resources/02-resolve.swift": """
                import Swinject
                func step(container: Container) { _ = container.resolve(Notice.self) }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
        #expect(result.skipped.map(\.description) == [
            "skipped 2 files of documentation catalogs, which no target compiles (App/Documentation/App.docc/)",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
