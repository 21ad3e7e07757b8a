import Testing
import WiringProjectModel
import WiringProjects

/// Types held as values (`static let features = Features.self`), implicit member chains whose
/// start is looked up in the type the chain's place expects, and `Self(…)` in a struct's statics.
@Suite("Tuist metatype values")
struct TuistMetatypeValueTests {
    @Test("a static holding a metatype ('.modules.core.project') reaches the type's cases and their computed members")
    func metatypeHeldByStatic() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension TargetDependency {
                    public static let modules = Modules.self
                }

                public protocol QualifiedName {
                    var name: String { get }
                }

                extension QualifiedName where Self: RawRepresentable, Self.RawValue == String {
                    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
                }

                public enum Modules: String, QualifiedName {
                    case core

                    public var project: TargetDependency {
                        .target(name: name)
                    }
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [.modules.core.project]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("an implicit chain's first member is looked up in the type its place expects, though another type has a member of that name")
    func chainStartInExpectedType() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                extension TargetDependency {
                    public static let shared = Shared.self
                }

                public enum Shared {
                    public static let core = TargetDependency.target(name: "Core")
                }

                extension Project {
                    public static func shared(name: String, dependencies: [TargetDependency]) -> Project {
                        Project(name: name, targets: [
                            .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["\\(name)/**"],
                                    dependencies: dependencies),
                        ])
                    }
                }
                """,
            manifest: """
                let project = Project.shared(name: "Feed", dependencies: [.shared.core])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> target:Core"])
    }

    @Test("'Self(…)' in a static of a struct the helpers declare is made by the struct's initializer")
    func selfInitializerInStatic() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public struct External {
                    init(_ target: TargetDependency) {
                        self.target = target
                    }

                    public let target: TargetDependency
                }

                extension External {
                    public static let nuke = Self(.external(name: "Nuke"))
                }
                """,
            manifest: """
                let project = Project(name: "App", targets: [
                    .target(name: "Feed", destinations: .iOS, product: .framework, bundleId: "dev.feed", sources: ["Feed/**"],
                            dependencies: [External.nuke.target]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:Feed -> package:nuke/Nuke"])
    }
}
