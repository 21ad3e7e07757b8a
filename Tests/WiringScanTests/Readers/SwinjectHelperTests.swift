import Foundation
import Testing
import WiringModel
import WiringScan

/// Registration helpers, duplicates, types from context and Swift 5 syntax.
@Suite("Swinject helpers, duplicates and context types")
struct SwinjectHelperTests {
    @Test("a method that registers is a helper whatever its name; its call sites get the scope its body sets")
    func helperScope() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+Helpers.swift": """
                import Swinject
                import SwinjectStoryboard
                extension Container {
                    func registerSingleton<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        register(T.self, factory: factory).inObjectScope(.container)
                    }
                    func screen<C>(_ type: C.Type, setUp: @escaping (Resolver, C) -> Void) {
                        storyboardInitCompleted(type, initCompleted: setUp)
                    }
                }
                """,
            "Sources/App/DI.swift": """
                import Swinject
                final class Settings {}
                final class Screen { var settings: Settings? }
                func assemble(_ container: Container) {
                    container.registerSingleton(Settings.self) { _ in Settings() }
                    container.screen(Screen.self) { r, c in c.settings = r.resolve() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.node(withID: "container/App.Settings")?.life == "container")
        #expect(result.snapshot.node(withID: "container/App.Screen")?.attributes["storyboard"] == "initCompleted")
        #expect(result.snapshot.edgeSummary == ["container/App.Screen -resolves-> container/App.Settings [initCompleted]"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("an app module named Resolver wrapping Swinject is not hmlongco/Resolver: its helper's call sites are autoregistrations")
    func ownModuleNamedLikeFramework() throws {
        let fixture = try ScanFixture([
            "Sources/Resolver/Resolver.swift": """
                import Swinject
                import SwinjectAutoregistration
                public struct Resolver {
                    private let container = Container()
                    public func resolve<T>(_: T.Type) -> T { container.resolve(T.self)! }
                    public func register<T>(_ type: T.Type, initializer: @escaping (() -> T)) {
                        container.autoregister(type, initializer: initializer)
                    }
                    public func register<T, A>(_ type: T.Type, initializer: @escaping ((A) -> T)) {
                        container.autoregister(type, initializer: initializer)
                    }
                }
                """,
            "Sources/App/Assembler.swift": """
                import Resolver
                public final class Store { public init() {} }
                public final class Api { public init(store: Store) {} }
                public struct Assembler {
                    public init(resolver: Resolver) {
                        resolver.register(Store.self, initializer: Store.init)
                        resolver.register(Api.self, initializer: Api.init)
                    }
                }
                """,
            "Sources/Cells/Cells.swift": """
                final class Cell {}
                func setUp(_ table: Table) { table.register(Cell.self, forCellReuseIdentifier: "cell") }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == ["container/App.Api", "container/App.Store"])
        #expect(result.snapshot.edgeSummary == ["container/App.Api -resolves-> container/App.Store"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a key registered twice in one container is said with both lines, and both registrations' resolves are drawn")
    func duplicateKey() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Log {}
            protocol Feed {}
            final class A: Feed { init(api: Api) {} }
            final class B: Feed { init(log: Log) {} }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
                container.register(Log.self) { _ in Log() }
                container.register(Feed.self) { r in A(api: r.resolve()!) }
                container.register(Feed.self) { r in B(log: r.resolve()!) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Feed -resolves-> container/App.Api",
            "container/App.Feed -resolves-> container/App.Log",
        ])
        #expect(result.snapshot.node(withID: "container/App.Feed")?.attributes["registeredAgain"] == "Sources/App/DI.swift:11")
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:11: 'container/App.Feed' is registered twice in one container, at Sources/App/DI.swift:10 and at Sources/App/DI.swift:11; the later replaces the first at run time, the scan draws the resolves of both",
        ])
    }

    @Test("types from context: X.init() builds X, a static factory method's parameter types r~>, `.init()` makes a container")
    func contextTypes() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            @propertyWrapper final class Dependency<T> {
                let wrappedValue: T
                init() { wrappedValue = Holder.shared.container.resolve(T.self)! }
            }
            final class Holder {
                static let shared = Holder()
                let container: Container = .init()
            }
            protocol Search {}
            final class Api {}
            final class SearchService: Search { @Dependency var api: Api }
            final class ViewModel {}
            final class Screen {
                static func make(viewModel: ViewModel) -> Screen { Screen() }
            }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
                container.register(ViewModel.self) { _ in ViewModel() }
                container.register(Search.self) { _ in SearchService.init() }
                container.register(Screen.self) { r in Screen.make(viewModel: r~>) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Screen -resolves-> container/App.ViewModel",
            "container/App.Search -resolves-> container/App.Api [propertyWrapper]",
        ])
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }

    @Test("Swift 5 code with a parameter named await and a @MainActor closure type parses")
    func swift5Syntax() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Poller {
                init(await: Bool, done: @escaping @MainActor ([Api]) -> Void) {}
            }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.node(withID: "container/App.Api") != nil)
    }

    @Test("two root containers made in different places registering one service are both drawn, the second named after its owner")
    func containersWhereMade() throws {
        let fixture = try ScanFixture([
            "Sources/App/Desktop.swift": """
                import Swinject
                final class Clock {}
                final class Api { init(clock: Clock) {} }
                enum DesktopDI {
                    static let container = Container()
                    static func setUp() { container.register(Clock.self) { _ in Clock() } }
                }
                """,
            "Sources/App/Phone.swift": """
                import Swinject
                enum PhoneDI {
                    static let container = Container()
                    static func setUp() {
                        container.register(Clock.self) { _ in Clock() }
                        container.register(Api.self) { r in Api(clock: r.resolve()!) }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/App.Clock", "container:PhoneDI.container/App.Api", "container:PhoneDI.container/App.Clock",
        ])
        #expect(result.snapshot.edgeSummary == ["container:PhoneDI.container/App.Api -resolves-> container:PhoneDI.container/App.Clock"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
