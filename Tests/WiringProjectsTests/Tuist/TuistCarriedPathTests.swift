import Testing
import WiringProjectModel
import WiringProjects

/// A method of the library called on a value reached through a path of properties
/// (`env.base.swiftStrictness(…)`, `Catalog.shared.settings.x(…)`) is carried as on a variable:
/// its result is one opaque value, and only that property may change.
@Suite("Library methods reached through a property path")
struct TuistCarriedPathTests {
    @Test("a library method on 'env.base' is carried whole, said once; the other targets' settings are read")
    func methodOnPropertyPath() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct Env {
                    public var base: SettingsDictionary
                }
                public let env = Env(base: ["A": "B"])
                public enum Catalog {
                    public static let env = Env(base: ["PRODUCT_MODULE_NAME": "CoreKit"])
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: "Core")], settings: .settings(base: env.base.swiftStrictness(.complete))),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            settings: .settings(base: Catalog.env.base.merging(["SWIFT_VERSION": "6"]))),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.targets.map(\.moduleName) == ["Feed", "CoreKit"])
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
        #expect(model.findings.filter { $0.kind == .notComputed }.map(\.description) == [
            "Project.swift:6: '.swiftStrictness(…)' of a dictionary is a library method the reader does not compute: its value is carried "
                + "whole, not read",
        ])
        #expect(TuistHelperTypesTests.notRead(model) == [
            "Project.swift:6: the base settings of the targets they are given to (a module name in them may differ): '.swiftStrictness(…)' "
                + "of a dictionary is a library method the reader does not compute: its value is carried whole, not read",
        ])
    }
}
