import Testing
import WiringProjectModel
import WiringProjects

/// A method the interpreter does not follow, called on what another call returns
/// (`merging(…).merging(…)`): the receiver is a temporary copy of a value, so the method can change
/// nothing the manifest still holds — unless the manifest declares a class, whose instances a call
/// may hand out shared.
@Suite("Tuist methods called on a call's result")
struct TuistTemporaryReceiverTests {
    static let settingsHelpers = """
        public extension SettingsDictionary {
            func signed() -> SettingsDictionary {
                merging(["CODE_SIGN_STYLE": SettingValue(stringLiteral: "Manual")])
                    .merging(["DEVELOPMENT_TEAM": SettingValue(stringLiteral: "TEAM")])
            }
        }

        public extension Dictionary where Key == String, Value == SettingValue {
            func merging(_ other: [String: SettingValue]) -> SettingsDictionary {
                var merged = self
                for (key, value) in other {
                    merged[key] = value
                }
                return merged
            }
        }
        """

    static let manifest = """
        let project = Project(name: "App", targets: [
            .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
            .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                    dependencies: [.target(name: "Core")]),
        ])

        let settings: Settings = .settings(base: SettingsDictionary(minimumCapacity: 4).signed())
        """

    @Test("a chained call on a call's result leaves the project's targets as they were made")
    func chainedMethodOnValue() throws {
        let tree = try TuistHelperTypesTests.tree(helpers: Self.settingsHelpers, manifest: Self.manifest)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
        #expect(!TuistHelperTypesTests.notRead(model).contains { $0.contains("targets") })
    }

    @Test("where the manifest declares a class, a call may return a shared instance: what the method may write stays unknown")
    func chainedMethodWithClassDeclared() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.settingsHelpers + "\n\npublic final class Registry {\n    public var targets: [Target] = []\n}\n",
            manifest: Self.manifest)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).contains { $0.contains("targets") })
    }
}
