import Testing
import WiringProjectModel
import WiringProjects

/// Helpers overloaded on a parameter's type alone (`feature(implementation: Feature)` beside a
/// `feature(implementation: String)`) are told apart by the value given, as Swift picks by type.
@Suite("Tuist overloads chosen by their arguments' values")
struct TuistOverloadValuesTests {
    @Test("an overload taking an enum of the helpers that calls its 'String' twin with the case's raw value makes the target, and its dependencies' twins are told apart alike")
    func rawValueTwin() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Module: String {
                    case Core
                    case Feed
                }
                public extension TargetDependency {
                    private static func module(named name: String) -> TargetDependency {
                        .target(name: name)
                    }
                    static func module(named module: Module) -> TargetDependency {
                        .module(named: module.rawValue)
                    }
                }
                public extension Target {
                    private static func module(named name: String, dependencies: [TargetDependency] = []) -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev." + name,
                                sources: ["\\(name)/**"], dependencies: dependencies)
                    }
                    static func module(named module: Module, dependencies: [TargetDependency] = []) -> Target {
                        .module(named: module.rawValue, dependencies: dependencies)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .module(named: .Core),
                    .module(named: .Feed, dependencies: [.module(named: .Core)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("a helper 'target(name:)' taking an enum of the helpers that calls '.target(name: name.rawValue)' calls the library's, not itself")
    func libraryTwinByRawValue() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum TargetName: String {
                    case core = "Core"
                }
                extension TargetDependency {
                    public static func target(name: TargetName) -> TargetDependency {
                        return .target(name: name.rawValue)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.target(name: .core)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("a list passed for a library type the helpers add statics to ('SourceFilesList') keeps the helper's overload: the library type takes list literals")
    func libraryTypeTakesLiterals() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension SourceFilesList {
                    static let everything: SourceFilesList = ["**"]
                }
                public extension Project {
                    static func project(name: String, sources: SourceFilesList) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev." + name,
                                    sources: sources, dependencies: [.target(name: "Core")]),
                        ])
                    }
                    static func module(name: String, sources: SourceFilesList = ["Feed/**"]) -> Project {
                        return project(name: name, sources: sources)
                    }
                }
                """,
            manifest: """
                let project = Project.module(name: "Feed")
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty, "\(TuistHelperTypesTests.notRead(model))")
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("an argument whose evaluation would run something (a call) does not choose an overload: the call stays not read")
    func callsDoNotChoose() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public func coreName() -> String { "Core" }
                public extension Target {
                    static func module(named name: String) -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"])
                    }
                    static func module(named name: Int) -> Target {
                        .target(name: "Other", destinations: .iOS, product: .framework, bundleId: "dev.other", sources: ["Other/**"])
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [.module(named: coreName())])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(!TuistHelperTypesTests.notRead(model).isEmpty)
    }
}

/// A closure the manifest writes and a helper runs (a builder closure) makes what it makes at its
/// own lines.
@Suite("Tuist closures the manifest gives a helper")
struct TuistManifestClosureTests {
    @Test("a dependency a closure of the manifest adds, run by a helper, is placed at the closure's line, not at the helper's call")
    func closureLines() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension Project {
                    static func module(name: String, dependencies: () -> [TargetDependency]) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.feed",
                                    sources: ["Feed/**"], dependencies: dependencies()),
                            .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.module(name: "Feed") {
                    [
                        .target(name: "Core"),
                    ]
                }
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
        let feed = model.projects.first?.targets.first { $0.name == "Feed" }
        #expect(feed?.dependencies.first?.place.description == "Project.swift:6")
        #expect(feed?.place.description == "Project.swift:4")
    }
}
