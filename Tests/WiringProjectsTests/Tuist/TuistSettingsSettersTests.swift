import Testing
import WiringProjectModel
import WiringProjects

/// ProjectDescription's methods that set fixed keys of a `SettingsDictionary`
/// (`.marketingVersion(_:)`, `.debugInformationFormat(_:)`) are computed, so a module name in
/// settings built through them is read.
@Suite("Tuist settings setters")
struct TuistSettingsSettersTests {
    static func tree(chain: String) throws -> TreeFixture {
        try TreeFixture([
            "Plugins/Env/Plugin.swift": """
                import ProjectDescription

                let plugin = Plugin(name: "Env")
                """,
            "Plugins/Env/ProjectDescriptionHelpers/Env.swift": """
                import ProjectDescription

                public struct Env {
                    public let base: SettingsDictionary
                }

                public let env = Env(
                    base: SettingsDictionary()
                        \(chain)
                )
                """,
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
                import ProjectDescription
                import Env

                public extension Project {
                    static func module(name: String, settings: SettingsDictionary = [:], dependencies: [TargetDependency] = []) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)", sources: ["Sources/**"],
                                    dependencies: dependencies, settings: .settings(base: env.base.merging(settings)))
                        ])
                    }
                }
                """,
            "Features/Core/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(name: "Core")
                """,
            "Features/Core/Sources/Core.swift": "",
            "Features/Feed/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(name: "Feed", settings: ["PRODUCT_MODULE_NAME": "FeedKit"],
                                             dependencies: [.project(target: "Core", path: "../Core")])
                """,
            "Features/Feed/Sources/Feed.swift": "",
        ])
    }

    @Test("a chain of the library's setters keeps the keys it does not set: each target's module name is read, nothing is said")
    func settersKeepModuleName() throws {
        let tree = try Self.tree(chain: """
            .debugInformationFormat(DebugInformationFormat.dwarfWithDsym)
                        .otherLinkerFlags(["-ObjC"])
                        .marketingVersion("1.0.2")
                        .currentProjectVersion("1")
            """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.findings.filter { $0.kind == .notRead || $0.kind == .notComputed }.isEmpty)
        #expect(model.projects.flatMap(\.targets).map(\.moduleName).sorted() == ["Core", "FeedKit"])
        #expect(model.dependencySummary == ["module:Feed -> target:Features/Core/Core"])
    }

    @Test("a method of no library table in the chain is still carried whole and said where the module name is needed")
    func unknownMethodStillCarried() throws {
        let tree = try Self.tree(chain: """
            .marketingVersion("1.0.2")
                        .swiftStrictness(.complete)
            """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { $0.isIncomplete })
        #expect(model.findings.contains { $0.kind == .notComputed && $0.description.contains("'.swiftStrictness(…)' of a dictionary") })
        // One line at the value's place for both targets it reaches, not one per target.
        let said = Set(model.findings.filter { $0.kind == .notRead }.map(\.description))
        let expected: Set<String> = [
            "Plugins/Env/ProjectDescriptionHelpers/Env.swift:8: the base settings of the targets they are given to (a module name in them "
                + "may differ): '.swiftStrictness(…)' of a dictionary is a library method the reader does not compute: its value is carried "
                + "whole, not read",
        ]
        #expect(said == expected)
    }
}
