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
}
