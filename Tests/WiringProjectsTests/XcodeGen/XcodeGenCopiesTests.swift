import Testing
import WiringProjectModel
import WiringProjects

/// One project described three times: an XcodeGen spec in a folder of its own, the JSON dump of it
/// in another folder, and the `.xcodeproj` generated from it at the root (`xcodegen --project ./`).
@Suite("XcodeGen specs copied, and projects generated away from their spec")
struct XcodeGenCopiesTests {
    static let spec = """
        name: Shop
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [../App]
          ShopTests:
            type: bundle.unit-test
            platform: iOS
            sources: [../Tests]
            dependencies:
              - target: Shop
        """

    /// The dump `xcodegen dump --type json` writes of the spec: the same targets, as JSON.
    static let dump = """
        {
          "name" : "Shop",
          "targets" : {
            "Shop" : {"type" : "application", "platform" : "iOS", "sources" : ["../App"]},
            "ShopTests" : {"type" : "bundle.unit-test", "platform" : "iOS", "sources" : ["../Tests"], "dependencies" : [{"target" : "Shop"}]}
          }
        }
        """

    @Test("the spec is read once: its JSON dump and the project generated from it elsewhere are skipped, each said")
    func readOnce() throws {
        let tree = try TreeFixture([
            "XcodeGen/project.yml": Self.spec,
            "Documents/Graph.json": Self.dump,
            "Shop.xcodeproj/project.pbxproj": XcodeModelTests.pbxproj,
            "App/Main.swift": "", "Tests/MainTests.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.file) == ["XcodeGen/project.yml"])
        #expect(model.module(of: "App/Main.swift")?.projectID == model.projects.first?.id)
        #expect(model.findings.filter { $0.kind == .unused }.map(\.description) == [
            "Documents/Graph.json:1: the XcodeGen spec describes the project 'Shop' with the same 2 targets as XcodeGen/project.yml "
                + "(a copy, such as 'xcodegen dump' writes?); XcodeGen/project.yml is read and this spec skipped",
            "Shop.xcodeproj/project.pbxproj:1: the Xcode project has the name and targets of the XcodeGen spec XcodeGen/project.yml, "
                + "which generates it ('xcodegen --project'); the spec is read and the project skipped",
        ])
    }

    @Test("a spec whose sources reach above its folder says what compiles there: a file beside them that no target compiles is left out, a dotted folder's files are compiled")
    func sourcesAboveTheSpec() throws {
        let tree = try TreeFixture([
            "XcodeGen/project.yml": Self.spec,
            "App/Main.swift": "", "App/Protocols.Base/Router.swift": "", "App/Assets.xcassets/Fake.swift": "",
            "Tests/MainTests.swift": "", "Old/Dead.swift": "", "Tools/Outside/Script.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.module(of: "App/Main.swift")?.moduleName == "Shop")
        // A folder whose name only looks like it has an extension is entered; one Xcode keeps whole is not.
        #expect(model.module(of: "App/Protocols.Base/Router.swift")?.moduleName == "Shop")
        #expect(model.module(of: "App/Assets.xcassets/Fake.swift") == nil)
        #expect(model.notCompiled == ["App/Assets.xcassets/Fake.swift", "Old/Dead.swift", "Tools/Outside/Script.swift"])
    }

    @Test("a spec of the same name with other targets, and a project of another name, are projects of their own")
    func notCopies() throws {
        let tree = try TreeFixture([
            "XcodeGen/project.yml": Self.spec,
            "Other/project.yml": Self.spec.replacingOccurrences(of: "  ShopTests:", with: "  ShopUITests:"),
            "Store.xcodeproj/project.pbxproj": XcodeModelTests.pbxproj,
            "App/Main.swift": "", "Tests/MainTests.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.file).sorted() == ["Other/project.yml", "Store.xcodeproj/project.pbxproj", "XcodeGen/project.yml"])
        #expect(model.findings.filter { $0.kind == .unused }.isEmpty)
    }
}
