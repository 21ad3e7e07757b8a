import Foundation
import Testing
import WiringInspect
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

    @Test("a product an Xcode project links without its package is the one a local package's manifest depends on with its package named")
    func productOfLocalPackagesDependency() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (W1, W2, W3); sourceTree = "<group>"; };
            \t\tW1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tW2 /* Modules */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Modules; sourceTree = "<group>"; };
            \t\tW3 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
            \t\tP1 = {isa = XCSwiftPackageProductDependency; productName = Common; };
            \t\tP2 = {isa = XCSwiftPackageProductDependency; productName = Dependencies; };
            \t\tP3 = {isa = XCSwiftPackageProductDependency; productName = Common; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (W1, W2); name = App; packageProductDependencies = (P1, P2); productType = "com.apple.product-type.application"; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (W3); name = Widget; packageProductDependencies = (P3); productType = "com.apple.product-type.app-extension"; };
            \t\tPR = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            \t};
            \trootObject = PR;
            }
            """
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/Main.swift": "import Common\nimport Dependencies\n",
            "Widget/Widget.swift": "import Common\nimport Dependencies\n",
            "Modules/Common/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Common",
                    products: [.library(name: "Common", targets: ["Common"])],
                    dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.0.0")],
                    targets: [.target(name: "Common", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])]
                )
                """,
            "Modules/Common/Sources/Common/Common.swift": "import Dependencies\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(Set(result.snapshot.edgeSummary).isSuperset(of: [
            "module:App -depends-> product:swift-dependencies/Dependencies", "module:App -imports-> product:swift-dependencies/Dependencies",
            "module:Widget -imports-> product:swift-dependencies/Dependencies",
        ]))
        #expect(result.snapshot.nodes.filter { $0.type == "Dependencies" }.map(\.id) == ["product:swift-dependencies/Dependencies"])
        #expect(!result.warnings.contains { $0.message.contains("outside any package") || $0.message.contains("placed by a guess") })
        // The widget imports the product its own target does not link: an implicit dependency.
        let findings = SnapshotInspector(result.snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(findings.contains("implicitDependency module:Widget product:swift-dependencies/Dependencies"))
    }
}
