import Testing
import WiringProjectModel
import WiringProjects

@Suite("Tuist workspaces")
struct TuistWorkspaceTests {
    /// A framework project with one source folder and the dependencies given.
    static func project(_ name: String, dependencies: String = "") -> String {
        """
        import ProjectDescription
        let project = Project(name: "\(name)", targets: [
            .target(name: "\(name)", destinations: .iOS, product: .framework, bundleId: "dev.\(name)", sources: ["Sources/**"],
                    dependencies: [\(dependencies)]),
        ])
        """
    }

    @Test("the projects a Workspace.swift names by path and glob, and those they depend on, are read; the others are one line")
    func namedProjects() throws {
        let tree = try TreeFixture([
            "Workspace.swift": """
                import ProjectDescription

                let workspace = Workspace(
                    name: "Shop",
                    projects: [
                        "Apps/*",
                        .relativeToRoot("Modules/Core"),
                        "Modules/Gone",
                        "Plugins/**",
                    ]
                )
                """,
            "Apps/Shop/Project.swift": Self.project("Shop", dependencies: #".project(target: "Net", path: .relativeToRoot("Modules/Net"))"#),
            "Apps/Shop/Sources/App.swift": "",
            "Modules/Core/Project.swift": Self.project("Core"),
            "Modules/Core/Sources/Core.swift": "",
            "Modules/Net/Project.swift": Self.project("Net"),
            "Modules/Net/Sources/Net.swift": "",
            "Examples/Demo/Project.swift": Self.project("Demo"),
            "Examples/Demo/Sources/Demo.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop", "project:Core", "project:Net"])
        #expect(model.findings.filter { $0.kind != .notCompiled }.map(\.description) == [
            "Examples/Demo/Project.swift:1: 1 Project.swift file that the workspace does not name and no project it names depends on is left out: "
                + "Examples/Demo/Project.swift",
            "Workspace.swift:8: the workspace names the project 'Modules/Gone', which has no Project.swift; it was left out",
            "Workspace.swift:9: the workspace names 'Plugins/**', which matches no folder holding a Project.swift; it was left out",
        ])
        // The project left out compiles nothing of the app.
        #expect(model.module(of: "Examples/Demo/Sources/Demo.swift") == nil)
    }

    @Test("a Project.swift the workspace does not name whose code is all commented out declares no project, and is not said left out")
    func commentedOutManifest() throws {
        let tree = try TreeFixture([
            "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Apps/Shop\"])\n",
            "Apps/Shop/Project.swift": Self.project("Shop"),
            "Apps/Shop/Sources/App.swift": "",
            "Project.swift": "//import ProjectDescription\n//\n//let project = Project(name: \"Old\")\n/* targets: [] */\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop"])
        #expect(model.findings.filter { $0.kind != .notCompiled }.map(\.description) == [
            "Project.swift:1: this Project.swift declares no project: it holds no code, every line of it is a comment or blank",
        ])
    }

    @Test("a project path written with another case than its folder names that folder, as on macOS's default file system, and says so")
    func pathOfAnotherCase() throws {
        let tree = try TreeFixture([
            "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Projects/APP\", \"Projects/Core\"])\n",
            "Projects/App/Project.swift": Self.project("Shop"),
            "Projects/App/Sources/App.swift": "",
            "Projects/Core/Project.swift": Self.project("Core"),
            "Projects/Core/Sources/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop", "project:Core"])
        #expect(model.projects.filter(\.isIncomplete).isEmpty)
        let said = model.findings.filter { $0.kind != .notCompiled }
        #expect(said.map(\.kind) == [.caseDiffers])
        #expect(said.map(\.place.line) == [2])
        #expect(said.first?.message.hasPrefix("the workspace names 'Projects/APP', which is 'Projects/App' only where case is ignored") == true)
    }

    @Test("a named project not wholly read may depend on any project: every Project.swift of the root is read")
    func incompleteNamedProject() throws {
        let tree = try TreeFixture([
            "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Apps/Shop\"])\n",
            "Apps/Shop/Project.swift": Self.project("Shop", dependencies: ".project(target: Unknown.name, path: \"../../Modules/Net\")"),
            "Apps/Shop/Sources/App.swift": "",
            "Modules/Net/Project.swift": Self.project("Net"),
            "Modules/Net/Sources/Net.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop", "project:Net"])
        #expect(model.findings.filter { $0.kind == .unused }.isEmpty)
    }

    /// An app project the workspaces name and an example project they do not.
    static let shopAndDemo: [String: String] = [
        "Apps/Shop/Project.swift": project("Shop"),
        "Apps/Shop/Sources/App.swift": "",
        "Examples/Demo/Project.swift": project("Demo"),
        "Examples/Demo/Sources/Demo.swift": "",
    ]

    @Test("a list of string literals is read when another argument of the workspace is not followed")
    func literalList() throws {
        let tree = try TreeFixture([
            "Workspace.swift": """
                import ProjectDescription
                let workspace = Workspace(name: "Shop", projects: ["Apps/*"], generationOptions: .options(lastXcodeUpgradeCheck: Unknown.value))
                """,
        ].merging(Self.shopAndDemo) { first, _ in first })
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop"])
        #expect(model.findings.filter { $0.kind == .notRead }.isEmpty, "\(model.findings)")
    }

    @Test("a workspace whose projects cannot be read leaves every Project.swift read, and says so")
    func unreadList() throws {
        let tree = try TreeFixture([
            "Workspace.swift": """
                import ProjectDescription
                let workspace = Workspace(name: "Shop", projects: Unknown.all)
                """,
        ].merging(Self.shopAndDemo) { first, _ in first })
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop", "project:Demo"])
        let lines = model.findings.filter { $0.kind == .notRead }.map(\.description)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Workspace.swift:2: the workspace's projects are not read (") ?? false, "\(lines)")
    }
}

@Suite("Tuist manifest beside an XcodeGen spec")
struct TuistTwinSpecTests {
    static let manifest = """
        import ProjectDescription
        let project = Project(name: "Shop", targets: [
            .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.shop", sources: ["Shop/**"]),
        ])
        """

    @Test("a spec describing the manifest's targets in its folder is skipped with one line; one describing other targets is kept")
    func twin() throws {
        let tree = try TreeFixture([
            "Project.swift": Self.manifest,
            "project.yml": "name: Shop\ntargets:\n  Shop:\n    type: application\n    platform: iOS\n    sources: [Shop]\n",
            "Shop/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.kind) == [.tuist])
        #expect(model.targetSummary == ["project:Shop module:Shop Shop app: Shop/App.swift"])
        #expect(model.findings.filter { $0.kind != .notCompiled }.map(\.description) == [
            "project.yml:1: the XcodeGen spec describes targets of the same names as Project.swift (Shop); the Tuist manifest is read and the spec skipped",
        ])

        let apart = try TreeFixture([
            "Project.swift": Self.manifest,
            "project.yml": "name: Tools\ntargets:\n  Tool:\n    type: tool\n    platform: macOS\n    sources: [Tool]\n",
            "Shop/App.swift": "",
            "Tool/main.swift": "",
        ])
        defer { apart.remove() }
        let both = try apart.read()
        #expect(Set(both.projects.map(\.kind)) == [.tuist, .xcodegen])
        #expect(both.findings.filter { $0.kind == .unused }.isEmpty)
    }
}
