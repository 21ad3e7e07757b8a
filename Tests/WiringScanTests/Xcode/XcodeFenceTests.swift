import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// Every path a project names is fenced like a package's: resolved, links included, and checked
/// against the scanned tree before anything there is read or listed; what leads out is a
/// `not read` line and the project is incomplete.
@Suite("Xcode paths fenced in the scanned tree")
struct XcodeFenceTests {
    /// A project in `Tree/` whose target compiles the given file reference, and an outside folder beside it.
    private func project(fileFields: String, extra: [(id: String, fields: String)] = [], groupPath: String = "") throws -> XcodeFixture {
        try XcodeFixture(
            "Tree/App.xcodeproj",
            objects: PBXObjects.project(targets: ["APP"]) + [
                ("MAIN", "isa = PBXGroup; children = (FILE,); sourceTree = \"<group>\"; \(groupPath)"),
                ("FILE", "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \(fileFields)"),
                ("BUILD", "isa = PBXBuildFile; fileRef = FILE;"),
                ("SOURCES", "isa = PBXSourcesBuildPhase; files = (BUILD,);"),
                PBXObjects.target("APP", name: "App", phases: ["SOURCES"]),
            ] + extra,
            files: ["Tree/Sources/App.swift": "import Foundation\n", "Outside/Secret.swift": "import Secret\n"])
    }

    private func read(_ fixture: XcodeFixture) throws -> XcodeProject {
        try XcodeProjectReader.read(projectAt: fixture.path("Tree/App.xcodeproj"), within: fixture.path("Tree")).get()
    }

    @Test("a source file named by ../ outside the tree is a not-read line, not dropped in silence")
    func parentPath() throws {
        let fixture = try project(fileFields: "path = ../Outside/Secret.swift; sourceTree = \"<group>\";")
        defer { fixture.remove() }
        let read = try read(fixture)
        #expect(read.target("App")?.sourceFiles.isEmpty == true)
        #expect(read.notRead.contains { $0.text.contains("outside the scanned folder") })
    }

    @Test("a project whose every Swift file is outside the tree says so, instead of ending in 'no Swift files'")
    func everyFileOutside() throws {
        let fixture = try XcodeFixture(
            "Tree/App.xcodeproj",
            objects: PBXObjects.project(targets: ["APP"]) + [
                ("MAIN", "isa = PBXGroup; children = (FILE,); sourceTree = \"<group>\";"),
                ("FILE", "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../Outside/Secret.swift; sourceTree = \"<group>\";"),
                ("BUILD", "isa = PBXBuildFile; fileRef = FILE;"),
                ("SOURCES", "isa = PBXSourcesBuildPhase; files = (BUILD,);"),
                PBXObjects.target("APP", name: "App", phases: ["SOURCES"]),
            ],
            files: ["Outside/Secret.swift": "import Secret\n", "Empty/README.md": "no sources\n"])
        defer { fixture.remove() }
        let result = try fixture.fixture.scan(["Tree"])
        #expect(result.warnings.contains { $0.kind == .outsideTree && $0.message.contains("Outside/Secret.swift") })
        #expect(result.snapshot.nodes.contains { $0.attributes["incomplete"] != nil })
        // A folder with neither a Swift file nor a project is still an error.
        #expect(throws: ScanError.noSwiftFiles([fixture.path("Empty")])) { try fixture.fixture.scan(["Empty"]) }
    }

    @Test("an absolute source path outside the tree is a not-read line")
    func absolutePath() throws {
        let fixture = try project(fileFields: "path = /etc/hostname.swift; sourceTree = \"<absolute>\";")
        defer { fixture.remove() }
        #expect(try read(fixture).notRead.contains { $0.text.contains("outside the scanned folder") })
    }

    @Test("a group path leading out of the tree fences the files below it")
    func groupPath() throws {
        let fixture = try project(fileFields: "path = Secret.swift; sourceTree = \"<group>\";", groupPath: "path = ../Outside;")
        defer { fixture.remove() }
        #expect(try read(fixture).notRead.contains { $0.text.contains("outside the scanned folder") })
    }

    @Test("SOURCE_ROOT through a projectDirPath outside the tree is a not-read line")
    func projectDirPath() throws {
        let fixture = try XcodeFixture(
            "Tree/App.xcodeproj",
            objects: [
                ("PROJECT", "isa = PBXProject; buildConfigurationList = PROJECT_CONFIGS; mainGroup = MAIN; projectDirPath = ../Outside; targets = (APP,);"),
                ("PROJECT_CONFIGS", "isa = XCConfigurationList; buildConfigurations = (PROJECT_DEBUG,);"),
                ("PROJECT_DEBUG", "isa = XCBuildConfiguration; buildSettings = {}; name = Debug;"),
                ("MAIN", "isa = PBXGroup; children = (FILE,); sourceTree = \"<group>\";"),
                ("FILE", "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Secret.swift; sourceTree = SOURCE_ROOT;"),
                ("BUILD", "isa = PBXBuildFile; fileRef = FILE;"),
                ("SOURCES", "isa = PBXSourcesBuildPhase; files = (BUILD,);"),
                PBXObjects.target("APP", name: "App", phases: ["SOURCES"]),
            ],
            files: ["Outside/Secret.swift": "import Secret\n"])
        defer { fixture.remove() }
        let read = try read(fixture)
        #expect(read.target("App")?.sourceFiles.isEmpty == true)
        #expect(read.notRead.count >= 2)
    }

    @Test("a synchronized folder leading out of the tree is not listed, and says so")
    func synchronizedFolder() throws {
        let fixture = try XcodeFixture(
            "Tree/App.xcodeproj",
            objects: PBXObjects.project(targets: ["APP"]) + [
                ("MAIN", "isa = PBXGroup; children = (SYNC,); sourceTree = \"<group>\";"),
                ("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; path = ../Outside; sourceTree = \"<group>\";"),
                PBXObjects.target("APP", name: "App", fields: "fileSystemSynchronizedGroups = (SYNC,);"),
            ],
            files: ["Outside/Secret.swift": "import Secret\n"])
        defer { fixture.remove() }
        let read = try read(fixture)
        #expect(read.target("App")?.sourceFiles.isEmpty == true)
        #expect(read.notRead.contains { $0.text.contains("synchronized folder") && $0.text.contains("outside the scanned folder") })
    }

    @Test("a project.pbxproj, or an .xcodeproj, that is a link out of the tree is not read")
    func linkedProject() throws {
        let fixture = try ScanFixture(["Tree/.keep": "", "Outside/Real.xcodeproj/project.pbxproj": PBXText(objects: PBXObjects.project(targets: [])).text])
        defer { fixture.remove() }
        let root = fixture.root.path
        try FileManager.default.createSymbolicLink(atPath: root + "/Tree/App.xcodeproj", withDestinationPath: root + "/Outside/Real.xcodeproj")
        guard case .failure(.outside) = XcodeProjectReader.read(projectAt: root + "/Tree/App.xcodeproj", within: root + "/Tree") else {
            Issue.record("the linked project was read")
            return
        }
        try FileManager.default.createDirectory(atPath: root + "/Tree/Other.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Tree/Other.xcodeproj/project.pbxproj", withDestinationPath: root + "/Outside/Real.xcodeproj/project.pbxproj")
        guard case .failure(.outside) = XcodeProjectReader.read(projectAt: root + "/Tree/Other.xcodeproj", within: root + "/Tree") else {
            Issue.record("the linked project file was read")
            return
        }
    }

    @Test("a project that cannot be read is still in the module graph, marked incomplete")
    func unreadProjectIncomplete() throws {
        let fixture = try ScanFixture([
            "Tree/Sources/a.swift": "let a = 1\n",
            "Outside/Real.xcodeproj/project.pbxproj": PBXText(objects: PBXObjects.project(targets: [])).text,
        ])
        defer { fixture.remove() }
        let root = fixture.root.path
        try FileManager.default.createDirectory(atPath: root + "/Tree/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Tree/App.xcodeproj/project.pbxproj", withDestinationPath: root + "/Outside/Real.xcodeproj/project.pbxproj")
        let result = try fixture.scan(["Tree"])
        let project = result.snapshot.nodes.first { $0.id.hasPrefix("project:") }
        #expect(project?.attributes["incomplete"] != nil)
        #expect(result.warnings.contains { $0.message.contains("outside the scanned folder") })
    }

    @Test("an .xcconfig included many times is read once, and one outside the tree is not read")
    func configurationFiles() throws {
        let fixture = try ScanFixture([
            "Tree/Base.xcconfig": (0..<64).map { _ in "#include \"Shared.xcconfig\"\n" }.joined() + "#include \"../Outside/Leak.xcconfig\"\n",
            "Tree/Shared.xcconfig": (0..<2_000).map { "SETTING_\($0) = value\n" }.joined(),
            "Outside/Leak.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = LEAK\n",
        ])
        defer { fixture.remove() }
        let root = fixture.root.path
        let fence = TreeFence(roots: [root + "/Tree"])
        let read = XcodeConfigFile.settings(at: root + "/Tree/Base.xcconfig", within: fence)
        #expect(read.settings["SETTING_1999"] == "value")
        #expect(read.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil)
        #expect(read.problems.contains { $0.reason.contains("outside the scanned folder") })
    }

    @Test("an .xcconfig is worked out once for the memo a tree's projects share, and read again for another")
    func configurationMemo() throws {
        let fixture = try ScanFixture(["Tree/Base.xcconfig": "#include \"Shared.xcconfig\"\n", "Tree/Shared.xcconfig": "NAME = first\n"])
        defer { fixture.remove() }
        let base = fixture.root.path + "/Tree/Base.xcconfig"
        let memo = XcodeConfigFile.Memo()
        #expect(XcodeConfigFile.settings(at: base, within: nil, memo: memo).settings["NAME"] == "first")
        try "NAME = second\n".write(toFile: fixture.root.path + "/Tree/Shared.xcconfig", atomically: false, encoding: .utf8)
        #expect(XcodeConfigFile.settings(at: base, within: nil, memo: memo).settings["NAME"] == "first")
        #expect(XcodeConfigFile.settings(at: base, within: nil, memo: XcodeConfigFile.Memo()).settings["NAME"] == "second")
    }
}
