import Testing
import WiringProjectModel
import WiringProjects

/// A helper's parameter is of the type its declaration writes, whatever the call gives it: an
/// empty list (`targets: []`), or nothing (its default). An implicit member compared with its
/// elements (`targets.contains(.demo)`) is looked up in that type, as Swift infers it, so the
/// helper's test of an empty list answers `false` rather than being left unread — also where
/// other types have a member of that name (`Target.demo(name:)`, whose code might change what the
/// helper builds, were it the one meant).
@Suite("Tuist helper parameters typed by their declarations")
struct TuistParameterTypesTests {
    static let helpers = """
        public enum MicroTarget {
            case interface
            case demo
        }

        public enum Kind: String {
            case demo
        }

        public struct Spec {
            var dependencies: [TargetDependency] = []
        }

        public extension Target {
            static func demo(name: String) -> Target {
                var spec = Spec()
                spec.dependencies = [.target(name: name)]
                return .target(name: name + "Demo", destinations: .iOS, product: .app, bundleId: "dev.demo", sources: ["\\(name)/**"],
                               dependencies: spec.dependencies)
            }
        }

        public extension Project {
            static func module(name: String, targets: Set<MicroTarget>, extras: [MicroTarget] = []) -> Project {
                var all: [Target] = [
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.\\(name)", sources: ["\\(name)/**"],
                            dependencies: targets.contains(.interface) ? [.target(name: "\\(name)Interface")] : []),
                ]
                if targets.contains(.interface) {
                    all.append(.target(name: "\\(name)Interface", destinations: .iOS, product: .framework, bundleId: "dev.i", sources: ["\\(name)/**"]))
                }
                if extras.contains(.demo) {
                    all.append(.target(name: "\\(name)Demo", destinations: .iOS, product: .app, bundleId: "dev.demo", sources: ["\\(name)/**"],
                                       dependencies: [.target(name: name)]))
                }
                return Project(name: targets.contains(.demo) ? name + "Demo" : name, targets: all)
            }
        }
        """

    static func tree(_ manifest: String) throws -> TreeFixture {
        try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": "import ProjectDescription\n\n" + helpers,
            "Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n" + manifest,
            "Core/Core.swift": "",
        ])
    }

    @Test("an empty list given to a Set parameter answers contains(.member) with false")
    func emptyListGiven() throws {
        let tree = try Self.tree("let project = Project.module(name: \"Core\", targets: [], extras: [.interface])\n")
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Core"])
        #expect(model.targetSummary.map { String($0.split(separator: " ")[1]) } == ["module:Core"])
        #expect(model.dependencySummary.isEmpty)
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
    }

    @Test("a list parameter left at its default is of its declared type: contains(.member) answers false")
    func defaultedList() throws {
        let tree = try Self.tree("let project = Project.module(name: \"Core\", targets: [.interface])\n")
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Core"])
        #expect(model.dependencySummary == ["module:Core -> target:CoreInterface"])
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
    }
}
