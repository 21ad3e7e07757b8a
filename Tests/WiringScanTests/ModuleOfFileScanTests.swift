import Testing
import WiringModel
@testable import WiringScan

/// Which module a file is in has one answer, the project model's: the types a file declares are
/// named by it and drawn in the module it gives, whatever order the targets compiling the file are listed in.
@Suite("Module graph: a file's module is the project model's")
struct ModuleOfFileScanTests {
    @Test("a file a test target lists before the app target is drawn in the app's module, as its types are named")
    func testTargetFirst() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                targets:
                  ShopTests:
                    type: bundle.unit-test
                    platform: iOS
                    sources: [App, Checks]
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                """,
            "App/AppDelegate.swift": """
                import Swinject

                final class Api {}

                func wire() {
                    let container = Container()
                    container.register(Api.self) { _ in Api() }
                }
                """,
            "Checks/ShopChecks.swift": "final class Checks {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let api = try #require(snapshot.nodes.first { $0.kind == .service })
        #expect(api.type == "Shop.Api")
        #expect(snapshot.nodeSummary.contains("container box module:Shop"), "\(snapshot.nodeSummary)")
    }
}
