import Testing
import WiringProjectModel
import WiringProjects

/// A conformance the helpers add to one of their enums in an extension, the nested enum named
/// qualified (`extension Paths.Feature: CaseIterable {}`), is the enum's as if it declared it.
@Suite("Tuist conformances added in extensions")
struct TuistExtensionConformanceTests {
    @Test("'allCases' of a nested enum made CaseIterable by an extension lists its cases")
    func caseIterableByExtension() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Paths {
                    public enum Feature: String {
                        case Feed
                        case Core
                    }
                }

                extension Paths.Feature: CaseIterable { }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: Paths.Feature.allCases.map { TargetDependency.target(name: $0.rawValue) }),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"]),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:App -> target:Feed", "module:App -> target:Core"])
    }
}
