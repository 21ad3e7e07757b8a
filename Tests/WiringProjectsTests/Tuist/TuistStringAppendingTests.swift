import Testing
import WiringProjectModel
import WiringProjects

/// Foundation's `appending(_:)` of a string is computed: the string followed by the one given.
@Suite("Tuist strings appended to")
struct TuistStringAppendingTests {
    @Test("'appending(_:)' of a string, also on an implicit member of the helpers, gives the two strings joined")
    func appending() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension String {
                    public static let feedStart = "Fe"
                }
                """,
            manifest: """
                let core = "Co".appending("re")
                let project = Project(name: "App", targets: [
                    .target(name: core, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: String.feedStart.appending("ed"), destinations: .iOS, product: .framework, bundleId: "dev.feed",
                            sources: ["Feed/**"], dependencies: [.target(name: core)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }
}
