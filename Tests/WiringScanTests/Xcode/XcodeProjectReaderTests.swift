import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// A project's targets read from `project.pbxproj`: where its files are, which Swift files each
/// target compiles, its module name, product type and conditions.
@Suite("Xcode project reader")
struct XcodeProjectReaderTests {
    @Test("group paths: <group> against the parent group, a group without a path adds nothing, ../ and SOURCE_ROOT")
    func groupPaths() throws {
        let project = try XcodeFixture("Apps/Shop.xcodeproj", objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (APP_GROUP, ROOT_FILE, SDK_FILE,); sourceTree = \"<group>\";"),
            ("APP_GROUP", "isa = PBXGroup; children = (SOURCES, SHOWN, NAMED,); path = Shop; sourceTree = \"<group>\";"),
            ("SOURCES", "isa = PBXGroup; children = (MAIN_FILE, UP_FILE,); path = Sources; sourceTree = \"<group>\";"),
            ("MAIN_FILE", "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = \"<group>\";"),
            ("UP_FILE", "isa = PBXFileReference; path = \"../../../Shared/Util.swift\"; sourceTree = \"<group>\";"),
            // `name` is only what Xcode shows; `path` is where the file is.
            ("SHOWN", "isa = PBXFileReference; name = Shown.swift; path = Real.swift; sourceTree = \"<group>\";"),
            ("NAMED", "isa = PBXGroup; children = (INNER,); name = Display; sourceTree = \"<group>\";"),
            ("INNER", "isa = PBXFileReference; path = Inner.swift; sourceTree = \"<group>\";"),
            ("ROOT_FILE", "isa = PBXFileReference; path = Root/Boot.swift; sourceTree = SOURCE_ROOT;"),
            ("SDK_FILE", "isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;"),
            PBXObjects.target("APP", name: "Shop", phases: ["APP_SOURCES"]),
            ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, B7,);"),
            ("B1", "isa = PBXBuildFile; fileRef = MAIN_FILE;"),
            ("B2", "isa = PBXBuildFile; fileRef = UP_FILE;"),
            ("B3", "isa = PBXBuildFile; fileRef = SHOWN;"),
            ("B4", "isa = PBXBuildFile; fileRef = INNER;"),
            ("B5", "isa = PBXBuildFile; fileRef = ROOT_FILE;"),
            ("B6", "isa = PBXBuildFile; fileRef = MAIN_FILE;"),
            ("B7", "isa = PBXBuildFile; fileRef = SDK_FILE;"),
        ], files: [
            "Apps/Shop/Sources/Main.swift": "", "Shared/Util.swift": "", "Apps/Shop/Real.swift": "",
            "Apps/Shop/Inner.swift": "", "Apps/Root/Boot.swift": "",
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.name == "Shop")
        #expect(read.folder == project.path("Apps/Shop.xcodeproj"))
        #expect(read.file == project.path("Apps/Shop.xcodeproj/project.pbxproj"))
        let target = try #require(read.target("Shop"))
        #expect(target.sourceFiles == [
            "Apps/Root/Boot.swift", "Apps/Shop/Inner.swift", "Apps/Shop/Real.swift", "Apps/Shop/Sources/Main.swift", "Shared/Util.swift",
        ].map(project.path))
        #expect(target.compilesSwift)
        #expect(target.line == project.pbx.line(of: "APP"))
        #expect(read.notRead.isEmpty, "\(read.notRead)")
    }

    @Test("a file a target compiles that is not on disk is left out with a note; one in another case is found")
    func missingFiles() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (MODEL,); sourceTree = \"<group>\";"),
            ("MODEL", "isa = PBXGroup; children = (ROW, GONE,); path = Model; sourceTree = \"<group>\";"),
            ("ROW", "isa = PBXFileReference; path = Row.swift; sourceTree = \"<group>\";"),
            ("GONE", "isa = PBXFileReference; path = Gone.swift; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", phases: ["APP_SOURCES"]),
            ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = (B1, B2,);"),
            ("B1", "isa = PBXBuildFile; fileRef = ROW;"),
            ("B2", "isa = PBXBuildFile; fileRef = GONE;"),
        ], files: ["model/Row.swift": ""])
        defer { project.remove() }
        let read = try project.read()
        // On a disk that ignores case the path as written is there already.
        #expect(read.target("App")?.sourceFiles.map { $0.lowercased() } == [project.path("model/Row.swift").lowercased()])
        #expect(read.notRead.map(\.line) == [project.pbx.line(of: "GONE")])
        #expect(read.notRead.first?.missing == true)
        #expect(read.notRead.first?.text == "Model/Gone.swift")
    }

    @Test("files a project names that are not on disk (a git-ignored source, an uncommitted or included .xcconfig) are one line, and the project stays complete")
    func missingFilesAreOneLine() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (ROW, GENERATED, PODS_CONFIG, CONFIG,); sourceTree = \"<group>\";"),
            ("ROW", "isa = PBXFileReference; path = Sources/Row.swift; sourceTree = \"<group>\";"),
            ("GENERATED", "isa = PBXFileReference; path = Sources/R.generated.swift; sourceTree = \"<group>\";"),
            ("PODS_CONFIG", "isa = PBXFileReference; path = \"Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig\"; sourceTree = \"<group>\";"),
            ("CONFIG", "isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", phases: ["APP_SOURCES"], fields: "buildConfigurationList = APP_LIST;"),
            ("APP_LIST", "isa = XCConfigurationList; buildConfigurations = (APP_DEBUG, APP_RELEASE,);"),
            ("APP_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = PODS_CONFIG; buildSettings = {}; name = Debug;"),
            ("APP_RELEASE", "isa = XCBuildConfiguration; baseConfigurationReference = CONFIG; buildSettings = {}; name = Release;"),
            ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = (B1, B2,);"),
            ("B1", "isa = PBXBuildFile; fileRef = ROW;"),
            ("B2", "isa = PBXBuildFile; fileRef = GENERATED;"),
        ], files: [
            "Sources/Row.swift": "import Foundation\n",
            "Config/App.xcconfig": "#include \"Team.xcconfig\"\nPRODUCT_MODULE_NAME = Shop\n",
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.notRead.allSatisfy { $0.missing })
        // Every configuration is read (the names it defines count), so the Release one's include is named too.
        #expect(Set(read.notRead.map(\.text)) == [
            "Sources/R.generated.swift", "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", "Config/Team.xcconfig",
        ])
        let result = try project.fixture.scan(["."])
        let lines = result.warnings.filter { $0.place.file == "App.xcodeproj/project.pbxproj" }
        #expect(lines.count == 1)
        #expect(lines.first?.kind == .outsideTree)
        #expect(lines.first?.message.hasPrefix("3 files the project names are not on disk") == true)
        #expect(result.snapshot.nodes.allSatisfy { $0.attributes["incomplete"] == nil })
    }

    @Test("what an .xcconfig's #include names and cannot give (a file not on disk, a folder) is placed at that #include line")
    func includeProblemsAtTheirLine() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (CONFIG,); sourceTree = \"<group>\";"),
            ("CONFIG", "isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "buildConfigurationList = APP_LIST;"),
            ("APP_LIST", "isa = XCConfigurationList; buildConfigurations = (APP_DEBUG,);"),
            ("APP_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = CONFIG; buildSettings = {}; name = Debug;"),
        ], files: [
            "Config/App.xcconfig": "// the app\n\n#include \"Shared.xcconfig\"\nPRODUCT_MODULE_NAME = Shop\n",
            "Config/Shared.xcconfig": "SWIFT_VERSION = 6.0\n#include \"Signing.xcconfig\"\n#include \"Folder.xcconfig\"\n",
            "Config/Folder.xcconfig/Inner.txt": "",
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.target("App")?.moduleName == "Shop")
        let shared = project.path("Config/Shared.xcconfig")
        #expect(read.notRead.filter(\.missing).map { [$0.text, $0.file ?? "", String($0.line)] } == [["Config/Signing.xcconfig", shared, "2"]])
        #expect(read.notRead.filter { !$0.missing }.map { [$0.file ?? "", String($0.line)] } == [[shared, "3"]])
        let result = try project.fixture.scan(["."])
        let lines = result.warnings.filter { $0.place.file.hasSuffix(".xcconfig") }.map { "\($0.place.file):\($0.place.line)" }
        #expect(lines.sorted() == ["Config/Shared.xcconfig:2", "Config/Shared.xcconfig:3"])
        #expect(result.warnings.filter { $0.place.file == "App.xcodeproj/project.pbxproj" }.isEmpty)
    }

    @Test("an #include not found beside the including .xcconfig is read from the project's folder, as Xcode finds it")
    func includeFromProjectFolder() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (CONFIG,); sourceTree = \"<group>\";"),
            ("CONFIG", "isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "buildConfigurationList = APP_LIST;"),
            ("APP_LIST", "isa = XCConfigurationList; buildConfigurations = (APP_DEBUG,);"),
            ("APP_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = CONFIG; buildSettings = {}; name = Debug;"),
        ], files: [
            "Config/App.xcconfig": "#include \"Shared/Base.xcconfig\"\n#include \"Local.xcconfig\"\n",
            "Config/Local.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = LOCAL\n",
            "Local.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = WRONG\n",
            "Shared/Base.xcconfig": "PRODUCT_MODULE_NAME = Shop\n",
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.target("App")?.moduleName == "Shop")
        #expect(read.target("App")?.defines == ["LOCAL"])
        #expect(read.notRead.isEmpty)
    }

    @Test("an .xcconfig not read is named relative to the scanned folder, as every other file a message names")
    func configurationFileNamedRelative() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (CONFIG,); sourceTree = \"<group>\";"),
            ("CONFIG", "isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "buildConfigurationList = APP_LIST;"),
            ("APP_LIST", "isa = XCConfigurationList; buildConfigurations = (APP_DEBUG,);"),
            ("APP_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = CONFIG; buildSettings = {}; name = Debug;"),
        ], files: [
            "Config/App.xcconfig": "#include \"Folder.xcconfig\"\n#include \"../../Beside.xcconfig\"\n",
            "Config/Folder.xcconfig/Inner.txt": "",
        ])
        defer { project.remove() }
        let result = try project.fixture.scan(["."])
        let messages = result.warnings.filter { $0.place.file == "Config/App.xcconfig" }.map(\.message).sorted()
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { !$0.contains(project.fixture.root.path) })
        #expect(messages.first?.hasPrefix("the configuration file '../Beside.xcconfig' is outside the scanned folder") == true)
        #expect(messages.last?.hasPrefix("the configuration file 'Config/Folder.xcconfig':") == true)
    }

    @Test("module name: PRODUCT_MODULE_NAME, else PRODUCT_NAME expanded and made an identifier, target over project, Debug first")
    func moduleNames() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(
            targets: ["DASHED", "NAMED", "MODULE", "DIGIT", "PLAIN"],
            settings: "PRODUCT_NAME = \"$(TARGET_NAME)\"; SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited)\";"
        ) + [
            ("MAIN", "isa = PBXGroup; children = (); sourceTree = \"<group>\";"),
            PBXObjects.target("DASHED", name: "My-App", fields: "buildConfigurationList = DASHED_LIST;"),
            ("DASHED_LIST", "isa = XCConfigurationList; buildConfigurations = (DASHED_RELEASE, DASHED_DEBUG,);"),
            ("DASHED_RELEASE", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Wrong;}; name = Release;"),
            ("DASHED_DEBUG", "isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = (\"$(inherited)\", BETA, \"2X\",);}; name = Debug;"),
            PBXObjects.target("NAMED", name: "Widgets", fields: "buildConfigurationList = NAMED_LIST;"),
            ("NAMED_LIST", "isa = XCConfigurationList; buildConfigurations = (NAMED_DEBUG,);"),
            ("NAMED_DEBUG", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"Ice ${TARGET_NAME}.v2\"; SWIFT_ACTIVE_COMPILATION_CONDITIONS = LOCAL;}; name = Debug;"),
            PBXObjects.target("MODULE", name: "Kit", fields: "buildConfigurationList = MODULE_LIST;"),
            ("MODULE_LIST", "isa = XCConfigurationList; buildConfigurations = (MODULE_DEBUG,);"),
            ("MODULE_DEBUG", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Other; PRODUCT_MODULE_NAME = \"$(TARGET_NAME:c99extidentifier)Core\";}; name = Debug;"),
            PBXObjects.target("DIGIT", name: "2048"),
            PBXObjects.target("PLAIN", name: "Plain", fields: "buildConfigurationList = PLAIN_LIST;"),
            ("PLAIN_LIST", "isa = XCConfigurationList; buildConfigurations = (PLAIN_DEBUG,);"),
            ("PLAIN_DEBUG", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(PRODUCT_NAME)\";}; name = Debug;"),
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.targets.map(\.name) == ["My-App", "Widgets", "Kit", "2048", "Plain"])
        #expect(read.targets.map(\.moduleName) == ["My_App", "Ice_Widgets_v2", "KitCore", "_2048", "Plain"])
        #expect(read.targets.map(\.defines) == [["DEBUG", "BETA"], ["LOCAL"], ["DEBUG"], ["DEBUG"], ["DEBUG"]])
        #expect(read.targets.allSatisfy { !$0.compilesSwift && $0.sourceFiles.isEmpty })
    }

    @Test("a configuration's .xcconfig file and what it includes give settings under the configuration's own; one outside the folder is not read")
    func configurationFiles() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["CORE", "TOOL", "AWAY"]) + [
            ("MAIN", "isa = PBXGroup; children = (CONFIGS,); sourceTree = \"<group>\";"),
            ("CONFIGS", "isa = PBXGroup; children = (CORE_FILE, TOOL_FILE, AWAY_FILE,); path = Configs; sourceTree = \"<group>\";"),
            ("CORE_FILE", "isa = PBXFileReference; path = Core.xcconfig; sourceTree = \"<group>\";"),
            ("TOOL_FILE", "isa = PBXFileReference; path = Tool.xcconfig; sourceTree = \"<group>\";"),
            ("AWAY_FILE", "isa = PBXFileReference; path = ../../Away.xcconfig; sourceTree = \"<group>\";"),
            PBXObjects.target("CORE", name: "Core", fields: "buildConfigurationList = CORE_LIST;"),
            ("CORE_LIST", "isa = XCConfigurationList; buildConfigurations = (CORE_DEBUG,);"),
            ("CORE_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = CORE_FILE; buildSettings = {}; name = Debug;"),
            PBXObjects.target("TOOL", name: "Cli", fields: "buildConfigurationList = TOOL_LIST;"),
            ("TOOL_LIST", "isa = XCConfigurationList; buildConfigurations = (TOOL_DEBUG,);"),
            ("TOOL_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = TOOL_FILE; buildSettings = {PRODUCT_NAME = Own;}; name = Debug;"),
            PBXObjects.target("AWAY", name: "Away", fields: "buildConfigurationList = AWAY_LIST;"),
            ("AWAY_LIST", "isa = XCConfigurationList; buildConfigurations = (AWAY_DEBUG,);"),
            ("AWAY_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReference = AWAY_FILE; buildSettings = {}; name = Debug;"),
        ], files: [
            "Configs/Core.xcconfig": "#include \"Shared.xcconfig\"\n#include? \"Missing.xcconfig\"\nPRODUCT_MODULE_NAME = CoreKit // the module\n",
            "Configs/Shared.xcconfig": "PRODUCT_MODULE_NAME = Shared\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = STAGING\nPRODUCT_NAME[sdk=iphoneos*] = Phone\n",
            "Configs/Tool.xcconfig": "PRODUCT_NAME = Tool\n",
        ])
        defer { project.remove() }
        try Data("PRODUCT_NAME = Leaked\n".utf8).write(to: URL(fileURLWithPath: project.root + "/../Away.xcconfig"))
        defer { try? FileManager.default.removeItem(atPath: project.root + "/../Away.xcconfig") }
        let read = try XcodeProjectReader.read(projectAt: project.path(project.projectPath), within: project.root).get()
        #expect(read.targets.map(\.moduleName) == ["CoreKit", "Own", "Away"])
        #expect(read.targets.first?.defines == ["STAGING"])
        #expect(read.notRead.contains { $0.text.contains("Away.xcconfig") && $0.text.contains("outside the scanned folder") })
        let unbounded = try project.read()
        #expect(unbounded.targets.map(\.moduleName) == ["CoreKit", "Own", "Leaked"])
    }

    @Test("an .xcconfig referenced the Xcode 16 way (an anchor folder and a path under it) gives its settings; one leading out is not read")
    func anchoredConfigurationFiles() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP", "AWAY"]) + [
            ("MAIN", "isa = PBXGroup; children = (CONFIG_FOLDER,); sourceTree = \"<group>\";"),
            ("CONFIG_FOLDER", "isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "Shop", fields: "buildConfigurationList = APP_LIST;"),
            ("APP_LIST", "isa = XCConfigurationList; buildConfigurations = (APP_DEBUG,);"),
            ("APP_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = CONFIG_FOLDER; "
                + "baseConfigurationReferenceRelativePath = Targets/App.xcconfig; buildSettings = {}; name = Debug;"),
            PBXObjects.target("AWAY", name: "Away", fields: "buildConfigurationList = AWAY_LIST;"),
            ("AWAY_LIST", "isa = XCConfigurationList; buildConfigurations = (AWAY_DEBUG,);"),
            ("AWAY_DEBUG", "isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = CONFIG_FOLDER; "
                + "baseConfigurationReferenceRelativePath = ../../AnchoredAway.xcconfig; buildSettings = {}; name = Debug;"),
        ], files: ["Config/Targets/App.xcconfig": "PRODUCT_MODULE_NAME = ShopKit\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = STAGING\n"])
        defer { project.remove() }
        try Data("PRODUCT_NAME = Leaked\n".utf8).write(to: URL(fileURLWithPath: project.root + "/../AnchoredAway.xcconfig"))
        defer { try? FileManager.default.removeItem(atPath: project.root + "/../AnchoredAway.xcconfig") }
        let read = try XcodeProjectReader.read(projectAt: project.path(project.projectPath), within: project.root).get()
        #expect(read.targets.map(\.moduleName) == ["ShopKit", "Away"])
        #expect(read.targets.first?.defines == ["STAGING"])
        #expect(read.notRead.contains { $0.message(root: "/").contains("AnchoredAway.xcconfig") && $0.text.contains("outside the scanned folder") })
    }

    @Test("product types are short names; aggregate targets are not targets")
    func productTypes() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["A", "B", "C", "D", "E", "AGG"]) + [
            ("MAIN", "isa = PBXGroup; children = (); sourceTree = \"<group>\";"),
            PBXObjects.target("A", name: "A", type: "application"),
            PBXObjects.target("B", name: "B", type: "bundle.unit-test"),
            PBXObjects.target("C", name: "C", type: "application.watchapp2"),
            PBXObjects.target("D", name: "D", type: "app-extension.messages-sticker-pack"),
            ("E", "isa = PBXNativeTarget; buildPhases = (); name = E;"),
            ("AGG", "isa = PBXAggregateTarget; buildPhases = (); name = Lint;"),
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.targets.map(\.productType) == ["app", "unit-test", "watch2-app", "app-extension-messages-sticker-pack", "other"])
        #expect(XcodeProductType.shortName("com.apple.product-type.application.on-demand-install-capable") == "app-clip")
        #expect(XcodeProductType.shortName("com.apple.product-type.library.static") == "static-library")
        #expect(XcodeProductType.shortName("com.example.custom") == "other")
    }

    @Test("settings name each other, in cycles too, without hanging; unknown names are empty")
    func settingExpansion() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(
            targets: ["LOOP", "WIDE"],
            settings: "A = \"$(B)$(B)$(B)$(B)\"; B = \"$(A)$(A)$(A)$(A)\"; BASE = \"$(UNKNOWN)App\";"
        ) + [
            ("MAIN", "isa = PBXGroup; children = (); sourceTree = \"<group>\";"),
            PBXObjects.target("LOOP", name: "Loop", fields: "buildConfigurationList = LOOP_LIST;"),
            ("LOOP_LIST", "isa = XCConfigurationList; buildConfigurations = (LOOP_DEBUG,);"),
            ("LOOP_DEBUG", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(A)\";}; name = Debug;"),
            PBXObjects.target("WIDE", name: "Wide", fields: "buildConfigurationList = WIDE_LIST;"),
            ("WIDE_LIST", "isa = XCConfigurationList; buildConfigurations = (WIDE_DEBUG,);"),
            ("WIDE_DEBUG", "isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \"$(BASE:lower)\";}; name = Debug;"),
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.target("Loop")?.moduleName == "Loop")
        #expect(read.target("Wide")?.moduleName == "app")
    }
}
