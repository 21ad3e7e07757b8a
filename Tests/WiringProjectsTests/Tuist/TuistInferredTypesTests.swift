import Testing
import WiringProjectModel
import WiringProjects

/// Types Swift infers from a value's place that the reader now knows too: a configuration's
/// `xcconfig:` (a `Path`), statics added to a type of another module (ProjectDescription's
/// `Environment`), and what a `map` closure gives where an array of dependencies is expected.
@Suite("Tuist inferred types")
struct TuistInferredTypesTests {
    @Test("'.XCConfig.app(.PROD)' in a configuration's 'xcconfig:' is a static of the helpers' 'Path.XCConfig'")
    func configurationFileIsAPath() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum AppConfiguration: String {
                    case DEV
                    case PROD
                }

                public extension ConfigurationName {
                    static var PROD: ConfigurationName { .configuration(AppConfiguration.PROD.rawValue) }
                }

                public extension String {
                    static var PROD: String { AppConfiguration.PROD.rawValue }
                }

                extension Path {
                    public struct XCConfig {
                        public static func app(_ configuration: AppConfiguration) -> Path {
                            "//XCConfig/App-\\(configuration.rawValue).xcconfig"
                        }
                    }
                }

                extension Project {
                    public static func feature(name: String, dependencies: [TargetDependency] = []) -> Project {
                        let target: Target = .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)",
                                                     sources: ["\\(name)/**"], dependencies: dependencies)
                        let demo: Target = .target(name: "\\(name)Demo", destinations: .iOS, product: .app, bundleId: "dev.\\(name).demo",
                                                   sources: ["\\(name)/**"], dependencies: [.target(name: name)],
                                                   settings: .settings(configurations: [.release(name: .PROD, xcconfig: .XCConfig.app(.PROD))]))
                        return Project(name: name, targets: [target, demo])
                    }
                }
                """,
            manifest: """
                let project: Project = .feature(name: "Feed", dependencies: [.target(name: "Core")])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).filter { !$0.contains("no target of the projects compiles") }.isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:FeedDemo -> target:Feed"])
    }

    @Test("statics the helpers add to a type no file declares ('extension Environment') are read; its other members are not")
    func staticsOfAnotherModulesType() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension Environment {
                    static let organization = "dev"
                    static let forPreview = true
                }

                public func feature(_ name: String, dependencies: [TargetDependency] = []) -> Target {
                    .target(name: name, destinations: .iOS, product: Environment.forPreview ? .framework : .staticFramework,
                            bundleId: "\\(Environment.organization).\\(name)", sources: ["\\(name)/**"], dependencies: dependencies)
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [feature("Core"), feature("Feed", dependencies: [.target(name: "Core")])])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
        #expect(model.projects.flatMap(\.targets).map(\.product) == [.framework, .framework])

        let other = try TuistHelperTypesTests.tree(
            helpers: """
                public extension Environment {
                    static let forPreview = true
                }

                public func feature(_ name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: Environment.isCI ? .framework : .staticFramework,
                            bundleId: "dev.\\(name)", sources: ["\\(name)/**"])
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [feature("Core")])
                """)
        defer { other.remove() }
        // The member not declared is said where it is written; a framework or a static framework make the same module either way.
        let said = try other.read().findings.filter { $0.kind == .notRead || $0.kind == .notComputed }.map(\.description)
        #expect(said.contains { $0.hasPrefix("Tuist/ProjectDescriptionHelpers/Helpers.swift:8:") && $0.contains("'Environment.isCI'") })
    }

    @Test("'cases.map { .layer($0) }' where dependencies are expected gives dependencies, as Swift infers")
    func mapClosureGivesTheExpectedElements() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Layer: String, CaseIterable {
                    case Core
                }

                public extension TargetDependency {
                    static func layer(_ layer: Layer) -> TargetDependency { .target(name: layer.rawValue) }
                }

                public extension Target {
                    static func layer(_ layer: Layer) -> Target {
                        .target(name: layer.rawValue, destinations: .iOS, product: .framework, bundleId: "dev.\\(layer.rawValue)",
                                sources: ["\\(layer.rawValue)/**"])
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .layer(.Core),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: Layer.allCases.map { .layer($0) } + Layer.allCases.flatMap { [.layer($0)] }),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:Feed -> target:Core"])
    }
}
