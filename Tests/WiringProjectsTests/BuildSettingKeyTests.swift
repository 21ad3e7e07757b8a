import Testing
@testable import WiringProjects

@Suite("Build setting keys")
struct BuildSettingKeyTests {
    @Test("a key is a name and any conditions, with spaces or tabs before, between and after them")
    func forms() throws {
        let sdk = BuildSettingKey.Condition(parameter: "sdk", pattern: "iphoneos*")
        let arch = BuildSettingKey.Condition(parameter: "arch", pattern: "arm64")
        #expect(BuildSettingKey("OTHER_LDFLAGS") == BuildSettingKey("  OTHER_LDFLAGS\t"))
        #expect(BuildSettingKey("OTHER_LDFLAGS")?.conditions == [])
        for written in ["NAME[sdk=iphoneos*][arch=arm64]", "NAME [sdk=iphoneos*] [arch=arm64]", "NAME\t[sdk=iphoneos*]\t[arch=arm64] "] {
            let key = try #require(BuildSettingKey(written))
            #expect(key.name == "NAME")
            #expect(key.conditions == [sdk, arch])
            #expect(key.platform == "ios")
        }
        #expect(BuildSettingKey("NAME[arch=arm64]")?.platform == nil)
        #expect(BuildSettingKey("NAME[config=Debug]")?.isConditional == true)
    }

    @Test("what Xcode does not read as a key is none")
    func notKeys() {
        for written in ["", "1NAME", "MY NAME", "NAME[sdk]", "NAME[sdk=iphoneos*", "NAME[sdk=iphoneos*] x", "NAME x[sdk=iphoneos*]", "NAME-X"] {
            #expect(BuildSettingKey(written) == nil, "\(written)")
        }
    }

    @Test("an .xcconfig line gives the key and the value, without its comment and final semicolon")
    func assignments() throws {
        let plain = try #require(BuildSettingKey.assignment("  PRODUCT_NAME = Shop Kit ; // the product"))
        #expect(plain.key.name == "PRODUCT_NAME")
        #expect(plain.value == "Shop Kit")
        let conditional = try #require(BuildSettingKey.assignment("OTHER_LDFLAGS [sdk=iphoneos*] = -framework \"A\""))
        #expect(conditional.key.platform == "ios")
        #expect(conditional.value == "-framework \"A\"")
        #expect(BuildSettingKey.assignment("// OTHER_LDFLAGS = -framework \"A\"") == nil)
        #expect(BuildSettingKey.assignment("OTHER_LDFLAGS -framework \"A\"") == nil)
        #expect(BuildSettingKey.assignment("#include \"Pods.xcconfig\"") == nil)
    }
}
