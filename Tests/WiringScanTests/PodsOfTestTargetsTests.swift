import Testing
import WiringInspect
import WiringModel
import WiringScan

/// A test target nested in the app's target block with `inherit! :search_paths` is configured by an
/// aggregate of its own name (`Pods-ShopTests`), whose committed settings say which pods it links:
/// they are its `depends` edges, as the app target's are.
@Suite("Module graph: the pods a test target links")
struct PodsOfTestTargetsTests {
    @Test("the pods a test target's own aggregate links are its declared dependencies, and its imports of them are not implicit")
    func searchPathsTestTarget() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: macOS
                    sources: [Shop]
                  ShopTests:
                    type: bundle.unit-test
                    platform: macOS
                    sources: [ShopTests]
                    dependencies:
                      - target: Shop
                """,
            "Podfile": """
                platform :macos, '10.12'
                target 'Shop' do
                  use_frameworks!
                  pod 'Alamofire', '~> 5.4'
                  pod 'RxSwift'
                  target 'ShopTests' do
                    inherit! :search_paths
                  end
                end
                """,
            "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig":
                "OTHER_LDFLAGS = $(inherited) -l\"z\" -framework \"Alamofire\" -framework \"AppKit\" -framework \"RxSwift\"\n",
            "Pods/Target Support Files/Pods-ShopTests/Pods-ShopTests.debug.xcconfig":
                "OTHER_LDFLAGS = $(inherited) -l\"z\" -framework \"Alamofire\" -framework \"AppKit\" -framework \"RxSwift\"\n",
            "Shop/App.swift": "import AppKit\nimport Alamofire\nimport RxSwift\n",
            "ShopTests/AppTests.swift": "import XCTest\nimport RxSwift\n@testable import Shop\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let edges = snapshot.edgeSummary.filter { $0.hasPrefix("module:ShopTests ") }.sorted()
        #expect(edges == [
            "module:ShopTests -depends-> module:Alamofire", "module:ShopTests -depends-> module:RxSwift", "module:ShopTests -depends-> module:Shop",
            "module:ShopTests -imports-> module:RxSwift", "module:ShopTests -imports-> module:Shop",
        ])
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(!findings.contains { $0.contains("module:ShopTests") })
    }
}
