import Testing
import WiringProjectModel
import WiringProjects

/// An implicit member where a list of a library type is expected may be a static the library
/// adds to `Array` for that element type (`[ResourceSynthesizer].default`): a helper that
/// overloads a library type's members is still called with it.
@Suite("Tuist implicit members of library lists")
struct TuistLibraryListMembersTests {
    @Test("'resourceSynthesizers: .default' given to a helper of Project leaves the helper called, not Project(to:…)")
    func libraryListStatic() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension Project {
                    static func app(to name: String, targets: [Target], resourceSynthesizers: [ResourceSynthesizer] = []) -> Project {
                        Project(name: name, targets: targets, resourceSynthesizers: resourceSynthesizers)
                    }
                }
                """,
            manifest: """
                let project = Project.app(
                    to: "Kit",
                    targets: [
                        .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                                dependencies: [.target(name: "Core")]),
                        .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    ],
                    resourceSynthesizers: .default
                )
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        let project = try #require(model.projects.first)
        #expect(project.name == "Kit")
        #expect(!project.isIncomplete)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }
}
