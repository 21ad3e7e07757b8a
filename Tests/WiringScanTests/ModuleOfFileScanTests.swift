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

    /// A root `Package.swift` for a tool (Danger) whose one target reads one file of the app's folder.
    static let toolPackage = """
        // swift-tools-version:5.5
        import PackageDescription

        let package = Package(
          name: "Shop-Danger",
          targets: [
            .target(name: "Shop-Danger", path: "Shop", sources: ["Resources/DangerProxy.swift"], exclude: ["Old"]),
          ])
        """

    static let wiring = """
        import Swinject

        final class Api {}

        func wire() {
            let container = Container()
            container.register(Api.self) { _ in Api() }
        }
        """

    @Test("a package target compiles only its sources: the other files of its folder are not named or drawn after it")
    func packageSources() throws {
        let fixture = try ScanFixture([
            "Package.swift": Self.toolPackage,
            "Shop/Resources/DangerProxy.swift": "final class Proxy {}\n",
            "Shop/Core/AppDelegate.swift": Self.wiring,
            "Shop/Old/Legacy.swift": "final class Legacy {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let api = try #require(snapshot.nodes.first { $0.kind == .service })
        #expect(!api.type.hasPrefix("Shop_Danger."), "\(api.type)")
        #expect(!snapshot.nodeSummary.contains { $0.hasPrefix("container box module:Shop-Danger") }, "\(snapshot.nodeSummary)")
    }

    @Test("the XcodeGen target that compiles a file names and places it, not a package target of the same folder; a key the spec repeats keeps its last value")
    func specBesidePackage() throws {
        let fixture = try ScanFixture([
            "Package.swift": Self.toolPackage,
            "project.yml": """
                name: Shop
                include: [Project/targets.yml]
                """,
            "Project/targets.yml": """
                define: &flags
                  SWIFT_VERSION: 5.7
                define: &more
                  ENABLE_TESTABILITY: YES
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources:
                      - path: ../Shop
                    settings:
                      base:
                        <<: *flags
                        ENABLE_TESTABILITY: true
                        ENABLE_TESTABILITY: YES
                """,
            "Shop/Resources/DangerProxy.swift": "final class Proxy {}\n",
            "Shop/Core/AppDelegate.swift": Self.wiring,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(!result.warnings.contains { $0.message.contains("not valid YAML") }, "\(result.warnings)")
        let api = try #require(result.snapshot.nodes.first { $0.kind == .service })
        #expect(api.type == "Shop.Api")
        #expect(result.snapshot.nodeSummary.contains("container box module:Shop"), "\(result.snapshot.nodeSummary)")
    }

    @Test("a spec that names targets and does not load is a not-read line of the scan, not silence")
    func specNotLoaded() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                  Broken: [unclosed
                """,
            "Shop/AppDelegate.swift": Self.wiring,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.warnings.map(\.description).contains(
            "project.yml:8: the spec is not valid YAML; it was not read; the module graph is incomplete"), "\(result.warnings)")
    }
}
