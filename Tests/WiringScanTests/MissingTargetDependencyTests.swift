import Testing
import WiringModel
import WiringScan

/// A target dependency that names no target the build description declares is left out with a line
/// at its place, whichever description wrote it.
@Suite("Module graph: a dependency naming no target")
struct MissingTargetDependencyTests {
    static let sources = [
        "App/Main.swift": "import Core\nfinal class Screen {}\n",
        "Core/Api.swift": "public final class Api {}\n",
    ]

    static let xcodeGen = sources.merging([
        "project.yml": """
            name: Shop
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Missing
                  - target: Core
              Core:
                type: framework
                platform: iOS
                sources: [Core]
            """,
    ]) { first, _ in first }

    static let tuist = sources.merging([
        "Project.swift": """
            import ProjectDescription

            let project = Project(name: "Shop", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a.app", sources: ["App/**"],
                        dependencies: [.target(name: "Missing"), .target(name: "Core")]),
                .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "a.core", sources: ["Core/**"]),
            ])
            """,
    ]) { first, _ in first }

    @Test("the dependency is said at its line, the one naming a target is drawn", arguments: [
        ("project.yml", 8), ("Project.swift", 5),
    ])
    func missingTargetIsSaid(file: String, line: Int) throws {
        let fixture = try ScanFixture(file == "project.yml" ? Self.xcodeGen : Self.tuist)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let said = result.warnings.filter { $0.message.contains("'Missing'") }
        #expect(said.map(\.place.file) == [file], "\(result.warnings)")
        #expect(said.map(\.place.line) == [line])
        #expect(said.map(\.kind) == [.projectNotRead])
        #expect(said.first?.message.contains("the target 'App' depends on 'Missing'") == true)
        let depends = result.snapshot.edges.filter { $0.kind == .depends }.map { "\($0.from) -> \($0.to)" }
        #expect(depends == ["module:App -> module:Core"])
    }
}
