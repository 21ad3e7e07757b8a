import Testing
import WiringModel
@testable import WiringProjects
@testable import WiringScan

/// A build setting written for some SDKs only (`PRODUCT_NAME[sdk=macosx*]`, `SDKROOT[sdk=…]`) is
/// left out, in `project.pbxproj` and in an `.xcconfig`: it never takes the place of the setting
/// every build has.
@Suite("Xcode: settings with a condition")
struct ConditionalSettingsTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tA2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Net.swift; sourceTree = "<group>"; };
        \t\tX1 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Net.xcconfig; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, X1); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (F1, F2); path = Sources; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tS2 = {isa = PBXSourcesBuildPhase; files = (A2); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); dependencies = (); name = Kit; productType = "com.apple.product-type.framework"; };
        \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); dependencies = (); name = Net; productType = "com.apple.product-type.framework"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { "PRODUCT_NAME[sdk=macosx*]" = KitMac; PRODUCT_NAME = "$(TARGET_NAME)"; "SDKROOT[sdk=macosx*]" = macosx; SDKROOT = iphoneos; }; name = Debug; };
        \t\tC2 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { }; name = Debug; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, T2); };
        \t};
        \trootObject = PR;
        }
        """

    @Test("the module name and the platforms are those of the setting without a condition")
    func unconditionalWins() throws {
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": Self.project,
            "Net.xcconfig": """
                PRODUCT_NAME = NetKit
                PRODUCT_NAME[sdk=macosx*] = NetMac
                SUPPORTED_PLATFORMS = iphoneos iphonesimulator
                SUPPORTED_PLATFORMS[sdk=macosx*] = macosx
                """,
            "Sources/Kit.swift": "public struct Kit {}\n",
            "Sources/Net.swift": "public struct Net {}\n",
        ])
        defer { fixture.remove() }
        let read = try XcodeProjectReader.read(projectAt: fixture.root.appendingPathComponent("App.xcodeproj").path).get()
        #expect(read.targets.map(\.moduleName) == ["Kit", "NetKit"])
        #expect(read.targets.map(\.platforms) == [["iOS"], ["iOS"]])
    }

    @Test("a key written with spaces before its conditions is conditional, as Xcode reads it, in the project file and in an .xcconfig")
    func spacedConditions() throws {
        let project = Self.project.replacingOccurrences(
            of: "buildSettings = { \"PRODUCT_NAME[sdk=macosx*]\" = KitMac;",
            with: "buildSettings = { \"SWIFT_ACTIVE_COMPILATION_CONDITIONS [sdk=macosx*] [arch=arm64]\" = \"$(inherited) MAC\"; \"PRODUCT_NAME [sdk=macosx*]\" = KitMac;")
        #expect(project != Self.project)
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": project,
            "Net.xcconfig": """
                PRODUCT_NAME = NetKit
                PRODUCT_NAME\t[sdk=macosx*] = NetMac
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = NET // all builds
                """,
            "Sources/Kit.swift": "public struct Kit {}\n",
            "Sources/Net.swift": "public struct Net {}\n",
        ])
        defer { fixture.remove() }
        let read = try XcodeProjectReader.read(projectAt: fixture.root.appendingPathComponent("App.xcodeproj").path).get()
        #expect(read.targets.map(\.moduleName) == ["Kit", "NetKit"])
        #expect(read.targets.map(\.anyDefines) == [["MAC"], ["MAC", "NET"]])
    }

    @Test("compilation conditions under a condition in an .xcconfig, and what it includes, count toward the names some build defines, as in the project file")
    func conditionalDefinesInConfigFiles() throws {
        let fixture = try ScanFixture([
            "App.xcodeproj/project.pbxproj": Self.project,
            "Net.xcconfig": """
                #include "Shared.xcconfig"
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = NET
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG_NET // the Debug build
                SWIFT_ACTIVE_COMPILATION_CONDITIONS [sdk=iphonesimulator*] [arch=arm64] = $(inherited) SIMULATOR
                """,
            "Shared.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=x86_64] = INTEL\n",
            "Sources/Kit.swift": "public struct Kit {}\n",
            "Sources/Net.swift": "public struct Net {}\n",
        ])
        defer { fixture.remove() }
        let read = try XcodeProjectReader.read(projectAt: fixture.root.appendingPathComponent("App.xcodeproj").path).get()
        #expect(read.targets.map(\.defines) == [[], ["NET"]])
        #expect(read.targets.map(\.anyDefines) == [[], ["DEBUG_NET", "INTEL", "NET", "SIMULATOR"]])
    }

    /// A project whose target is built as `Dev` or `Prod` and whose project configurations are
    /// `Staging` and `Store`, neither named like the target's, both lists in the order given.
    static func unmatchedConfigurations(targetOrder: String, projectOrder: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shop.swift; sourceTree = "<group>"; };
        \t\tX1 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Staging.xcconfig; sourceTree = "<group>"; };
        \t\tX2 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Store.xcconfig; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, X1, X2); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; children = (F1); path = Sources; sourceTree = "<group>"; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); dependencies = (); name = Shop; productType = "com.apple.product-type.framework"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (\(targetOrder)); defaultConfigurationName = Prod; };
        \t\tLP = {isa = XCConfigurationList; buildConfigurations = (\(projectOrder)); defaultConfigurationName = Store; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = ShopDev; }; name = Dev; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Shop; }; name = Prod; };
        \t\tP1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { }; name = Staging; };
        \t\tP2 = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = { }; name = Store; };
        \t\tPR = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G0; targets = (T1); };
        \t};
        \trootObject = PR;
        }
        """
    }

    @Test("the configuration read and the conditions some build defines are the same whatever order the configurations are listed in")
    func configurationOrder() throws {
        var results: [[String]] = []
        for (targetOrder, projectOrder) in [("C1, C2", "P1, P2"), ("C2, C1", "P2, P1")] {
            let fixture = try ScanFixture([
                "App.xcodeproj/project.pbxproj": Self.unmatchedConfigurations(targetOrder: targetOrder, projectOrder: projectOrder),
                "Staging.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = STAGING\n",
                "Store.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = STORE\n",
                "Sources/Shop.swift": "public struct Shop {}\n",
            ])
            defer { fixture.remove() }
            let read = try XcodeProjectReader.read(projectAt: fixture.root.appendingPathComponent("App.xcodeproj").path).get()
            results.append(read.targets.map(\.moduleName) + read.targets.flatMap(\.anyDefines))
        }
        // No configuration is Debug: each list's default is read (the target's `Prod`, the project's `Store`).
        #expect(results == [["Shop", "STORE"], ["Shop", "STORE"]])
    }
}
