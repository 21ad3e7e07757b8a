import Testing
import WiringProjectModel
import WiringProjects

/// Declarations of the helpers read as Swift reads them: an access attribute on a type, `CaseIterable`
/// reached through a protocol, type aliases, types nested in a member's owner, dictionary keys,
/// `String(describing:)`; and Tuist 3's `SourceFileGlob(…)`.
@Suite("Tuist declaration shapes")
struct TuistDeclarationShapesTests {
    @Test("an enum with an access attribute ('@_spi') is read, and is CaseIterable through a protocol of the manifest that inherits it; a property wrapper is still not followed")
    func attributedEnumThroughProtocol() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public protocol Named: CaseIterable {
                    var rawValue: String { get }
                }

                public protocol Modulable: Named {}

                public extension Modulable {
                    var folder: String { rawValue + "/**" }
                }

                @_spi(Feature)
                public enum Feature: String, Modulable {
                    case feed = "Feed"
                    case core = "Core"
                }

                @propertyWrapper
                public struct Wrapped {
                    public var wrappedValue: String
                }

                public enum Names {
                    public static let log = Wrapped(wrappedValue: "Log")
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: Feature.allCases.map { feature in
                    Target.target(name: feature.rawValue, destinations: .iOS, product: .framework, bundleId: "dev." + feature.rawValue,
                            sources: [feature.folder], dependencies: [.target(name: Names.log.wrappedValue)])
                })
                """)
        defer { tree.remove() }
        let model = try tree.read()
        // An attribute that changes what a type does (a property wrapper) still leaves it not followed.
        let notRead = TuistHelperTypesTests.notRead(model)
        #expect(!notRead.isEmpty && notRead.allSatisfy { $0.contains("Wrapped") }, "\(notRead)")
        #expect(model.targetSummary == [
            "project:App module:Feed Feed framework: Feed/Feed.swift",
            "project:App module:Core Core framework: Core/Core.swift",
        ])
    }

    @Test("Tuist 3's SourceFileGlob(_:excluding:) in a helper's static is a source glob")
    func sourceFileGlobInitializer() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public extension SourceFileGlob {
                    static let feed = SourceFileGlob("Feed/**", excluding: ["Feed/Old/**"])
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    Target(name: "Feed", platform: .iOS, product: .framework, bundleId: "dev.feed", sources: [.feed]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.targetSummary == ["project:App module:Feed Feed framework: Feed/Feed.swift"])
    }

    @Test("a parameter's type written inside an extension names the type nested in the extended type first, as Swift looks it up")
    func nestedParameterTypes() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension TargetDependency {
                    public enum TargetType {
                        case sources
                        case interface
                    }

                    public static func feature(_ name: String, target: TargetType = .sources) -> TargetDependency {
                        target == .interface ? .target(name: name + "Interface") : .target(name: name)
                    }
                }

                extension Project {
                    public enum TargetType {
                        case sources
                        case interface
                    }

                    public static func module(_ name: String, kinds: Set<TargetType>, dependencies: [TargetDependency]) -> Project {
                        var suffix = ""
                        for kind in kinds where kind == .interface { suffix = "Interface" }
                        return Project(name: name, targets: [
                            .target(name: name + suffix, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                                    dependencies: dependencies),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.module("Feed", kinds: [.interface], dependencies: [.feature("Core", target: .interface), .feature("Log")])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.dependencySummary == ["module:FeedInterface -> target:CoreInterface", "module:FeedInterface -> target:Log"])
    }

    @Test("String(describing:) of an enum case is its name, of a type (Feature.self, a generic T.Type) the type's name")
    func describedValues() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public protocol Modulable {}

                public enum Feature: String, Modulable {
                    case Feed = "feed-module"
                }

                public enum Core: Modulable {
                    case Log
                }

                extension TargetDependency {
                    public static func dependency<T: Modulable>(module: T) -> TargetDependency {
                        .target(name: String(describing: module))
                    }

                    public static func dependency<T: Modulable>(rootModule: T.Type) -> TargetDependency {
                        .target(name: "\\(rootModule)Root")
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: String(describing: Feature.Feed), destinations: .iOS, product: .framework, bundleId: "dev.feed",
                            sources: ["Feed/**"],
                            dependencies: [.dependency(module: Core.Log), .dependency(rootModule: Core.self), .target(name: String(describing: Core.self))]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.dependencySummary == ["module:Feed -> target:Log", "module:Feed -> target:CoreRoot", "module:Feed -> target:Core"])
    }

    @Test("a type alias of the helpers names its type (extensions, members, parameter types); a dictionary literal's keys are of the key type expected")
    func aliasAndDictionaryKeys() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public typealias DEP = TargetDependency

                extension DEP {
                    public enum Frameworks {}
                }

                public extension DEP.Frameworks {
                    static let core: DEP = .target(name: "Core")
                }

                extension Project {
                    public enum Kind {
                        case sources
                        case interface
                    }

                    public static func module(_ name: String, dependencies: [Kind: [DEP]]) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                                    dependencies: dependencies[.sources] ?? []),
                            .target(name: name + "Interface", destinations: .iOS, product: .framework, bundleId: "dev.feedi", sources: ["Feed/**"],
                                    dependencies: dependencies[Kind.interface] ?? []),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.module("Feed", dependencies: [
                    .sources: [DEP.Frameworks.core],
                    .interface: [.target(name: "Log")],
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.dependencySummary == ["module:Feed -> target:Core", "module:FeedInterface -> target:Log"])
    }

    @Test("a string where a helper's parameter is an InfoPlist or Entitlements (string literals in Tuist) lets that helper be chosen")
    func stringLiteralLibraryTypes() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension Project {
                    public static func project(name: String, infoPlist: InfoPlist = .default, entitlements: Entitlements? = nil) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.feed", infoPlist: infoPlist,
                                    sources: ["Feed/**"], entitlements: entitlements),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.project(name: "Feed", infoPlist: "Support/Info.plist", entitlements: "Feed.entitlements")
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model) == [])
        #expect(model.targetSummary == ["project:Feed module:Feed Feed framework: Feed/Feed.swift"])
    }

    @Test("allCases of an enum that is not CaseIterable is said as such, its cases not taken for it")
    func allCasesWithoutConformance() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Module: String {
                    case feed = "Feed"
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: Module.allCases.map { module in
                    Target.target(name: module.rawValue, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"])
                })
                """)
        defer { tree.remove() }
        let model = try tree.read()
        let notRead = TuistHelperTypesTests.notRead(model)
        #expect(notRead.count == 1 && notRead.allSatisfy { $0.contains("the enum 'Module' is not CaseIterable") }, "\(notRead)")
        #expect(model.targetSummary.isEmpty)
    }
}

