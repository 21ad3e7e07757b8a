import Foundation
import Testing
import WiringModel
import WiringScan

/// A member of an app's extension of Swinject's `Container` reached through another member that calls it without a
/// receiver (`func makeHome() -> Home { Home(search: makeSearch()) }`), and calls of such members through a parameter or
/// a local typed by a protocol the container adopts: the caller reads what the members resolve, or the line names it.
@Suite("Swinject container members reached through other members, parameters and locals")
struct SwinjectContainerMemberReachTests {
    static let container = """
        import Swinject
        protocol MainFactory { func makeHome() -> Home }
        protocol FlowFactory { func makeDetail() -> Detail }
        final class Search {}
        final class Home { init(search: Search) {} }
        final class Detail {}
        extension Container {
            func registerAll() {
                register(Search.self) { _ in Search() }
                register(Detail.self) { _ in Detail() }
            }
        }
        extension Container: MainFactory {
            func makeHome() -> Home { Home(search: makeSearch()) }
            func makeSearch() -> Search { resolve(Search.self)! }
        }
        extension Container: FlowFactory {
            func makeDetail() -> Detail { self.makeDetailNow() }
            func makeDetailNow() -> Detail { resolve(Detail.self)! }
        }
        """

    @Test("a member calling a resolving member without a receiver, called by a type through a property, is the type's read")
    func twoHopsThroughProperty() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+Factories.swift": Self.container,
            "Sources/App/Coordinator.swift": """
                final class Coordinator {
                    private let factory: MainFactory
                    init(factory: MainFactory) { self.factory = factory }
                    func start() {
                        _ = self.factory.makeHome()
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Coordinator -resolves-> container/App.Search Sources/App/Coordinator.swift:5",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Container+Factories.swift:19: resolve(Detail.self) in Container.makeDetailNow, a member of an extension of "
                + "Swinject's Container, resolves from that container for whoever calls it, which the scan does not follow; no edge",
        ])
    }

    @Test("a call through a parameter or a local typed by the protocol is the caller's read; another adopter names the caller")
    func throughParameterAndLocal() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+Factories.swift": Self.container,
            "Sources/App/Flows.swift": """
                final class HomeFlow {
                    func start(factory: MainFactory) {
                        _ = factory.makeHome()
                    }
                }
                final class DetailFlow {
                    func show(using container: Container) {
                        let flow: FlowFactory = container
                        _ = flow.makeDetail()
                    }
                }
                final class StubFlow: FlowFactory {
                    func makeDetail() -> Detail { Detail() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.HomeFlow -resolves-> container/App.Search Sources/App/Flows.swift:3",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Container+Factories.swift:19: resolve(Detail.self) in Container.makeDetailNow, a member of an extension of "
                + "Swinject's Container, resolves from that container for whoever calls it, which the scan does not follow "
                + "(called by App.DetailFlow at Sources/App/Flows.swift:9 through 'flow', whose type other types adopt too); no edge",
        ])
    }
}
