import Testing
import WiringProjectModel
import WiringProjects

/// Helper types of `Tuist/ProjectDescriptionHelpers`: structs with initializers of their own,
/// static members overloading the library's, protocols whose extensions add members.
@Suite("Tuist helper types")
struct TuistHelperTypesTests {
    /// A project whose one manifest uses the helpers given, with the files its targets compile.
    static func tree(helpers: String, manifest: String) throws -> TreeFixture {
        try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Tuist/Package.swift": TuistReaderTests.nukePackage,
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\n\n" + helpers,
            "Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n" + manifest,
            "Feed/Feed.swift": "",
            "Core/Core.swift": "",
        ])
    }

    static func notRead(_ model: ProjectModel) -> [String] {
        model.findings.filter { $0.kind == .notRead }.map(\.description)
    }

    @Test("a struct's own initializer with default arguments sets its fields; a var copy changed leaves the original as it was")
    func structInitializer() throws {
        let tree = try Self.tree(
            helpers: """
                public struct Spec {
                    var name: String
                    var sources: [String]
                    var note: String?
                    var dependencies: [TargetDependency]
                    let prefix = "dev."

                    public init(name: String = "", sources: [String] = ["Sources/**"], deps: [TargetDependency] = []) {
                        self.name = name
                        self.sources = sources
                        dependencies = deps
                    }

                    static let shared = Spec(name: "Core", sources: ["Core/**"])

                    func target() -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: prefix + name, sources: sources,
                                dependencies: dependencies)
                    }
                }

                extension Target {
                    static func feature(_ spec: Spec) -> Target {
                        var copy = spec
                        copy.dependencies.append(.target(name: "Core"))
                        return copy.target()
                    }
                }
                """,
            manifest: """
                let base = Spec(name: "Feed", sources: ["Feed/**"])
                let project = Project(name: "App", targets: [
                    .feature(base), Spec(name: "Plain", sources: [], deps: base.dependencies).target(), Spec.shared.target(),
                    .feature(.init(name: "Other")),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.projects.first?.targets.map(\.id.description) == ["module:Feed", "module:Plain", "module:Core", "module:Other"])
        // The copy got Core; `base` did not.
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:Other -> target:Core"])
        #expect(model.module(of: "Core/Core.swift")?.moduleName == "Core")
    }

    @Test("a static function overloading the library's (TargetDependency.external) is called where its labels and types fit, the library's elsewhere")
    func overloadedLibraryMember() throws {
        let tree = try Self.tree(
            helpers: """
                public enum External: String, CaseIterable {
                    case nuke = "Nuke"
                }

                public extension TargetDependency {
                    static func external(_ name: External) -> TargetDependency {
                        .external(name: name.rawValue)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.external(.nuke)]),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                            dependencies: [.external(name: "Nuke")] + External.allCases.map(TargetDependency.external)),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.dependencySummary == [
            "module:Feed -> package:nuke/Nuke", "module:Core -> package:nuke/Nuke", "module:Core -> package:nuke/Nuke",
        ])
    }

    @Test("an initializer the manifest adds to a library type is called where its labels fit (self = …); a switch or if expression is a body's value")
    func libraryInitializer() throws {
        let tree = try Self.tree(
            helpers: """
                public extension Project {
                    init(module: String, extra: [String] = []) {
                        self = Project(name: module, targets: ([module] + extra).map { name in
                            .target(name: name, destinations: .iOS, product: product(name), bundleId: "dev", sources: sources(name))
                        })
                    }
                }

                // Implicit returns of a `switch` and an `if` expression.
                func product(_ name: String) -> Product {
                    switch name {
                    case "Feed": .framework
                    default: .staticLibrary
                    }
                }

                func sources(_ name: String) -> SourceFilesList {
                    if name.isEmpty { [] } else { ["\\(name)/**"] }
                }
                """,
            manifest: """
                enum Kind { case core, shared }
                extension String {
                    // The manifest's own member of the name, called in place of Foundation's.
                    var capitalized: String { "Core" }
                }
                let project = Project(module: "Feed", extra: ["\\(Kind.shared)".capitalized])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.targetSummary == [
            "project:Feed module:Feed Feed framework: Feed/Feed.swift", "project:Feed module:Core Core static-library: Core/Core.swift",
        ])
    }

    @Test("an enum conforming to a protocol of the manifest has what the protocol's extension adds")
    func protocolExtension() throws {
        let tree = try Self.tree(
            helpers: """
                public protocol Module {
                    var rawValue: String { get }
                }

                public extension Module {
                    var targetName: String { "\\(rawValue)" }
                    func dependency(suffix: String = "") -> TargetDependency { .target(name: targetName + suffix) }
                }

                public enum Feature: String, Module {
                    case feed = "Feed"
                }

                public enum Shared: String {
                    case core = "Core"
                }

                extension Shared: Module {}
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: Feature.feed.targetName, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [Shared.core.dependency(), Feature.feed.dependency(suffix: "Interface")]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:Feed -> target:FeedInterface"])
    }

    @Test("a protocol a type conforms to by several paths (itself, and a protocol inheriting it) adds its extension's members once")
    func protocolReachedTwice() throws {
        let tree = try Self.tree(
            helpers: """
                public protocol Moduleable {
                    var sources: SourceFilesList? { get }
                    var name: String { get }
                }

                public extension Moduleable {
                    var sources: SourceFilesList? { [.glob(.relativeToManifest("\\(name)/**"))] }
                }

                public protocol TestsModuleable: Moduleable {}

                public enum Feature: String {
                    case feed = "Feed"
                    public var name: String { rawValue }
                }

                extension Feature: Moduleable {}
                extension Feature: TestsModuleable {}
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: Feature.feed.name, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: Feature.feed.sources),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.module(of: "Feed/Feed.swift")?.moduleName == "Feed")
    }

    @Test("a static function a protocol's extension adds is called on a conforming type, with Self and its default arguments that type's")
    func protocolStaticFunction() throws {
        let tree = try Self.tree(
            helpers: """
                public protocol Module {
                    static var prefix: String { get }
                    static func makeProject(name: String, targets: [Target]) -> Project
                }

                public extension Module {
                    static var projectName: String { String(describing: Self.self) }
                    static var featureName: String { projectName }
                    static var dependency: TargetDependency { .target(name: featureName) }
                    static func makeProject(name: String = projectName, targets: [Target] = []) -> Project {
                        Project(name: name, targets: targets)
                    }
                }

                public protocol FeatureModule: Module {}

                public extension FeatureModule {
                    static func framework(dependencies: [TargetDependency] = []) -> Target {
                        .target(name: featureName, destinations: .iOS, product: .framework, bundleId: "dev." + featureName,
                                sources: ["\\(Self.prefix)\\(projectName)/**"], dependencies: dependencies)
                    }
                }

                public struct Feed: FeatureModule {
                    public static let prefix = ""
                }

                public struct Core: FeatureModule {
                    public static let prefix = ""
                    public static var featureName: String { "CoreKit" }
                }
                """,
            manifest: """
                let project: Project = Feed.makeProject(targets: [Feed.framework(dependencies: [Core.dependency]), Core.framework()])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.module(of: "Feed/Feed.swift")?.moduleName == "Feed")
        // A type's own member is taken before the protocol's default.
        #expect(model.module(of: "Core/Core.swift")?.moduleName == "CoreKit")
        #expect(model.dependencySummary == ["module:Feed -> target:CoreKit"])
    }

    @Test("of two overloads told apart by the element type of a list, each list calls the one its elements fit")
    func overloadByListElements() throws {
        let tree = try Self.tree(
            helpers: """
                public enum Part: String {
                    case views = "Views"
                    case tests = "Tests"
                }

                public enum Deps {
                    public static var nuke: TargetDependency { .external(name: "Nuke") }
                }

                public enum Make {
                    public static func target(_ name: String, dependencies: [Part]) -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                                dependencies: dependencies.map { .target(name: "Core" + $0.rawValue) })
                    }

                    public static func target(_ name: String, dependencies: [TargetDependency]) -> Target {
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"],
                                dependencies: dependencies)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    Make.target("Feed", dependencies: [.views]),
                    Make.target("CoreViews", dependencies: [Deps.nuke]),
                    Make.target("CoreTests", dependencies: [.target(name: "CoreViews")]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.dependencySummary == [
            "module:Feed -> target:CoreViews", "module:CoreViews -> package:nuke/Nuke", "module:CoreTests -> target:CoreViews",
        ])
    }

    @Test("enum cases with associated values are made, switched over with bindings and casts; a closure takes a struct inout")
    func associatedValuesAndInout() throws {
        let tree = try Self.tree(
            helpers: """
                public extension Paths {
                    enum Feature: String, Named { case feed = "Feed" }
                }

                public enum Paths {
                    case feature(Feature)
                    case shared(name: String)

                    public var name: String {
                        switch self {
                        case let .feature(module as any Named): return module.name
                        case .shared(name: let name): return name
                        }
                    }
                }

                public protocol Named {
                    var rawValue: String { get }
                }

                public extension Named {
                    var name: String { rawValue }
                }

                protocol Configurable {}

                extension Configurable {
                    func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
                        var copy = self
                        try block(&copy)
                        return copy
                    }
                }

                public struct Spec: Configurable {
                    var dependencies: [TargetDependency] = []
                }

                public extension Target {
                    static func module(_ path: Paths, spec: Spec = Spec()) -> Target {
                        .target(name: path.name, destinations: .iOS, product: .framework, bundleId: "dev", sources: ["\\(path.name)/**"],
                                dependencies: spec.with { $0.dependencies.append(.target(name: "Base")) }.dependencies)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [.module(.feature(.feed)), .module(.shared(name: "Core"))])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model) == [])
        #expect(model.targetSummary == [
            "project:App module:Feed Feed framework: Feed/Feed.swift", "project:App module:Core Core framework: Core/Core.swift",
        ])
        #expect(model.dependencySummary == ["module:Feed -> target:Base", "module:Core -> target:Base"])
    }

    @Test("a type conforming to a protocol the manifest does not declare is a not-read line at its file and line")
    func unknownProtocol() throws {
        let tree = try Self.tree(
            helpers: """
                public struct Spec: ExpressibleByStringLiteral {
                    var name: String
                }

                public extension Target {
                    static func make(_ spec: Spec) -> Target {
                        .target(name: spec.name, destinations: .iOS, product: .framework, bundleId: "dev", sources: ["Feed/**"])
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [.make(Spec(name: "Feed"))])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.isIncomplete)
        #expect(project.notRead.map(\.place.file) == ["Tuist/ProjectDescriptionHelpers/Helpers.swift"])
        #expect(project.notRead.first?.message.contains("the manifest's type 'Spec'") == true)
    }

    @Test("an initializer that makes its own type without end stops at the budget: a not-read line, no hang or crash")
    func endlessInitializer() throws {
        let tree = try Self.tree(
            helpers: """
                public struct Node {
                    var next: [Node]
                    public init() { self.next = [Node()] }
                }
                """,
            manifest: """
                let node = Node()
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let project = try #require(model.projects.first)
        #expect(project.isIncomplete)
        #expect(project.notRead.first?.message.contains("nest more than") == true)
    }

    @Test("inside a static member of a library type, 'self' is the type and a bare factory is the type's")
    func staticSelf() throws {
        let tree = try Self.tree(
            helpers: """
                public extension Target {
                    static func framework(_ name: String, settings: Settings? = nil) -> Target {
                        target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)", sources: ["\\(name)/**"],
                               settings: settings)
                    }
                }

                public extension Settings {
                    static func renamed(_ module: String) -> Self {
                        let base: SettingsDictionary = ["PRODUCT_MODULE_NAME": .string(module)]
                        return self.settings(base: base)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [.framework("Feed", settings: .renamed("FeedKit")), .framework("Core")])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(Self.notRead(model).isEmpty)
        #expect(model.module(of: "Feed/Feed.swift")?.moduleName == "FeedKit")
        #expect(model.module(of: "Core/Core.swift")?.moduleName == "Core")
    }
}
