import Testing
import WiringProjectModel
import WiringProjects

/// A generic helper called with a type, and a target given whole as a dependency.
@Suite("Tuist generic helpers")
struct TuistGenericHelpersTests {
    @Test("a generic helper with a 'where' clause is called with its parameter bound to the type argument: 'T.allCases' and 'String(describing: T.self)'")
    func genericHelperBoundByTypeArgument() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public protocol Modulable: CaseIterable {
                    var rawValue: String { get }
                }

                public enum Core: String, Modulable {
                    case Feed
                }

                extension Project {
                    public static func makeRootProject<T: Modulable>(rootModule: T.Type, product: Product) -> Project
                    where T: RawRepresentable, T.RawValue == String {
                        let name = String(describing: T.self)
                        let dependencies: [TargetDependency] = T.allCases.map { .target(name: $0.rawValue) }
                        return Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: product, bundleId: "dev." + name,
                                    sources: [name + "/**"], dependencies: dependencies),
                        ])
                    }
                }
                """,
            manifest: """
                let project: Project = .makeRootProject(rootModule: Core.self, product: .staticLibrary)
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.projects.map(\.name) == ["Core"])
        #expect(model.targetSummary == ["project:Core module:Core Core static-library: Core/Core.swift"])
        #expect(model.dependencySummary == ["module:Core -> target:Feed"])
    }

    @Test("a generic helper given a value of the helpers' enum binds its parameter to that enum: 'T.allCases' and 'String(describing: T.self)'")
    func genericHelperBoundByValue() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public protocol Modulable: CaseIterable {
                    var rawValue: String { get }
                }

                public enum Core: String, Modulable {
                    case Feed
                }

                extension Project {
                    public static func makeModule<T: Modulable>(_ first: T, others: [T]) -> Project {
                        let name = String(describing: T.self)
                        let dependencies: [TargetDependency] = T.allCases.map { .target(name: $0.rawValue) }
                        return Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev." + name,
                                    sources: [name + "/**"], dependencies: dependencies),
                        ])
                    }
                }
                """,
            manifest: """
                let project: Project = .makeModule(Core.Feed, others: [])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.projects.map(\.name) == ["Core"])
        #expect(model.dependencySummary == ["module:Core -> target:Feed"])
    }

    @Test("'.target(widget)' given a target value depends on that target by its name")
    func targetGivenWhole() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: "",
            manifest: """
                let core: Target = .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"])
                let project = Project(name: "App", targets: [
                    core,
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(core)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }
}
