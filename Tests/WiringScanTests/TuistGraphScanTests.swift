import Testing
import WiringModel
@testable import WiringScan

@Suite("Tuist module graph")
struct TuistGraphScanTests {
    @Test("an external dependency is drawn to the product of the package Tuist/Package.swift declares, as a package product is")
    func externals() throws {
        let fixture = try ScanFixture([
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "ShopDependencies",
                    dependencies: [.package(url: "https://github.com/pointfreeco/swift-composable-architecture.git", from: "1.0.0")]
                )
                """,
            "Project.swift": """
                import ProjectDescription
                let project = Project(
                    name: "Shop",
                    packages: [.remote(url: "https://github.com/kean/Nuke.git", requirement: .upToNextMajor(from: "12.0.0"))],
                    targets: [
                        .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["Sources/**"],
                                dependencies: [.external(name: "ComposableArchitecture"), .package(product: "Nuke")]),
                    ]
                )
                """,
            "Sources/App.swift": "import ComposableArchitecture\nimport Nuke\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:Shop -depends-> product:swift-composable-architecture/ComposableArchitecture",
            "module:Shop -depends-> product:nuke/Nuke",
        ]), "\(edges.sorted())")
        let product = try #require(nodes["product:swift-composable-architecture/ComposableArchitecture"])
        #expect(product.parent == "package:swift-composable-architecture")
        #expect(nodes["package:swift-composable-architecture"]?.attributes["url"] == "https://github.com/pointfreeco/swift-composable-architecture.git")
        #expect(nodes["product:nuke/Nuke"]?.parent == "package:nuke")
    }
}
