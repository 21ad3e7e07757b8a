import Testing
import WiringModel
import WiringScan

/// A resolve naming its type on a receiver whose type the scan does not work out is drawn as a read of
/// Swinject's container; when a type of the scanned code declares a `resolve` of its own, that call may be
/// that type's, and the drawn read is said.
@Suite("Swinject resolves on receivers whose type is not worked out")
struct SwinjectUntypedReceiverTests {
    static let services = """
        import Swinject
        protocol Api {}
        final class RealApi: Api {}
        final class AppAssembly: Assembly {
            func assemble(container: Container) { container.register(Api.self) { _ in RealApi() } }
        }
        func makeResolver() -> Resolver { Assembler([AppAssembly()]).resolver }
        """

    static let screen = """
        import Swinject
        final class Screen {
            var api: Api?
            func load() {
                let source = makeResolver()
                api = source.resolve(Api.self)
            }
        }
        """

    @Test("with no look-alike resolve in the scanned code, the read is drawn and nothing is said")
    func drawnWithoutLookAlike() throws {
        let fixture = try ScanFixture(["Sources/App/Services.swift": Self.services, "Sources/App/Screen.swift": Self.screen])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.contains("App.Screen -resolves-> container/App.Api"), "\(result.snapshot.edgeSummary)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    }

    @Test("with a type of the scanned code declaring its own resolve, the read is drawn and said once at its line")
    func saidWithLookAlike() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Screen.swift": Self.screen,
            "Sources/App/Cache.swift": """
                final class Cache {
                    func resolve(_ key: Any.Type) -> Any? { nil }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.contains("App.Screen -resolves-> container/App.Api"), "\(result.snapshot.edgeSummary)")
        let lines = result.warnings.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("Sources/App/Screen.swift:6: source.resolve(Api.self): the receiver's type is not worked out") == true,
                "\(lines)")
        #expect(lines.first?.contains("App.Cache") == true, "\(lines)")
    }
}
