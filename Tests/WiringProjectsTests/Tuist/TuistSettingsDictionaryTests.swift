import Testing
import WiringProjectModel
import WiringProjects

/// `SettingsDictionary` is ProjectDescription's `[String: SettingValue]`: what a manifest adds to
/// it, a dictionary value has, and the library's `merging(_:)` is computed (the other's value wins).
@Suite("Tuist settings dictionaries")
struct TuistSettingsDictionaryTests {
    static func tree(moduleNames: (String, String)) throws -> TreeFixture {
        try TuistHelperTypesTests.tree(
            helpers: """
                public extension SettingsDictionary {
                    static let baseSettings: Self = [
                        "OTHER_LDFLAGS": ["$(inherited)", "-ObjC"]
                    ]

                    func automaticSigning(module: String) -> SettingsDictionary {
                        merging(["CODE_SIGN_STYLE": SettingValue(stringLiteral: "Automatic")])
                            .merging(["PRODUCT_MODULE_NAME": SettingValue(stringLiteral: module)])
                    }
                }
                """,
            manifest: """
                let base: SettingsDictionary = .baseSettings
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: "Core")],
                            settings: .settings(base: base.automaticSigning(module: "\(moduleNames.0)")
                                .merging(["PRODUCT_MODULE_NAME": "\(moduleNames.1)"]))),
                ])
                """)
    }

    @Test("a method the helpers add to SettingsDictionary is followed on a dictionary, and 'merging(_:)' keeps the later value")
    func helperMethodOnDictionary() throws {
        let tree = try Self.tree(moduleNames: ("FeedModule", "FeedKit"))
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        let project = try #require(model.projects.first)
        #expect(!project.isIncomplete)
        #expect(project.targets.map(\.moduleName) == ["Core", "FeedKit"])
    }

    @Test("'SettingsDictionary()' is an empty dictionary and 'SettingValue(stringLiteral:)' the string it is given, through chained 'merging(_:)'")
    func madeDictionaryAndLiteralValues() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension SettingsDictionary {
                    func manualSigning() -> SettingsDictionary {
                        merging(["CODE_SIGN_STYLE": SettingValue(stringLiteral: "Manual")])
                            .merging(["DEVELOPMENT_TEAM": SettingValue(stringLiteral: "")])
                    }

                    func module(_ name: String) -> SettingsDictionary {
                        merging(["PRODUCT_MODULE_NAME": SettingValue(stringLiteral: name)])
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            settings: .settings(base: SettingsDictionary().manualSigning().module("CoreKit"))),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: "Core")],
                            settings: .settings(base: SettingsDictionary().merging(["PRODUCT_MODULE_NAME": SettingValue(stringLiteral: "FeedKit")]))),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        let project = try #require(model.projects.first)
        #expect(!project.isIncomplete)
        #expect(project.targets.map(\.moduleName) == ["CoreKit", "FeedKit"])
    }
}
