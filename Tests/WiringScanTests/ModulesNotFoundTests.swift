import Testing
import WiringModel
import WiringScan

/// An import of a name that is no module or product of the packages and projects read, and no
/// system module, is said once per name at its first import, with how many files import it.
@Suite("Module graph: imports of modules the checkout does not hold")
struct ModulesNotFoundTests {
    static let files = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://github.com/onevcat/Kingfisher", from: "7.0.0")],
                targets: [
                    .target(name: "Shop", dependencies: [.product(name: "Kingfisher", package: "Kingfisher")]),
                    .target(name: "Core"),
                ]
            )
            """,
        "Sources/Shop/Main.swift": "import Foundation\nimport SwiftUI\nimport Kingfisher\nimport _Concurrency\nimport Core\nimport Alamofire\n",
        "Sources/Shop/Other.swift": "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Alamofire\nimport os.log\n",
        "Sources/Core/Core.swift": "import Alamofire\nimport FirebaseCore\n",
        "Sources/Core/Lower.swift": "import Foundation\nimport shop\n",
    ]

    @Test("one line per name at its first import, counting the files; system modules and drawn names are not said")
    func namesAreSaid() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let said = result.warnings.filter { $0.kind == .moduleNotFound }
        #expect(said.map(\.place) == [
            SourcePlace(file: "Sources/Core/Core.swift", line: 1), SourcePlace(file: "Sources/Core/Core.swift", line: 2),
            SourcePlace(file: "Sources/Core/Lower.swift", line: 2),
        ])
        #expect(said.last?.message.contains("'Shop' is a module of the graph whose name differs only in case") == true)
        #expect(said.first?.message.hasPrefix("'Alamofire' is no module or product of the packages and projects read") == true)
        #expect(said.first?.message.contains("its imports in 3 files are not drawn") == true)
        #expect(said.first?.message.contains("one of those the projects name (kingfisher), or one they depend on") == true)
        #expect(said.dropFirst().first?.message.contains("'FirebaseCore'") == true)
        #expect(said.dropFirst().first?.message.contains("its import is not drawn") == true)
        #expect(result.snapshot.edgeSummary.contains { $0.contains("Kingfisher") && $0.contains("imports") })
    }

    @Test("a module of a remote package an importer links another product of is said as likely that package's")
    func likelyModuleOfALinkedPackage() throws {
        let manifest = [
            "// swift-tools-version:5.9", "import PackageDescription", "let package = Package(name: \"Shop\", dependencies: [",
            "  .package(url: \"https://github.com/firebase/firebase-ios-sdk\", from: \"11.0.0\"),",
            "  .package(url: \"https://github.com/SwiftyBeaver/SwiftyBeaver\", from: \"2.0.0\")], targets: [",
            "  .target(name: \"Shop\", dependencies: [.product(name: \"FirebaseMessaging\", package: \"firebase-ios-sdk\"),",
            "    .product(name: \"SwiftyBeaver\", package: \"SwiftyBeaver\")]), .target(name: \"Core\")])",
        ]
        let fixture = try ScanFixture([
            "Package.swift": manifest.joined(separator: "\n"),
            "Sources/Shop/Main.swift": "import FirebaseMessaging\nimport SwiftyBeaver\nimport FirebaseCore\nimport SwiftyGif\n",
            "Sources/Core/Core.swift": "import FirebaseAuth\n",
        ])
        defer { fixture.remove() }
        let said = try fixture.scan(["."]).warnings.filter { $0.kind == .moduleNotFound }
        #expect(said.map(\.place) == [
            SourcePlace(file: "Sources/Core/Core.swift", line: 1), SourcePlace(file: "Sources/Shop/Main.swift", line: 3),
            SourcePlace(file: "Sources/Shop/Main.swift", line: 4),
        ])
        let byName = Dictionary(said.map { ($0.message.split(separator: "'")[0], $0.message) }, uniquingKeysWith: { a, _ in a })
        // Linked by the importer, named as the module's start: said as that package's.
        #expect(byName["FirebaseCore"]?.contains(
            "likely a module of the package 'firebase-ios-sdk' the checkout does not hold, or of one it depends on: "
                + "'Shop' links its product 'FirebaseMessaging', and the name fits") == true)
        // Core links nothing of the package; SwiftyBeaver's name is not the start of SwiftyGif's.
        #expect(byName["FirebaseAuth"]?.contains("likely") == false)
        #expect(byName["SwiftyGif"]?.contains("likely") == false)
        #expect(byName["SwiftyGif"]?.contains("one of those the projects name") == true)
    }
}
