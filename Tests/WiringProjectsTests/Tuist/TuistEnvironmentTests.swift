import Testing
import WiringProjectModel
import WiringProjects

@Suite("Environment variables a Tuist manifest reads, taken as not set, as a plain `tuist generate` has them")
struct TuistEnvironmentTests {
    @Test("'ProcessInfo.processInfo.environment[…]' is not set: the default and the false branch are read, and said once at the first read")
    func processEnvironment() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Project+Feature.swift": """
                import ProjectDescription

                public extension Project {
                    static func feature(name: String, isExcluded: Bool, dependencies: [TargetDependency]) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: [.iPhone], product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                                    dependencies: isExcluded ? [] : dependencies),
                        ])
                    }
                }
                """,
            "App/Project.swift": """
                import Foundation
                import ProjectDescription
                import ProjectDescriptionHelpers

                let excluded = ProcessInfo.processInfo.environment["TUIST_EXCLUDED_FRAMEWORK"]
                let isExcluded = (excluded == "TRUE")
                let flavor = ProcessInfo.processInfo.environment["TUIST_FLAVOR"] ?? "Kit"

                let project = Project.feature(
                    name: "App", isExcluded: isExcluded,
                    dependencies: [.project(target: flavor, path: "../Kit")]
                )
                """,
            "App/Sources/App.swift": "",
            "Kit/Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Kit",
                    targets: [.target(name: "Kit", destinations: [.iPhone], product: .framework, bundleId: "dev.kit", sources: ["Sources/**"])]
                )
                """,
            "Kit/Sources/Kit.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:App -> target:Kit/Kit"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        let said = model.findings.filter { $0.kind == .notComputed }
        #expect(said.map(\.place) == [ProjectPlace(file: "App/Project.swift", line: 5)])
        #expect(said.first?.message.contains("'TUIST_EXCLUDED_FRAMEWORK', 'TUIST_FLAVOR' are read as not set, as `tuist generate` without them does") == true)
    }

    @Test("'Environment.name' of ProjectDescription is 'TUIST_NAME' not set: 'getBoolean(default:)' gives the default; an app's own 'Environment' is its own")
    func tuistEnvironment() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let isCI = Environment.isCI.getBoolean(default: false)
                let project = Project(
                    name: "App",
                    targets: [
                        .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                                dependencies: isCI ? [] : [.target(name: "Kit")]),
                        .target(name: "Kit", destinations: [.iPhone], product: .framework, bundleId: "dev.kit", sources: ["Kit/**"]),
                    ]
                )
                """,
            "Sources/App.swift": "",
            "Kit/Kit.swift": "",
            "Other/Tuist/ProjectDescriptionHelpers/Environment.swift": """
                import ProjectDescription

                public enum Environment {
                    public static let appName = "Other"
                }
                """,
            "Other/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(
                    name: Environment.appName,
                    targets: [.target(name: Environment.appName, destinations: [.iPhone], product: .app, bundleId: "dev.other", sources: ["Sources/**"])]
                )
                """,
            "Other/Sources/Other.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:App -> target:Kit"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        let said = model.findings.filter { $0.kind == .notComputed }
        #expect(said.map(\.place) == [ProjectPlace(file: "Project.swift", line: 3)])
        #expect(said.first?.message.contains("'TUIST_IS_CI' is read as not set") == true)
    }
}
