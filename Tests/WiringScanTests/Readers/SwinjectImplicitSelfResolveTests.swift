import Foundation
import Testing
import WiringModel
import WiringScan

/// An unqualified `resolve(Api.self)` in a type's method: a read when the enclosing type's own `resolve`, or the
/// one it inherits from a superclass or a protocol extension, forwards to a Swinject container; left unread when
/// that `resolve` is the type's own unrelated method.
@Suite("Swinject resolves called without a receiver")
struct SwinjectImplicitSelfResolveTests {
    /// Services and an assembly registering them.
    static let services = """
        import Swinject
        protocol Api {}
        final class RealApi: Api {}
        final class Store {
            init(id: Int) {}
        }
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Api.self) { _ in RealApi() }
                container.register(Store.self) { (_, id: Int) in Store(id: id) }
            }
        }
        """

    @Test("a call in an extension of a type whose protocol's extension forwards resolve to a container is an edge from that type")
    func throughProtocolExtension() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Coordinator.swift": """
                import Swinject
                protocol Coordinator: AnyObject {
                    var assembler: Assembler { get }
                }
                extension Coordinator {
                    func resolve<Service>(_ serviceType: Service.Type) -> Service {
                        assembler.resolver.resolve(serviceType)!
                    }
                    func resolve<Service, Argument>(_ serviceType: Service.Type, argument: Argument) -> Service {
                        assembler.resolver.resolve(serviceType, argument: argument)!
                    }
                }
                final class ListCoordinator: Coordinator {
                    let assembler: Assembler
                    init(assembler: Assembler) { self.assembler = assembler }
                }
                """,
            "Sources/App/ListCoordinator+Factories.swift": """
                extension ListCoordinator {
                    func makeList() -> Api {
                        resolve(Api.self)
                    }
                    func makeStore() -> Store {
                        resolve(Store.self, argument: 3)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.ListCoordinator -resolves-> container/App.Api",
            "App.ListCoordinator -resolves-> container/App.Store(Swift.Int)",
        ])
        let places = result.snapshot.edges.filter { $0.from == "App.ListCoordinator" }.compactMap(\.place).map(\.line).sorted()
        #expect(places == [3, 6])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a call in a subclass of a type whose resolve forwards to a container is an edge from the subclass; one of a type's own unrelated resolve is not")
    func throughSuperclass() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Screens.swift": """
                import Swinject
                class BaseScreen {
                    let container: Container
                    init(container: Container) { self.container = container }
                    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                final class FeedScreen: BaseScreen {
                    func load() { _ = resolve(Api.self) }
                }
                """,
            "Sources/App/Parser.swift": """
                import Swinject
                final class Parser {
                    func resolve(_ type: Any.Type) -> String { String(describing: type) }
                    func run() -> String { resolve(Api.self) }
                }
                final class Plain {
                    func run() { _ = resolve(Api.self) }
                }
                func resolve(_ type: Any.Type) {}
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.FeedScreen -resolves-> container/App.Api"])
    }
}
