import Testing
import WiringProjectModel
import WiringProjects

/// Projects made by a factory of the helpers (`Project.makeModule(…)`), called with arguments as
/// Swift takes them: array literals for the library's array-literal types, the helpers' own static
/// members written as implicit members, implicit member chains started in the type expected.
@Suite("Tuist project factories of the helpers")
struct TuistProjectFactoryTests {
    @Test("a Project factory whose parameters are SourceFilesList, ResourceFileElements?, Destinations and String is followed")
    func factoryArguments() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension String {
                    static func bundle(name: String) -> String { "org.example." + name }
                }

                public extension Project {
                    static func makeModule(
                        name: String,
                        bundleId: String,
                        destinations: Destinations = [.iPhone],
                        sources: SourceFilesList = ["Sources/**"],
                        resources: ResourceFileElements? = nil,
                        dependencies: [TargetDependency] = []
                    ) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: destinations, product: .framework, bundleId: bundleId,
                                    sources: sources, resources: resources, dependencies: dependencies),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.makeModule(
                    name: "Feed",
                    bundleId: .bundle(name: "Feed"),
                    destinations: [.iPhone, .iPad],
                    sources: ["Feed/**"],
                    resources: ["Resources/**"],
                    dependencies: [.project(target: "Core", path: "Core")]
                )
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.projects.first?.targets.map(\.id.description) == ["module:Feed"])
        #expect(model.module(of: "Feed/Feed.swift")?.moduleName == "Feed")
    }

    @Test("'.init(…)' that starts an implicit member chain is the type the chain's place expects")
    func implicitChain() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct Module {
                    var name: String
                    public init(name: String) { self.name = name }
                    public func named(_ other: String) -> Module { Module(name: other) }
                    public var target: Target { .target(name: name, destinations: .iOS, product: .framework, bundleId: name, sources: ["\\(name)/**"]) }
                }

                public extension Project {
                    static func make(_ module: Module) -> Project { Project(name: "App", targets: [module.target]) }
                }
                """,
            manifest: """
                let project = Project.make(.init(name: "Core").named("Feed"))
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.projects.first?.targets.map(\.id.description) == ["module:Feed"])
    }
}
