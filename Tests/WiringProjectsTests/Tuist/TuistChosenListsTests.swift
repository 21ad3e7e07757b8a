import Testing
import WiringProjectModel
import WiringProjects

/// A `productName:` or a list of dependencies chosen by a condition the reader does not know:
/// what every arm agrees on is read, and what differs is named where the condition is.
@Suite("Tuist names and dependencies chosen by a condition not known")
struct TuistChosenListsTests {
    @Test("the dependencies every arm declares are read, the others named at the condition; a product name every arm gives is read")
    func agreedPartsRead() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: "public let preview = FileManager.default.fileExists(atPath: \"Preview\")\n",
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, productName: preview ? "App" : "App", bundleId: "dev.app",
                            sources: ["App/**"],
                            dependencies: [.target(name: "Core")] + (preview ? [.target(name: "Feed"), .external(name: "Nuke")] : [.target(name: "Feed")])),
                    .target(name: "Feed", destinations: .iOS, product: .framework, productName: preview ? "FeedPreview" : "Feed",
                            bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: preview ? [.target(name: "Core")] : []),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.targets.map(\.moduleName) == ["App", "Feed", "Core"])
        #expect(model.dependencySummary == ["module:App -> target:Core", "module:App -> target:Feed"])
        // The package of a dependency left out is not the project's.
        #expect(!project.packages.contains { $0.identity == "nuke" })
        let notRead = TuistHelperTypesTests.notRead(model)
        // Each is said where the condition's value comes from.
        #expect(notRead.count == 3)
        #expect(notRead.allSatisfy { $0.hasPrefix("Tuist/ProjectDescriptionHelpers/Helpers.swift:3: ") })
        #expect(notRead.contains { $0.contains(": the dependencies of the target 'App' differ by a condition") && $0.contains("'Nuke'") })
        #expect(notRead.contains { $0.contains(": 'productName:' of the target 'Feed' is one of 'FeedPreview', 'Feed'") })
        #expect(notRead.contains { $0.contains(": the dependencies of the target 'Feed' differ") && $0.contains("'Core'") })
        #expect(model.findings.contains { $0.kind == .notComputed && $0.description.contains("'productName:' is 'App' whichever way") })
    }

    @Test("a Boolean that is itself a choice, passed to a helper's parameter, is said where it is made when a ternary or an 'if' on it chooses the dependencies")
    func choiceOfBooleansThroughAParameter() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public let preview = FileManager.default.fileExists(atPath: "Preview") ? true : false
                func core() -> TargetDependency { .target(name: "Core") }
                public func app(_ name: String, preview: Bool) -> Target {
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: preview ? [core()] : [.target(name: "Feed")])
                }
                public func feed(preview: Bool) -> Target {
                    var dependencies: [TargetDependency] = []
                    if preview {
                        dependencies = [core()]
                    } else {
                        dependencies = [.external(name: "Nuke")]
                    }
                    return .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                                   dependencies: dependencies)
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    app("App", preview: preview),
                    feed(preview: preview),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.targets.map(\.moduleName) == ["App", "Feed", "Core"])
        #expect(model.dependencySummary == [])
        #expect(project.isIncomplete)
        let said = ": 'FileManager.default' is not a construct the reader follows"
        #expect(TuistHelperTypesTests.notRead(model) == [
            "Tuist/ProjectDescriptionHelpers/Helpers.swift:3: the dependencies of the target 'App'" + said,
            "Tuist/ProjectDescriptionHelpers/Helpers.swift:3: the dependencies of the target 'Feed'" + said,
        ])
    }
}
