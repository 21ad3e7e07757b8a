import Testing
import WiringProjectModel
import WiringProjects

/// Names in the helpers read as Swift reads them: a type named like a module, a property beside a
/// method of the same base name, and a library member of `self` called without `self.`.
@Suite("Tuist helper member names")
struct TuistHelperMemberNamesTests {
    @Test("an enum of the helpers named 'Foundation' is the manifest's own type, as a type hides a module of its name in Swift")
    func typeNamedLikeAModule() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Foundation: String, CaseIterable {
                    case feed = "Feed"
                    case core = "Core"
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: Foundation.allCases.map { module in
                    Target.target(name: module.rawValue, destinations: .iOS, product: .framework, bundleId: "dev." + module.rawValue,
                            sources: [module.rawValue + "/**"])
                })
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.targetSummary == [
            "project:App module:Feed Feed framework: Feed/Feed.swift",
            "project:App module:Core Core framework: Core/Core.swift",
        ])
    }

    @Test("a member declared with a name in backticks ('`default`') is the one '.default' reads")
    func backtickedName() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct Flavor {
                    public let name: String
                }

                public extension Array where Element == Flavor {
                    static let `default`: [Flavor] = [Flavor(name: "Dev"), Flavor(name: "Prod")]

                    func schemes(app: String) -> [Scheme] {
                        map { (flavor: Flavor) -> Scheme in .scheme(name: app + flavor.name, shared: true) }
                    }
                }
                """,
            manifest: """
                let flavors: [Flavor] = .default
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"]),
                ], schemes: flavors.schemes(app: "Feed"))
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.targetSummary == ["project:App module:Feed Feed framework: Feed/Feed.swift"])
    }

    @Test("a property and a method of the same base name ('name' and 'name(_:)'): read bare, the property; called, the method")
    func propertyBesideMethod() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Kind {
                    case sources
                    case tests
                }

                public protocol Module {
                    var rawValue: String { get }
                }

                extension Module {
                    public var name: String { rawValue.capitalizedFirst }

                    public func name(_ kind: Kind) -> String {
                        switch kind {
                        case .sources: return name
                        case .tests: return name + "Tests"
                        }
                    }
                }

                public enum Feature: String, Module {
                    case feed
                }

                extension String {
                    public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
                }
                """,
            manifest: """
                let project = Project(name: Feature.feed.name, targets: [
                    .target(name: Feature.feed.name(.sources), destinations: .iOS, product: .framework, bundleId: "dev.feed",
                            sources: ["Feed/**"]),
                    .target(name: Feature.feed.name(.tests), destinations: .iOS, product: .unitTests, bundleId: "dev.feed.tests",
                            sources: ["Core/**"], dependencies: [.target(name: Feature.feed.name)]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.projects.map(\.name) == ["Feed"])
        #expect(model.targetSummary == [
            "project:Feed module:Feed Feed framework: Feed/Feed.swift",
            "project:Feed module:FeedTests FeedTests unit-test: Core/Core.swift",
        ])
        #expect(model.dependencySummary == ["module:FeedTests -> target:Feed"])
    }

    @Test("a string's prefix, suffix, dropFirst and dropLast, also called on self without 'self.' in a member of String")
    func stringSlicesOnImplicitSelf() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension String {
                    public var trimmedEnds: String { String(dropFirst(2).dropLast()) }
                    public var initial: String { suffix(3) + prefix(1) }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "__Feed_".trimmedEnds, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"]),
                    .target(name: "Core".initial, destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.targetSummary == [
            "project:App module:Feed Feed framework: Feed/Feed.swift",
            "project:App module:oreC oreC framework: Core/Core.swift",
        ])
    }
}
