import Testing
import WiringProjectModel
import WiringProjects

@Suite("Tuist helpers' own operators, initializers of no known type, compared members, names of enclosing types, members named 'type', paths from the root")
struct TuistOperatorsTests {
    @Test("'+' the helpers declare on paths and on lists of dependencies is called where the operands fit it")
    func declaredOperators() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Path+Module.swift": """
                import ProjectDescription

                public extension Path {
                    static var features: Self { .relativeToRoot("Features") }
                    static func + (lhs: Self, rhs: String) -> Self {
                        .relativeToRoot(lhs.pathString + "/" + rhs)
                    }
                }

                public func + (lhs: [TargetDependency], rhs: TargetDependency) -> [TargetDependency] {
                    lhs + [rhs]
                }
                """,
            "Features/Feed/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let dependencies: [TargetDependency] = [.external(name: "Nuke")] + .project(target: "Core", path: .features + "Core")
                let project = Project(
                    name: "Feed",
                    targets: [
                        .target(name: "Feed", destinations: [.iPhone], product: .framework, bundleId: "dev.feed",
                                sources: ["Sources/**"], dependencies: dependencies),
                    ]
                )
                """,
            "Features/Feed/Sources/Feed.swift": "",
            "Features/Core/Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Core",
                    targets: [.target(name: "Core", destinations: [.iPhone], product: .framework, bundleId: "dev.core", sources: ["Sources/**"])]
                )
                """,
            "Features/Core/Sources/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name).sorted() == ["Core", "Feed"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:Feed -> package:Nuke", "module:Feed -> target:Features/Core/Core"])
    }

    @Test("'.init(…)' whose type is not inferred, in a requirement, is carried whole and said once; the project is read")
    func implicitInitializerInARequirement() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "App",
                    packages: [.remote(url: "https://github.com/a/Nuke.git", requirement: .upToNextMajor(from: .init(5, 7, 0)))],
                    targets: [
                        .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                                dependencies: [.package(product: "Nuke")]),
                    ]
                )
                """,
            "Sources/App.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["App"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.module(of: "Sources/App.swift")?.moduleName == "App")
        #expect(model.findings.filter { $0.kind == .notComputed }.map(\.place.line) == [5])
    }

    @Test("a list the helpers add to 'Array' as a static member is an argument that fits a helper's list parameter")
    func arrayStaticMemberChoosesTheHelper() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
                import ProjectDescription

                public extension Array<TargetDependency> {
                    static let thirdParty: Self = [.external(name: "Nuke")]
                }

                public extension Project {
                    static func module(name: String, dependencies: [TargetDependency]) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: [.iPhone], product: .framework, bundleId: "dev.\\(name)",
                                    sources: ["Sources/**"], dependencies: dependencies),
                        ])
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(name: "Feed", dependencies: .thirdParty)
                """,
            "Sources/Feed.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Feed"])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:Feed -> package:Nuke"])
    }

    @Test("a path string that starts with '//' is from the Tuist root, as Tuist reads it")
    func rootRelativePathString() throws {
        let tree = try TreeFixture([
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "Projects/Feed/Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Feed",
                    targets: [
                        .target(name: "Feed", destinations: [.iPhone], product: .framework, bundleId: "dev.feed", sources: ["Sources/**"],
                                dependencies: [.project(target: "Core", path: "//Projects/Core")]),
                    ]
                )
                """,
            "Projects/Feed/Sources/Feed.swift": "",
            "Projects/Core/Project.swift": """
                import ProjectDescription

                let project = Project(
                    name: "Core",
                    targets: [.target(name: "Core", destinations: [.iPhone], product: .framework, bundleId: "dev.core", sources: ["//Projects/Core/Sources/**"])]
                )
                """,
            "Projects/Core/Sources/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:Feed -> target:Projects/Core/Core"])
        #expect(model.module(of: "Projects/Core/Sources/Core.swift")?.moduleName == "Core")
    }

    @Test("'product == .app' looks '.app' up in the library's type of the left operand, though an enum of the helpers has a case 'app'")
    func comparedImplicitMember() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
                import ProjectDescription

                public enum Module { case app, core }

                public extension Project {
                    static func app(name: String) -> Project { module(name: name, product: .app, module: .app) }

                    static func module(name: String, product: Product, module: Module) -> Project {
                        let extensions: [Target] = product == .app
                            ? [.target(name: "Widget", destinations: [.iPhone], product: .appExtension, bundleId: "dev.w", sources: ["Widget/**"])]
                            : []
                        let shared: [TargetDependency] = module == .core ? [] : [.external(name: "Nuke")]
                        return Project(name: name, targets: [
                            .target(name: name, destinations: [.iPhone], product: product, bundleId: "dev.\\(name)",
                                    sources: ["Sources/**"], dependencies: shared),
                        ] + extensions)
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(name: "Feed", product: .app, module: .app)
                """,
            "Sources/Feed.swift": "",
            "Widget/Widget.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.projects.flatMap(\.targets).map(\.name) == ["Feed", "Widget"])
        #expect(model.dependencySummary == ["module:Feed -> package:Nuke"])
    }

    @Test("'self == .library(.static)' looks the case with associated values up in the helpers' enum of the left operand")
    func comparedCaseWithValues() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Kind.swift": """
                import ProjectDescription

                public enum Linking { case `static`, `dynamic` }

                public enum Kind: Equatable {
                    case app
                    case library(Linking)

                    var isLibrary: Bool { self == .library(.static) || self == .library(.dynamic) }
                    var product: Product { isLibrary ? .staticLibrary : .app }
                    var dependencies: [TargetDependency] { self != .library(.dynamic) ? [.external(name: "Nuke")] : [] }
                }

                public extension Project {
                    static func module(name: String, kind: Kind) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: [.iPhone], product: kind.product, bundleId: "dev.\\(name)",
                                    sources: ["Sources/**"], dependencies: kind.dependencies),
                        ])
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.module(name: "Feed", kind: .library(.static))
                """,
            "Sources/Feed.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.projects.flatMap(\.targets).map(\.name) == ["Feed"])
        #expect(model.projects.flatMap(\.targets).map(\.product) == [.staticLibrary])
        #expect(model.dependencySummary == ["module:Feed -> package:Nuke"])
    }

    @Test("a bare name inside a type nested in a helper's extension is the enclosing type's static member")
    func enclosingTypeStaticMember() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Services.swift": """
                import ProjectDescription

                extension TargetDependency {
                    public struct Service {
                        public static let auth = service(name: "Auth")
                    }
                    private static let folder = "Services"
                    private static func service(name: String) -> TargetDependency {
                        .project(target: name, path: .relativeToRoot("\\(folder)/\\(name)"))
                    }
                }
                """,
            "App/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "dev.app", sources: ["Sources/**"],
                            dependencies: [TargetDependency.Service.auth]),
                ])
                """,
            "App/Sources/App.swift": "",
            "Services/Auth/Project.swift": """
                import ProjectDescription

                let project = Project(name: "Auth", targets: [
                    .target(name: "Auth", destinations: [.iPhone], product: .framework, bundleId: "dev.auth", sources: ["Sources/**"]),
                ])
                """,
            "Services/Auth/Sources/Auth.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.dependencySummary == ["module:App -> target:Services/Auth/Auth"])
    }

    @Test("an enum of the helpers may have a member named 'type': only the library's types have the one the reader reads")
    func ownMemberNamedType() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Feature.swift": """
                import ProjectDescription

                public enum Feature: String, CaseIterable {
                    case Feed
                    public var type: String { "Feature" }
                }

                public extension Project {
                    static func feature(_ feature: Feature) -> Project {
                        Project(name: feature.rawValue, targets: [
                            .target(name: feature.rawValue + feature.type, destinations: [.iPhone], product: .framework,
                                    bundleId: "dev.feed", sources: ["Sources/**"]),
                        ])
                    }
                }
                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.feature(.Feed)
                """,
            "Sources/Feed.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.module(of: "Sources/Feed.swift")?.moduleName == "FeedFeature")
    }
}
