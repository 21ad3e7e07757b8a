import Foundation
import Testing
import WiringInspect
import WiringModel
@testable import WiringScan

/// An app built from an XcodeGen spec with CocoaPods, scanned from its folder: its targets are
/// modules, its files are named by the module that compiles them, and what no target compiles is
/// left out with one line.
@Suite("Module graph: XcodeGen specs and CocoaPods")
struct ProjectModelScanTests {
    static let files = [
        "project.yml": """
            name: Shop
            packages:
              Core:
                path: Packages/Core
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Kit
                  - package: Core
              Kit:
                type: framework
                platform: iOS
                sources: [Kit]
                settings:
                  PRODUCT_MODULE_NAME: ShopKit
              ShopTests:
                type: bundle.unit-test
                platform: iOS
                sources: [Checks]
                dependencies: [{target: Shop}]
            """,
        "Podfile": """
            platform :ios, '16.0'
            target 'Shop' do
              use_frameworks!
              pod 'Swinject'
            end
            """,
        "App/AppDelegate.swift": """
            import ShopKit
            import Core
            import Swinject
            import UIKit

            func wire() {
                let container = Container()
                container.register(Api.self) { _ in Api() }
            }
            """,
        "Kit/Api.swift": "import Foundation\npublic final class Api {}\n",
        "Legacy/Api.swift": "public final class Api {}\n",
        "Checks/ShopChecks.swift": "import ShopKit\nfinal class Checks { let api = Api() }\n",
        "Packages/Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
            """,
        "Packages/Core/Sources/Core/Store.swift": "public struct Store {}\n",
    ]

    @Test("targets are modules with dependencies and imports; pods are modules the Podfile's targets link")
    func graph() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let snapshot = result.snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["project:Shop"]?.kind == .package)
        #expect(nodes["module:Shop"]?.attributes["targetType"] == "app")
        #expect(nodes["module:Kit"]?.type == "ShopKit")
        #expect(nodes["module:Kit"]?.place == SourcePlace(file: "project.yml", line: 13))
        #expect(nodes["module:Swinject"]?.parent == "project:Pods")
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:Shop -depends-> module:Kit", "module:Shop -depends-> module:Core", "module:Shop -depends-> module:Swinject",
            "module:Shop -imports-> module:Kit", "module:Shop -imports-> module:Core", "module:Shop -imports-> module:Swinject",
            "module:ShopTests -depends-> module:Shop",
        ]))
        // Named by the module that compiles its file: one answer for the type and the module it sits in.
        let api = try #require(snapshot.nodes.first { $0.kind == .service })
        #expect(api.type == "ShopKit.Api")
        #expect(snapshot.nodeSummary.contains { $0.hasPrefix("container box module:Shop") })
        // The copy no target compiles is left out, with one line; the test target's files are tests.
        #expect(result.warnings.contains {
            $0.kind == .fileNotRead && $0.message.hasPrefix("1 Swift file no target of the projects compiles is left out: Legacy/Api.swift")
        }, "\(result.warnings)")
        #expect(result.skipped.contains { $0.reason == .tests && $0.causes == ["compiled only by test targets"] })
        #expect(result.incompleteModules.isEmpty)
    }
}
