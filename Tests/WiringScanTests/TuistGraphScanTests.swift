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

    @Test("a package product a project names without declaring its package is drawn in the package another project of the workspace, or Tuist/Package.swift, declares")
    func productsOfTheWorkspacesPackages() throws {
        let fixture = try ScanFixture([
            "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Core\", \"Feature\"])\n",
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "ShopDependencies", dependencies: [.package(url: "https://github.com/SnapKit/SnapKit.git", from: "5.0.0")])
                """,
            "Core/Project.swift": """
                import ProjectDescription
                let project = Project(
                    name: "Core",
                    packages: [.remote(url: "https://github.com/ReactiveX/RxSwift.git", requirement: .upToNextMajor(from: "6.0.0"))],
                    targets: [
                        .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Sources/**"],
                                dependencies: [.package(product: "RxSwift"), .package(product: "RxCocoa")]),
                    ]
                )
                """,
            "Core/Sources/Core.swift": "import RxSwift\nimport RxCocoa\n",
            "Feature/Project.swift": """
                import ProjectDescription
                let project = Project(
                    name: "Feature",
                    targets: [
                        .target(name: "Feature", destinations: .iOS, product: .framework, bundleId: "dev.feature", sources: ["Sources/**"],
                                dependencies: [.package(product: "RxCocoa"), .package(product: "SnapKit"), .package(product: "Charts")]),
                    ]
                )
                """,
            "Feature/Sources/Feature.swift": "import RxCocoa\nimport SnapKit\nimport Charts\n",
        ])
        defer { fixture.remove() }
        let scan = try fixture.scan(["."])
        let snapshot = scan.snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:Core -depends-> product:rxswift/RxCocoa",
            "module:Feature -depends-> product:rxswift/RxCocoa",
            "module:Feature -depends-> product:snapkit/SnapKit",
        ]), "\(edges.sorted())")
        #expect(snapshot.nodes.filter { $0.type == "RxCocoa" }.map(\.id) == ["product:rxswift/RxCocoa"])
        #expect(nodes["product:rxswift/RxCocoa"]?.parent == "package:rxswift")
        #expect(nodes["package:snapkit"]?.attributes["url"] == "https://github.com/SnapKit/SnapKit.git")
        // The family's guess is said at the place of each project that makes it; the product no package declares, at its own.
        let messages = scan.warnings.map(\.message)
        let guessed = scan.warnings.filter { $0.message.contains("placed by a guess") }.map(\.place.file)
        #expect(guessed.sorted() == ["Core/Project.swift", "Feature/Project.swift"], "\(messages)")
        #expect(messages.contains { $0.contains("('Charts')") && $0.contains("drawn outside any package") }, "\(messages)")
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
