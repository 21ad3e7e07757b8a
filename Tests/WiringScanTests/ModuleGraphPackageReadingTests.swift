import Foundation
import Testing
import WiringModel
@testable import WiringProjects
@testable import WiringScan

/// The module graph takes the packages of the scanned tree as the project model read them: each
/// manifest is interpreted once per scan, and a package target's missing folder is said.
@Suite("Module graph: packages from the project model")
struct ModuleGraphPackageReadingTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])
        """

    @Test("the model's reading of a manifest is the module graph's: the manifest is not read again")
    func graphTakesTheModelsReading() throws {
        let fixture = try ScanFixture([
            "Package.swift": Self.manifest,
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Tests/KitTests/KitTests.swift": "import Kit\n",
        ])
        defer { fixture.remove() }
        let root = fixture.root.path
        let listing = try #require(TreeListing(root: root))
        let build = TreeBuild.read(listing, outside: { _ in nil })
        let reading = try #require(build.packages[root])
        var description = try reading.get()
        #expect(description.name == "Shop")
        // What the graph draws is what the model read, even once the manifest on disk says otherwise.
        description.name = "AsTheModelRead"
        var readings = PackageReadings()
        readings.keep(.success(description), packageAt: root)
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: 1)\n".utf8)
            .write(to: fixture.root.appendingPathComponent("Package.swift"))
        let graph = ModuleGraphReader(source: .syntax, base: root, listings: [listing], packages: readings).read(packagesAt: [root])
        #expect(graph.nodes.first { $0.kind == .package }?.type == "AsTheModelRead")
        #expect(graph.nodes.filter { $0.kind == .module }.map(\.type).sorted() == ["Kit", "KitTests"])
        #expect(graph.warnings.isEmpty)
        // Without the model's reading the manifest is read (and here says why it is not read).
        let alone = ModuleGraphReader(source: .syntax, base: root, listings: [listing]).read(packagesAt: [root])
        #expect(alone.nodes.first { $0.kind == .package }?.attributes["incomplete"] != nil)
    }

    @Test("a scan keeps one reading per package folder of its tree, failures included")
    func readingsOfTheTree() throws {
        let fixture = try ScanFixture([
            "Package.swift": Self.manifest,
            "Sources/Kit/Kit.swift": "",
            "Modules/Core/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Core\")\n",
            "Modules/Broken/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet notAPackage = 1\n",
        ])
        defer { fixture.remove() }
        let root = fixture.root.path
        let models = ProjectModels(paths: [root], filter: SourceFilter(includeTests: false, excludes: []), allowed: [])
        let readings = models.packages
        #expect(readings.count == 3)
        #expect((try? readings[root + "/Modules/Core"]?.get())?.name == "Core")
        if case .success? = readings[root + "/Modules/Broken"] { Issue.record("a manifest that does not read is kept as a failure") }
    }

    @Test("a package target whose folder does not exist is said, with the manifest's line and what is left out")
    func missingTargetFolder() throws {
        let fixture = try ScanFixture([
            "Package.swift": Self.manifest,
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let warning = try #require(result.warnings.first { $0.message.contains("KitTests") })
        #expect(warning.place == SourcePlace(file: "Package.swift", line: 3))
        #expect(warning.message.contains("no folder 'Tests/KitTests'") && warning.message.contains("no files in the module graph"))
        #expect(!result.warnings.contains { $0.message.contains("'Kit' has no folder") })
    }
}
