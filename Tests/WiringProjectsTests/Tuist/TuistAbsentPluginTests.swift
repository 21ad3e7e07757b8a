import Testing
import WiringProjectModel
import WiringProjects

/// A name no file of the checkout declares, in a helper that imports a module whose source is not
/// in the checkout (a plugin Tuist fetches from git): the line says which module it may come from.
@Suite("Tuist plugins not in the checkout")
struct TuistAbsentPluginTests {
    @Test("'FeatureManifest(…)' in a helper importing a fetched plugin names the plugin and how it is brought")
    func fetchedPluginIsNamed() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                import MicroFeaturePlugin

                public let core = FeatureManifest(baseName: "Core")
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: core.baseName)]),
                ])
                """)
        defer { tree.remove() }
        let notRead = TuistHelperTypesTests.notRead(try tree.read())
        #expect(notRead.contains {
            $0.contains("'FeatureManifest(…)' is declared in no file of the checkout: it may come from 'MicroFeaturePlugin', which the file imports "
                + "and whose source is not in the checkout (a Tuist plugin fetched from git; 'tuist install' brings it)")
        })
        #expect(!notRead.contains { $0.contains("is not a construct the reader follows") })
    }

    @Test("a local plugin's module is in the checkout: a name it does not declare is said as before")
    func localPluginIsNotAbsent() throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Plugins/Local/Plugin.swift": "import ProjectDescription\n\nlet plugin = Plugin(name: \"LocalPlugin\")\n",
            "Plugins/Local/ProjectDescriptionHelpers/Local.swift": "import ProjectDescription\n\npublic let prefix = \"dev\"\n",
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\nimport LocalPlugin\n\npublic let core = FeatureManifest(baseName: \"Core\")\n",
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            dependencies: [.target(name: core.baseName)]),
                ])
                """,
            "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let notRead = TuistHelperTypesTests.notRead(try tree.read())
        #expect(notRead.contains { $0.contains("'FeatureManifest(baseName: \"Core\")' is not a construct the reader follows") })
        #expect(!notRead.contains { $0.contains("declared in no file of the checkout") })
    }
}
