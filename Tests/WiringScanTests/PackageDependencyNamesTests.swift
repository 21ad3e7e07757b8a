import Foundation
import Testing
import WiringModel
@testable import WiringScan

/// Products found by the names manifests give packages: a dependency entry's `name:`, and the
/// package a manifest names a product's package with.
@Suite("Package dependency names")
struct PackageDependencyNamesTests {
    @Test("a product named by the name a package dependency gives its package (`.package(name: \"Purchases\", url: …/purchases-ios)`) is in that package")
    func namedPackageDependency() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version:5.3
                import PackageDescription
                let package = Package(
                    name: "Backend",
                    dependencies: [
                        .package(name: "Purchases", url: "https://github.com/RevenueCat/purchases-ios", from: "3.2.2"),
                        .package(name: "NukeKit", url: "https://github.com/kean/Nuke.git", from: "9.0.0"),
                    ],
                    targets: [.target(name: "Backend", dependencies: ["Purchases", .product(name: "Nuke", package: "NukeKit")])]
                )
                """,
            "Sources/Backend/Store.swift": "import Purchases\nimport Nuke\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(Set(result.snapshot.edgeSummary).isSuperset(of: [
            "module:Backend -depends-> product:purchases-ios/Purchases", "module:Backend -imports-> product:purchases-ios/Purchases",
            "module:Backend -depends-> product:nuke/Nuke",
        ]))
        #expect(result.snapshot.node(withID: "product:purchases-ios/Purchases")?.parent == "package:purchases-ios")
        #expect(result.snapshot.node(withID: "product:nuke/Nuke")?.parent == "package:nuke")
        #expect(!result.warnings.contains { $0.message.contains("outside any package") })
    }
}
