import Foundation
import Testing
import WiringModel
import WiringScan

/// An app's registering helper declared in a module that uses Swinject (`Core`), called with the type unlabelled
/// from a module that imports only `Core`: each such call is a registration, with the helper's scope.
@Suite("Swinject registering helpers called from a module importing the module that declares them")
struct SwinjectWrappedHelperTests {
    @Test("an unlabelled call of a helper of an imported module that uses Swinject is a registration; a module not importing it registers nothing")
    func unlabelledCallsFromAnotherModule() throws {
        let fixture = try ScanFixture([
            "Sources/Core/DIContainer.swift": """
                import Swinject
                public final class DIContainer {
                    public static let shared = DIContainer()
                    private let container = Container()
                    public func register<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        container.register(type, factory: factory)
                    }
                    public func registerShared<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        container.register(type, factory: factory).inObjectScope(.container)
                    }
                    public func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
                }
                """,
            "Sources/Feature/Wiring.swift": """
                import Core
                final class Api { init() {} }
                final class Feed { init(api: Api) {} }
                final class Store { init(feed: Feed) {} }
                func wire(_ container: DIContainer) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Feed.self) { r in Feed(api: r.resolve(Api.self)!) }
                    DIContainer.shared.registerShared(Store.self) { r in Store(feed: r.resolve(Feed.self)!) }
                }
                """,
            "Sources/Other/Registry.swift": """
                final class Registry {
                    func register<T>(_ type: T.Type, factory: (Registry) -> T) {}
                }
                final class Thing {}
                func fill(_ registry: Registry) {
                    registry.register(Thing.self) { _ in Thing() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }
            .map { "\($0.type) \($0.life ?? "-") \($0.place?.description ?? "-")" }.sorted()
        #expect(services == [
            "Feature.Api graph Sources/Feature/Wiring.swift:6",
            "Feature.Feed graph Sources/Feature/Wiring.swift:7",
            "Feature.Store container Sources/Feature/Wiring.swift:8",
        ])
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }.map { edge in
            let name = { (id: String) in result.snapshot.nodes.first { $0.id == id }?.type ?? id }
            return "\(name(edge.from)) -> \(name(edge.to)) \(edge.place?.description ?? "-")"
        }.sorted()
        #expect(edges == [
            "Feature.Feed -> Feature.Api Sources/Feature/Wiring.swift:7",
            "Feature.Store -> Feature.Feed Sources/Feature/Wiring.swift:8",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
