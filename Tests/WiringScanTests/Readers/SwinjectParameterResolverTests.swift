import Foundation
import Testing
import WiringModel
import WiringScan

/// A resolve made on a parameter whose type's name does not say it is Swinject's resolver
/// (`func makeThing(_ s: Source) -> Thing { Thing(api: s.resolve(Api.self)!) }`, with `Source`
/// declared outside the scanned tree, or a typealias of `Resolver`): read when a factory hands its
/// resolver there, said when none does.
@Suite("Swinject resolves on a parameter typed by another name")
struct SwinjectParameterResolverTests {
    static let assembly = """
        import Swinject
        protocol Api {}
        final class RealApi: Api {}
        final class Store {}
        final class Thing { init(api: Api) {} }
        final class Feed { let store: Store; init(source: Source) { store = source.resolve(Store.self, name: "disk")! } }
        final class Cart { init(store: Store) {} }
        typealias Locator = Resolver
        final class Wiring {
            let container = Container()
            func setUp() {
                container.register(Api.self) { _ in RealApi() }
                container.register(Store.self, name: "disk") { _ in Store() }
                container.register(Thing.self) { r in makeThing(r) }
                container.register(Feed.self) { r in Feed(source: r) }
                container.register(Cart.self) { r in makeCart(r) }
            }
        }
        """

    @Test("a function or initializer a factory hands its resolver to is read, whatever its parameter's type is named")
    func handedByAFactory() throws {
        let fixture = try ScanFixture([
            "Sources/App/Assembly.swift": Self.assembly,
            "Sources/App/Makers.swift": """
                import Swinject
                func makeThing(_ s: Source) -> Thing { Thing(api: s.resolve(Api.self)!) }
                func makeCart(_ locator: Locator) -> Cart { Cart(store: locator.resolve(Store.self, name: "disk")!) }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "container/App.Cart -resolves-> container/App.Store#disk Sources/App/Makers.swift:3",
            "container/App.Feed -resolves-> container/App.Store#disk Sources/App/Assembly.swift:6",
            "container/App.Thing -resolves-> container/App.Api Sources/App/Makers.swift:2",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a resolve on a parameter of a type that is neither Swinject's nor forwarding, where no factory hands the resolver, is said")
    func handedByNone() throws {
        let fixture = try ScanFixture([
            "Sources/App/Assembly.swift": Self.assembly,
            "Sources/App/Makers.swift": """
                import Swinject
                func makeThing(_ s: Source) -> Thing { Thing(api: s.resolve(Api.self)!) }
                func makeCart(_ locator: Locator) -> Cart { Cart(store: locator.resolve(Store.self, name: "disk")!) }
                func makeSpare(_ s: Source) -> Thing { Thing(api: s.resolve(Api.self)!) }
                func makeOther(_ r: Resolver) -> Thing { Thing(api: r.resolve(Api.self)!) }
                final class Screen {
                    func load(_ source: Source, count: Int) { print(source.resolve(Store.self, argument: count)!) }
                    func finish(_ promise: Promise) { promise.resolve(42) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.makeOther() -resolves-> container/App.Api Sources/App/Makers.swift:5",
            "container/App.Cart -resolves-> container/App.Store#disk Sources/App/Makers.swift:3",
            "container/App.Feed -resolves-> container/App.Store#disk Sources/App/Assembly.swift:6",
            "container/App.Thing -resolves-> container/App.Api Sources/App/Makers.swift:2",
        ])
        let reason = "which is neither Swinject's resolver nor a type of the scanned code that forwards to a container, "
            + "and no factory hands its resolver there; no edge"
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Makers.swift:4: s.resolve(Api.self) resolves from 's', of type Source, " + reason,
            "Sources/App/Makers.swift:7: source.resolve(Store.self, argument: count) resolves from 'source', of type Source, " + reason,
        ])
    }
}
