import Testing
import WiringModel
@testable import WiringProjectModel
@testable import WiringScan

/// A `Package.swift` whose library target is the app's own folder beside the `.xcodeproj` that
/// builds the app from it, both named like the app: two build descriptions, two modules, each in
/// its own project, never one node.
@Suite("Module graph: a package and an Xcode project over one folder")
struct PackageOverAppFolderTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        \t\tF1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        \t\tG1 /* shop */ = {isa = PBXGroup; children = (F1); path = shop; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tT1 /* shop */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); dependencies = (); name = shop; productType = "com.apple.product-type.application"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1); };
        \t};
        \trootObject = PR;
        }
        """

    @Test("the package's library and the project's app of one name are two modules, each in its own project")
    func twoModules() throws {
        let fixture = try ScanFixture([
            "shop/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "shop", products: [.library(name: "shop", targets: ["shop"])], targets: [
                    .target(name: "shop", path: "shop"),
                ])
                """,
            "shop/shop.xcodeproj/project.pbxproj": Self.project,
            "shop/shop/App.swift": "import Foundation\nstruct App {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["shop"]).snapshot
        let modules = snapshot.nodes.filter { $0.kind == .module && $0.type == "shop" }
            .map { "\($0.id) \($0.parent ?? "-") \($0.attributes["targetType"] ?? "-")" }.sorted()
        #expect(modules == ["module:package:shop/shop package:shop library", "module:project:shop/shop project:shop app"], "\(modules)")
        #expect(Set(snapshot.nodes.map(\.id)).count == snapshot.nodes.count)
    }

    @Test("module ids are qualified by the owner's name, and by its whole id when two owners share the name")
    func naming() {
        #expect(ModuleIDNaming.ids([("package:kit", "Kit")]) == ["module:Kit"])
        #expect(ModuleIDNaming.ids([("package:a", "Kit"), ("project:B", "Kit")]) == ["module:a/Kit", "module:B/Kit"])
        #expect(ModuleIDNaming.ids([("package:shop", "shop"), ("project:shop", "shop"), ("project:Other", "shop")])
            == ["module:package:shop/shop", "module:project:shop/shop", "module:Other/shop"])
    }
}
