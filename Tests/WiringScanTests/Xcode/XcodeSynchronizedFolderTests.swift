import Foundation
import Testing
@testable import WiringScan

/// Xcode 16's synchronized folders: every Swift file under the folder, less or plus what the
/// exception sets list for each target.
@Suite("Xcode synchronized folders")
struct XcodeSynchronizedFolderTests {
    /// An app and a widget with a synchronized folder each, a test target with none, and exception
    /// sets of every kind on the app's folder.
    private func fixture() throws -> XcodeFixture {
        try XcodeFixture(objects: PBXObjects.project(targets: ["APP", "WIDGET", "TESTS"]) + [
            ("MAIN", "isa = PBXGroup; children = (APP_FOLDER, WIDGET_FOLDER, BUILT,); sourceTree = \"<group>\";"),
            ("APP_FOLDER", "isa = PBXFileSystemSynchronizedRootGroup; exceptions = (FOR_APP, FOR_WIDGET, FOR_PHASE, FOR_COPY,); "
                + "explicitFolders = (Resources/Opaque,); path = App; sourceTree = \"<group>\";"),
            ("WIDGET_FOLDER", "isa = PBXFileSystemSynchronizedRootGroup; path = \"Targets/../Widget\"; sourceTree = \"<group>\";"),
            ("BUILT", "isa = PBXFileSystemSynchronizedRootGroup; path = Generated; sourceTree = BUILT_PRODUCTS_DIR;"),
            ("FOR_APP", "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Excluded.swift, Legacy/,); target = APP;"),
            ("FOR_WIDGET", "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Model.swift, Shared/Deep,); target = WIDGET;"),
            ("FOR_PHASE", "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = APP_SOURCES; membershipExceptions = (PhaseOnly.swift,);"),
            ("FOR_COPY", "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = APP_COPY; membershipExceptions = (Copied.swift,);"),
            PBXObjects.target("APP", name: "App", phases: ["APP_SOURCES", "APP_COPY"], fields: "fileSystemSynchronizedGroups = (APP_FOLDER, BUILT,);"),
            ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = ();"),
            ("APP_COPY", "isa = PBXCopyFilesBuildPhase; files = ();"),
            PBXObjects.target("WIDGET", name: "Widget", phases: ["WIDGET_SOURCES"], type: "app-extension",
                              fields: "fileSystemSynchronizedGroups = (WIDGET_FOLDER,);"),
            ("WIDGET_SOURCES", "isa = PBXSourcesBuildPhase; files = ();"),
            PBXObjects.target("TESTS", name: "AppTests", phases: ["TESTS_SOURCES"], type: "bundle.unit-test"),
            ("TESTS_SOURCES", "isa = PBXSourcesBuildPhase; files = ();"),
        ], files: [
            "App/AppMain.swift": "", "App/Excluded.swift": "", "App/Legacy/Old.swift": "", "App/Legacy/More/Older.swift": "",
            "App/Shared/Model.swift": "", "App/Shared/Deep/Nested.swift": "", "App/PhaseOnly.swift": "", "App/Copied.swift": "",
            "App/Info.plist": "", "App/Notes.md": "",
            "App/Game.playground/Contents.swift": "", "App/Guide.docc/Sample.swift": "", "App/Media.xcassets/Fake.swift": "",
            "App/.hidden/Hidden.swift": "", "App/.Dot.swift": "", "App/Resources/Opaque/Script.swift": "",
            "Widget/Widget.swift": "", "Widget/Views/Timeline.swift": "",
        ])
    }

    @Test("the owning target loses what its exception set and its Sources phase's set list (a folder with all below it)")
    func owningTargetExceptions() throws {
        let project = try fixture()
        defer { project.remove() }
        let read = try project.read()
        let app = try #require(read.target("App"))
        #expect(app.sourceFiles == ["App/AppMain.swift", "App/Copied.swift", "App/Shared/Deep/Nested.swift", "App/Shared/Model.swift"].map(project.path))
        #expect(app.compilesSwift)
        #expect(read.notRead.isEmpty, "\(read.notRead)")
    }

    @Test("another target gains what an exception set naming it lists, folders included; one with no folder gains nothing")
    func otherTargetExceptions() throws {
        let project = try fixture()
        defer { project.remove() }
        let read = try project.read()
        #expect(read.target("Widget")?.sourceFiles == [
            "App/Shared/Deep/Nested.swift", "App/Shared/Model.swift", "Widget/Views/Timeline.swift", "Widget/Widget.swift",
        ].map(project.path))
        let tests = try #require(read.target("AppTests"))
        #expect(tests.sourceFiles.isEmpty)
        #expect(!tests.compilesSwift)
    }

    @Test("playgrounds, catalogs, bundles, hidden entries and explicit folders inside a synchronized folder are not compiled")
    func packagesAndHiddenEntries() throws {
        let project = try fixture()
        defer { project.remove() }
        let files = try project.read().targets.flatMap(\.sourceFiles)
        for left in ["Game.playground", "Guide.docc", "Media.xcassets", ".hidden", ".Dot.swift", "Resources/Opaque"] {
            #expect(!files.contains { $0.contains("/App/" + left) }, "\(left) is compiled")
        }
        #expect(files.count == 8)
    }

    @Test("a synchronized folder that is not on disk is a note at its line")
    func missingFolder() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (GONE,); sourceTree = \"<group>\";"),
            ("GONE", "isa = PBXFileSystemSynchronizedRootGroup; path = Gone; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "fileSystemSynchronizedGroups = (GONE, MISSING,);"),
        ])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.target("App")?.sourceFiles == [])
        #expect(read.notRead.map(\.line) == [project.pbx.line(of: "GONE"), project.pbx.line(of: "APP")])
    }

    @Test("a link to a folder inside a synchronized folder is not followed; a link to a file is read")
    func links() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (APP_FOLDER,); sourceTree = \"<group>\";"),
            ("APP_FOLDER", "isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "fileSystemSynchronizedGroups = (APP_FOLDER,);"),
        ], files: ["App/Main.swift": "", "Elsewhere/Outside.swift": "", "Elsewhere/Linked.swift": ""])
        defer { project.remove() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.path("App/Loop"), withDestinationPath: project.path("App"))
        try manager.createSymbolicLink(atPath: project.path("App/Out"), withDestinationPath: project.path("Elsewhere"))
        try manager.createSymbolicLink(atPath: project.path("App/Linked.swift"), withDestinationPath: project.path("Elsewhere/Linked.swift"))
        #expect(try project.read().target("App")?.sourceFiles == ["App/Linked.swift", "App/Main.swift"].map(project.path))
    }
}
