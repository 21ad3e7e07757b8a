import Testing
import WiringModel
@testable import WiringScan

/// A framework an Xcode target links by a path in the tree (Carthage's `Carthage/Build/iOS/X.framework`,
/// absent from a clone) is a prebuilt framework of the project: a `depends` edge, and the imports of it
/// drawn to it. A framework in the build products folder that no target builds (a pod aggregate's) and
/// the SDK's are not.
@Suite("Module graph: prebuilt frameworks an Xcode target links")
struct XcodePrebuiltFrameworkTests {
    static let objects: [(id: String, fields: String)] = PBXObjects.project(targets: ["APP"]) + [
        ("MAIN", "isa = PBXGroup; children = (SOURCES, SWINJECT, PODS, UIKIT,); sourceTree = \"<group>\";"),
        ("SOURCES", "isa = PBXGroup; children = (MAIN_SWIFT,); path = App; sourceTree = \"<group>\";"),
        ("MAIN_SWIFT", "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Main.swift; sourceTree = \"<group>\";"),
        ("SWINJECT", "isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = Swinject.framework; path = Carthage/Build/iOS/Swinject.framework; sourceTree = \"<group>\";"),
        ("PODS", "isa = PBXFileReference; explicitFileType = wrapper.framework; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR;"),
        ("UIKIT", "isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;"),
        PBXObjects.target("APP", name: "App", phases: ["APP_SOURCES", "APP_FRAMEWORKS"]),
        ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = (COMPILE_MAIN,);"),
        ("COMPILE_MAIN", "isa = PBXBuildFile; fileRef = MAIN_SWIFT;"),
        ("APP_FRAMEWORKS", "isa = PBXFrameworksBuildPhase; files = (LINK_SWINJECT, LINK_PODS, LINK_UIKIT,);"),
        ("LINK_SWINJECT", "isa = PBXBuildFile; fileRef = SWINJECT;"),
        ("LINK_PODS", "isa = PBXBuildFile; fileRef = PODS;"),
        ("LINK_UIKIT", "isa = PBXBuildFile; fileRef = UIKIT;"),
    ]

    @Test("the linked Carthage framework is a node of the project that the app depends on and imports; the pod aggregate and UIKit are not")
    func carthageFramework() throws {
        let project = try XcodeFixture(objects: Self.objects, files: ["App/Main.swift": "import UIKit\nimport Swinject\n"])
        defer { project.remove() }
        let result = try project.fixture.scan(["."])
        let edges = Set(result.snapshot.edgeSummary)
        #expect(edges.contains("module:App -depends-> product:App/Swinject"))
        #expect(edges.contains("module:App -imports-> product:App/Swinject"))
        #expect(!result.snapshot.nodes.contains { $0.type == "Pods_App" || $0.type == "UIKit" })
        #expect(!result.warnings.contains { $0.kind == .moduleNotFound })
    }
}
