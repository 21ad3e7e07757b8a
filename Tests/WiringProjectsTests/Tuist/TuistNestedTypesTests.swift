import Testing
import WiringProjectModel
import WiringProjects

/// Types the helpers nest in other types: reached through an implicit member chain, made by their
/// initializer, returned under an alias; and `.xctest`, written without a call.
@Suite("Tuist nested helper types")
struct TuistNestedTypesTests {
    @Test("an implicit member chain through types nested in extensions reaches the static at its end: '.ThirdParty.SPM.nuke'")
    func implicitChainThroughNestedTypes() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension TargetDependency {
                    public struct ThirdParty {}
                    public struct Modules {
                        public struct Core {}
                    }
                }

                public extension TargetDependency.ThirdParty {
                    enum SPM {}
                }

                public extension TargetDependency.ThirdParty.SPM {
                    static let nuke = TargetDependency.external(name: "Nuke")
                }

                public extension TargetDependency.Modules.Core {
                    static let core = TargetDependency.target(name: "Core")
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.ThirdParty.SPM.nuke, .Modules.Core.core]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> package:nuke/Nuke", "module:Feed -> target:Core"])
    }

    @Test("a static function of a nested type returning an alias ('-> Dep') looks its implicit result up in the aliased type")
    func returnTypeAliasInNestedType() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public typealias Dep = TargetDependency

                extension Dep {
                    public struct Module {}
                }

                public extension Dep.Module {
                    static func project(name: String) -> Dep { .project(target: name, path: .relativeToRoot(name)) }
                    static let core = project(name: "Core")
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [Dep.Module.core]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core/Core"])
    }

    @Test("'.init()' given as the debug and release settings of '.settings(base:debug:release:)', or a configuration's, is a settings dictionary the helpers' methods take")
    func settingsOfEachConfiguration() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension SettingsDictionary {
                    func manualSigning() -> SettingsDictionary {
                        merging(["CODE_SIGN_STYLE": "Manual"])
                    }
                }
                """,
            manifest: """
                let settings: Settings = .settings(
                    base: .init().manualSigning(),
                    debug: .init().manualSigning(),
                    release: .init().manualSigning()
                )
                let project = Project(name: "App", settings: settings, targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            settings: .settings(configurations: [.debug(name: "Debug", settings: .init().manualSigning())])),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        // Nothing of the manifest is left unread or carried whole.
        #expect(model.findings.filter { $0.description.hasPrefix("Project.swift") }.map(\.description) == [])
        #expect(model.projects.map(\.name) == ["App"])
        #expect(model.targetSummary.count == 1)
    }

    @Test("'Owner.Nested(…)' makes a struct the helpers nest in another, by its initializer")
    func nestedStructInitializer() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct ProjectFactory {
                    public struct Payload {
                        let name: String
                        let targets: [Target]

                        public init(name: String, targets: [Target]) {
                            self.name = name
                            self.targets = targets
                        }
                    }

                    public init() {}

                    public func build(payload: Payload) -> Project {
                        Project(name: payload.name, targets: payload.targets)
                    }
                }
                """,
            manifest: """
                let project = ProjectFactory().build(payload: ProjectFactory.Payload(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.xctest]),
                ]))
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.projects.map(\.name) == ["App"])
        #expect(model.dependencySummary == ["module:Feed -> sdk:XCTest"])
    }
}
