import Testing
import WiringProjectModel
import WiringProjects

/// A closure called where it is written (`let x: [TargetDependency] = { … }()`) gives a value of
/// the type its place expects, so what it returns is read expecting that type.
@Suite("Tuist closures called at once")
struct TuistImmediateClosureTests {
    @Test("an implicit member returned by a closure called at once is looked up in the type its place expects")
    func returnedImplicitMember() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Paths {
                    public static let core = "Core"
                }

                extension TargetDependency {
                    public static let core: TargetDependency = .target(name: "Core")
                }
                """,
            manifest: """
                let dependencies: [TargetDependency] = {
                    let first: [TargetDependency] = [.target(name: "Feed")]
                    return first + [.core]
                }()

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: dependencies),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"]),
                    .target(name: Paths.core, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:App -> target:Feed", "module:App -> target:Core"])
    }
}
