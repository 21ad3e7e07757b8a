import Foundation
import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen specs: YAML merge keys")
struct XcodeGenMergeKeyTests {
    @Test("'<<: *anchor' and '<<: [*a, *b]' lay the anchored mappings under the mapping's own keys, the first named winning")
    func mergeKeys() throws {
        let tree = try TreeFixture([
            "project.yml": """
                name: Shop
                settingGroups: &flags
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: FLAGS
                  PRODUCT_MODULE_NAME: Flagged
                defaults: &framework
                  type: framework
                  platform: iOS
                  settings:
                    base:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: FRAMEWORK
                app: &app
                  type: application
                  platform: iOS
                targets:
                  Kit:
                    <<: *framework
                    sources: [Kit]
                  Shop:
                    <<: [*app, *framework]
                    sources: [App]
                    dependencies:
                      - target: Kit
                    settings:
                      base:
                        <<: *flags
                        PRODUCT_MODULE_NAME: ShopApp
                """,
            "Kit/Kit.swift": "",
            "App/AppDelegate.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.isEmpty, "\(model.findings)")
        let targets = try #require(model.projects.first?.targets)
        #expect(targets.map(\.name) == ["Kit", "Shop"])
        #expect(targets.map(\.product) == [.framework, .app])
        #expect(targets.map(\.moduleName) == ["Kit", "ShopApp"])
        #expect(targets.map(\.defines) == [["FRAMEWORK": true], ["FLAGS": true]])
        #expect(targets.map(\.files) == [["Kit/Kit.swift"], ["App/AppDelegate.swift"]])
        #expect(targets.last?.dependencies.map(\.name) == ["Kit"])
    }

    @Test(
        "merge keys that fan out past the budget are said and not read; one that names its own mapping does not hang",
        .timeLimit(.minutes(5)))
    func hostileMerges() throws {
        var laughs = "name: Laughs\nl0: &l0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10}\n"
        for level in 1..<9 {
            laughs += "l\(level): &l\(level) {<<: [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        laughs += "targets:\n  Shop:\n    <<: *l8\n    type: application\n    platform: iOS\n"
        let tree = try TreeFixture([
            "project.yml": laughs,
            "cycle/project.yml": "name: Cycle\ntargets: &t\n  Shop:\n    <<: *t\n    type: application\n    platform: iOS\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.file) == [])
        #expect(model.findings.map(\.description) == [
            "cycle/project.yml:4: the spec is not valid YAML; it was not read",
            "project.yml:1: the spec holds more than 1000000 values once its aliases are expanded; it was not read",
        ])
    }
}
