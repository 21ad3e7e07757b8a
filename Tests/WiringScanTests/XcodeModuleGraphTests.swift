import Foundation
import Testing
import WiringInspect
import WiringModel
@testable import WiringScan

/// An Xcode app scanned from its folder: its targets are modules beside the local packages it
/// uses, with their declared dependencies, imports and findings.
@Suite("Module graph: Xcode projects")
struct XcodeModuleGraphTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        \t\tA2 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = P1 /* Core */; };
        \t\tF1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, W1, W2); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        \t\tW1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
        \t\tW2 /* Kit */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (); };
        \t\tS3 = {isa = PBXSourcesBuildPhase; files = (); };
        \t\tK1 = {isa = PBXFrameworksBuildPhase; files = (A2); };
        \t\tD1 = {isa = PBXTargetDependency; target = T3 /* Kit */; };
        \t\tT1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tbuildPhases = (S1, K1);
        \t\t\tdependencies = (D1);
        \t\t\tname = App;
        \t\t\tpackageProductDependencies = (P1);
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT2 /* Widget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tbuildPhases = (S2);
        \t\t\tdependencies = ();
        \t\t\tfileSystemSynchronizedGroups = (W1);
        \t\t\tname = Widget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tT3 /* Kit */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tbuildPhases = (S3);
        \t\t\tdependencies = ();
        \t\t\tfileSystemSynchronizedGroups = (W2);
        \t\t\tname = Kit;
        \t\t\tproductType = "com.apple.product-type.framework";
        \t\t};
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Core; };
        \t\tP1 /* Core */ = {isa = XCSwiftPackageProductDependency; package = R1; productName = Core; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; packageReferences = (R1); targets = (T1, T2, T3); };
        \t};
        \trootObject = PR;
        }
        """

    static let files: [String: String] = [
        "Shop.xcodeproj/project.pbxproj": project,
        "App/App.swift": """
            import Core
            import Swinject

            let container = Container()
            func wire() {
                container.register(Store.self) { _ in Store() }
            }
            """,
        "Widget/Widget.swift": "import Kit\nimport Core\n",
        "Kit/Kit.swift": "public struct Kit {}\n",
        "Kit/Demo.playground/Contents.swift": "import Core\n",
        "Packages/Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
            """,
        "Packages/Core/Sources/Core/Core.swift": "public struct Store {}\n",
        "Server/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Server", targets: [.executableTarget(name: "Server")])
            """,
        "Server/Sources/Server/main.swift": "print(1)\n",
    ]

    @Test("targets are modules in their project, with dependencies, imports, findings and the services they compile")
    func app() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let snapshot = result.snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        #expect(nodes["project:Shop"]?.kind == .package)
        #expect(nodes["module:App"]?.parent == "project:Shop")
        #expect(nodes["module:App"]?.attributes["targetType"] == "app")
        #expect(nodes["module:App"]?.place == SourcePlace(file: "Shop.xcodeproj/project.pbxproj", line: 18))
        #expect(nodes["module:Widget"]?.attributes["targetType"] == "app-extension")
        #expect(nodes["module:Kit"]?.attributes["targetType"] == "framework")
        #expect(nodes["module:Core"]?.parent == "package:core")
        // The package no project names is not one of the app's modules, and is named once.
        #expect(nodes["module:Server"] == nil)
        #expect(result.warnings.contains { $0.message.contains("1 package in the tree that no project, workspace or package uses") && $0.message.contains("Server") })
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:App -depends-> module:Kit", "module:App -depends-> module:Core", "module:App -imports-> module:Core",
            "module:Widget -imports-> module:Kit", "module:Widget -imports-> module:Core",
        ]))
        // A playground in the framework's folder is not compiled.
        #expect(!edges.contains("module:Kit -imports-> module:Core"))
        // The registration sits in the module of the target that compiles its file.
        #expect(snapshot.nodeSummary.contains("container box module:App"))
        #expect(snapshot.nodes.contains { $0.kind == .service && $0.type == "Core.Store" && $0.parent == "container" })
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(findings.contains { $0.contains("implicit") && $0.contains("module:Widget module:Kit") })
        #expect(findings.contains { $0.contains("unused") && $0.contains("module:App module:Kit") })
        // The widget gets the package's Core only through the app's dependency; the app declares it.
        #expect(findings.filter { $0.contains("module:Core") } == ["implicitDependency module:Widget module:Core"])
    }

    @Test("a package folder in a synchronized folder is a local package its products come from, not sources; a product no package offers goes to the package of its name")
    func packagesInSynchronizedFolder() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (W1, W2); sourceTree = "<group>"; };
            \t\tW1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tW2 /* Modules */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Modules; sourceTree = "<group>"; };
            \t\tK1 = {isa = PBXFrameworksBuildPhase; files = (B1, B2); };
            \t\tB1 = {isa = PBXBuildFile; productRef = P1; };
            \t\tB2 = {isa = PBXBuildFile; productRef = P2; };
            \t\tP1 = {isa = XCSwiftPackageProductDependency; productName = Net; };
            \t\tP2 = {isa = XCSwiftPackageProductDependency; productName = Confetti; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (K1); fileSystemSynchronizedGroups = (W1, W2); name = App; productType = "com.apple.product-type.application"; };
            \t\tPR = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            \t};
            \trootObject = PR;
            }
            """
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/Main.swift": "import Net\nimport Confetti\n",
            "Modules/Net/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Net", products: [.library(name: "Net", targets: ["Net"])], targets: [.target(name: "Net")])
                """,
            "Modules/Net/Sources/Net/Net.swift": "import Foundation\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let edges = Set(result.snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:App -depends-> module:Net", "module:App -imports-> module:Net",
            "module:App -depends-> product:confetti/Confetti", "module:App -imports-> product:confetti/Confetti",
        ]))
        #expect(result.snapshot.node(withID: "module:Net")?.parent == "package:net")
        // The package's own files are not the app's sources.
        #expect(result.snapshot.edges.allSatisfy { $0.place?.file != "Modules/Net/Sources/Net/Net.swift" || $0.from == "module:Net" })
        #expect(!result.warnings.contains { $0.message.contains("no project, workspace or package uses") })
    }

    /// A project linking products that name no package, beside remote packages whose manifests are not read.
    static func unnamedProducts(packages: [String: String], products: [String]) -> String {
        let references = packages.sorted { $0.key < $1.key }
        let productIDs = products.indices.map { "P\($0)" }
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tG0 = {isa = PBXGroup; children = (W1); sourceTree = "<group>"; };
            \t\tW1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \(references.map { "\t\t\($0.key) = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"\($0.value)\"; };" }.joined(separator: "\n"))
            \(products.indices.map { "\t\tP\($0) = {isa = XCSwiftPackageProductDependency; productName = \(products[$0]); };" }.joined(separator: "\n"))
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (W1); name = App; packageProductDependencies = (\(productIDs.joined(separator: ", "))); productType = "com.apple.product-type.application"; };
            \t\tPR = {isa = PBXProject; mainGroup = G0; packageReferences = (\(references.map(\.key).joined(separator: ", "))); targets = (T1); };
            \t};
            \trootObject = PR;
            }
            """
    }

    @Test("a product linked without its package is in the remote package named like it, else in the one package no other product is from")
    func productsOfRemotePackages() throws {
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": Self.unnamedProducts(
                packages: [
                    "R1": "https://github.com/firebase/firebase-ios-sdk", "R2": "https://github.com/maps/SPM-NMapsMap.git",
                    "R3": "https://github.com/kit/PermissionsKit",
                ],
                products: ["FirebaseAnalytics", "NMapsMap", "CameraPermission", "PhotoPermission"]),
            "App/Main.swift": "import FirebaseAnalytics\nimport CameraPermission\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let parents = Dictionary(uniqueKeysWithValues: result.snapshot.nodes.filter { $0.attributes["product"] != nil }.map { ($0.type, $0.parent) })
        #expect(parents == [
            "FirebaseAnalytics": "package:firebase-ios-sdk", "NMapsMap": "package:spm-nmapsmap",
            "CameraPermission": "package:permissionskit", "PhotoPermission": "package:permissionskit",
        ])
        #expect(Set(result.snapshot.edgeSummary).isSuperset(of: [
            "module:App -depends-> product:firebase-ios-sdk/FirebaseAnalytics", "module:App -imports-> product:firebase-ios-sdk/FirebaseAnalytics",
            "module:App -imports-> product:permissionskit/CameraPermission",
        ]))
        #expect(!result.warnings.contains { $0.message.contains("drawn outside any package") })
        // Placed by a guess: said, each with the package guessed.
        let said = try #require(result.warnings.first { $0.message.contains("placed by a guess") })
        #expect(said.message.hasPrefix("2 package products linked without their package are placed by a guess from names alone: "
            + "'CameraPermission' in 'permissionskit' (the one package named that no other product is from), "
            + "'PhotoPermission' in 'permissionskit' (the one package named that no other product is from)"))
    }

    @Test("a product linked without its package that fits none of several remote packages is drawn outside any package, and said")
    func productOfNoKnownPackage() throws {
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": Self.unnamedProducts(
                packages: ["R1": "https://github.com/a/Alpha", "R2": "https://github.com/b/Beta"], products: ["Mystery"]),
            "App/Main.swift": "import Mystery\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.node(withID: "product:mystery/Mystery")?.parent == nil)
        let warning = try #require(result.warnings.first { $0.message.contains("drawn outside any package") })
        #expect(warning.place.file == "App.xcodeproj/project.pbxproj")
        #expect(warning.message.hasPrefix("1 package product linked without its package ('Mystery')"))
    }

    @Test("products placed in a remote package only as products of the family its name starts ('RxCocoa' of RxSwift) are said in one line naming each and the package guessed")
    func familyProductsSaid() throws {
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": Self.unnamedProducts(
                packages: ["R1": "https://github.com/ReactiveX/RxSwift", "R2": "https://github.com/kean/Nuke"],
                products: ["RxSwift", "RxCocoa", "RxGesture", "NukeUI"]),
            "App/Main.swift": "import RxCocoa\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.node(withID: "product:rxswift/RxGesture")?.parent == "package:rxswift")
        let said = result.warnings.filter { $0.message.contains("placed by a guess") }
        #expect(said.count == 1)
        #expect(said.first?.place.file == "App.xcodeproj/project.pbxproj")
        #expect(said.first?.message.contains(
            "'RxCocoa' in 'rxswift' (a product of the family its name starts), 'RxGesture' in 'rxswift' (a product of the family its name starts)") == true)
        #expect(said.first?.message.contains("NukeUI") == false)
    }

    @Test("products linked without their package are placed by no guess when the workspace names a local package not in the checkout, and said with it")
    func productsOfPackagesNotInCheckout() throws {
        let fixture = try ScanFixture([
            "App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:Packages/Kit"></FileRef>
                   <FileRef location = "group:external/protoncore"></FileRef>
                   <FileRef location = "group:external/tunnelkit"></FileRef>
                   <FileRef location = "group:scripts"></FileRef>
                </Workspace>
                """,
            "App.xcodeproj/project.pbxproj": Self.unnamedProducts(
                packages: [
                    "R1": "https://github.com/firebase/firebase-ios-sdk", "R2": "https://github.com/kit/PermissionsKit",
                    "R3": "https://github.com/ReactiveX/RxSwift",
                ],
                products: ["FirebaseAnalytics", "ProtonCoreLogin", "RxCocoa", "Kit"]),
            "App/Main.swift": "import ProtonCoreLogin\nimport Kit\n",
            "Packages/Kit/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
                """,
            "Packages/Kit/Sources/Kit/Kit.swift": "",
            "scripts/build.sh": "",
        ])
        defer { fixture.remove() }
        // A git submodule not checked out is an empty folder; `external/tunnelkit` is not on disk at all.
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("external/protoncore"), withIntermediateDirectories: true)
        let result = try fixture.scan(["."])
        let parents = Dictionary(uniqueKeysWithValues: result.snapshot.nodes.filter { $0.attributes["product"] != nil }.map { ($0.type, $0.parent) })
        #expect(parents == ["FirebaseAnalytics": "package:firebase-ios-sdk", "ProtonCoreLogin": nil, "RxCocoa": nil])
        #expect(result.snapshot.edgeSummary.contains("module:App -depends-> module:Kit"))
        #expect(!result.warnings.contains { $0.message.contains("placed by a guess") || $0.message.contains("drawn outside any package") })
        let said = result.warnings.filter { $0.message.contains("not read") && $0.message.contains("linked without") }
        #expect(said.count == 1)
        #expect(said.first?.place.file == "App.xcodeproj/project.pbxproj")
        #expect(said.first?.message == "2 package products linked without their package ('ProtonCoreLogin', 'RxCocoa') may come from a local package "
            + "that was not read: 'external/protoncore', 'external/tunnelkit' are named by the workspace but are not in the checkout "
            + "(git submodules not checked out?); they are placed by no guess and drawn outside the packages the project names")
    }

    @Test("an empty folder a workspace names is said at once, with the submodule '.gitmodules' declares and how a clone gets it")
    func emptySubmoduleFolderIsSaid() throws {
        let fixture = try ScanFixture([
            "App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:external/protoncore"></FileRef>
                   <FileRef location = "group:external/tunnelkit"></FileRef>
                </Workspace>
                """,
            "App.xcodeproj/project.pbxproj": Self.project,
            ".gitmodules": "[submodule \"external/protoncore\"]\n\tpath = external/protoncore\n\turl = https://github.com/example/protoncore.git\n",
            "Main.swift": "",
        ])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("external/protoncore"), withIntermediateDirectories: true)
        let result = try fixture.scan(["."])
        let said = result.warnings.filter { $0.message.contains("git submodule update --init") }
        #expect(said.map(\.place.file) == ["App.xcworkspace/contents.xcworkspacedata", "App.xcworkspace/contents.xcworkspacedata"])
        #expect(said.map(\.place.line) == [4, 5])
        #expect(said.map(\.message) == [
            "the workspace names the git submodule 'external/protoncore' (.gitmodules), which is an empty folder: it is not checked out "
                + "('git submodule update --init' brings it); what it holds is not read",
            "the workspace names the folder 'external/tunnelkit', which is not on disk: a git submodule not checked out? "
                + "('git submodule update --init' brings it); what it holds is not read",
        ])
    }

    @Test("a project or package a workspace names outside the scanned folder is a warning, not read")
    func workspaceOutsideTree() throws {
        let fixture = try ScanFixture([
            "Repo/App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:../Outside/Outside.xcodeproj"></FileRef>
                   <FileRef location = "group:../Kit"></FileRef>
                </Workspace>
                """,
            "Repo/Main.swift": "import Kit\n",
            "Outside/Outside.xcodeproj/project.pbxproj": Self.project,
            "Kit/Package.swift": "import PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n// swift-tools-version: 6.0\n",
            "Kit/Sources/Kit/Kit.swift": "",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["Repo"])
        #expect(!result.snapshot.nodes.contains { $0.kind == .module || $0.kind == .package })
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("Outside/Outside.xcodeproj'") && $0.contains("outside the scanned folder") })
        #expect(messages.contains { $0.contains("Kit'") && $0.contains("outside the scanned folder") })
    }
}
