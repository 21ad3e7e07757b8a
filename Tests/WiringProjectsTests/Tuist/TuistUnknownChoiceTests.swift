import Testing
import WiringProjectModel
import WiringProjects

@Suite("A value chosen by a condition the reader cannot know is one of the arms' values")
struct TuistUnknownChoiceTests {
    /// A helper whose product kind is chosen by what is on disk or the host, in each form a choice takes.
    static let helpers = """
        import ProjectDescription

        public enum Layer {
            case core, feature, shared

            var product: Product {
                switch self {
                case .core: return FileManager.default.fileExists(atPath: "Dynamic") ? .framework : .staticFramework
                case .feature:
                    if FileManager.default.fileExists(atPath: "Dynamic") {
                        return .framework
                    } else {
                        return .staticFramework
                    }
                case .shared:
                    switch ProcessInfo.processInfo.hostName {
                    case "dynamic": return .framework
                    default: return .staticFramework
                    }
                }
            }
        }

        public extension Project {
            static func module(name: String, layer: Layer, dependencies: [TargetDependency] = []) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: [.iPhone], product: layer.product, bundleId: "dev.\\(name)",
                            sources: ["Sources/**"], dependencies: dependencies),
                ])
            }

            static func plain(name: String, product: Product = FileManager.default.fileExists(atPath: "Dynamic") ? .framework : .staticFramework) -> Project {
                Project(name: name, targets: [
                    .target(name: name, destinations: [.iPhone], product: product, bundleId: "dev.\\(name)", sources: ["Sources/**"]),
                ])
            }
        }
        """

    static func project(_ call: String) -> String {
        "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = \(call)\n"
    }

    @Test("a framework or a static framework by a ternary, an 'if' or a 'switch' on the disk or the host: the targets are read whole, said once where chosen")
    func productKindsOfOneModule() throws {
        let tree = try TreeFixture([
            "Tuist/ProjectDescriptionHelpers/Layer.swift": Self.helpers,
            "Core/Project.swift": Self.project("Project.module(name: \"Core\", layer: .core)"),
            "Feed/Project.swift": Self.project("Project.module(name: \"Feed\", layer: .feature, dependencies: [.project(target: \"Core\", path: \"../Core\")])"),
            "Shared/Project.swift": Self.project("Project.module(name: \"Shared\", layer: .shared)"),
            "Util/Project.swift": Self.project("Project.plain(name: \"Util\")"),
            "Core/Sources/Core.swift": "",
            "Feed/Sources/Feed.swift": "",
            "Shared/Sources/Shared.swift": "",
            "Util/Sources/Util.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [])
        #expect(model.projects.allSatisfy { !$0.isIncomplete })
        #expect(model.targetSummary == [
            "project:Core module:Core Core framework: Core/Sources/Core.swift",
            "project:Feed module:Feed Feed framework: Feed/Sources/Feed.swift",
            "project:Shared module:Shared Shared framework: Shared/Sources/Shared.swift",
            "project:Util module:Util Util framework: Util/Sources/Util.swift",
        ])
        #expect(model.dependencySummary == ["module:Feed -> target:Core/Core"])
        let said = "is one of 'framework', 'static-framework' by a condition the reader does not know"
        #expect(model.findings.filter { $0.kind == .notComputed && $0.message.contains(said) }.map(\.place.description) == [
            "Tuist/ProjectDescriptionHelpers/Layer.swift:8", "Tuist/ProjectDescriptionHelpers/Layer.swift:10",
            "Tuist/ProjectDescriptionHelpers/Layer.swift:16", "Tuist/ProjectDescriptionHelpers/Layer.swift:32",
        ])
    }

    @Test("an app or a framework by a condition not known: the product kind changes the graph, so it stays not read, said where")
    func productKindsThatDiffer() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Shop", targets: [
                    .target(name: "Shop", destinations: [.iPhone],
                            product: FileManager.default.fileExists(atPath: "App") ? .app : .framework,
                            bundleId: "dev.shop", sources: ["Sources/**"]),
                ])
                """,
            "Sources/Shop.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.isIncomplete) == [true])
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:5: 'product:' of the target 'Shop' (read as a framework): 'FileManager.default' is not a construct the reader follows",
        ])
    }

    @Test("a name chosen by a condition not known is not read: the arms are carried, but a name is read only when known")
    func namesThatDiffer() throws {
        let tree = try TreeFixture([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Shop", targets: [
                    .target(name: FileManager.default.fileExists(atPath: "Lite") ? "ShopLite" : "Shop", destinations: [.iPhone],
                            product: .app, bundleId: "dev.shop", sources: ["Sources/**"]),
                ])
                """,
            "Sources/Shop.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.isIncomplete) == [true])
        #expect(model.findings.filter { $0.kind == .notRead }.map(\.description) == [
            "Project.swift:4: a target whose name cannot be read; left out: 'FileManager.default' is not a construct the reader follows",
        ])
    }
}
