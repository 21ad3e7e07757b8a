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

@Suite("Packages a project names")
struct ProjectPackageNodeTests {
    @Test("a local package a Tuist project names that is not read (no manifest, or outside the tree) is a package node holding the products its targets link")
    func unreadLocalPackages() throws {
        let fixture = try ScanFixture([
            "App/Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "App/Project.swift": """
                import ProjectDescription
                let project = Project(
                    name: "Shop",
                    packages: [.local(path: "Kit"), .package(path: "../Outside")],
                    targets: [
                        .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["Sources/**"],
                                dependencies: [.package(product: "KitUI"), .package(product: "Outside")]),
                    ]
                )
                """,
            "App/Kit/README.md": "no manifest\n",
            "App/Sources/App.swift": "import KitUI\nimport Outside\n",
            "Outside/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Outside\")\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["App"]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["package:kit"]?.kind == .package)
        #expect(nodes["package:kit"]?.attributes["path"] == "App/Kit")
        #expect(nodes["package:outside"]?.kind == .package)
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: ["module:Shop -depends-> product:kit/KitUI", "module:Shop -depends-> product:outside/Outside"]), "\(edges.sorted())")
        #expect(nodes["product:kit/KitUI"]?.parent == "package:kit")
        #expect(nodes["product:outside/Outside"]?.parent == "package:outside")
    }
}
