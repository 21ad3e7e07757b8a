import Testing
import WiringProjectModel
import WiringProjects

@Suite("Tuist manifests read in part say so")
struct TuistNeverSilentTests {
    @Test("a Project(…) with no targets: is a not-read line, and the files beside it are not left out")
    func projectWithoutTargets() throws {
        let tree = try TreeFixture([
            "Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Shop\")\n",
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:3: 'Project(…)' has no 'targets:' argument; the project is read with no targets",
        ])
        // Only the manifest, which no target compiles: the source beside it is kept.
        #expect(model.notCompiled == ["Project.swift"])
        #expect(model.projects.first?.listsFiles == false)
    }

    @Test("a Project(…) with an argument Tuist's does not take is a not-read line naming it")
    func unknownArgument() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let project = Project(
                    module: "Feed",
                    targets: [.target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: "Sources/**")]
                )
                """,
            "Sources/Feed.swift": "",
            "Other/Loose.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:3: 'Project(…)' is made with 'module:', which Tuist's 'Project(…)' does not take: an initializer of the "
                + "manifest's own was not followed; what it gives is left out",
        ])
        #expect(model.module(of: "Sources/Feed.swift")?.moduleName == "Feed")
        #expect(model.notCompiled == ["Project.swift"])
    }

    @Test("code not followed after the project names only what it may change, not arguments Tuist's 'Project' does not have")
    func unfollowedCodeAfterTheProject() throws {
        // A chain of calls on a call's result is not followed, and may write the lists of every
        // object reachable: the project's targets; not 'products:' or 'dependencies:', which
        // Tuist's 'Project' does not have.
        let tree = try TreeFixture([
            "App/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(
                    name: "App",
                    targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: "Sources/**")]
                )

                let settings: Settings = .settings(base: SettingsDictionary(minimumCapacity: 4).signed())
                """,
            "Tuist/ProjectDescriptionHelpers/Signing.swift": """
                import ProjectDescription

                public extension SettingsDictionary {
                    func signed() -> SettingsDictionary {
                        merging(["CODE_SIGN_STYLE": "Manual"])
                            .merging(["DEVELOPMENT_TEAM": "TEAM"])
                    }
                }

                // A class: a call may return an instance others hold, so a method called on a call's result may change it.
                public final class Registry {}
                """,
            "App/Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Tuist/ProjectDescriptionHelpers/Signing.swift:5: the project's targets: 'merging([\"CODE_SIGN_STYLE\": \"Manual\"])' "
                + "is not a construct the reader follows",
        ])
    }

    @Test("sources and buildable folders whose letter case differs from the disk's are found, as on macOS's disk")
    func letterCase() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Storage", targets: [
                    .target(name: "StorageInterface", destinations: .iOS, product: .framework, bundleId: "dev.a", sources: ["Interface/**"]),
                    .target(name: "Storage", destinations: .iOS, product: .framework, bundleId: "dev.b", buildableFolders: ["sources"]),
                ])
                """,
            "interface/Store.swift": "",
            "Sources/Storage.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.targetSummary == [
            "project:Storage module:StorageInterface StorageInterface framework: interface/Store.swift",
            "project:Storage module:Storage Storage framework: Sources/Storage.swift",
        ])
    }
}
