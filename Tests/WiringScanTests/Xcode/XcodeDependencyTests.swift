import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// What targets depend on: other targets (directly or through a proxy, in this project or
/// another), frameworks they link, products they embed, and package products.
@Suite("Xcode target dependencies")
struct XcodeDependencyTests {
    @Test("target dependencies: directly, through a proxy, in another project; aggregate targets and plugins left out")
    func targetDependencies() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP", "KIT", "CORE", "LINT"]) + [
            ("MAIN", "isa = PBXGroup; children = (OTHER_PROJECT,); sourceTree = \"<group>\";"),
            ("OTHER_PROJECT", "isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = Vendor/Other.xcodeproj; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", fields: "dependencies = (DIRECT, VIA_PROXY, OTHER, AGGREGATE, PLUGIN,);"),
            PBXObjects.target("KIT", name: "KitTarget", type: "framework"),
            PBXObjects.target("CORE", name: "Core", type: "framework"),
            ("LINT", "isa = PBXAggregateTarget; name = Lint;"),
            ("DIRECT", "isa = PBXTargetDependency; target = KIT; targetProxy = DIRECT_PROXY;"),
            ("DIRECT_PROXY", "isa = PBXContainerItemProxy; containerPortal = PROJECT; proxyType = 1; remoteGlobalIDString = KIT; remoteInfo = KitTarget;"),
            ("VIA_PROXY", "isa = PBXTargetDependency; platformFilter = ios; targetProxy = CORE_PROXY;"),
            ("CORE_PROXY", "isa = PBXContainerItemProxy; containerPortal = PROJECT; proxyType = 1; remoteGlobalIDString = CORE; remoteInfo = Core;"),
            ("OTHER", "isa = PBXTargetDependency; name = OtherKit; targetProxy = OTHER_PROXY;"),
            ("OTHER_PROXY", "isa = PBXContainerItemProxy; containerPortal = OTHER_PROJECT; proxyType = 1; remoteGlobalIDString = 0123ABCD; remoteInfo = OtherKit;"),
            ("AGGREGATE", "isa = PBXTargetDependency; target = LINT;"),
            ("PLUGIN", "isa = PBXTargetDependency; productRef = LINT_PLUGIN;"),
            ("LINT_PLUGIN", "isa = XCSwiftPackageProductDependency; productName = \"plugin:SwiftLintPlugin\";"),
        ])
        defer { project.remove() }
        let read = try project.read()
        let line = project.pbx.line
        #expect(read.target("App")?.dependencies.map(\.summary) == [
            "target KitTarget:\(line("DIRECT"))",
            "target Core ios:\(line("VIA_PROXY"))",
            "target OtherKit@Other.xcodeproj:\(line("OTHER"))",
        ])
        #expect(read.target("App")?.dependencies[2].project == project.path("Vendor/Other.xcodeproj"))
        #expect(read.targets.map(\.name) == ["App", "KitTarget", "Core"])
        #expect(read.notRead.isEmpty, "\(read.notRead)")
    }

    @Test("frameworks: another target's product (by the target's name), a vendored framework (prebuilt); the SDK's are left out")
    func frameworks() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP", "KIT", "EXT"]) + [
            ("MAIN", "isa = PBXGroup; children = (VENDOR, UIKIT, PRODUCTS,); sourceTree = \"<group>\";"),
            ("PRODUCTS", "isa = PBXGroup; children = (KIT_PRODUCT, EXT_PRODUCT,); name = Products; sourceTree = \"<group>\";"),
            ("KIT_PRODUCT", "isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR;"),
            ("EXT_PRODUCT", "isa = PBXFileReference; explicitFileType = \"wrapper.app-extension\"; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR;"),
            ("VENDOR", "isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; path = Vendor/Analytics.xcframework; sourceTree = \"<group>\";"),
            ("UIKIT", "isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;"),
            PBXObjects.target("APP", name: "App", phases: ["APP_FRAMEWORKS", "APP_EMBED"]),
            ("APP_FRAMEWORKS", "isa = PBXFrameworksBuildPhase; files = (LINK_KIT, LINK_VENDOR, LINK_UIKIT, LINK_KIT_AGAIN,);"),
            ("LINK_KIT", "isa = PBXBuildFile; fileRef = KIT_PRODUCT;"),
            ("LINK_VENDOR", "isa = PBXBuildFile; fileRef = VENDOR; platformFilters = (ios, xros, maccatalyst,);"),
            ("LINK_UIKIT", "isa = PBXBuildFile; fileRef = UIKIT;"),
            ("LINK_KIT_AGAIN", "isa = PBXBuildFile; fileRef = KIT_PRODUCT;"),
            ("APP_EMBED", "isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (EMBED_EXT, EMBED_KIT,);"),
            ("EMBED_EXT", "isa = PBXBuildFile; fileRef = EXT_PRODUCT; platformFilter = ios;"),
            ("EMBED_KIT", "isa = PBXBuildFile; fileRef = KIT_PRODUCT;"),
            PBXObjects.target("KIT", name: "KitTarget", type: "framework", fields: "productReference = KIT_PRODUCT;"),
            PBXObjects.target("EXT", name: "ShareExtension", type: "app-extension", fields: "productReference = EXT_PRODUCT;"),
        ])
        defer { project.remove() }
        let read = try project.read()
        let line = project.pbx.line
        #expect(read.target("App")?.dependencies.map(\.summary) == [
            "framework KitTarget:\(line("LINK_KIT"))",
            "prebuilt Analytics ios+maccatalyst+visionos:\(line("LINK_VENDOR"))",
            "embedded ShareExtension ios:\(line("EMBED_EXT"))",
            "embedded KitTarget:\(line("EMBED_KIT"))",
        ])
    }

    @Test("package products: remote, local by reference, local in the group tree (no package), each once")
    func packageProducts() throws {
        let project = try XcodeFixture("App/App.xcodeproj", objects: PBXObjects.project(
            targets: ["APP", "WIDGET"], packages: ["REMOTE", "LOCAL", "SAME_URL"]
        ) + [
            ("MAIN", "isa = PBXGroup; children = (UI_PACKAGE, NOT_A_PACKAGE,); sourceTree = \"<group>\";"),
            ("UI_PACKAGE", "isa = PBXFileReference; lastKnownFileType = wrapper; name = UI; path = ../Packages/UI; sourceTree = \"<group>\";"),
            ("NOT_A_PACKAGE", "isa = PBXFileReference; lastKnownFileType = folder; path = Assets; sourceTree = \"<group>\";"),
            ("REMOTE", "isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://github.com/Org/Swift-Kit.git\"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0;};"),
            ("SAME_URL", "isa = XCRemoteSwiftPackageReference; repositoryURL = \"git@github.com:org/swift-kit\";"),
            ("LOCAL", "isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Core;"),
            PBXObjects.target("APP", name: "App", phases: ["APP_FRAMEWORKS"],
                              fields: "packageProductDependencies = (KIT_PRODUCT, CORE_PRODUCT, UI_PRODUCT, STALE_UI,);"),
            ("APP_FRAMEWORKS", "isa = PBXFrameworksBuildPhase; files = (LINK_KIT,);"),
            ("LINK_KIT", "isa = PBXBuildFile; productRef = KIT_PRODUCT;"),
            ("KIT_PRODUCT", "isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Kit;"),
            ("CORE_PRODUCT", "isa = XCSwiftPackageProductDependency; package = LOCAL; productName = CoreKit;"),
            ("UI_PRODUCT", "isa = XCSwiftPackageProductDependency; productName = UIKitPlus;"),
            ("STALE_UI", "isa = XCSwiftPackageProductDependency; productName = Kit;"),
            PBXObjects.target("WIDGET", name: "Widget", fields: "packageProductDependencies = (WIDGET_KIT,);"),
            ("WIDGET_KIT", "isa = XCSwiftPackageProductDependency; package = SAME_URL; productName = Kit;"),
        ], files: ["Packages/UI/Package.swift": "", "Packages/Core/Package.swift": "", "App/Assets/Readme.md": ""])
        defer { project.remove() }
        let read = try project.read()
        let line = project.pbx.line
        #expect(read.localPackages == [
            .init(folder: project.path("Packages/Core"), line: line("LOCAL")),
            .init(folder: project.path("Packages/UI"), line: line("UI_PACKAGE")),
        ])
        #expect(read.remotePackages == [.init(url: "https://github.com/Org/Swift-Kit.git", identity: "swift-kit", line: line("REMOTE"))])
        #expect(read.target("App")?.dependencies.map(\.summary) == [
            "package Kit@remote0:\(line("LINK_KIT"))",
            "package CoreKit@local0:\(line("CORE_PRODUCT"))",
            "package UIKitPlus:\(line("UI_PRODUCT"))",
        ])
        #expect(read.target("Widget")?.dependencies.map(\.summary) == ["package Kit@remote0:\(line("WIDGET_KIT"))"])
        #expect(XcodePackageReferences.identity(of: "https://example.com/a/b/Kit/") == "kit")
    }

    @Test("a reference Xcode typed as a file whose path has no extension and is a package folder on disk is a local package")
    func packageFolderTypedAsText() throws {
        let project = try XcodeFixture("App/App.xcodeproj", objects: PBXObjects.project(targets: []) + [
            ("MAIN", "isa = PBXGroup; children = (DATA, MAKEFILE, NOTES,); sourceTree = \"<group>\";"),
            ("DATA", "isa = PBXFileReference; lastKnownFileType = text; name = Data; path = Modules/Data; sourceTree = SOURCE_ROOT;"),
            ("MAKEFILE", "isa = PBXFileReference; lastKnownFileType = text; path = Makefile; sourceTree = \"<group>\";"),
            ("NOTES", "isa = PBXFileReference; lastKnownFileType = text; path = Notes; sourceTree = \"<group>\";"),
        ], files: ["App/Modules/Data/Package.swift": "", "App/Makefile": "", "App/Notes/Readme.md": ""])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.localPackages == [.init(folder: project.path("App/Modules/Data"), line: project.pbx.line(of: "DATA"))])
    }

    @Test("objects that are not in the file are notes at the line of the object that names them")
    func danglingReferences() throws {
        let project = try XcodeFixture(objects: PBXObjects.project(targets: ["APP", "NOWHERE"]) + [
            ("MAIN", "isa = PBXGroup; children = (FILE, LOST_CHILD,); sourceTree = \"<group>\";"),
            ("FILE", "isa = PBXFileReference; path = Main.swift; sourceTree = \"<group>\";"),
            PBXObjects.target("APP", name: "App", phases: ["APP_SOURCES", "LOST_PHASE"], fields: "dependencies = (LOST_DEPENDENCY, EMPTY_DEPENDENCY,);"),
            ("APP_SOURCES", "isa = PBXSourcesBuildPhase; files = (GOOD, LOST_BUILD_FILE, BAD_FILE_REF,);"),
            ("GOOD", "isa = PBXBuildFile; fileRef = FILE;"),
            ("BAD_FILE_REF", "isa = PBXBuildFile; fileRef = LOST_FILE;"),
            ("EMPTY_DEPENDENCY", "isa = PBXTargetDependency; targetProxy = LOST_PROXY;"),
        ], files: ["Main.swift": ""])
        defer { project.remove() }
        let read = try project.read()
        let line = project.pbx.line
        #expect(read.target("App")?.sourceFiles == [project.path("Main.swift")])
        #expect(read.notRead.map(\.line) == [
            line("PROJECT"), line("MAIN"), line("APP"), line("APP"), line("APP_SOURCES"), line("BAD_FILE_REF"), line("EMPTY_DEPENDENCY"),
        ])
        #expect(read.notRead.first { $0.line == line("BAD_FILE_REF") }?.text
            == "the build file 'BAD_FILE_REF' names 'LOST_FILE', which is not an object in the project; it was left out")
    }
}
