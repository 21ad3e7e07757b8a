import Testing
import WiringProjectModel
import WiringProjects

/// Helpers that build targets and dependencies with a result builder the helpers declare: a
/// closure passed to a parameter marked with it gives one element per expression statement, the
/// chosen branch of an `if`, and every run of a `for`.
@Suite("Tuist result builders")
struct TuistResultBuilderTests {
    static let builder = """
        @resultBuilder
        public struct ListBuilder<Component> {
            public static func buildBlock(_ components: Component...) -> [Component] { components }
            public static func buildEither(first component: Component) -> Component { component }
            public static func buildEither(second component: Component) -> Component { component }
            public static func buildArray(_ components: [Component]) -> [Component] { components }
        }

        public enum Kind: String { case source, interface }

        extension Target {
            public static func module(_ name: String, @ListBuilder<TargetDependency> _ content: () -> [TargetDependency]) -> Target {
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)", sources: ["\\(name)/**"],
                        dependencies: content())
            }
        }

        extension Project {
            public static func make(name: String, @ListBuilder<Target> _ content: () -> [Target]) -> Project {
                Project(name: name, targets: content())
            }
        }
        """

    @Test("each expression statement is an element; an 'if' gives its chosen branch, 'if case' too, and a 'for' every run")
    func builtTargetsAndDependencies() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.builder,
            manifest: """
                let kind = Kind.source
                let project = Project.make(name: "App") {
                    Target.module("Feed") {
                        TargetDependency.target(name: "Core")
                        if case .source = kind {
                            .external(name: "Nuke")
                        } else {
                            .target(name: "Never")
                        }
                        for name in ["Login", "Settings"] where name != "Settings" {
                            .target(name: name)
                        }
                    }
                    Target.module("Core") {}
                }
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).filter { !$0.contains("no target of the projects compiles") }.isEmpty)
        #expect(model.projects.flatMap { $0.targets.map(\.name) } == ["Feed", "Core"])
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:Feed -> package:nuke/Nuke", "module:Feed -> target:Login"])
    }

    @Test("a statement a builder's body holds that the reader does not follow is said at its line")
    func unreadStatementIsSaid() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.builder,
            manifest: """
                let project = Project.make(name: "App") {
                    Target.module("Feed") {
                        switch Kind.source {
                        case .source: .target(name: "Core")
                        case .interface: .target(name: "Other")
                        }
                    }
                }
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).contains { $0.contains("Project.swift:6") && $0.contains("'switch' in a result builder's body") })
    }

    @Test("a trailing closure given to 'first' or 'contains' is its 'where:'")
    func trailingClosureOfFirstAndContains() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: Self.builder,
            manifest: """
                let names = ["Core", "Feed"]
                let chosen = names.first { $0 != "Core" } ?? "None"
                let linksCore = names.contains { $0 == "Core" }
                let project = Project.make(name: "App") {
                    Target.module(chosen) {
                        if linksCore {
                            .target(name: "Core")
                        }
                    }
                }
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).filter { !$0.contains("no target of the projects compiles") }.isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }
}
