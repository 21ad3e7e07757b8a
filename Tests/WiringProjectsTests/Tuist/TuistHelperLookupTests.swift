import Testing
import WiringProjectModel
import WiringProjects

/// How helpers name things as Swift does: a struct nested in the type whose member makes it, a case
/// pattern written without the case's associated values, and Foundation's string splitting.
@Suite("Tuist helper lookups")
struct TuistHelperLookupTests {
    @Test("'DomainModule()' inside a static of 'struct Module' makes the struct nested there")
    func nestedStructMadeByBareName() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct Module {
                    public struct FeatureModule {
                        public let core = "Core"
                        public let feed = "Feed"
                    }

                    public static var feature = FeatureModule()
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: Module.feature.core, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: Module.feature.feed, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: Module.feature.core)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("'case .layer:' matches a case with associated values whatever they are")
    func casePatternWithoutValues() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Layer: String, CaseIterable {
                    case Core
                }

                public enum Modules {
                    case app
                    case layer(Layer)

                    public var name: String {
                        switch self {
                        case .app: return "App"
                        case .layer(let layer): return layer.rawValue
                        }
                    }

                    public var path: String {
                        switch self {
                        case .app: return "."
                        case .layer: return "Projects/\\(name)"
                        }
                    }
                }
                """,
            manifest: """
                let core = Modules.layer(.Core)
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: core.path == "Projects/Core" ? core.name : "Other")]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("'components(separatedBy:)' and 'replacing(_:with:)' of a string are computed")
    func stringComponents() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public func feature(_ name: String) -> Target {
                    let parts = name.components(separatedBy: "_")
                    precondition(parts.count <= 2)
                    return .target(name: parts[parts.count - 1], destinations: .iOS, product: .framework,
                                   bundleId: "dev.\\(name.replacing("_", with: "."))", sources: ["\\(parts[parts.count - 1])/**"],
                                   dependencies: parts.count == 2 ? [.target(name: parts[0])] : [])
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [feature("Core"), feature("Core_Feed")])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("'Project' inside a type the helpers nest as 'TargetDependency.Project' is that type, not the library's")
    func nestedTypeHidesLibraryName() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension TargetDependency {
                    enum Project {
                        case module(String)

                        public var dependency: TargetDependency {
                            switch self {
                            case .module(let name): return .target(name: name)
                            }
                        }

                        public static var core: TargetDependency {
                            Project.module("Core").dependency
                        }
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.Project.core]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("'var prefix: String?' declared without a value is nil until it is given one")
    func optionalVariableStartsNil() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public func feature(_ name: String, layered: Bool) -> Target {
                    var prefix: String?
                    if layered {
                        prefix = "Core"
                    }
                    var dependencies: [TargetDependency] = []
                    if let layer = prefix {
                        dependencies.append(.target(name: layer))
                    }
                    return .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)",
                                   sources: ["\\(name)/**"], dependencies: dependencies)
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [feature("Core", layered: false), feature("Feed", layered: true)])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }
}
