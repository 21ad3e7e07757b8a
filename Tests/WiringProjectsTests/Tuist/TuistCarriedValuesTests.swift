import Testing
import WiringProjectModel
import WiringProjects

@Suite("Values made with methods of the library the reader does not model are carried, not read")
struct TuistCarriedValuesTests {
    /// A helper that makes a project of one framework from the settings and dependencies given.
    static let helper = """
        import ProjectDescription

        public extension Project {
            static func module(name: String, settings: Settings, dependencies: [TargetDependency] = []) -> Project {
                let framework: Target = .target(
                    name: name, destinations: [.iPhone], product: .staticFramework, bundleId: "dev.\\(name)",
                    sources: ["Sources/**"], dependencies: dependencies)
                return Project(name: name, settings: settings, targets: [framework])
            }
        }
        """

    @Test("a chain of settings-builder methods on '.init()' leaves the project's targets and dependencies read, said once")
    func settingsBuilderChain() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": Self.helper,
            "Features/Feed/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(
                    name: "Feed",
                    settings: .settings(base: .init().swiftStrictness(.complete).warnLongBodies("-Xfrontend", "-warn-long-function-bodies=200")),
                    dependencies: [.project(target: "Core", path: .relativeToRoot("Features/Core")), .external(name: "Nuke")]
                )
                """,
            "Features/Feed/Sources/Feed.swift": "",
            "Features/Core/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                var base = SettingsDictionary().swiftStrictness(.minimal)
                base = base.automaticCodeSigning(devTeam: "T")
                let project = Project.module(name: "Core", settings: .settings(base: ["A": "B"].merging(base) { $1 }))
                """,
            "Features/Core/Sources/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name).sorted() == ["Core", "Feed"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:Feed -> target:Features/Core/Core", "module:Feed -> package:Nuke"])
        #expect(model.module(of: "Features/Feed/Sources/Feed.swift")?.moduleName == "Feed")
        #expect(model.findings.filter { $0.kind == .notComputed }.map(\.description) == [
            "Features/Core/Project.swift:4: '.swiftStrictness(…)' of a dictionary is a library method the reader does not "
                + "compute: its value is carried whole, not read",
            "Features/Feed/Project.swift:6: '.swiftStrictness(…)' of a dictionary is a library method the reader does not "
                + "compute: its value is carried whole, not read",
        ])
    }

    @Test("a library method on a carried value read through a getter of settings leaves the project read: its '.init()' makes settings, not a project")
    func carriedThroughGetter() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Settings.swift": """
                import ProjectDescription

                public extension SettingsDictionary {
                    static var signed: SettingsDictionary {
                        return .init().automaticCodeSigning(devTeam: "T")
                    }
                    static var app: SettingsDictionary {
                        return self.signed.marketingVersion("1.0")
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "Shop", settings: .settings(base: .app), targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["App/**"],
                            dependencies: [.target(name: "Core")]),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """,
            "App/App.swift": "",
            "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Shop"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:Shop -> target:Core"])
        #expect(model.findings.filter { $0.kind == .notRead }.isEmpty)
    }

    @Test("an implicit '.init()' that code not followed may run, of a type written 'Project', may still make the project: said not read")
    func implicitInitOfUnknownType() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Make.swift": """
                import ProjectDescription

                public extension SettingsDictionary {
                    static var signed: SettingsDictionary {
                        return .init().provisioning(team: "T")
                    }
                    static var app: SettingsDictionary {
                        return self.signed.stamped(Self.version) { $0 }
                    }
                    static var version: String {
                        let other = { () -> Project in .init(name: "Other") }
                        return other().name
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "Shop", settings: .settings(base: .app), targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["App/**"]),
                ])
                """,
            "App/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.contains { $0.kind == .notRead && $0.description.contains("which Project the manifest makes last is not known") })
    }

    @Test("a carried value that a part of the model needs is a not-read line there; a method given a closure is not carried")
    func carriedValueNeeded() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                var dependencies: [TargetDependency] = [.target(name: "Core")]
                dependencies.shuffle()
                var extra: [TargetDependency] = []
                let flags = SettingsDictionary().applying { extra.append(.sdk(name: "c++", type: .library)) }
                let project = Project(name: "Shop", targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["App/**"],
                            dependencies: dependencies,
                            settings: .settings(base: SettingsDictionary().swiftStrictness(.complete).merging(["PRODUCT_MODULE_NAME": "ShopApp"]))),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            dependencies: extra),
                ])
                """,
            "App/App.swift": "",
            "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.targets.map(\.name) == ["Shop", "Core"])
        #expect(project.isIncomplete)
        // A method given a closure of the manifest's is not carried: what the closure may change is not known.
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:4: the dependencies of the target 'Shop': '.shuffle(…)' of a list is a library method the reader does not compute: "
                + "its value is carried whole, not read",
            "Project.swift:6: the dependencies of the target 'Core': 'SettingsDictionary().applying { extra.append(.sdk(name: \"c++…' "
                + "is not a construct the reader follows",
            "Project.swift:10: the base settings of the targets they are given to (a module name in them may differ): '.swiftStrictness(…)' of a dictionary "
                + "is a library method the reader does not compute: its value is carried whole, not read",
        ])
        #expect(model.findings.filter { $0.kind == .notComputed }.map(\.place.line) == [4, 10])
    }

    @Test("an unlabelled '.init()' given to a Foundation method beside a write the reader does not follow makes no project: the project is read")
    func foundationInitializerArgument() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Version.swift": """
                import Foundation
                import ProjectDescription

                public extension String {
                    static var buildVersion: Self {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy.MM.dd"
                        return formatter.string(from: .init())
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "Shop", targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop",
                            infoPlist: .extendingDefault(with: ["CFBundleVersion": .string(.buildVersion)]),
                            sources: ["App/**"], dependencies: [.target(name: "Kit")]),
                    .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "dev.kit", sources: ["Kit/**"]),
                ])
                """,
            "App/App.swift": "",
            "Kit/Kit.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Shop"])
        #expect(model.dependencySummary == ["module:Shop -> target:Kit"])
        #expect(model.module(of: "Kit/Kit.swift")?.moduleName == "Kit")
        #expect(!model.findings.contains { $0.description.contains("may make a Project") })
    }
}
