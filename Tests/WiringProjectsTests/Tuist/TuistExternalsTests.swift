import Testing
import WiringProjectModel
import WiringProjects

@Suite("Tuist external dependencies")
struct TuistExternalsTests {
    /// A project whose app names the externals given.
    static func project(_ externals: [String], name: String = "Shop") -> String {
        """
        import ProjectDescription
        let project = Project(name: "\(name)", targets: [
            .target(name: "\(name)", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["Sources/**"],
                    dependencies: [
        \(externals.map { "            .external(name: \"\($0)\")," }.joined(separator: "\n"))
                    ]),
        ])
        """
    }

    @Test("Tuist/Package.swift: an external name is a product of the package it resolves to; a name in neither file is one line")
    func packageFile() throws {
        let tree = try TreeFixture([
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                #if TUIST
                import ProjectDescription
                let packageSettings = PackageSettings(productTypes: ["Dependencies": .framework])
                #endif

                let package = Package(
                    name: "ShopDependencies",
                    dependencies: [
                        .package(url: "https://github.com/pointfreeco/swift-composable-architecture.git", from: "1.0.0"),
                        .package(url: "https://github.com/kean/Nuke.git", from: "12.0.0"),
                        .package(url: "https://github.com/Moya/Moya.git", from: "15.0.0"),
                        .package(path: "../Packages/Charting"),
                    ]
                )
                """,
            "Packages/Charting/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Charting", products: [.library(name: "Charts", targets: ["Charts"])], targets: [.target(name: "Charts")])
                """,
            "Project.swift": Self.project(["ComposableArchitecture", "NukeUI", "RxMoya", "Charts", "Dependencies", "Lottie"]),
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == [
            "module:Shop -> package:swift-composable-architecture/ComposableArchitecture", "module:Shop -> package:nuke/NukeUI",
            "module:Shop -> package:moya/RxMoya", "module:Shop -> package:charting/Charts", "module:Shop -> package:Dependencies",
            "module:Shop -> package:Lottie",
        ])
        // The packages the externals come from are the project's, so the module graph draws them as it draws its own.
        let packages = try #require(model.projects.first?.packages)
        #expect(packages.map(\.identity) == ["swift-composable-architecture", "nuke", "moya", "charting"])
        #expect(packages.first?.url == "https://github.com/pointfreeco/swift-composable-architecture.git")
        #expect(packages.last?.folder == "Packages/Charting")
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:10: '.external(name: \"Lottie\")' is not named in Tuist/Package.swift; it is drawn as a product of the package 'lottie'",
        ])
    }

    @Test("an external name that is the stem of a package named as a family followed by one word is drawn in that package with a line saying it is a guess: 'RxCocoa' of RxSwift, not 'RxKakaoSDK'")
    func familyProducts() throws {
        let tree = try TreeFixture([
            "Tuist/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "ShopDependencies",
                    dependencies: [
                        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                        .package(url: "https://github.com/kean/Nuke.git", from: "12.0.0"),
                    ]
                )
                """,
            "Project.swift": Self.project(["RxSwift", "RxCocoa", "RxRelay", "Rxable", "RxKakaoSDK"]),
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == [
            "module:Shop -> package:rxswift/RxSwift", "module:Shop -> package:rxswift/RxCocoa", "module:Shop -> package:rxswift/RxRelay",
            "module:Shop -> package:Rxable", "module:Shop -> package:RxKakaoSDK",
        ])
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:6: '.external(name: \"RxCocoa\")' is not named in Tuist/Package.swift; it is drawn as a product of the package 'rxswift' "
                + "by its name alone (a product of the family that package's name starts), which a package of its own of that family would also match",
            "Project.swift:7: '.external(name: \"RxRelay\")' is not named in Tuist/Package.swift; it is drawn as a product of the package 'rxswift' "
                + "by its name alone (a product of the family that package's name starts), which a package of its own of that family would also match",
            "Project.swift:8: '.external(name: \"Rxable\")' is not named in Tuist/Package.swift; it is drawn as a product of the package 'rxable'",
            "Project.swift:9: '.external(name: \"RxKakaoSDK\")' is not named in Tuist/Package.swift; it is drawn as a product of the package 'rxkakaosdk'",
        ])
    }

    @Test("Tuist 3's Dependencies.swift lists the packages; with neither file, every external is one line")
    func dependenciesFile() throws {
        let tree = try TreeFixture([
            "Tuist/Dependencies.swift": """
                import ProjectDescription

                let dependencies = Dependencies(
                    swiftPackageManager: SwiftPackageManagerDependencies([
                        .remote(url: "https://github.com/ReactiveX/RxSwift.git", requirement: .upToNextMajor(from: "6.0.0")),
                    ]),
                    platforms: [.iOS]
                )
                """,
            "Project.swift": Self.project(["RxSwift"]),
            "Sources/App.swift": "",
            "Other/Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Other/Project.swift": Self.project(["RxSwift"], name: "Other"),
            "Other/Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:Other -> package:RxSwift", "module:Shop -> package:rxswift/RxSwift"])
        let line: String = "Other/Project.swift:5: '.external(name: \"RxSwift\")' is named in neither Tuist/Package.swift, Tuist/Dependencies.swift "
            + "nor a Package.swift beside them; "
            + "it is drawn as a product of the package 'rxswift'"
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [line])
    }

    @Test("Tuist 3's Dependencies.swift: a Carthage framework is what '.external(name:)' names, with no line")
    func carthageFrameworks() throws {
        let tree = try TreeFixture([
            "Tuist/Dependencies.swift": """
                import ProjectDescription

                let dependencies = Dependencies(
                    carthage: [
                        .github(path: "acme/ProgressKit", requirement: .upToNext("2.0.0")),
                        .binary(path: "https://example.com/Charts.json", requirement: .exact("1.0.0")),
                    ],
                    platforms: [.iOS]
                )
                """,
            "Project.swift": Self.project(["ProgressKit", "Charts"]),
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:Shop -> package:progresskit/ProgressKit", "module:Shop -> package:charts/Charts"])
        #expect(model.projects.first?.packages.map { "\($0.identity) \($0.url ?? "-")" } == [
            "progresskit https://github.com/acme/ProgressKit", "charts https://example.com/Charts.json",
        ])
        #expect(model.findings.filter { $0.kind == .notRead }.isEmpty)
    }

    @Test("without Tuist/Package.swift, the root's Package.swift is the dependency file Tuist 4 reads for external names, also beside a Dependencies.swift declaring no package",
          arguments: [false, true])
    func rootPackageFile(withEmptyDependencies: Bool) throws {
        var files = [
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Package.swift": TuistReaderTests.nukePackage,
            "Project.swift": Self.project(["NukeUI"]),
            "Sources/App.swift": "",
        ]
        if withEmptyDependencies {
            files["Tuist/Dependencies.swift"] = """
                import ProjectDescription
                let dependencies = Dependencies(swiftPackageManager: SwiftPackageManagerDependencies(), platforms: [.iOS])
                """
        }
        let tree = try TreeFixture(files)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.dependencySummary.contains("module:Shop -> package:nuke/NukeUI"))
    }
}
