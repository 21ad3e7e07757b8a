import Testing
import WiringProjectModel
import WiringProjects

/// An Xcode project read into the one project model, beside the projects of other kinds.
@Suite("Xcode projects in the project model")
struct XcodeModelTests {
    /// A project with one app target compiling `App/Main.swift` and one test target compiling `Tests/MainTests.swift`.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tPROJECT = {isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = (APP, TESTS,);};
        \t\tCONFIGS = {isa = XCConfigurationList; buildConfigurations = (DEBUG,);};
        \t\tDEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug;};
        \t\tMAIN = {isa = PBXGroup; children = (APP_GROUP, TEST_GROUP,); sourceTree = "<group>";};
        \t\tAPP_GROUP = {isa = PBXGroup; children = (MAIN_FILE,); path = App; sourceTree = "<group>";};
        \t\tTEST_GROUP = {isa = PBXGroup; children = (TEST_FILE,); path = Tests; sourceTree = "<group>";};
        \t\tMAIN_FILE = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>";};
        \t\tTEST_FILE = {isa = PBXFileReference; path = MainTests.swift; sourceTree = "<group>";};
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (APP_SOURCES,); name = Shop; productType = "com.apple.product-type.application";};
        \t\tAPP_SOURCES = {isa = PBXSourcesBuildPhase; files = (B1,);};
        \t\tB1 = {isa = PBXBuildFile; fileRef = MAIN_FILE;};
        \t\tTESTS = {isa = PBXNativeTarget; buildPhases = (TEST_SOURCES,); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test";};
        \t\tTEST_SOURCES = {isa = PBXSourcesBuildPhase; files = (B2,);};
        \t\tB2 = {isa = PBXBuildFile; fileRef = TEST_FILE;};
        \t};
        \trootObject = PROJECT;
        }

        """

    @Test("reading a tree reads its Xcode project: module(of:) answers for the files its targets compile")
    func moduleOfFile() throws {
        let tree = try TreeFixture([
            "Shop.xcodeproj/project.pbxproj": Self.pbxproj,
            "App/Main.swift": "", "Tests/MainTests.swift": "", "Old/Unused.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop"])
        #expect(model.module(of: "App/Main.swift") == ModuleMembership(
            moduleName: "Shop", moduleID: "module:Shop", projectID: "project:Shop", role: .app, product: .app))
        #expect(model.module(of: "Tests/MainTests.swift")?.role == .test)
        #expect(model.module(of: "Old/Unused.swift") == nil)
        #expect(model.notCompiled == ["Old/Unused.swift"])
    }

    @Test("an Xcode project carries Xcode's conventions: shown by its .xcodeproj, its defines in some builds only")
    func conventions() throws {
        let tree = try TreeFixture([
            "Shop.xcodeproj/project.pbxproj": Self.pbxproj.replacingOccurrences(
                of: "buildSettings = {}", with: "buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG MOCKS\";}"),
            "App/Main.swift": "", "Tests/MainTests.swift": "",
        ])
        defer { tree.remove() }
        let shop = try #require(try tree.read().projects.first)
        #expect(shop.shownPath == "Shop.xcodeproj")
        #expect(shop.conventions == .xcode)
        #expect(shop.conventions.targetsNamedAmong == [.xcode] && !shop.conventions.prebuiltFrameworks && shop.conventions.exactPackages)
        // The Debug configuration's defines are not in every build: a Release build has none.
        #expect(shop.targets.first?.defines == ["DEBUG": false, "MOCKS": false])
    }

    @Test("a project in a vendored folder is not read")
    func vendoredProject() throws {
        let tree = try TreeFixture([
            "Pods/Pods.xcodeproj/project.pbxproj": Self.pbxproj, "Pods/App/Main.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        #expect(model.module(of: "Pods/App/Main.swift") == nil)
    }

    @Test("a project in a vendored folder that a workspace names is not read either: the Podfile's pods stand for CocoaPods' project")
    func vendoredProjectOfWorkspace() throws {
        let tree = try TreeFixture([
            "Shop.xcworkspace/contents.xcworkspacedata": #"<Workspace version = "1.0"><FileRef location = "group:Shop.xcodeproj"></FileRef>"#
                + #"<FileRef location = "group:Pods/Pods.xcodeproj"></FileRef></Workspace>"#,
            "Shop.xcodeproj/project.pbxproj": Self.pbxproj, "App/Main.swift": "", "Tests/MainTests.swift": "",
            "Pods/Pods.xcodeproj/project.pbxproj": Self.pbxproj, "Pods/App/Main.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.id) == ["project:Shop"])
        #expect(model.module(of: "Pods/App/Main.swift") == nil)
    }

    @Test("a committed Pods project that compiles local pods (a Podfile.lock naming a pod by :path) is read: only it compiles their files")
    func vendoredProjectOfLocalPods() throws {
        let podsProject = Self.pbxproj.replacingOccurrences(of: "path = App;", with: "path = ../LocalPods/Kit;")
            .replacingOccurrences(of: "name = Shop;", with: "name = Kit;")
        let lock = "PODS:\n  - Kit (1.0)\n\nDEPENDENCIES:\n  - Kit (from `LocalPods/Kit`)\n\nEXTERNAL SOURCES:\n  Kit:\n    :path: LocalPods/Kit\n"
        let tree = try TreeFixture([
            "Shop.xcworkspace/contents.xcworkspacedata": #"<Workspace version = "1.0"><FileRef location = "group:Shop.xcodeproj"></FileRef>"#
                + #"<FileRef location = "group:Pods/Pods.xcodeproj"></FileRef></Workspace>"#,
            "Shop.xcodeproj/project.pbxproj": Self.pbxproj, "App/Main.swift": "", "Tests/MainTests.swift": "",
            "Pods/Pods.xcodeproj/project.pbxproj": podsProject, "LocalPods/Kit/Main.swift": "", "Podfile.lock": lock,
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.module(of: "LocalPods/Kit/Main.swift")?.moduleName == "Kit")
        #expect(!model.notCompiled.contains("LocalPods/Kit/Main.swift"))
        #expect(model.module(of: "App/Main.swift")?.moduleName == "Shop")
    }

    @Test("a project that cannot be read is a project of the model, incomplete and with no targets; files a project names that are not on disk are one line")
    func unreadAndMissing() throws {
        let tree = try TreeFixture([
            "Shop.xcodeproj/project.pbxproj": Self.pbxproj.replacingOccurrences(of: "path = MainTests.swift", with: "path = Gone.swift"),
            "App/Main.swift": "",
            "Broken/Broken.xcodeproj/project.pbxproj": "{ objects = (",
        ])
        defer { tree.remove() }
        let listing = try #require(TreeListing(root: tree.root))
        let build = TreeBuild.read(listing, outside: { _ in nil })
        #expect(build.model.projects.map(\.id).sorted() == ["project:Broken", "project:Shop"])
        let broken = try #require(build.model.projects.first { $0.name == "Broken" })
        #expect(broken.kind == .xcode && broken.targets.isEmpty && broken.isIncomplete)
        let shop = try #require(build.model.projects.first { $0.name == "Shop" })
        #expect(!shop.isIncomplete)
        #expect(shop.targets.map(\.name) == ["Shop", "ShopTests"])
        let lines = build.notRead.map { "\($0.outside) \($0.file):\($0.line) \($0.message)" }
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix("false Broken/Broken.xcodeproj/project.pbxproj:") && $0.hasSuffix("; the module graph is incomplete") })
        #expect(lines.contains {
            $0.hasPrefix("true Shop.xcodeproj/project.pbxproj:")
                && $0.hasSuffix("1 file the project names is not on disk (generated, or ignored by git?): 'Tests/Gone.swift'; it was left out")
        })
    }
}
