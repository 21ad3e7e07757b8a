import Testing
import WiringProjectModel
import WiringProjects

/// Where a value the helpers hold stands: a static stored property or a global of the helpers is
/// computed once, and each read of it stands at the manifest's line that reads it, as a helper
/// function's values stand at the line that calls it.
@Suite("Tuist helper value places")
struct TuistHelperValuePlacesTests {
    @Test("a static property and a global of the helpers are placed at each manifest line that reads them")
    func staticAndGlobalPlacedAtTheirReads() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum external {
                    public static let nuke: TargetDependency = .external(name: "Nuke")
                }

                public let coreDependencies: [TargetDependency] = [.target(name: "Core")]
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            dependencies: [
                                external.nuke,
                            ]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: coreDependencies + [
                                external.nuke,
                            ]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        let places = model.projects.flatMap(\.targets).flatMap { target in
            target.dependencies.map { "\(target.name) \($0.place.description)" }
        }
        #expect(places == ["Core Project.swift:7", "Feed Project.swift:10", "Feed Project.swift:11"])
    }

    @Test("a target a static property holds whole stands where the manifest reads it; its dependencies stay where the helper writes them")
    func targetReadWholeKeepsItsDependencies() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Feed {
                    public static let target = Target.target(
                        name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                        dependencies: [
                            .target(name: "Core"),
                        ])
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    Feed.target,
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        let feed = model.projects.flatMap(\.targets).first { $0.name == "Feed" }
        #expect(feed?.place.description == "Project.swift:6")
        #expect(feed?.dependencies.map(\.place.description) == ["Tuist/ProjectDescriptionHelpers/Helpers.swift:7"])
    }
}
