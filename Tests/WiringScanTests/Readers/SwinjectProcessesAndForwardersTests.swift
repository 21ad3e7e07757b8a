import Foundation
import Testing
import WiringModel
import WiringProjectModel
import WiringScan

/// A container per process (a watch extension, a Messages extension, not only a widget), and resolves through the
/// app's own generic `resolve()` that forwards to a container, typed from where its result goes.
@Suite("Swinject containers per process, the app's own generic resolve")
struct SwinjectProcessesAndForwardersTests {
    /// Files of an app, a WatchKit extension, a watch app made as one target and a Messages extension, each registering the same services on the
    /// container its own `Assembler` fills.
    static let processes: [String: String] = [
        "project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
                dependencies: [{target: Core}, {target: WatchKit}, {target: Chat}]
              WatchKit:
                type: watchkit2-extension
                platform: watchOS
                sources: [WatchKit]
                dependencies: [{target: Core}]
              Chat:
                type: app-extension.messages
                platform: iOS
                sources: [Chat]
                dependencies: [{target: Core}]
              Watch:
                type: application
                platform: watchOS
                sources: [Watch]
                dependencies: [{target: Core}]
              Core:
                type: framework
                platform: iOS
                sources: [Core]
            """,
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
        "WatchKit/WatchAssembly.swift": """
            import Core
            import Swinject
            final class WatchAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                }
            }
            enum WatchDI { static let assembler = Assembler([WatchAssembly()]) }
            """,
        "Watch/WatchAppAssembly.swift": """
            import Core
            import Swinject
            final class WatchAppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Store.self) { _ in Store(api: Api()) }
                }
            }
            enum WatchAppDI { static let assembler = Assembler([WatchAppAssembly()]) }
            """,
        "Chat/ChatAssembly.swift": """
            import Core
            import Swinject
            final class ChatAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Api.self) { _ in Api() }
                }
            }
            enum ChatDI { static let assembler = Assembler([ChatAssembly()]) }
            """,
    ]

    @Test("a WatchKit extension, a Messages extension and a watchOS app each fill a container of their own, not the app's")
    func everySeparateProcessHasItsOwnContainer() throws {
        let fixture = try ScanFixture(Self.processes)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Store", "container:Chat/Core.Api",
            "container:Watch/Core.Store", "container:WatchKit/Core.Api", "container:WatchKit/Core.Store",
        ])
        #expect(result.snapshot.edgeSummary.filter { $0.contains("-resolves->") }.sorted() == [
            "container/Core.Store -resolves-> container/Core.Api",
            "container:WatchKit/Core.Store -resolves-> container:WatchKit/Core.Api",
        ])
        #expect(result.warnings.filter { $0.description.contains("registered") }.map(\.description) == [])
    }

    @Test("extensions, watch apps and App Clips run apart from the app; the app, its frameworks and stubs do not")
    func productsRunningApartFromTheApp() {
        let apart = ["app-extension", "app-extension-intents-service", "app-extension-messages", "imessage-extension",
                     "extensionkit-extension", "watch-extension", "watch2-extension", "watch2-app", "app-clip", "xpc-service"]
        let inApp = ["app", "framework", "static-library", "library", "watch2-app-container", "imessage-app", "sticker-pack",
                     "unit-test", "bundle"]
        #expect(apart.filter { !ProductType(rawValue: $0).runsApartFromApp } == [])
        #expect(inApp.filter { ProductType(rawValue: $0).runsApartFromApp } == [])
    }

    @Test("self.resolve() in a factory of a type whose own resolve forwards to that container is the factory's read")
    func factoryResolvesThroughItsTypesForwarder() throws {
        let fixture = try ScanFixture([
            "Sources/App/Injection.swift": """
                import Swinject
                final class Api {}
                final class Store { init(api: Api) {} }
                final class Feed { init(store: Store, api: Api) {} }
                final class Injection {
                    private let container = Container()
                    init() {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { [unowned self] _ in
                            Store(api: self.resolve())
                        }
                        container.register(Feed.self) { [unowned self] _ in
                            let store: Store = self.resolve()
                            return Feed(store: store, api: self.resolve() as Api)
                        }
                    }
                    func resolve<T>() -> T {
                        guard let made = container.resolve(T.self) else { fatalError("\\(T.self)") }
                        return made
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" }.sorted() == [
            "container/App.Feed -> container/App.Api :14",
            "container/App.Feed -> container/App.Store :13",
            "container/App.Store -> container/App.Api :10",
        ])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("an untyped resolve() through a protocol's forwarding resolve is typed by its context, at its line")
    func untypedResolveThroughAForwarderOutsideFactories() throws {
        let fixture = try ScanFixture([
            "Sources/App/Screens.swift": """
                import Swinject
                final class Api {}
                final class Store { init(api: Api) {} }
                final class Feed { init(store: Store, api: Api) {} }
                protocol Resolving {}
                extension Resolving {
                    func resolve<T>() -> T { AppContainer.shared.resolve(T.self)! }
                }
                enum AppContainer {
                    static let shared: Container = {
                        let container = Container()
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                        return container
                    }()
                }
                final class HomeScreen: Resolving {
                    func load() {
                        let api: Api = resolve()
                        let store = self.resolve() as Store
                        _ = (api, store)
                    }
                }
                final class DetailScreen: Resolving {
                    func make() -> Feed {
                        Feed(store: resolve(), api: resolve())
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" }.sorted() == [
            "App.DetailScreen -> container/App.Api :26",
            "App.DetailScreen -> container/App.Store :26",
            "App.HomeScreen -> container/App.Api :19",
            "App.HomeScreen -> container/App.Store :20",
            "container/App.Store -> container/App.Api :13",
        ])
    }

    @Test("a type reading a static property that resolves, outside factories, depends on what it resolves, at the read")
    func staticResolvingPropertyReadOutsideFactories() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Cache {}
                final class Api {}
                enum Core { static let assembler = Assembler([CoreAssembly()]) }
                final class CoreAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Cache.self) { _ in Cache() }
                        container.register(Api.self) { _ in Api() }
                    }
                }
                enum Resolvers {
                    static let cache = Core.assembler.resolver.resolve(Cache.self)
                    static let api = Core.assembler.resolver.resolve(Api.self)
                }
                """,
            "Sources/App/Screen.swift": """
                import UIKit
                final class Screen {
                    var shown = Resolvers.api
                    func load() {
                        if let cache = Resolvers.cache { print(cache) }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) \($0.place?.description ?? "")" }.sorted() == [
            "App.Resolvers -> container/App.Api Sources/App/DI.swift:13",
            "App.Resolvers -> container/App.Cache Sources/App/DI.swift:12",
            "App.Screen -> container/App.Api Sources/App/Screen.swift:3",
            "App.Screen -> container/App.Cache Sources/App/Screen.swift:5",
        ])
        #expect(result.warnings.map(\.description) == [])
    }
}
