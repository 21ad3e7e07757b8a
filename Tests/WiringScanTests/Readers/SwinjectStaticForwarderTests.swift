import Testing
import WiringModel
import WiringScan

/// A static method an app adds to Swinject's `Container` that resolves the type its caller passes from
/// the app's container: a call of it is a resolve, drawn from the type that makes it.
@Suite("Static resolve forwarders on Swinject's Container")
struct SwinjectStaticForwarderTests {
    @Test("Container.resolve(X.self) through a static method of an extension of Container is a read of X")
    func staticForwarderOnContainer() throws {
        let fixture = try ScanFixture([
            "Sources/App/AppDelegate.swift": """
                import Swinject
                protocol Api {}
                final class RealApi: Api {}
                final class AppDelegate {
                    static let container = Container()
                    func setUp() {
                        AppDelegate.container.register(Api.self) { _ in RealApi() }
                    }
                }
                """,
            "Sources/App/Container+Resolve.swift": """
                import Swinject
                extension Container {
                    static func resolve<Service>(_ serviceType: Service.Type) -> Service {
                        guard let service = AppDelegate.container.resolve(serviceType) else { fatalError("\\(serviceType)") }
                        return service
                    }
                }
                """,
            "Sources/App/FeedCoordinator.swift": """
                import Swinject
                final class FeedCoordinator {
                    func start() {
                        let api = Container.resolve(Api.self)
                        print(api)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.contains("App.FeedCoordinator -resolves-> container/App.Api"),
                "\(result.snapshot.edgeSummary)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }
}
