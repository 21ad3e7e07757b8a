import Testing
import WiringInspect
import WiringModel
import WiringScan

/// An import under `#if os(…)` in a file two targets share counts for a target only when it builds
/// for that platform: the platforms come from each target's build description (an Xcode target's
/// `SDKROOT` / `SUPPORTED_PLATFORMS`, Tuist's `destinations:`, XcodeGen's `platform:`). A target whose
/// platforms are not written keeps the import as undecided, as before.
@Suite("Module graph: imports under '#if os(…)' judged by each target's platform")
struct TargetPlatformImportsTests {
    /// The shared file every fixture compiles into its iOS and tvOS (or watchOS) targets.
    static let shared = """
        #if os(tvOS)
        import Picker
        #elseif os(iOS)
        import PhoneKit
        #endif
        #if !os(tvOS) && !os(watchOS)
        import Touch
        #endif
        #if canImport(UIKit)
        import Board
        #endif
        """

    /// `from -imports-> to [label]` for each imports edge of the scan.
    static func imports(_ snapshot: GraphSnapshot) -> Set<String> {
        Set(snapshot.edges.filter { $0.kind == .imports }.map { "\($0.from) -> \($0.to)" + ($0.label.map { " [\($0)]" } ?? "") })
    }

    /// Implicit-dependency findings as `from to`.
    static func implicit(_ snapshot: GraphSnapshot) -> Set<String> {
        Set(SnapshotInspector(snapshot).moduleFindings().filter { "\($0.kind)" == "implicitDependency" }.map { $0.chain.map(\.id).joined(separator: " ") })
    }

    static let xcodeProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tG0 = {isa = PBXGroup; children = (W1, W2, W3, W4, W5, W6); sourceTree = "<group>"; };
        \t\tW1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        \t\tW2 /* Picker */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Picker; sourceTree = "<group>"; };
        \t\tW3 /* PhoneKit */ = {isa = PBXFileSystemSynchronizedRootGroup; path = PhoneKit; sourceTree = "<group>"; };
        \t\tW4 /* Touch */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Touch; sourceTree = "<group>"; };
        \t\tW5 /* Board */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Board; sourceTree = "<group>"; };
        \t\tW6 /* Other */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Other; sourceTree = "<group>"; };
        \t\tT1 /* Phone */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (D2, D3, D5); fileSystemSynchronizedGroups = (W1); name = Phone; productType = "com.apple.product-type.application"; };
        \t\tT2 /* TV */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); dependencies = (D1, D5); fileSystemSynchronizedGroups = (W1); name = TV; productType = "com.apple.product-type.application"; };
        \t\tT3 /* Picker */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (W2); name = Picker; productType = "com.apple.product-type.framework"; };
        \t\tT4 /* PhoneKit */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (W3); name = PhoneKit; productType = "com.apple.product-type.framework"; };
        \t\tT5 /* Touch */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (W4); name = Touch; productType = "com.apple.product-type.framework"; };
        \t\tT6 /* Board */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (W5); name = Board; productType = "com.apple.product-type.framework"; };
        \t\tT7 /* Other */ = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (W1, W6); name = Other; productType = "com.apple.product-type.application"; };
        \t\tD1 = {isa = PBXTargetDependency; target = T3; };
        \t\tD2 = {isa = PBXTargetDependency; target = T4; };
        \t\tD3 = {isa = PBXTargetDependency; target = T5; };
        \t\tD5 = {isa = PBXTargetDependency; target = T6; };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        \t\tL4 = {isa = XCConfigurationList; buildConfigurations = (C4); };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Debug; };
        \t\tC3 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator appletvos appletvsimulator"; }; name = Debug; };
        \t\tC4 = {isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, T4, T5, T6, T7); };
        \t};
        \trootObject = PR;
        }
        """

    @Test("an Xcode file the iOS and tvOS targets share: each counts the imports of its own platform, from SDKROOT")
    func xcodeSharedFile() throws {
        let fixture = try ScanFixture([
            "Shop.xcodeproj/project.pbxproj": Self.xcodeProject,
            "Shared/Menu.swift": Self.shared,
            "Picker/Picker.swift": "public struct Picker {}\n",
            "PhoneKit/PhoneKit.swift": "public struct PhoneKit {}\n",
            "Touch/Touch.swift": "public struct Touch {}\n",
            "Board/Board.swift": "public struct Board {}\n",
            "Other/Other.swift": "struct Other {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let imports = Self.imports(snapshot)
        // iOS: the tvOS branch is never compiled; the iOS one, `!os(tvOS) && !os(watchOS)` and UIKit always are.
        #expect(!imports.contains { $0.hasPrefix("module:Phone -> module:Picker") })
        #expect(imports.contains("module:Phone -> module:PhoneKit"))
        #expect(imports.contains("module:Phone -> module:Touch"))
        #expect(imports.contains("module:Phone -> module:Board"))
        // tvOS: only the tvOS branch and UIKit.
        #expect(imports.contains("module:TV -> module:Picker"))
        #expect(!imports.contains { $0.hasPrefix("module:TV -> module:PhoneKit") || $0.hasPrefix("module:TV -> module:Touch") })
        #expect(imports.contains("module:TV -> module:Board"))
        // No platform written anywhere for 'Other': every branch may be compiled, marked with its condition.
        #expect(imports.contains("module:Other -> module:Picker [#if os(tvOS)]"))
        #expect(imports.contains("module:Other -> module:PhoneKit [#if os(iOS)]"))
        #expect(imports.contains("module:Other -> module:Board [#if canImport(UIKit)]"))
        // Phone declares what it compiles; so does TV: no implicit finding on either.
        let implicit = Self.implicit(snapshot)
        #expect(!implicit.contains { $0.hasPrefix("module:Phone ") || $0.hasPrefix("module:TV ") }, "\(implicit)")
    }

    @Test("an XcodeGen spec: 'platform:' and 'supportedDestinations:' give each target's platforms")
    func xcodeGenSharedFile() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Shop
                targets:
                  Phone:
                    type: application
                    platform: iOS
                    sources: [Shared]
                    dependencies: [{target: PhoneKit}, {target: Touch}, {target: Board}]
                  TV:
                    type: application
                    platform: tvOS
                    sources: [Shared]
                    dependencies: [{target: Picker}, {target: Board}]
                  Both:
                    type: application
                    platform: auto
                    supportedDestinations: [iOS, tvOS]
                    sources: [Shared]
                    dependencies: [{target: Picker}, {target: PhoneKit}, {target: Touch}, {target: Board}]
                  Picker: {type: framework, platform: tvOS, sources: [Picker]}
                  PhoneKit: {type: framework, platform: iOS, sources: [PhoneKit]}
                  Touch: {type: framework, platform: iOS, sources: [Touch]}
                  Board: {type: framework, platform: iOS, sources: [Board]}
                """,
            "Shared/Menu.swift": Self.shared,
            "Picker/Picker.swift": "public struct Picker {}\n",
            "PhoneKit/PhoneKit.swift": "public struct PhoneKit {}\n",
            "Touch/Touch.swift": "public struct Touch {}\n",
            "Board/Board.swift": "public struct Board {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let imports = Self.imports(snapshot)
        #expect(!imports.contains { $0.hasPrefix("module:Phone -> module:Picker") })
        #expect(imports.contains("module:Phone -> module:PhoneKit"))
        #expect(imports.contains("module:TV -> module:Picker"))
        #expect(!imports.contains { $0.hasPrefix("module:TV -> module:Touch") })
        // Built for both: each branch may be compiled, and stays marked.
        #expect(imports.contains("module:Both -> module:Picker [#if os(tvOS)]"))
        #expect(imports.contains("module:Both -> module:Touch [#if !os(tvOS) && !os(watchOS)]"))
        #expect(imports.contains("module:Both -> module:Board"))
        let implicit = Self.implicit(snapshot)
        #expect(!implicit.contains { $0.hasPrefix("module:Phone ") || $0.hasPrefix("module:TV ") }, "\(implicit)")
    }

    @Test("a framework built once per platform in the importer's project: an import of it is the copy the importer declares")
    func copyPerPlatform() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Idols
                targets:
                  App iOS:
                    type: application
                    platform: iOS
                    sources: [iOS]
                    dependencies:
                    - target: Backend iOS
                  App macOS:
                    type: application
                    platform: macOS
                    sources: [macOS]
                    dependencies:
                    - target: Backend macOS
                  Backend:
                    type: framework
                    platform: [iOS, macOS]
                    platformSuffix: " ${platform}"
                    settings:
                      PRODUCT_NAME: Backend
                    sources: [Backend]
                """,
            "iOS/App.swift": "import Backend\n",
            "macOS/App.swift": "import Backend\n",
            "Backend/Store.swift": "struct Store {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        #expect(Self.imports(snapshot).isSuperset(of: ["module:App iOS -> module:Backend iOS", "module:App macOS -> module:Backend macOS"]),
                "\(Self.imports(snapshot))")
        #expect(Self.implicit(snapshot).isEmpty)
    }

    @Test("a Tuist project: 'destinations:' (a set or '.iOS') and Tuist 3's 'platform:' give each target's platforms")
    func tuistSharedFile() throws {
        let fixture = try ScanFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Shop", targets: [
                    .target(name: "Phone", destinations: .iOS, product: .app, bundleId: "dev.phone", sources: ["Shared/**"],
                            dependencies: [.target(name: "PhoneKit"), .target(name: "Touch"), .target(name: "Board")]),
                    .target(name: "TV", destinations: [.appleTv], product: .app, bundleId: "dev.tv", sources: ["Shared/**"],
                            dependencies: [.target(name: "Picker"), .target(name: "Board")]),
                    Target(name: "OldTV", platform: .tvOS, product: .app, bundleId: "dev.oldtv", sources: ["Shared/**"],
                           dependencies: [.target(name: "Picker"), .target(name: "Board")]),
                    .target(name: "Picker", destinations: [.appleTv], product: .framework, bundleId: "dev.picker", sources: ["Picker/**"]),
                    .target(name: "PhoneKit", destinations: .iOS, product: .framework, bundleId: "dev.kit", sources: ["PhoneKit/**"]),
                    .target(name: "Touch", destinations: .iOS, product: .framework, bundleId: "dev.touch", sources: ["Touch/**"]),
                    .target(name: "Board", destinations: [.iPhone, .appleTv], product: .framework, bundleId: "dev.board", sources: ["Board/**"]),
                ])
                """,
            "Shared/Menu.swift": Self.shared,
            "Picker/Picker.swift": "public struct Picker {}\n",
            "PhoneKit/PhoneKit.swift": "public struct PhoneKit {}\n",
            "Touch/Touch.swift": "public struct Touch {}\n",
            "Board/Board.swift": "public struct Board {}\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let imports = Self.imports(snapshot)
        #expect(!imports.contains { $0.hasPrefix("module:Phone -> module:Picker") })
        #expect(imports.contains("module:Phone -> module:Touch"))
        #expect(imports.contains("module:TV -> module:Picker"))
        #expect(!imports.contains { $0.hasPrefix("module:TV -> module:PhoneKit") })
        #expect(imports.contains("module:OldTV -> module:Picker"))
        #expect(!imports.contains { $0.hasPrefix("module:OldTV -> module:Touch") })
        let implicit = Self.implicit(snapshot)
        #expect(implicit.isEmpty, "\(implicit)")
    }
}
