import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves made where Swinject's words are not spelled: a file whose only call is of the app's own
/// method that resolves (read in a second walk), and the top-level code of `main.swift`.
@Suite("Swinject resolves in files that spell none of its words")
struct SwinjectResolvingCallFilesTests {
    /// A locator whose method forwards its caller's type to a container.
    static let locator = """
        import Swinject
        final class Api {}
        final class Store {}
        final class Locator {
            static let shared = Locator()
            let container = Container()
            func fetch<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
            func setUp() {
                container.register(Api.self) { _ in Api() }
                container.register(Store.self) { _ in Store() }
            }
        }
        """

    @Test("a file whose only call is the app's method that resolves is read: an edge, or a line when its receiver is untyped")
    func callOfTheAppsMethod() throws {
        let fixture = try ScanFixture([
            "Sources/App/Locator.swift": Self.locator,
            "Sources/App/FeedScreen.swift": """
                final class FeedScreen {
                    func load() {
                        let api = Locator.shared.fetch(Api.self)
                        print(api)
                    }
                }
                """,
            "Sources/App/CartScreen.swift": """
                final class CartScreen {
                    let locator: Locator = .shared
                    func load() { print(locator.fetch(Store.self)) }
                    func reload() {
                        let source = makeSource()
                        print(source.fetch(Store.self))
                    }
                }
                """,
            "Sources/App/Plain.swift": """
                final class Plain {
                    func load() { print([1, 2].map { $0 + 1 }) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.CartScreen -resolves-> container/App.Store Sources/App/CartScreen.swift:3",
            "App.FeedScreen -resolves-> container/App.Api Sources/App/FeedScreen.swift:3",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/CartScreen.swift:6: source.fetch(Store.self) may resolve through App.Locator.fetch, which forwards to a container, "
                + "but the scan cannot tell the type of 'source'; no edge",
        ])
    }

    @Test("an instance property with no written type is typed by the type its value makes: a receiver of the app's method that resolves")
    func propertyTypedByItsValue() throws {
        let fixture = try ScanFixture([
            "Sources/App/Locator.swift": Self.locator,
            "Sources/App/Screens.swift": """
                final class FeedScreen {
                    let locator = Locator()
                    lazy var spare = Locator.init()
                    let name = String(42)
                    func load() {
                        print(locator.fetch(Api.self))
                        print(spare.fetch(Store.self))
                    }
                }
                final class CartScreen: FeedScreen {
                    func reload() { print(locator.fetch(Store.self)) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.CartScreen -resolves-> container/App.Store Sources/App/Screens.swift:11",
            "App.FeedScreen -resolves-> container/App.Api Sources/App/Screens.swift:6",
            "App.FeedScreen -resolves-> container/App.Store Sources/App/Screens.swift:7",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a resolve in main.swift's top-level code is read by the module's entry, App.main(); elsewhere at top level it is said")
    func mainFileTopLevel() throws {
        let fixture = try ScanFixture([
            "Sources/App/main.swift": """
                import Swinject
                final class Api {}
                final class Store {}
                let container = Container()
                container.register(Api.self) { _ in Api() }
                container.register(Store.self) { _ in Store() }
                let api = container.resolve(Api.self)!
                print(container.resolve(Store.self)!)
                """,
            "Sources/App/Globals.swift": """
                import Swinject
                let shared = container.resolve(Store.self)!
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.main() -resolves-> container/App.Api Sources/App/main.swift:7",
            "App.main() -resolves-> container/App.Store Sources/App/main.swift:8",
        ])
        #expect(result.snapshot.nodes.first { $0.id == "App.main()" }?.kind == .object)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Globals.swift:2: container.resolve(Store.self) at top level: no type reads it; no edge",
        ])
    }
}
