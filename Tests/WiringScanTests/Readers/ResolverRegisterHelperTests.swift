import Testing
import WiringModel
import WiringScan

/// An app's own registering and resolving functions around Resolver's.
@Suite("Reading Resolver through an app's own helpers")
struct ResolverRegisterHelperTests {
    static let helpers = """
        import Resolver

        final class Api {}
        final class Store { init(api: Api) {} }

        enum AppResolver {
            static func register<Service>(name: Resolver.Name? = nil, scope: ResolverScope = .graph,
                                          _ factory: @escaping () -> Service) {
                Resolver.register(name: name) { factory() }.scope(scope)
            }

            static func resolve<T>(name: Resolver.Name? = nil) -> T {
                Resolver.resolve(name: name)
            }
        }

        struct AppInjected<Service> {
            @LazyInjected var wrappedValue: Service
        }

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                AppResolver.register(scope: .application) { Api() }
                AppResolver.register(name: .fast) { Store(api: AppResolver.resolve()) }
            }
        }

        final class Screen {
            let store: Store = AppResolver.resolve(name: .fast)
        }
        """

    @Test("a call of the app's registering function registers on the container it hands its closure to, named and scoped by its arguments")
    func registeringFunction() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.helpers])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }
        #expect(services.map { "\($0.id) \($0.life ?? "-") \($0.place?.line ?? 0)" }.sorted() == [
            "Resolver.main/App.Api application 23",
            "Resolver.main/App.Store#fast graph 24",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.id) \($0.place?.line ?? 0)" }.sorted() == [
            "App.Screen -resolves-> Resolver.main/App.Store#fast 29",
            "Resolver.main/App.Store#fast -resolves-> Resolver.main/App.Api 24",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: App.AppInjected: @LazyInjected var wrappedValue resolves the generic parameter 'Service' of the "
                + "declaration it sits in (the app's own wrapper or resolving function); what each use of it asks for is not followed; no edge",
        ])
    }

    static let namedHelper = """
        import Resolver

        final class Api {}
        final class Store { init(api: Api) {} }
        final class Clock {}

        enum AppResolver {
            static func registerShared<Service>(name: Resolver.Name? = nil, _ factory: @escaping () -> Service) {
                Resolver.register(name: name) { factory() }.scope(.shared)
            }
            static func track(_ event: () -> Void) {}
        }

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                AppResolver.registerShared { Api() }
                AppResolver.registerShared(name: .disk) {
                    Store(api: Resolver.resolve())
                }
                register { Clock() }
            }
        }

        final class Screen {
            func show() {
                AppResolver.track {
                    let clock: Clock = Resolver.resolve()
                }
            }
        }
        """

    @Test("a call of the app's registering function of another name than 'register' registers; a call of the type's other functions is none, and the reads in its closure are the caller's")
    func registeringFunctionOfAnyName() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.namedHelper])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }
        #expect(services.map { "\($0.id) \($0.life ?? "-") \($0.place?.line ?? 0)" }.sorted() == [
            "Resolver.main/App.Api shared 16",
            "Resolver.main/App.Clock graph 20",
            "Resolver.main/App.Store#disk shared 17",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.id) \($0.place?.line ?? 0)" }.sorted() == [
            "App.Screen -resolves-> Resolver.main/App.Clock 27",
            "Resolver.main/App.Store#disk -resolves-> Resolver.main/App.Api 18",
        ])
        #expect(result.warnings.map(\.description) == [])
    }

    static let wrappers = """
        import Resolver

        final class Api {}
        final class Store {}

        @propertyWrapper
        struct AppLazyInjected<Service> {
            @LazyInjected var wrappedValue: Service
            init() {}
        }

        @propertyWrapper
        struct AppInjected<Service> {
            var wrappedValue: Service
            init(name: Resolver.Name? = nil) { wrappedValue = Resolver.resolve(name: name) }
        }

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { Api() }
                register(name: "main") { Store() }
            }
        }

        final class Feed {
            @AppLazyInjected var api: Api
            @AppInjected(name: "main") var store: Store
        }
        """

    @Test("a use of the app's own property wrapper that resolves its generic value through Resolver is a read of the property's type")
    func appWrapper() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.wrappers])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.id) \($0.place?.line ?? 0)" }.sorted() == [
            "App.Feed -resolves-> Resolver.main/App.Api 26",
            "App.Feed -resolves-> Resolver.main/App.Store#main 27",
        ])
        #expect(result.warnings.isEmpty)
    }
}
