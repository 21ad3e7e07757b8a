import Foundation
import Testing
import WiringModel
import WiringScan

/// A resolve made on a value typed by a protocol (or a composition of protocols, or a type alias of one)
/// whose adopters forward the method to a Swinject container: read as the adopters' forwarding method
/// is read when every adopter the scan sees forwards it, said when they disagree.
@Suite("Swinject resolves through a protocol whose adopters forward to a container")
struct SwinjectProtocolForwarderTests {
    /// Services and an assembly registering them.
    static let services = """
        import Swinject
        protocol Api {}
        final class RealApi: Api {}
        final class Store {}
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Api.self) { _ in RealApi() }
                container.register(Store.self) { _ in Store() }
            }
        }
        """

    @Test("a call on a value of a protocol whose one adopter forwards to a container is an edge from the caller")
    func singleAdopter() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Injector.swift": """
                import Swinject
                protocol Resolving {
                    func resolve<T>(_ type: T.Type) -> T
                }
                final class Injector: Resolving {
                    private let container = Container()
                    init() { AppAssembly().assemble(container: container) }
                    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    private let injector: Resolving
                    init(injector: Resolving) { self.injector = injector }
                    func load() { _ = injector.resolve(Api.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Screen -resolves-> container/App.Api"])
        let edge = result.snapshot.edges.first { $0.from == "App.Screen" }
        #expect(edge?.place == SourcePlace(file: "Sources/App/Screen.swift", line: 4))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a composition, through a type alias and protocol inheritance, is read when every type adopting all its members forwards")
    func composition() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/Core/Injector.swift": """
                import Swinject
                public protocol Assembling { func assemble(_ list: [Assembly]) }
                public protocol Resolving { func resolve<T>(_ type: T.Type) -> T }
                public protocol ArgumentResolving: Resolving {
                    func resolve<T, A>(_ type: T.Type, argument: A) -> T
                }
                public typealias Injecting = Assembling & ArgumentResolving
                public class Injector: Injecting {
                    private let container = Container()
                    public init() {}
                    public func assemble(_ list: [Assembly]) { list.forEach { $0.assemble(container: container) } }
                    public func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                    public func resolve<T, A>(_ type: T.Type, argument: A) -> T { container.resolve(type, argument: argument)! }
                }
                public final class DebugInjector: Injector {}
                public final class Locator {
                    public static let shared = Locator()
                    public let injector: Injecting = Injector()
                }
                /// Adopts one member only: not a value of the composition.
                public final class Printer: Assembling { public func assemble(_ list: [Assembly]) {} }
                """,
            "Sources/App/Screens.swift": """
                import Core
                final class Home {
                    func load() { _ = Locator.shared.injector.resolve(Store.self) }
                }
                final class Detail {
                    func load(_ injector: Assembling & Resolving) { _ = injector.resolve(Api.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Detail -resolves-> container/App.Api",
            "App.Home -resolves-> container/App.Store",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a protocol with an adopter that does not forward stays a line naming it; one no adopter forwards says so as before")
    func adoptersDisagree() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Injector.swift": """
                import Swinject
                protocol Resolving { func resolve<T>(_ type: T.Type) -> T }
                final class Injector: Resolving {
                    private let container = Container()
                    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                final class StubInjector: Resolving {
                    func resolve<T>(_ type: T.Type) -> T { fatalError("stub") }
                }
                protocol Lookup { func resolve<T>(_ type: T.Type) -> T }
                final class TableLookup: Lookup {
                    func resolve<T>(_ type: T.Type) -> T { fatalError("table") }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    private let injector: Resolving
                    private let lookup: Lookup
                    init(injector: Resolving, lookup: Lookup) { self.injector = injector; self.lookup = lookup }
                    func load() {
                        _ = injector.resolve(Api.self)
                        _ = lookup.resolve(Store.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.isEmpty)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Screen.swift:6: injector.resolve(Api.self) resolves from 'injector', of type App.Resolving, "
                + "whose adopters do not all forward resolve to a container (App.StubInjector does not); no edge",
            "Sources/App/Screen.swift:7: lookup.resolve(Store.self) resolves from 'lookup', of type App.Lookup, "
                + "which is neither Swinject's resolver nor a type of the scanned code that forwards to a container, "
                + "and no factory hands its resolver there; no edge",
        ])
    }

    @Test("a protocol extension's forwarding method forwards for every adopter that does not declare its own")
    func protocolExtensionForwards() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Injector.swift": """
                import Swinject
                protocol Resolving {
                    var container: Container { get }
                }
                extension Resolving {
                    func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                final class Injector: Resolving {
                    let container = Container()
                }
                final class StubInjector: Resolving {
                    let container = Container()
                    func resolve<T>(_ type: T.Type) -> T { fatalError("stub") }
                }
                """,
            "Sources/App/Screen.swift": """
                final class Screen {
                    private let injector: Injector
                    private let stub: StubInjector
                    init(injector: Injector, stub: StubInjector) { self.injector = injector; self.stub = stub }
                    func load() {
                        _ = injector.resolve(Api.self)
                        _ = stub.resolve(Store.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Screen -resolves-> container/App.Api"])
        let edge = result.snapshot.edges.first { $0.from == "App.Screen" }
        #expect(edge?.place == SourcePlace(file: "Sources/App/Screen.swift", line: 6))
    }
}
