import Testing
import WiringInspect
import WiringModel
import WiringScan

/// The pods of a `Podfile.lock` with no `Podfile` are modules whose links to the app's targets are
/// not known: an import of one is drawn, and is not reported as an implicit dependency.
@Suite("Module graph: imports of the pods of a lone Podfile.lock")
struct PodsOfLockImportsTests {
    @Test("an import of a pod is drawn and is no implicit dependency when which target links which pod is not known")
    func noImplicitFinding() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                  Kit:
                    type: framework
                    platform: iOS
                    sources: [Kit]
                """,
            "Podfile.lock": """
                PODS:
                  - Alamofire (5.8.0)
                  - Moya (15.0.0):
                    - Alamofire (~> 5.0)
                DEPENDENCIES:
                  - Moya (~> 15.0)
                """,
            "App/Main.swift": "import Moya\nimport Kit\n",
            "Kit/Kit.swift": "import Alamofire\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        #expect(Set(snapshot.edgeSummary).isSuperset(of: ["module:Shop -imports-> module:Moya", "module:Kit -imports-> module:Alamofire"]))
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(!findings.contains { $0.contains("module:Moya") || $0.contains("module:Alamofire") })
        // A target of the app's own project imported without its dependency is still implicit.
        #expect(findings.contains("implicitDependency module:Shop module:Kit"))
    }

    @Test("a package target's import of a product it declares goes to that product, not to a pod of that name an Xcode project links")
    func declaredProductFirst() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Tracker",
                    dependencies: [.package(url: "https://github.com/example/core-sdk.git", from: "5.0.0")],
                    targets: [.target(name: "Tracker", dependencies: [.product(name: "Core", package: "core-sdk")], path: "Sources")]
                )
                """,
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                """,
            "Podfile": "target 'Shop' do\n  pod 'Core'\nend\n",
            "Podfile.lock": "PODS:\n  - Core (5.0.0)\nDEPENDENCIES:\n  - Core\n",
            "App/Main.swift": "import Core\n",
            "Sources/Tracker.swift": "import Core\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let imports = snapshot.edgeSummary.filter { $0.contains("-imports->") }
        #expect(imports.contains("module:Tracker -imports-> product:core-sdk/Core"))
        #expect(imports.contains { $0.hasPrefix("module:Shop -imports-> module:") && $0.hasSuffix("Core") })
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(!findings.contains { $0.hasPrefix("implicitDependency module:Tracker") })
    }
}

