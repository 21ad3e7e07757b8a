import Testing
import WiringProjectModel
import WiringProjects

/// A type the helpers nest in an extension of `Array` (`extension Array<TargetDependency> { enum
/// Modules {} }`, `extension [TargetDependency]`) is a member of the array type: an implicit
/// member chain where a list is expected (`.Modules.allCases.map { … }`) starts there, as Swift
/// looks its first member up in the type the place expects.
@Suite("Tuist types nested in extensions of Array")
struct TuistArrayNestedTypesTests {
    static let helpers = """
        public extension Array<TargetDependency> {
            enum Modules: CaseIterable {
                case feed
                case core

                public var dependency: TargetDependency {
                    switch self {
                    case .feed: return named("Feed")
                    case .core: return named("Core")
                    }
                }

                private func named(_ name: String) -> TargetDependency {
                    .target(name: name)
                }
            }
        }

        extension [TargetDependency] {
            enum Shared {
                static let core: [TargetDependency] = [.target(name: "Core")]
            }
        }

        extension Project {
            public static func app(name: String, dependencies: [TargetDependency]) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: dependencies),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: .Shared.core),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
            }
        }
        """

    @Test("an implicit member chain where a list of dependencies is expected starts at a type nested in Array's extension")
    func nestedInArrayExtension() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.helpers,
            manifest: """
                let project = Project.app(name: "App", dependencies: .Modules.allCases.map({ $0.dependency }))
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:App -> target:Feed", "module:App -> target:Core", "module:Feed -> target:Core"])
    }

    @Test("the nested type named through Array is the same type")
    func namedThroughArray() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.helpers,
            manifest: """
                let project = Project.app(name: "App", dependencies: Array<TargetDependency>.Shared.core + Array.Modules.allCases.map { $0.dependency })
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == [
            "module:App -> target:Core", "module:App -> target:Feed", "module:App -> target:Core", "module:Feed -> target:Core",
        ])
    }
}
