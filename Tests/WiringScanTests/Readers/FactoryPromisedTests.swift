import Testing
import WiringModel
import WiringScan

/// A registration written as `promised()` makes nothing until the app registers a factory on it.
@Suite("Reading Factory's promised registrations")
struct FactoryPromisedTests {
    static let app = """
        import Factory

        protocol Api {}
        final class LiveApi: Api {}

        public final class NetworkContainer: SharedContainer {
            public static let shared = NetworkContainer()
            public let manager = ContainerManager()
        }

        extension NetworkContainer {
            var api: Factory<Api?> { promised().singleton }
            var cachedApi: Factory<Api?> { self.promised().scope(.cached) }
        }

        func wire() {
            NetworkContainer.shared.api.register { LiveApi() }
        }
        """

    @Test("promised() is a registration with the scope chained after it, and nothing to resolve")
    func promisedRegistration() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service && $0.attributes["context"] == nil }
        #expect(services.map { "\($0.id) \($0.life ?? "-")" }.sorted() == [
            "App.NetworkContainer/api singleton",
            "App.NetworkContainer/cachedApi cached",
        ])
        #expect(result.warnings.isEmpty)
    }
}
