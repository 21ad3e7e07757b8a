import Foundation
import Testing
import WiringModel
import WiringScan

/// A member of an app's extension of Swinject's `Container` that resolves from the container, called by another type
/// through a property typed by a protocol the container adopts (`let factory: MainFactory` with
/// `extension Container: MainFactory`): a call of the container's member, so the caller reads what it resolves.
@Suite("Swinject container members called through a protocol the container adopts")
struct SwinjectContainerMemberCallTests {
    static let container = """
        import Swinject
        protocol MainFactory { func makeSearch() -> Search }
        protocol FlowFactory { func makeDetail() -> Detail }
        final class Search {}
        final class Detail {}
        extension Container {
            func registerAll() {
                register(Search.self) { _ in Search() }
                register(Detail.self) { _ in Detail() }
            }
        }
        extension Container: MainFactory {
            func makeSearch() -> Search {
                return resolve(Search.self)!
            }
        }
        extension Container: FlowFactory {
            func makeDetail() -> Detail { resolve(Detail.self)! }
        }
        """

    @Test("a call through a property typed by a protocol only the container adopts is the caller's read; otherwise the line names the caller")
    func memberCallThroughProtocol() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+Factories.swift": Self.container,
            "Sources/App/Coordinator.swift": """
                final class Coordinator {
                    private let factory: MainFactory
                    init(factory: MainFactory) { self.factory = factory }
                    func start() {
                        let search = self.factory.makeSearch()
                        _ = search
                    }
                }
                final class DetailCoordinator {
                    let flow: FlowFactory
                    init(flow: FlowFactory) { self.flow = flow }
                    func show() { _ = flow.makeDetail() }
                }
                final class StubFlow: FlowFactory {
                    func makeDetail() -> Detail { Detail() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Coordinator -resolves-> container/App.Search Sources/App/Coordinator.swift:5",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Container+Factories.swift:18: resolve(Detail.self) in Container.makeDetail, a member of an extension of "
                + "Swinject's Container, resolves from that container for whoever calls it, which the scan does not follow "
                + "(called by App.DetailCoordinator at Sources/App/Coordinator.swift:12 through 'flow', whose type other types "
                + "adopt too); no edge",
        ])
    }
}
