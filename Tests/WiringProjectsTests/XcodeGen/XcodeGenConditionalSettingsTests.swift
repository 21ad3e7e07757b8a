import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen conditional settings")
struct XcodeGenConditionalSettingsTests {
    @Test("a compilation condition set for one SDK or architecture is defined in some builds, and never takes the place of the one without a condition")
    func conditionalDefines() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                targets:
                  Flat:
                    type: application
                    platform: iOS
                    sources: [Flat]
                    settings:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: SHOP
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*]: MAC
                      PRODUCT_MODULE_NAME[sdk=macosx*]: FlatMac
                  Split:
                    type: framework
                    platform: iOS
                    sources: [Split]
                    settings:
                      base:
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) BASE
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*]: $(inherited) DEVICE BASE
                      configs:
                        Release:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=arm64]: ARM
                """,
            "Flat/A.swift": "", "Split/B.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let targets = try #require(model.projects.first?.targets)
        #expect(targets.map(\.moduleName) == ["Flat", "Split"])
        #expect(targets.map(\.defines) == [["SHOP": true, "MAC": false], ["BASE": true, "DEVICE": false, "ARM": false]])
    }

    @Test("a key written with a space or tab before its condition is conditional, as Xcode reads it")
    func spacedConditions() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                targets:
                  Flat:
                    type: application
                    platform: iOS
                    sources: [Flat]
                    settings:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: SHOP
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS [sdk=macosx*]: MAC
                      "PRODUCT_MODULE_NAME\t[sdk=macosx*]": FlatMac
                  Split:
                    type: framework
                    platform: iOS
                    sources: [Split]
                    settings:
                      base:
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS [sdk=iphoneos*] [arch=arm64]: DEVICE
                """,
            "Flat/A.swift": "", "Split/B.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let targets = try #require(model.projects.first?.targets)
        #expect(targets.map(\.moduleName) == ["Flat", "Split"])
        #expect(targets.map(\.defines) == [["SHOP": true, "MAC": false], ["DEVICE": false]])
    }
}

