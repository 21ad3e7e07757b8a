import Foundation
import Testing
import WiringModel
import WiringScan

@Suite("Scanning a package layout")
struct LayoutScanTests {
    @Test("modules come from Package.swift target paths, then from Sources/<Module>/")
    func modulesFromManifest() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "P", targets: [
                    .executableTarget(name: "My-App", path: "Apps/Main"),
                    .target(name: "Kit"),
                ])
                """,
            "Apps/Main/Root.swift": "import Boundaries\nfinal class Root: RootBoundary {}\n",
            "Sources/Kit/Kit.swift": "import Boundaries\nfinal class KitRoot: RootBoundary {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["Apps", "Sources"])
        #expect(result.snapshot.nodes.map(\.id) == ["Kit.KitRoot", "My_App.Root"])
        #expect(result.snapshot.nodes.map { $0.declared?.file } == ["Sources/Kit/Kit.swift", "Apps/Main/Root.swift"])
    }

    @Test("--module names the module of every file; without a layout the folder's name is used, with a warning")
    func moduleOverride() throws {
        let fixture = try ScanFixture(["Code/Root.swift": "import Boundaries\nfinal class Root: RootBoundary {}\n"])
        defer { fixture.remove() }
        #expect(try fixture.scan(["Code"], module: "Shop").snapshot.nodes.map(\.id) == ["Shop.Root"])
        let guessed = try fixture.scan(["Code"])
        #expect(guessed.snapshot.nodes.map(\.id) == ["Code.Root"])
        #expect(guessed.warnings.map(\.message).first?.contains("pass --module NAME") == true)
    }

    @Test("a missing path, a folder without Swift files and a bad module name are errors")
    func errors() throws {
        let fixture = try ScanFixture(["Sources/App/readme.txt": "no swift here"])
        defer { fixture.remove() }
        #expect(throws: ScanError.missingPath(fixture.root.appendingPathComponent("Nope").path)) {
            try fixture.scan(["Nope"])
        }
        #expect(throws: ScanError.self) { try fixture.scan(["Sources"]) }
        #expect(throws: ScanError.invalidModuleName("not a name")) { try fixture.scan(["Sources"], module: "not a name") }
    }

    @Test("a file that does not parse is scanned as far as it goes, with a warning naming the line")
    func brokenFile() throws {
        let fixture = try ScanFixture(["Sources/App/Root.swift": """
            import Boundaries
            final class Root: RootBoundary {}
            final class Broken: Boundary {
                var x: InputPort<
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map(\.id) == ["App.Root"])
        #expect(result.warnings.contains { $0.message.contains("does not parse") })
    }

    @Test("a folder holding an Xcode project or its own Package.swift names the modules below it")
    func projectFolders() throws {
        let fixture = try ScanFixture([
            "Shop.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                {
                \tobjects = {
                \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); name = Shop; productName = Shop; productType = "com.apple.product-type.application"; };
                \t\tT2 = {isa = PBXNativeTarget; buildPhases = (); name = Kit; productName = "Kit"; productType = "com.apple.product-type.framework"; };
                \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                \t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Net; };
                \t\tPR = {isa = PBXProject; mainGroup = G0; packageReferences = (R1); targets = (T1, T2); };
                \t};
                \trootObject = PR;
                }
                """,
            "Shop/AppDelegate.swift": "import Boundaries\nfinal class Root: RootBoundary {}\n",
            "Kit/Model.swift": "import Boundaries\nfinal class KitRoot: RootBoundary {}\n",
            "Support/Helper.swift": "import Boundaries\nfinal class HelperRoot: RootBoundary {}\n",
            "Packages/Net/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Net", targets: [.target(name: "Net")])

                """,
            "Packages/Net/Sources/Net/Client.swift": "import Boundaries\nfinal class NetRoot: RootBoundary {}\n",
            // A package among the tests is never evaluated: its files are not read.
            "ShopTests/Fixture/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nfatalError()\n",
            "ShopTests/Fixture/Sources/Fix/FixTests.swift": "import XCTest\nimport Boundaries\nfinal class FixRoot: RootBoundary {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        // The project's targets are modules whatever they compile (these name no file).
        #expect(result.snapshot.nodes.map(\.id).sorted() == [
            "Kit.KitRoot", "Net.NetRoot", "Shop.HelperRoot", "Shop.Root", "module:Kit", "module:Net", "module:Shop", "package:net", "project:Shop",
        ])
        // The one line: the package imports a module neither it nor the tree holds.
        #expect(result.warnings.map(\.kind) == [.moduleNotFound], "\(result.warnings)")
        #expect(result.warnings.first?.message.hasPrefix("'Boundaries' is no module") == true)
        // The app has no Package.swift: the package its project names gives the module graph, with its
        // places relative to the scanned folder, and what its files make sits in its module.
        #expect(result.snapshot.node(withID: "Net.NetRoot")?.parent == "module:Net")
        #expect(result.snapshot.node(withID: "module:Net")?.place == SourcePlace(file: "Packages/Net/Package.swift", line: 3))
        #expect(result.snapshot.node(withID: "package:net")?.attributes["path"] == "Packages/Net")
    }

    @Test("vendored folders are left out below the scanned folder, --exclude leaves out what it names")
    func vendoredAndExcluded() throws {
        let fixture = try ScanFixture([
            "Sources/App/Root.swift": "import Boundaries\nfinal class Root: RootBoundary {}\n",
            "Sources/App/Generated/Gen.swift": "import Boundaries\nfinal class GenRoot: RootBoundary {}\n",
            "Pods/Kit/Kit.swift": "import Boundaries\nfinal class PodRoot: RootBoundary {}\n",
            "Carthage/Checkouts/Swinject/Sources/Container.swift": "import Boundaries\nfinal class CarthageRoot: RootBoundary {}\n",
        ])
        defer { fixture.remove() }
        let result = try SourceScanner(options: ScanOptions(module: "App", excludes: ["Generated"])).scan([fixture.root.path])
        #expect(result.snapshot.nodes.map(\.id) == ["App.Root"])
        #expect(result.skipped.map(\.description) == [
            "skipped 1 file of paths matching --exclude (Generated)",
            "skipped 2 files of vendored code (Carthage/, Pods/)",
        ])
        // Scanning a vendored folder itself reads it.
        let pods = try SourceScanner(options: ScanOptions(module: "Kit")).scan([fixture.root.appendingPathComponent("Pods/Kit").path])
        #expect(pods.snapshot.nodes.map(\.id) == ["Kit.PodRoot"])
    }
}
