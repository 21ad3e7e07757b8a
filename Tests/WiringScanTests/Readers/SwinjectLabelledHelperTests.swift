import Foundation
import Testing
import WiringModel
import WiringScan

/// An app's registering helper taking the type by a label (`register(interface: T.Type, implement: …)` on a
/// class wrapping a `Container`): each call passing a type by that label is a registration, in any module.
@Suite("Swinject registering helpers taking the type by a label")
struct SwinjectLabelledHelperTests {
    @Test("a call passing the type by a helper's label registers it with the closure as factory and the helper's scope")
    func labelledHelperCalls() throws {
        let fixture = try ScanFixture([
            "Sources/Core/DIContainer.swift": """
                import Swinject
                public final class DIContainer {
                    public static let shared = DIContainer()
                    private let container = Container()
                    public func register<T>(interface: T.Type, implement: @escaping (Resolver) -> T) {
                        container.register(interface, factory: implement)
                    }
                    public func registerShared<T>(service type: T.Type, factory: @escaping (Resolver) -> T) {
                        container.register(type, factory: factory).inObjectScope(.container)
                    }
                    public func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                """,
            "Sources/App/Table.swift": """
                final class Table {
                    func register(_ cell: Any.Type, forCellReuseIdentifier id: String) {}
                    func register<T>(cellType: T.Type) { register(cellType, forCellReuseIdentifier: "cell") }
                }
                """,
            "Sources/App/Wiring.swift": """
                import Core
                final class Api { init() {} }
                final class Feed { init(api: Api) {} }
                final class Store { init(feed: Feed) {} }
                final class Cache { init() {} }
                final class Cell {}
                func makeCache(_ resolver: Resolver) -> Cache { Cache() }
                func wire(_ container: DIContainer, table: Table) {
                    container.register(interface: Api.self) { _ in Api() }
                    container.register(interface: Feed.self, implement: { resolver in
                        Feed(api: resolver.resolve(Api.self)!)
                    })
                    container.registerShared(service: Store.self) { r in Store(feed: r.resolve(Feed.self)!) }
                    container.register(interface: Cache.self, implement: makeCache)
                    table.register(cell: Cell.self) { _ in Cell() }
                    table.register(cellType: Cell.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }
            .map { "\($0.type) \($0.life ?? "-") \($0.place?.description ?? "-")" }.sorted()
        #expect(services == [
            "App.Api graph Sources/App/Wiring.swift:9",
            "App.Feed graph Sources/App/Wiring.swift:10",
            "App.Store container Sources/App/Wiring.swift:13",
        ])
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }.map { edge in
            let name = { (id: String) in result.snapshot.nodes.first { $0.id == id }?.type ?? id }
            return "\(name(edge.from)) -> \(name(edge.to))"
        }.sorted()
        #expect(edges == ["App.Feed -> App.Api", "App.Store -> App.Feed"])
        // A helper of another API of that name (`register(cellType:)` calling `register(_:forCellReuseIdentifier:)`) is none.
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Wiring.swift:14: a call of the registering helper 'register' not written as "
                + "`register(interface: T.self) { r in … }`; the registration is not read",
        ])
    }
}
