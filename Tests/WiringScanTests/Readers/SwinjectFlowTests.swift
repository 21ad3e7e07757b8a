import Foundation
import Testing
import WiringModel
import WiringScan

/// The resolver followed through the tree: initializers, methods and property wrappers it reaches.
@Suite("Swinject wiring followed through the code")
struct SwinjectFlowTests {
    @Test("what the stored properties of the type a factory makes resolve, from any container, is the registration's")
    func storedPropertyResolves() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Injector {
                    static let shared = Container()
                    static func setUp() {
                        shared.register(Store.self) { _ in Store() }
                        shared.register(Repo.self) { _ in RepoImpl() }
                    }
                }
                """,
            "Sources/App/Repo.swift": """
                import Swinject
                final class Store {}
                protocol Repo {}
                class BaseRepo {
                    fileprivate let store: Store! = Injector.shared.resolve(Store.self)
                }
                final class RepoImpl: BaseRepo, Repo {
                    let name = "repo"
                }
                final class Screen {
                    let repo: Repo! = Injector.shared.resolve(Repo.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        // `Screen` is built by no registration: its property's resolve is a read of its own.
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Screen -resolves-> container/App.Repo", "container/App.Repo -resolves-> container/App.Store",
        ])
        #expect(result.snapshot.edges.first { $0.from == "container/App.Repo" }?.place == SourcePlace(file: "Sources/App/Repo.swift", line: 5))
        #expect(result.snapshot.edges.first { $0.from == "App.Screen" }?.place == SourcePlace(file: "Sources/App/Repo.swift", line: 11))
    }

    @Test("a factory handing its resolver to an initializer in another file gets its resolves, through inject(resolver)")
    func initializerTakesResolver() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                protocol SyncManager {}
                final class FileStore {}
                final class Clock {}
                func assemble(_ container: Container) {
                    container.register(FileStore.self) { _ in FileStore() }
                    container.register(Clock.self) { _ in Clock() }
                    container.register(SyncManager.self) { r in BaseSyncManager(resolver: r) }
                }
                """,
            "Sources/App/Sync.swift": """
                import Swinject
                class BaseSyncManager: SyncManager {
                    let store: FileStore
                    init(resolver: Resolver) {
                        store = resolver.resolve(FileStore.self)!
                        inject(resolver)
                    }
                    func inject(_ resolver: Resolver) {
                        let clock: Clock = resolver.resolve()!
                        self.keep = resolver
                    }
                    var keep: Resolver?
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.SyncManager -resolves-> container/App.Clock",
            "container/App.SyncManager -resolves-> container/App.FileStore",
        ])
        #expect(result.snapshot.edges.first { $0.to == "container/App.FileStore" }?.place?.file == "Sources/App/Sync.swift")
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Sync.swift:10: the resolver is kept in 'keep' for later; what is resolved from it outside this body is not read",
        ])
    }

    @Test("properties filled by the app's own resolving property wrapper, on the built type or on an object its stored property makes, are edges labelled propertyWrapper")
    func propertyWrapper() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            enum Shared { static let container = Container() }
            @propertyWrapper struct Injected<T> {
                let wrappedValue: T
                init() { wrappedValue = Shared.container.resolve(T.self)! }
            }
            final class HistoryStore {}
            final class Plain {}
            final class Screen {
                @Injected private var history: HistoryStore!
                @Published var plain: Plain?
            }
            final class HomeModel {
                @Injected var history: HistoryStore
            }
            final class Home {
                let model = HomeModel()
                let label = String()
            }
            func assemble(_ container: Container) {
                container.register(HistoryStore.self) { _ in HistoryStore() }
                container.register(Screen.self) { _ in Screen() }
                container.register(Home.self) { _ in Home() }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan(["Sources"])
        let edges = result.snapshot.edges.filter { $0.from.hasSuffix("App.Screen") }
        #expect(edges.map(\.to) == ["container/App.HistoryStore"])
        #expect(edges.first?.label == "propertyWrapper")
        let home = result.snapshot.edges.filter { $0.from.hasSuffix("App.Home") }
            .map { "\($0.to) \($0.label ?? "-") \($0.place?.line ?? 0)" }
        #expect(home == ["container/App.HistoryStore propertyWrapper 14"])
    }

    @Test("a wrapped property declared in a file that spells no word of Swinject's is read")
    func propertyWrapperInPlainFile() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                enum Shared { static let container = Container() }
                @propertyWrapper struct Injected<T> {
                    let wrappedValue: T
                    init() { wrappedValue = Shared.container.resolve(T.self)! }
                }
                final class HistoryStore {}
                func assemble(_ container: Container) {
                    container.register(HistoryStore.self) { _ in HistoryStore() }
                    container.register(Screen.self) { _ in Screen() }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    @Injected private var history: HistoryStore!
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["Sources"])
        let edges = result.snapshot.edges.filter { $0.from.hasSuffix("App.Screen") }
        #expect(edges.map(\.to) == ["container/App.HistoryStore"])
        #expect(edges.first?.place?.file == "Sources/App/Screen.swift")
    }

    @Test("a resolving wrapper filling a local of a method, an initializer or a closure, in a file that spells no word of Swinject's, is an edge from the type at the local")
    func propertyWrapperOnLocal() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                enum Shared { static let container = Container() }
                @propertyWrapper struct Inject<T> {
                    let wrappedValue: T
                    init() { wrappedValue = Shared.container.resolve(T.self)! }
                }
                final class Config { var size = 1 }
                final class Assets {}
                func assemble(_ container: Container) {
                    container.register(Config.self) { _ in Config() }
                    container.register(Assets.self) { _ in Assets() }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    let size: Int
                    init() {
                        @Inject var config: Config
                        size = config.size
                    }
                    static func frame() -> Int {
                        @Inject var config: Config
                        return config.size
                    }
                    func show() {
                        let action = {
                            @Inject var assets: Assets
                            print(assets)
                        }
                        action()
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["Sources"])
        let edges = result.snapshot.edges.filter { $0.from.hasSuffix("App.Screen") }
            .map { "\($0.to) \($0.place?.description ?? "-")" }.sorted()
        #expect(edges == [
            "container/App.Assets Sources/App/Screen.swift:13",
            "container/App.Config Sources/App/Screen.swift:4",
        ])
    }

    @Test("initCompleted handing the resolver to a method of the built type declared in another file")
    func initCompletedMethod() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Model {}
                func assemble(_ container: Container) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Model.self) { _ in Model() }
                    container.register(Screen.self) { _ in Screen() }
                        .initCompleted { r, screen in screen.setUp(with: r) }
                    container.register(Other.self) { _ in Other() }
                        .initCompleted { r, other in other.model = r.resolve() }
                }
                """,
            "Sources/App/Screen.swift": """
                import Swinject
                final class Screen {
                    func setUp(with resolver: Resolver) { helper(resolver) }
                    private func helper(_ r: Resolver) { _ = r.resolve(Api.self) }
                }
                final class Other { var model: Model? }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Other -resolves-> container/App.Model [initCompleted]",
            "container/App.Screen -resolves-> container/App.Api [initCompleted]",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a resolver handed on past the depth limit, or to a type outside the tree, is said")
    func depthAndOutside() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import Vendor
            final class Api {}
            final class A { init(r: Resolver) { b(r) } 
                func b(_ r: Resolver) { c(r) }
                func c(_ r: Resolver) { d(r) }
                func d(_ r: Resolver) { e(r) }
                func e(_ r: Resolver) { _ = r.resolve(Api.self) }
            }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
                container.register(A.self) { r in A(r: r) }
                container.register(Api.self, name: "v") { r in VendorThing(resolver: r).api }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.isEmpty)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:7: the resolver is handed on more than 4 calls deep at 'e(r)'; what it resolves there is not read",
            "Sources/App/DI.swift:13: the resolver is handed to 'VendorThing(resolver: r)', an initializer of a type outside the scanned tree; what it resolves there is not read",
        ])
    }

    @Test("names written as enum raw values and static constants")
    func namesFromConstants() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            enum Field: String { case nickname, title = "the-title" }
            enum Keys { static let main = "main" }
            final class Label {}
            final class Form { init(a: Label, b: Label, c: Label) {} }
            func assemble(_ container: Container) {
                container.register(Label.self, name: Field.nickname.rawValue) { _ in Label() }
                container.register(Label.self, name: Field.title.rawValue) { _ in Label() }
                container.register(Label.self, name: Keys.main) { _ in Label() }
                container.register(Form.self) { r in
                    Form(a: r.resolve(Label.self, name: "nickname")!, b: r.resolve(Label.self, name: Field.title.rawValue)!,
                         c: r.resolve(Label.self, name: Keys.main)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Form -resolves-> container/App.Label#main",
            "container/App.Form -resolves-> container/App.Label#nickname",
            "container/App.Form -resolves-> container/App.Label#the-title",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("the resolver handed to super.init, to an implicit '.make(r)' of the built type, or kept by the factory itself")
    func superAndImplicitHandOffs() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Log {}
            final class Meter {}
            class Tracked { let log: Log; init(resolver: Resolver) { log = resolver.resolve()! } }
            final class Gauge: Tracked { override init(resolver: Resolver) { super.init(resolver: resolver) } }
            final class Panel {
                var meter: Meter!
                var later: Resolver?
                static func make(_ r: Resolver) -> Panel { let p = Panel(); p.meter = r.resolve(); return p }
            }
            func assemble(_ c: Container) {
                c.register(Log.self) { _ in Log() }
                c.register(Meter.self) { _ in Meter() }
                c.register(Gauge.self) { Gauge(resolver: $0) }
                c.register(Panel.self) { r in .make(r) }
                c.register(Panel.self, name: "kept") { r in
                    let p = Panel()
                    p.later = r
                    return p
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == [
            "container/App.Gauge -resolves-> container/App.Log",
            "container/App.Panel -resolves-> container/App.Meter",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: the resolver is kept in 'p.later' for later; what is resolved from it outside this body is not read",
        ])
    }

    @Test("a property wrapper that resolves through a function of the tree that resolves is a resolving wrapper")
    func wrapperResolvingThroughFunction() throws {
        let fixture = try ScanFixture([
            "Sources/App/Inject.swift": """
                import Swinject
                enum Root { static let assembler = Assembler([Wiring()]) }
                func lookUp<S>(_ type: S.Type) -> S { Root.assembler.resolver.resolve(type)! }
                @propertyWrapper struct Wired<Value> {
                    var wrappedValue: Value
                    init() { wrappedValue = lookUp(Value.self) }
                }
                """,
            "Sources/App/DI.swift": """
                import Swinject
                final class Clock {}
                final class Alarm { @Wired private var clock: Clock }
                final class Wiring: Assembly {
                    func assemble(container: Container) {
                        container.register(Clock.self) { _ in Clock() }
                        container.register(Alarm.self) { _ in Alarm.init() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == ["container/App.Alarm -resolves-> container/App.Clock [propertyWrapper]"])
    }

    @Test("a factory passed as an initializer or static method reference gets that declaration's resolves")
    func factoryByReference() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Clock {}
            final class Alarm { let clock: Clock; init(resolver: Resolver) { clock = resolver.resolve(Clock.self)! } }
            final class Snooze { static func build(_ r: Resolver) -> Snooze { _ = r.resolve(Clock.self); return Snooze() } }
            func assemble(_ c: Container) {
                c.register(Clock.self) { _ in Clock() }
                c.register(Alarm.self, factory: Alarm.init)
                c.register(Snooze.self, factory: Snooze.build)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Alarm -resolves-> container/App.Clock",
            "container/App.Snooze -resolves-> container/App.Clock",
        ])
    }

    @Test("a resolving property wrapper on a local of a free function is that function's edge; one in top-level code is said")
    func propertyWrapperOnFreeFunctionLocal() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                enum Shared { static let container = Container() }
                @propertyWrapper struct Inject<T> {
                    let wrappedValue: T
                    init() { wrappedValue = Shared.container.resolve(T.self)! }
                }
                final class Config { var size = 1 }
                func assemble(_ container: Container) {
                    container.register(Config.self) { _ in Config() }
                }
                """,
            "Sources/App/Boot.swift": """
                func boot() -> Int {
                    @Inject var config: Config
                    return config.size
                }
                """,
            "Sources/App/main.swift": """
                @Inject var config: Config
                print(config)
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["Sources"])
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.id) \($0.place?.description ?? "-")" }
        #expect(edges == ["App.boot() -resolves-> container/App.Config [propertyWrapper] Sources/App/Boot.swift:2"])
        #expect(result.warnings.map(\.description).contains {
            $0 == "Sources/App/main.swift:1: @Inject var config at top level: no type or function reads it; no edge"
        }, "\(result.warnings)")
    }
}
