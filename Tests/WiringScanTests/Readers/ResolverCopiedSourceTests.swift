import Testing
import WiringModel
import WiringScan

/// Resolver's own source compiled into the app's module, with no `import Resolver`.
@Suite("Reading Resolver compiled into the app")
struct ResolverCopiedSourceTests {
    static let framework = """
        public protocol ResolverRegistering {
            static func registerAllServices()
        }

        public final class Resolver {
            public static var main = Resolver()
            public static func register<Service>(_ type: Service.Type = Service.self, factory: @escaping () -> Service?) {}
        }
        """

    static let app = """
        final class Api {}

        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { Api() }
            }
        }
        """

    @Test("Resolver's source compiled into the app's own module is read as the framework, with no import")
    func copiedSource() throws {
        let fixture = try ScanFixture(["Sources/App/Resolver.swift": Self.framework, "Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["Resolver.main/App.Api"])
        #expect(result.warnings.isEmpty)
    }
}
