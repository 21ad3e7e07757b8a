import Foundation
import Testing
import WiringInspect
import WiringModel
@testable import WiringProjects
@testable import WiringScan

/// Module ids across packages, what counts as a target's sources, and the evaluation cache.
@Suite("Module graph: ids, sources and the manifest cache")
struct ModuleIdentityTests {
    @Test("two packages with a target of one name get ids that say the package; each import goes to its own package's module")
    func sameTargetName() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                import PackageDescription
                let package = Package(
                    name: "App",
                    dependencies: [.package(path: "Left"), .package(path: "Right")],
                    targets: [.target(name: "Main", dependencies: [.product(name: "Right", package: "Right")])])
                // swift-tools-version: 6.0
                """,
            "Sources/Main/Main.swift": "import Shared\nimport Right\n",
            "Left/Package.swift": """
                import PackageDescription
                let package = Package(name: "Left", targets: [.target(name: "Shared"), .target(name: "Left", dependencies: ["Shared"])])
                // swift-tools-version: 6.0
                """,
            "Left/Sources/Shared/S.swift": "",
            "Left/Sources/Left/L.swift": "import Shared\n",
            "Right/Package.swift": """
                import PackageDescription
                let package = Package(
                    name: "Right", products: [.library(name: "Right", targets: ["Right"])],
                    targets: [.target(name: "Shared"), .target(name: "Right", dependencies: ["Shared"])])
                // swift-tools-version: 6.0
                """,
            "Right/Sources/Shared/S.swift": "",
            "Right/Sources/Right/R.swift": "import Shared\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let modules = Set(snapshot.nodes.filter { $0.kind == .module }.map(\.id))
        #expect(modules.isSuperset(of: ["module:left/Shared", "module:right/Shared", "module:Left", "module:Right", "module:Main"]))
        #expect(!modules.contains("module:Shared"))
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.contains("module:Left -imports-> module:left/Shared"))
        #expect(edges.contains("module:Right -imports-> module:right/Shared"))
        #expect(edges.contains("module:Left -depends-> module:left/Shared"))
        #expect(edges.contains("module:Main -depends-> module:Right"))
        // Neither Shared is Main's own or declared: the first by id, always the same one.
        #expect(edges.contains("module:Main -imports-> module:left/Shared"))
    }

    @Test("a wrapper that re-exports what a target imports is not an unused dependency; one that does not is")
    func reexportingWrapper() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .target(name: "Core"), .target(name: "Wrapper", dependencies: ["Core"]), .target(name: "Other"),
                    .target(name: "App", dependencies: ["Wrapper", "Core", "Other"]),
                ])
                // swift-tools-version: 6.0
                """,
            "Sources/Core/Core.swift": "",
            "Sources/Other/Other.swift": "",
            "Sources/Wrapper/Wrapper.swift": "@_exported import Core\n",
            "Sources/App/App.swift": "import Core\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        #expect(snapshot.edges.first { $0.from == "module:Wrapper" && $0.kind == .imports }?.label == "@_exported")
        let unused = SnapshotInspector(snapshot).moduleFindings().filter { $0.kind == .unusedDependency }.map { $0.chain.map(\.id) }
        #expect(unused == [["module:App", "module:Other"]])
    }

    @Test("a .playground, .docc or .xcassets folder inside a target is not its source; an ordinary folder is")
    func bundleFolders() throws {
        let fixture = try ScanFixture([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n// swift-tools-version: 6.0\n",
            "Sources/A/A.swift": "",
            "Sources/A/Try.playground/Contents.swift": "import B\n",
            "Sources/A/A.docc/Snippet.swift": "import B\n",
            "Sources/A/Nested/Inner.swift": "import Foundation\n",
            "Sources/B/B.swift": "",
        ])
        defer { fixture.remove() }
        let package = try #require(FileManager.default.contents(atPath: fixture.root.path + "/Package.swift"))
        #expect(!package.isEmpty)
        let graph = ModuleGraphReader(source: .syntax, base: fixture.root.path).read(packagesAt: [fixture.root.path])
        #expect(!graph.edges.contains { $0.kind == .imports })
        #expect(graph.fileCount == 3)
        let walk = try #require(SourceWalker.swiftFiles(in: fixture.root.path + "/Sources/A", folders: .compiled))
        #expect(walk.files.map { String($0.dropFirst(fixture.root.path.count)) } == ["/Sources/A/A.swift", "/Sources/A/Nested/Inner.swift"])
        let everything = try #require(SourceWalker.swiftFiles(in: fixture.root.path + "/Sources/A"))
        #expect(everything.files.count == 4)
    }

    @Test("a remembered evaluation is used only for the same folder, manifests and toolchain")
    func cache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ManifestCache(folder: folder + "/manifests")
        let manifests = ["Package.swift": "let package = Package(name: \"A\")\n"]
        cache.remember(["name": "A"], packageAt: "/src/A", manifests: manifests, toolchain: "Swift 6.3")
        #expect(cache.description(packageAt: "/src/A", manifests: manifests, toolchain: "Swift 6.3")?["name"] as? String == "A")
        #expect(cache.description(packageAt: "/src/A", manifests: manifests, toolchain: "Swift 6.4") == nil)
        #expect(cache.description(packageAt: "/src/B", manifests: manifests, toolchain: "Swift 6.3") == nil)
        #expect(cache.description(packageAt: "/src/A", manifests: ["Package.swift": "changed"], toolchain: "Swift 6.3") == nil)
        #expect(ManifestCache.fromEnvironment(outside: "/") == nil)
    }
}
