import Foundation
import Testing
import WiringModel
import WiringScan

/// Service types passed as constants holding a metatype (`static let api = ApiProtocol.self`), with or
/// without `.self` after the constant, to `register`, `autoregister` and `resolve`.
@Suite("Swinject service types held in metatype constants")
struct SwinjectMetatypeConstantTests {
    static let files: [String: String] = [
        "Sources/App/Keys.swift": """
            protocol ApiProtocol {}
            protocol StoreProtocol {}
            protocol WorkerProtocol {}
            struct Keys {
                static let api = ApiProtocol.self
                static let store: StoreProtocol.Type = StoreProtocol.self
                static let worker = WorkerProtocol.self
                static let name = "main"
            }
            """,
        "Sources/App/AppAssembly.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Api: ApiProtocol { init() {} }
            final class Store: StoreProtocol { init(api: ApiProtocol) {} }
            final class Worker: WorkerProtocol { var store: StoreProtocol? }
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Keys.api) { _ in Api() }
                    container.autoregister(Keys.store, initializer: Store.init)
                    container.register(Keys.worker) { r in
                        let worker = Worker()
                        worker.store = r.resolve(Keys.store)
                        return worker
                    }
                    container.register(Keys.name) { _ in Api() }
                }
            }
            final class Assemblers {
                class var app: Assembler { Assembler([AppAssembly()]) }
            }
            enum Shared {
                static let worker = Assemblers.app.resolver.resolve(Keys.worker.self)
            }
            """,
    ]

    @Test("a constant holding a metatype names its type; a constant holding anything else names none")
    func constantsNameTheirTypes() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan()
        // `Keys.name` holds a string: that registration is typed by its factory, as with no type written.
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/App.Api", "container/App.ApiProtocol", "container/App.StoreProtocol", "container/App.WorkerProtocol",
        ])
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Shared -resolves-> container/App.WorkerProtocol",
            "container/App.StoreProtocol -resolves-> container/App.ApiProtocol",
            "container/App.WorkerProtocol -resolves-> container/App.StoreProtocol",
        ])
        let lines = result.snapshot.edges.compactMap { edge in edge.place.map { "\(edge.from) \($0.line)" } }.sorted()
        #expect(lines == ["App.Shared 22", "container/App.StoreProtocol 9", "container/App.WorkerProtocol 12"])
        #expect(result.warnings.map(\.description) == [])
    }
}
