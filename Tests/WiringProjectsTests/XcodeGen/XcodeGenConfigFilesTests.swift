import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen configuration files")
struct XcodeGenConfigFilesTests {
    @Test("configFiles are read by configuration, includes too, each path relative to the spec that names it, under the settings of their level")
    func configFilesGiveSettings() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                configFiles:
                  Debug: Config/Debug.xcconfig
                  Release: Config/Release.xcconfig
                settings:
                  PRODUCT_NAME: FromProjectSettings
                include:
                  - App/target.yml
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources: [Kit]
                """,
            "Config/Debug.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG\n",
            "Config/Release.xcconfig": "#include \"Shared.xcconfig\"\n",
            "Config/Shared.xcconfig": "PRODUCT_NAME = FromProjectFile\nSWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = MAC\n",
            "App/target.yml": """
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Sources]
                    configFiles:
                      Debug: Debug.xcconfig
                      Release: Release.xcconfig
                  Tool:
                    type: tool
                    platform: macOS
                    sources: [Tool]
                    configFiles:
                      Debug: Debug.xcconfig
                      Release: Release.xcconfig
                    settings:
                      PRODUCT_NAME: ToolSettings
                """,
            "App/Debug.xcconfig": "#include \"Common.xcconfig\"\n",
            "App/Release.xcconfig": "#include \"Common.xcconfig\"\n",
            "App/Common.xcconfig": "PRODUCT_NAME = Storefront\n#include \"Config/Signing.xcconfig\"\n",
            "Config/Signing.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SIGNED\n",
            "App/Sources/A.swift": "", "App/Tool/T.swift": "", "Kit/K.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let targets = try #require(model.projects.first?.targets)
        // The target's file over the project's settings, the target's settings over its file, the
        // project's settings over the project's file.
        let modules = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.moduleName) })
        #expect(modules == ["App": "Storefront", "Tool": "ToolSettings", "Kit": "FromProjectSettings"])
        // A setting only the Debug file gives, or one under a condition, holds in some builds.
        #expect(targets.first { $0.name == "Kit" }?.defines == ["DEBUG": false, "MAC": false])
        // An include not beside the including file is looked for in the project's folder, as Xcode does;
        // what a less specific level defines in some builds still counts as some builds'.
        #expect(targets.first { $0.name == "App" }?.defines == ["SIGNED": true, "DEBUG": false, "MAC": false])
        #expect(model.findings.filter { $0.kind != .notCompiled }.isEmpty)
    }

    @Test("a configuration file not on disk is said once, one outside the tree is not read and named relative to the root")
    func configFilesNotRead() throws {
        let tree = try TreeFixture([
            "Shop/project.yml": """
                name: Shop
                configFiles:
                  Debug: ../Outside.xcconfig
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Sources]
                    configFiles:
                      Debug: App.xcconfig
                      Release: Absent.xcconfig
                """,
            "Shop/App.xcconfig": "#include \"Pods/Pods-App.debug.xcconfig\"\nPRODUCT_NAME = Storefront\n",
            "Outside.xcconfig": "PRODUCT_NAME = Leak\n",
            "Shop/Sources/A.swift": "",
        ])
        defer { tree.remove() }
        let model = try #require(ProjectReader.read(root: tree.root + "/Shop"))
        let target = try #require(model.projects.first?.targets.first)
        // Release names no file that is read, so Storefront is the Debug build's only.
        #expect(target.moduleName == "App")
        let shown = model.findings.filter { $0.kind != .notCompiled }.map(\.description)
        #expect(shown.contains { $0.hasPrefix("project.yml:3: the configuration file '../Outside.xcconfig' is outside the scanned folder") })
        #expect(shown.contains { $0.hasPrefix("App.xcconfig:1: 2 configuration files the spec's configFiles name or include are not on disk") && $0.contains("'Pods/Pods-App.debug.xcconfig', 'Absent.xcconfig'") })
        #expect(shown.allSatisfy { !$0.contains(tree.root) })
    }
}
