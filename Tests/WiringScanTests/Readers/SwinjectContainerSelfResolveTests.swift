import Foundation
import Testing
import WiringModel
import WiringScan

/// A member of an app's extension of Swinject's `Container` resolving from the container itself
/// (`extension Container: MainFactory { func makeSearch() -> Search { resolve(Search.self)! } }`): whoever
/// calls that member later is not followed, so the read is said, not left out without a word.
@Suite("Swinject resolves in members of an extension of Container")
struct SwinjectContainerSelfResolveTests {
    @Test("a resolve without a receiver in a member of an extension of Container is said; one in a factory is an edge")
    func selfResolveIsSaid() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": """
                import Swinject
                protocol MainFactory { func makeSearch() -> Search }
                final class Router {}
                final class Search { init(router: Router) {} }
                final class Coordinator { init(factory: MainFactory) {} }
                extension Container {
                    func registerAll() {
                        register(Router.self) { _ in Router() }
                        register(Search.self) { r in Search(router: r.resolve(Router.self)!) }
                        register(Coordinator.self) { _ in Coordinator(factory: self) }
                    }
                    func start() {
                        resolve(Coordinator.self)!
                    }
                }
                extension Container: MainFactory {
                    func makeSearch() -> Search {
                        return resolve(Search.self)!
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Search -resolves-> container/App.Router",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Services.swift:13: resolve(Coordinator.self) in Container.start, a member of an extension of Swinject's "
                + "Container, resolves from that container for whoever calls it, which the scan does not follow; no edge",
            "Sources/App/Services.swift:18: resolve(Search.self) in Container.makeSearch, a member of an extension of Swinject's "
                + "Container, resolves from that container for whoever calls it, which the scan does not follow; no edge",
        ])
    }
}
