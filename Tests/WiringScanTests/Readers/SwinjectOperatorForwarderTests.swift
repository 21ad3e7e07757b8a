import Foundation
import Testing
import WiringModel
import WiringScan

/// An app's generic method resolving its caller's type with SwinjectAutoregistration's operator
/// (`resolver ~> T.self`) forwards to a container, as one calling `resolve` does: its calls are resolves.
@Suite("Swinject resolve helpers written with ~>")
struct SwinjectOperatorForwarderTests {
    @Test("a call of a method whose body is 'resolver ~> T.self' (or passes a name through a tuple) is a resolve")
    func operatorForwarder() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                import SwinjectAutoregistration
                final class Api {}
                final class Store {}
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self, name: "disk") { _ in Store() }
                    }
                }
                final class Injector {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func get<T>(_ type: T.Type) -> T {
                        resolver ~> T.self
                    }
                    func get<T>(_ type: T.Type, variant: String) -> T {
                        resolver ~> (type, name: variant)
                    }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    let injector: Injector
                    init(injector: Injector) { self.injector = injector }
                    func show() {
                        let api = injector.get(Api.self)
                        let store = injector.get(Store.self, variant: "disk")
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Screen -resolves-> container/App.Api",
            "App.Screen -resolves-> container/App.Store#disk",
        ])
        let lines = result.snapshot.edges.filter { $0.from == "App.Screen" }.compactMap(\.place?.line).sorted()
        #expect(lines == [5, 6])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("'resolver ~> Api.self' outside factories (with a name or an argument in a tuple) is a resolve of the enclosing type, at the operator's line")
    func operatorOutsideFactories() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                import SwinjectAutoregistration
                final class Api {}
                final class Store {}
                final class Screen { init(id: Int) {} }
                final class Feed { init(api: Api) {} }
                final class AppAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(Api.self) { _ in Api() }
                        container.register(Store.self, name: "disk") { _ in Store() }
                        container.register(Screen.self) { _, id in Screen(id: id) }
                        container.register(Feed.self) { r in Feed(api: r ~> Api.self) }
                    }
                }
                extension Assembler {
                    static var app: Assembler { Assembler([AppAssembly()]) }
                }
                """,
            "Sources/App/AppDelegate.swift": """
                import Swinject
                import SwinjectAutoregistration
                final class AppDelegate {
                    let assembler: Assembler
                    var api: Api
                    init() {
                        assembler = Assembler.app
                        api = assembler.resolver ~> Api.self
                    }
                    func start() {
                        let store = assembler.resolver ~> (Store.self, name: "disk")
                        let screen = assembler.resolver
                            ~> (Screen.self, argument: 7)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.AppDelegate -resolves-> container/App.Api Sources/App/AppDelegate.swift:8",
            "App.AppDelegate -resolves-> container/App.Screen(Swift.Int) Sources/App/AppDelegate.swift:13",
            "App.AppDelegate -resolves-> container/App.Store#disk Sources/App/AppDelegate.swift:11",
            "container/App.Feed -resolves-> container/App.Api Sources/App/DI.swift:12",
        ])
        #expect(result.warnings.map(\.description) == [])
    }
}
