import Foundation
import Testing
import WiringModel
import WiringScan

/// Where a Swinject registration or read goes when the container is not one the scan sees made by name: an app
/// extension's own `Assembler`, a static property resolving from another container, a look-alike `register…` call,
/// an `Assembler` made inline, and an `if`/`else` registering one service in each branch.
@Suite("Swinject containers apart, static resolving properties, branches")
struct SwinjectContainerApartTests {
    @Test("an app extension's Assembler fills a container of its own, not the app's")
    func appExtensionHasItsOwnContainer() throws {
        let fixture = try ScanFixture([
            "project.yml": AppWithWidgetProject.spec(app: "Shop"),
            "Core/Types.swift": """
                public final class Api { public init() {} }
                public final class Store { public init(api: Api) {} }
                """,
            "App/AppAssembly.swift": """
                import Core
                import Swinject
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                    }
                }
                enum AppDI { static let assembler = Assembler([AppAssembly()]) }
                """,
            "Widget/WidgetAssembly.swift": """
                import Core
                import Swinject
                final class WidgetDI {
                    static let shared = WidgetDI()
                    let assembler = Assembler([WidgetAssembly()])
                }
                private final class WidgetAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                    }
                }
                final class WidgetModel {
                    private let resolver = WidgetDI.shared.assembler.resolver
                    func load() -> Store? { resolver.resolve(Store.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Store", "container:Widget/Core.Api", "container:Widget/Core.Store",
        ])
        #expect(result.snapshot.nodes.first { $0.id == "container:Widget" }?.kind == .box)
        #expect(result.snapshot.edgeSummary.filter { $0.contains("-resolves->") }.sorted() == [
            "Widget.WidgetModel -resolves-> container:Widget/Core.Store",
            "container/Core.Store -resolves-> container/Core.Api",
            "container:Widget/Core.Store -resolves-> container:Widget/Core.Api",
        ])
        #expect(result.warnings.filter { $0.description.contains("registered") }.map(\.description) == [])
    }

    @Test("a factory reading a static property that resolves depends on what the property resolves, at the read")
    func staticResolvingPropertyReadInFactory() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                protocol CacheProtocol {}
                final class Cache: CacheProtocol {}
                protocol WorkerProtocol {}
                final class Worker: WorkerProtocol { var cache: CacheProtocol? }
                final class CoreAssembly: Assembly {
                    func assemble(container: Container) { container.register(CacheProtocol.self) { _ in Cache() } }
                }
                final class FeatureAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(WorkerProtocol.self) { _ in
                            let worker = Worker()
                            worker.cache = CoreResolver.cache
                            worker.cache = CoreResolver.cache
                            return worker
                        }
                    }
                }
                enum CoreDI { static let assembler = Assembler([CoreAssembly(), FeatureAssembly()]) }
                final class CoreResolver {
                    static let cache = CoreDI.assembler.resolver.resolve(CacheProtocol.self)
                    static let name = "core"
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let resolves = result.snapshot.edges.filter { $0.kind == .resolves }
            .map { "\($0.from) -> \($0.to) \($0.place?.line ?? 0)" }.sorted()
        #expect(resolves == [
            "App.CoreResolver -> container/App.CacheProtocol 21",
            "container/App.WorkerProtocol -> container/App.CacheProtocol 13",
        ])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("a read in a call of the app's named like a registering helper, which no helper declares, is the caller's read")
    func readInLookAlikeRegisterCall() throws {
        let fixture = try ScanFixture([
            "Sources/App/Boot.swift": """
                import Swinject
                final class Screen {}
                final class Debugger {
                    static let shared = Debugger()
                    func registerGlobalEntry(withName name: String, make: @escaping () -> Any?) {}
                }
                enum DI { static let container = Container() }
                final class Boot {
                    func start() {
                        DI.container.register(Screen.self) { _ in Screen() }
                        #if DEBUG && canImport(Debugger)
                        Debugger.shared.registerGlobalEntry(withName: "Screen", make: { DI.container.resolve(Screen.self) })
                        #endif
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let resolves = result.snapshot.edges.filter { $0.kind == .resolves }
            .map { "\($0.from) -> \($0.to) \($0.place?.line ?? 0)" }.sorted()
        #expect(resolves == ["App.Boot -> container/App.Screen 12"])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("a resolve in Swinject's own handlers is the registration's, one in an app's register call the caller's")
    func readsInHandlersAndRegisterCalls() throws {
        let fixture = try ScanFixture([
            "Sources/App/Boot.swift": """
                import Swinject
                final class Api {}
                final class Screen { var api: Api? }
                final class Detail { var api: Api? }
                enum DI { static let container = Container() }
                final class Boot {
                    func start() {
                        DI.container.register(Api.self) { _ in Api() }
                        DI.container.register(Screen.self) { _ in Screen() }
                            .initCompleted { _, screen in screen.api = DI.container.resolve(Api.self) }
                        DI.container.registerForStoryboard(Detail.self) { _, detail in detail.api = DI.container.resolve(Api.self) }
                        registerScreens(make: { DI.container.resolve(Screen.self) })
                    }
                    func registerScreens(make: @escaping () -> Screen?) {}
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let resolves = result.snapshot.edges.filter { $0.kind == .resolves }
            .map { "\($0.from) -> \($0.to) \($0.label ?? "") \($0.place?.line ?? 0)" }.sorted()
        #expect(resolves == [
            "App.Boot -> container/App.Screen  12",
            "container/App.Detail -> container/App.Api initCompleted 11",
            "container/App.Screen -> container/App.Api initCompleted 10",
        ])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("a resolve from an Assembler made inline is said, with its place")
    func inlineAssemblerIsSaid() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class AppAssembly: Assembly {
                    func assemble(container: Container) { container.register(Api.self) { _ in Api() } }
                }
                enum Shared {
                    static let api = Assembler([AppAssembly()]).resolver.resolve(Api.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:7: Assembler([AppAssembly()]).resolver.resolve(Api.self) resolves from "
                + "Assembler([AppAssembly()]).resolver, a container Assembler([AppAssembly()]) returns or makes there, which the "
                + "scan does not follow; no edge",
        ])
    }

    @Test("an if/else registering one service in each branch gives one registration with the resolves of both")
    func ifElseBranchesAreAlternatives() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                protocol ApiProtocol {}
                final class Log {}
                final class Api: ApiProtocol { init(log: Log) {} }
                final class MockApi: ApiProtocol {}
                enum Flags { static var isMock = false }
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        if Flags.isMock {
                            container.register(ApiProtocol.self) { _ in MockApi() }
                        } else {
                            container.register(ApiProtocol.self) { r in Api(log: r.resolve(Log.self)!) }
                        }
                        container.register(Log.self) { _ in Log() }
                        container.register(Log.self) { _ in Log() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let api = result.snapshot.nodes.first { $0.id == "container/App.ApiProtocol" }
        #expect(api?.attributes["conditional"] == "if")
        #expect(api?.place?.line == 10)
        #expect(result.snapshot.edgeSummary.filter { $0.contains("-resolves->") } == [
            "container/App.ApiProtocol -resolves-> container/App.Log",
        ])
        // A repeat outside any branch is still said.
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:15: 'container/App.Log' is registered twice in one container, at "
                + "Sources/App/DI.swift:14 and at Sources/App/DI.swift:15; the later replaces the first at run time, the scan "
                + "draws the resolves of both",
        ])
    }
}
