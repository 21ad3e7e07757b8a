import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen specs")
struct XcodeGenReaderTests {
    @Test("targets, their sources, settings and dependencies")
    func targets() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                packages:
                  Alamofire:
                    url: https://github.com/Alamofire/Alamofire.git
                    from: 5.0.0
                  Kit:
                    path: Packages/Kit
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                    settings:
                      base:
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) SHOP
                      configs:
                        Debug:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: MOCKS
                    dependencies:
                      - target: Core
                      - package: Alamofire
                      - package: Kit
                        product: KitUI
                      - sdk: UIKit.framework
                  Core:
                    type: framework
                    platform: iOS
                    sources:
                      - path: Core
                        excludes: ["**/Generated/**", "*.md"]
                    settings:
                      PRODUCT_MODULE_NAME: CoreKit
                  ShopTests:
                    type: bundle.unit-test
                    platform: iOS
                    sources: Tests
                    dependencies: [{target: Shop}]
                """,
            "App/AppDelegate.swift": "import CoreKit\n",
            "App/Assets.xcassets/Fake.swift": "",
            "Core/Api.swift": "",
            "Core/Generated/Strings.swift": "",
            "Tests/ShopTests.swift": "",
            "Old/Unused.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.targetSummary == [
            "project:Shop module:Shop Shop app: App/AppDelegate.swift",
            "project:Shop module:Core CoreKit framework: Core/Api.swift",
            "project:Shop module:ShopTests ShopTests unit-test: Tests/ShopTests.swift",
        ])
        #expect(model.dependencySummary == [
            "module:Shop -> target:Core", "module:Shop -> package:alamofire/Alamofire", "module:Shop -> package:kit/KitUI",
            "module:Shop -> sdk:UIKit", "module:ShopTests -> target:Shop",
        ])
        let shop = try #require(model.projects.first?.targets.first)
        #expect(shop.defines == ["SHOP": true, "MOCKS": false])
        #expect(shop.place == ProjectPlace(file: "project.yml", line: 9))
        #expect(model.module(of: "Core/Api.swift") == ModuleMembership(
            moduleName: "CoreKit", moduleID: "module:Core", projectID: "project:Shop", role: .app, product: .framework))
        #expect(model.module(of: "Tests/ShopTests.swift")?.role == .test)
        #expect(model.notCompiled == ["App/Assets.xcassets/Fake.swift", "Core/Generated/Strings.swift", "Old/Unused.swift"])
        #expect(model.findings.map(\.kind) == [.notCompiled])
        #expect(model.projects.first?.packages.map(\.identity) == ["alamofire", "kit"])
    }

    @Test("a spec named by a variable only the environment gives is a template, left out with one line")
    func templateSpec() throws {
        let tree = try TreeFixture([
            "templates/module/module.yml": """
                name: ${PROJECT_NAME}
                targets:
                  ${PROJECT_NAME}:
                    type: framework
                    platform: iOS
                    sources: ${PROJECT_NAME}
                """,
            "templates/module/Template/Feature.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        #expect(model.findings.filter { $0.kind != .notCompiled }.map(\.description) == [
            "templates/module/module.yml:1: the spec's name '${PROJECT_NAME}' is a variable only the environment gives: "
                + "a template a script fills in, not a project; left out",
        ])
    }

    @Test("a spec is found by its content, and what it includes is part of it, paths relative to the included file")
    func includes() throws {
        let tree = try TreeFixture([
            "project-beta.yml": """
                name: Beta
                include:
                  - Targets/app.yml
                  - path: shared.yml
                    relativePaths: false
                targets:
                  App:
                    settings:
                      PRODUCT_NAME: BetaApp
                """,
            "Targets/app.yml": """
                name: Ignored
                targets:
                  App:
                    type: application
                    sources: [../App]
                    dependencies:
                      - target: Shared
                """,
            "shared.yml": """
                targets:
                  Shared:
                    type: framework
                    sources: [Shared]
                """,
            "App/A.swift": "",
            "Shared/S.swift": "",
            ".github/workflows/ci.yml": "name: CI\njobs:\n  build:\n    runs-on: macos\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Beta"])
        #expect(model.targetSummary == [
            "project:Beta module:App BetaApp app: App/A.swift",
            "project:Beta module:Shared Shared framework: Shared/S.swift",
        ])
        #expect(model.projects.first?.targets.first?.place == ProjectPlace(file: "Targets/app.yml", line: 3))
        #expect(model.dependencySummary == ["module:App -> target:Shared"])
    }

    @Test("target templates with ${target_name} and attributes, and targets for several platforms")
    func templates() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Modular
                targetTemplates:
                  Base:
                    platform: iOS
                  Feature:
                    templates: [Base]
                    type: framework
                    sources:
                      - Features/${target_name}/Sources
                    dependencies:
                      - target: ${core}
                targets:
                  Home:
                    templates: [Feature]
                    templateAttributes:
                      core: Core
                  Core:
                    type: framework
                    platform: [iOS, macOS]
                    sources: [Core]
                    settings:
                      PRODUCT_NAME: Core_${platform}
                """,
            "Features/Home/Sources/Home.swift": "",
            "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.targetSummary == [
            "project:Modular module:Home Home framework: Features/Home/Sources/Home.swift",
            "project:Modular module:Core_iOS Core_iOS framework: Core/Core.swift",
            "project:Modular module:Core_macOS Core_macOS framework: Core/Core.swift",
        ])
        #expect(model.dependencySummary == ["module:Home -> target:Core"])
    }

    @Test("a source not on disk is one line for the project, a path out of the tree is not read")
    func missing() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: App
                targets:
                  App:
                    type: application
                    sources:
                      - App
                      - Generated/Strings.swift
                      - path: Generated/Assets.swift
                        optional: true
                      - Generated/Colors.swift
                      - ../../etc
                """,
            "App/A.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.map(\.description) == [
            "project.yml:7: 2 source paths the spec names are not on disk (generated, or ignored by git?): "
                + "Generated/Strings.swift, Generated/Colors.swift; the files they would hold are left out",
            "project.yml:11: the source '../../etc' leaves the scanned folder; it was not read",
        ])
        #expect(model.projects.first?.isIncomplete == true)
    }

    @Test("a spec that is not YAML, and aliases that would expand past the budget, are said, not read")
    func hostile() throws {
        var laughs = "name: Laughs\ntargets:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in 0..<8 {
            let name = "l\(level)"
            laughs += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let tree = try TreeFixture([
            "project.yml": laughs,
            "broken/project.yml": "name: [unclosed\ntargets: {\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        #expect(model.findings.map(\.description) == [
            "broken/project.yml:2: the spec is not valid YAML; it was not read",
            "project.yml:1: the spec holds more than 1000000 values once its aliases are expanded; it was not read",
        ])
    }

    @Test("a key written twice in one mapping keeps its last value, as XcodeGen reads it, and anchors in the earlier value still resolve")
    func repeatedKeys() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                define: &first
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: FIRST
                define: &last
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: LAST
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Old]
                    "sources": [App]
                    settings:
                      base: *first
                      base: *last
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                    settings:
                      base: *last
                """,
            "App/AppDelegate.swift": "",
            "Old/Unused.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.map(\.description) == [
            "Old/Unused.swift:1: 1 Swift file in the tree no target compiles is left out: Old/Unused.swift",
        ])
        #expect(model.targetSummary == ["project:Shop module:Shop Shop app: App/AppDelegate.swift"])
        #expect(model.projects.first?.targets.first?.defines == ["LAST": true])
    }

    @Test("a spec that writes a key again more often than its size allows renames is said, not parsed again for each")
    func manyRepeatedKeys() throws {
        // 406,108 bytes: 8,000,000 / 406,108 = 19 renames allowed; the key is written again 100 times.
        let padding = String(repeating: "# " + String(repeating: "x", count: 98) + "\n", count: 4_000)
        let repeats = (0..<101).map { "  SWIFT_VERSION: \($0)\n" }.joined()
        let tree = try TreeFixture([
            "project.yml": "name: Shop\ntargets:\n  Shop:\n    type: application\n    platform: iOS\n    sources: [App]\n"
                + padding + "settings:\n" + repeats,
            "App/AppDelegate.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        #expect(model.findings.map(\.description) == [
            "project.yml:4027: the spec writes a key again in one mapping more than 19 times; it was not read",
        ])
    }

    @Test("a package path in an included spec is relative to the project's folder, which XcodeGen does not rebase it from")
    func includedPackages() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                include: [Project/packages.yml, Project/targets.yml]
                """,
            "Project/packages.yml": """
                packages:
                  Kit:
                    path: Modules/Kit
                """,
            "Project/targets.yml": """
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [../App]
                    dependencies:
                      - package: Kit
                """,
            "App/AppDelegate.swift": "",
            "Modules/Kit/Package.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.first?.packages.map { "\($0.identity) \($0.folder ?? "-")" } == ["kit Modules/Kit"])
        #expect(model.targetSummary == ["project:Shop module:Shop Shop app: App/AppDelegate.swift"])
    }
}

