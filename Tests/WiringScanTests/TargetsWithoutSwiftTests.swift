import Testing
import WiringInspect
import WiringModel
@testable import WiringScan

/// A declared target is a module of the graph whatever its files (resources only, Objective-C
/// only, none): it is drawn with what it declares and the edges to it, in every kind of project.
@Suite("Module graph: targets that compile no Swift")
struct TargetsWithoutSwiftTests {
    static let xcodeProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        \t\tA2 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Legacy.m */; };
        \t\tA3 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = P1 /* Core */; };
        \t\tF1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        \t\tF2 /* Legacy.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        \t\tG2 /* Legacy */ = {isa = PBXGroup; children = (F2); path = Legacy; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (); };
        \t\tS3 = {isa = PBXSourcesBuildPhase; files = (A2); };
        \t\tK2 = {isa = PBXFrameworksBuildPhase; files = (A3); };
        \t\tD1 = {isa = PBXTargetDependency; target = T2 /* Assets */; };
        \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); dependencies = (D1); name = App; productType = "com.apple.product-type.application"; };
        \t\tT2 /* Assets */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S2, K2); dependencies = (); name = Assets; packageProductDependencies = (P1); productType = "com.apple.product-type.framework"; };
        \t\tT3 /* Legacy */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S3); dependencies = (); name = Legacy; productType = "com.apple.product-type.framework"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };
        \t\tP1 /* Core */ = {isa = XCSwiftPackageProductDependency; package = R1; productName = Core; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; packageReferences = (R1); targets = (T1, T2, T3); };
        \t};
        \trootObject = PR;
        }
        """

    static let corePackage: [String: String] = [
        "Packages/Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
            """,
        "Packages/Core/Sources/Core/Core.swift": "public struct Store {}\n",
    ]

    @Test("Xcode: a framework of resources and one of Objective-C are modules, with their dependencies and the edges to them")
    func xcode() throws {
        let fixture = try ScanFixture(Self.corePackage.merging([
            "Shop.xcodeproj/project.pbxproj": Self.xcodeProject,
            "App/App.swift": "import Legacy\nimport Core\n",
            "Legacy/Legacy.m": "int legacy(void) { return 1; }\n",
        ]) { first, _ in first })
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["module:Assets"]?.parent == "project:Shop")
        #expect(nodes["module:Assets"]?.attributes["targetType"] == "framework")
        #expect(nodes["module:Assets"]?.attributes["compilesSwift"] == "false")
        #expect(nodes["module:Legacy"]?.attributes["compilesSwift"] == "false")
        #expect(nodes["module:App"]?.attributes["compilesSwift"] == nil)
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:App -depends-> module:Assets", "module:Assets -depends-> module:Core",
            "module:App -imports-> module:Legacy", "module:App -imports-> module:Core",
        ]), "\(edges.sorted())")
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(findings.contains("implicitDependency module:App module:Legacy"), "\(findings)")
        // Nothing imports a framework of resources, and it imports nothing the scan reads: what it is
        // used for, and what it uses, is no import, so neither dependency is called unused.
        #expect(!findings.contains { $0.hasPrefix("unused") }, "\(findings)")
    }

    @Test("Tuist: a framework whose sources folder holds no Swift file is a module, with its dependency and the edge to it")
    func tuist() throws {
        let fixture = try ScanFixture([
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "Projects/App/Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                            dependencies: [.project(target: "Onboarding", path: .relativeToRoot("Projects/Onboarding"))]),
                ])
                """,
            "Projects/App/Sources/App.swift": "import Onboarding\n",
            "Projects/Onboarding/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Onboarding", targets: [
                    .target(name: "Onboarding", destinations: .iOS, product: .staticFramework, bundleId: "dev.onboarding", sources: ["Sources/**"],
                            dependencies: [.project(target: "Common", path: .relativeToRoot("Projects/Common"))]),
                ])
                """,
            "Projects/Onboarding/Sources/.gitkeep": "",
            "Projects/Common/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Common", targets: [
                    .target(name: "Common", destinations: .iOS, product: .framework, bundleId: "dev.common", sources: ["Sources/**"]),
                ])
                """,
            "Projects/Common/Sources/Common.swift": "public struct Common {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["module:Onboarding"]?.attributes["targetType"] == "static-framework")
        #expect(nodes["module:Onboarding"]?.attributes["compilesSwift"] == "false")
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:App -depends-> module:Onboarding", "module:Onboarding -depends-> module:Common", "module:App -imports-> module:Onboarding",
        ]), "\(edges.sorted())")
    }

    @Test("XcodeGen: a framework with no sources is a module; an import of the product it links is drawn, through it")
    func xcodeGen() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                packages:
                  SnapKit:
                    url: https://github.com/SnapKit/SnapKit
                    from: 5.0.0
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - target: ThirdParty
                  ThirdParty:
                    type: framework
                    platform: iOS
                    dependencies:
                      - package: SnapKit
                """,
            "App/Main.swift": "import UIKit\nimport SnapKit\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let nodes = Dictionary(result.snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["module:ThirdParty"]?.attributes["compilesSwift"] == "false")
        let edges = Set(result.snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:Shop -depends-> module:ThirdParty", "module:ThirdParty -depends-> product:snapkit/SnapKit",
            "module:Shop -imports-> product:snapkit/SnapKit",
        ]), "\(edges.sorted())")
        #expect(!result.warnings.contains { $0.message.contains("SnapKit") })
    }

    @Test("SwiftPM: a target of resources only and one of C are modules, as every kind of project draws them")
    func swiftPM() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Shop", dependencies: ["Assets", "CLegacy"]),
                    .target(name: "Assets", resources: [.process("Images")]),
                    .target(name: "CLegacy"),
                ])
                """,
            "Sources/Shop/Shop.swift": "import CLegacy\n",
            "Sources/Assets/Images/logo.png": "png",
            "Sources/CLegacy/legacy.c": "int legacy(void) { return 1; }\n",
            "Sources/CLegacy/include/legacy.h": "int legacy(void);\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["module:Assets"]?.attributes["compilesSwift"] == "false")
        #expect(nodes["module:CLegacy"]?.attributes["compilesSwift"] == "false")
        #expect(nodes["module:Shop"]?.attributes["compilesSwift"] == nil)
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: ["module:Shop -depends-> module:Assets", "module:Shop -depends-> module:CLegacy", "module:Shop -imports-> module:CLegacy"]))
    }
}
