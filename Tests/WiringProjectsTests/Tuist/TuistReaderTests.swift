import Testing
import WiringProjectModel
import WiringProjects

@Suite("Tuist manifests")
struct TuistReaderTests {
    /// A Tuist 4 `Tuist/Package.swift` declaring Nuke.
    static let nukePackage = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Deps", dependencies: [.package(url: "https://github.com/kean/Nuke.git", from: "12.0.0")])
        """

    @Test("a Project.swift's targets, their sources, module names and dependencies")
    func plainProject() throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Tuist/Package.swift": Self.nukePackage,
            "Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Shop",
                    packages: [.remote(url: "https://github.com/Alamofire/Alamofire.git", requirement: .upToNextMajor(from: "5.0.0"))],
                    targets: [
                        .target(
                            name: "Shop",
                            destinations: .iOS,
                            product: .app,
                            bundleId: "dev.shop",
                            sources: ["App/**"],
                            dependencies: [
                                .target(name: "Core"),
                                .project(target: "Feed", path: .relativeToRoot("Features/Feed")),
                                .external(name: "Nuke"),
                                .package(product: "Alamofire"),
                                .sdk(name: "StoreKit", type: .framework),
                                .xcframework(path: "Vendor/Analytics.xcframework"),
                            ]
                        ),
                        Target(
                            name: "Core",
                            platform: .iOS,
                            product: .framework,
                            bundleId: "dev.shop.core",
                            sources: .sourceFilesList(globs: [.glob("Core/**", excluding: ["Core/Generated/**"])]),
                            settings: .settings(base: ["PRODUCT_MODULE_NAME": "CoreKit"])
                        ),
                        .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "dev.shop.tests",
                                buildableFolders: ["Tests"], dependencies: [.target(name: "Shop")]),
                    ]
                )
                """,
            "Features/Feed/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Feed", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .staticFramework, bundleId: "dev.feed", sources: "Sources/**"),
                ])
                """,
            "App/AppDelegate.swift": "import CoreKit\n",
            "Core/Api.swift": "",
            "Core/Generated/Strings.swift": "",
            "Tests/ShopTests.swift": "",
            "Features/Feed/Sources/Feed.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.targetSummary == [
            "project:Feed module:Feed Feed static-framework: Features/Feed/Sources/Feed.swift",
            "project:Shop module:Shop Shop app: App/AppDelegate.swift",
            "project:Shop module:Core CoreKit framework: Core/Api.swift",
            "project:Shop module:ShopTests ShopTests unit-test: Tests/ShopTests.swift",
        ])
        #expect(model.dependencySummary == [
            "module:Shop -> target:Core", "module:Shop -> target:Features/Feed/Feed", "module:Shop -> package:nuke/Nuke",
            "module:Shop -> package:Alamofire", "module:Shop -> sdk:StoreKit", "module:Shop -> framework:Analytics",
            "module:ShopTests -> target:Shop",
        ])
        #expect(model.projects.last?.packages.map(\.identity) == ["alamofire", "nuke"])
        #expect(model.module(of: "Core/Api.swift")?.moduleName == "CoreKit")
        #expect(model.module(of: "Project.swift") == nil)
        // Tuist's manifests are no target's code.
        #expect(model.notCompiled == [
            "Core/Generated/Strings.swift", "Features/Feed/Project.swift", "Project.swift", "Tuist.swift", "Tuist/Package.swift",
        ])
    }

    @Test("helpers: static functions of Project and TargetDependency, enums with raw values, interpolation, defaults, namespaces")
    func helpers() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
                import ProjectDescription

                public enum Module: String, CaseIterable {
                    case core = "Core"
                    case feed = "Feed"
                }

                extension Project {
                    public static func module(
                        name: String, product: Product = .framework, dependencies: [TargetDependency] = [], hasTests: Bool = true
                    ) -> Project {
                        var targets: [Target] = [
                            .target(name: name, destinations: .iOS, product: product, bundleId: "dev.\\(name)",
                                    sources: ["Sources/**"], dependencies: dependencies)
                        ]
                        if hasTests {
                            targets.append(.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests,
                                                   bundleId: "dev.\\(name).tests", sources: ["Tests/**"], dependencies: [.target(name: name)]))
                        }
                        return Project(name: name, targets: targets)
                    }
                }

                extension TargetDependency {
                    public enum SPM {}
                    public static func module(_ module: Module) -> TargetDependency {
                        .project(target: module.rawValue, path: .relativeToRoot("Modules/\\(module.rawValue)"))
                    }
                }

                public extension TargetDependency.SPM {
                    static let nuke = TargetDependency.external(name: "Nuke")
                }
                """,
            "Tuist/Package.swift": Self.nukePackage,
            "Modules/Core/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.module(name: Module.core.rawValue, dependencies: [.SPM.nuke])
                """,
            "Modules/Feed/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.module(name: "Feed", dependencies: [.module(.core)], hasTests: false)
                """,
            "Modules/Core/Sources/Core.swift": "",
            "Modules/Core/Tests/CoreTests.swift": "",
            "Modules/Feed/Sources/Feed.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.targetSummary == [
            "project:Core module:Core Core framework: Modules/Core/Sources/Core.swift",
            "project:Core module:CoreTests CoreTests unit-test: Modules/Core/Tests/CoreTests.swift",
            "project:Feed module:Feed Feed framework: Modules/Feed/Sources/Feed.swift",
        ])
        #expect(model.dependencySummary == [
            "module:Core -> package:nuke/Nuke", "module:CoreTests -> target:Core", "module:Feed -> target:Modules/Core/Core",
        ])
        // A dependency a helper function makes is placed at the manifest's line that calls it; a static
        // value of a helper, at the manifest's line that reads it.
        #expect(model.projects.last?.targets.first?.dependencies.first?.place.description == "Modules/Feed/Project.swift:3")
        #expect(model.projects.first?.targets.first?.dependencies.first?.place.description == "Modules/Core/Project.swift:3")
    }

    @Test("plain enum cases in a set decide which targets a helper makes; instance members of an enum see self; structs by their memberwise initializer")
    func enumSet() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Templates.swift": """
                import ProjectDescription

                public enum Kind { case framework, tests, example }

                public struct Environment {
                    public let name: String
                    public var kinds: Set<Kind> = Set([.framework, .tests])
                }

                public let env = Environment (name: "Feed", kinds: Set([.framework, .example, .framework]))

                // A case with associated values is not followed; the enum's nested types and other members are.
                public enum ModulePaths {
                    case feature(String)
                }

                public extension ModulePaths {
                    enum Feature: String { case feed = "Feed" }
                }

                public enum Dependency: String, CaseIterable {
                    case core, network = "Net"
                    public var isCore: Bool { self == .core }
                    public var dependency: TargetDependency { .target(name: isCore ? "Core" : rawValue) }
                }

                extension Project {
                    public static func feature(name: String, kinds: Set<Kind> = Set([.framework, .tests])) -> Project {
                        var targets: [Target] = []
                        if kinds.contains(.framework) {
                            targets.append(.target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.f",
                                                   sources: ["Sources/**"], dependencies: Dependency.allCases.map(\\.dependency)))
                        }
                        if kinds.contains(.example) {
                            targets.append(.target(name: "\\(name)Example", destinations: .iOS, product: .app, bundleId: "dev.e",
                                                   sources: ["Example/**"], dependencies: [.target(name: name)]))
                        }
                        return Project(name: name, targets: targets)
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.feature(name: ModulePaths.Feature.feed.rawValue, kinds: env.kinds)
                """,
            "Sources/Feed.swift": "",
            "Example/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.targetSummary == [
            "project:Feed module:Feed Feed framework: Sources/Feed.swift", "project:Feed module:FeedExample FeedExample app: Example/App.swift",
        ])
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:Feed -> target:Net", "module:FeedExample -> target:Feed"])
    }

    @Test("what the interpreter does not follow is a not-read line at its file and line, and the project is incomplete")
    func notRead() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": """
                import ProjectDescription
                import Foundation

                public let modules = try! FileManager.default.contentsOfDirectory(atPath: "Modules")
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: modules.map { .target(name: $0) }),
                ])
                """,
            "App/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.kind == .tuist)
        #expect(project.isIncomplete)
        #expect(project.notRead.map(\.place.file) == ["Tuist/ProjectDescriptionHelpers/Helpers.swift"])
        #expect(project.notRead.first?.place.line == 4)
        // Files are still placed; an incomplete project does not say which of its files are not compiled.
        #expect(model.module(of: "App/App.swift")?.moduleName == "App")
        #expect(model.notCompiled == ["Project.swift", "Tuist/ProjectDescriptionHelpers/Helpers.swift"])
    }

    @Test("a manifest whose brackets nest past what the parser reads quickly is a not-read line at that line, not a hang",
          arguments: [String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40),
                      String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)])
    func deepNesting(value: String) throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"]),
                ])
                let deep = \(value)
                """,
            "App/App.swift": "",
        ])
        defer { tree.remove() }
        let project = try #require(try tree.read().projects.first)
        #expect(project.isIncomplete)
        #expect(project.notRead.map { "\($0.place.file):\($0.place.line)" } == ["Project.swift:5"])
        #expect(project.notRead.first?.message.contains("deeper than the scan parses") == true)
    }

    @Test("an app's own Project.swift or Workspace.swift, which does not import ProjectDescription, is code, not a manifest")
    func appFilesNamedLikeManifests() throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"]),
                ])
                """,
            "App/Models/Project.swift": "struct Project { var name: String }\n",
            "App/Models/Workspace.swift": "struct Workspace { var projects: [Project] }\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["App"])
        #expect(model.module(of: "App/Models/Project.swift")?.moduleName == "App")
        #expect(model.module(of: "App/Models/Workspace.swift")?.moduleName == "App")
        // The manifests describe the build; no target compiles them. The app's files are not among them.
        #expect(model.notCompiled == ["Project.swift", "Tuist.swift"])
    }

    @Test("the accessors tuist derives for a target are its files; a folder outside every manifest's sources is not compiled")
    func derivedAndDead() throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Projects/App/Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "My-App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["Sources/**"]),
                    .target(name: "Assets", destinations: .iOS, product: .framework, bundleId: "dev.assets", resources: ["Resources/**"]),
                ])
                """,
            "Projects/App/Sources/App.swift": "",
            "Projects/App/Derived/Sources/TuistAssets+MyApp.swift": "",
            "Projects/App/Derived/Sources/TuistBundle+Assets.swift": "",
            "OldApp/Sources/ContentView.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.module(of: "Projects/App/Derived/Sources/TuistAssets+MyApp.swift")?.moduleName == "My_App")
        #expect(model.module(of: "Projects/App/Derived/Sources/TuistBundle+Assets.swift")?.moduleName == "Assets")
        #expect(model.notCompiled.contains("OldApp/Sources/ContentView.swift"))
        #expect(!model.notCompiled.contains { $0.hasPrefix("Projects/App/Derived/") })
    }

    @Test("a project tuist generated beside its manifest is the manifest's")
    func generated() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"]),
                ])
                """,
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "App.xcworkspace/contents.xcworkspacedata": "<Workspace/>\n",
            "App/App.swift": "",
        ])
        defer { tree.remove() }
        let listing = try #require(TreeListing(root: tree.root))
        #expect(TuistReader.generated(listing) == ["App.xcodeproj", "App.xcworkspace"])
    }
}
