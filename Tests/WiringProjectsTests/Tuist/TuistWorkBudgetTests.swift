import Testing
import WiringProjectModel
import WiringProjects

/// A Tuist manifest is bounded by the steps it takes, never by the clock.
@Suite("Tuist manifests: work budget")
struct TuistWorkBudgetTests {
    @Test("a Project.swift that never ends stops with a line naming the file, the line and what was left out; the other project is read")
    func endlessManifestStops() throws {
        let tree = try TreeFixture([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "App/Project.swift": """
                import ProjectDescription
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["Sources/**"]),
                ])
                """,
            "App/Sources/App.swift": "",
            "Kit/Project.swift": """
                import ProjectDescription
                var n = 0
                while true { n += 1 }
                let project = Project(name: "Kit", targets: [])
                """,
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let notRead = model.findings.filter { $0.kind == .notRead }.map(\.description)
        #expect(notRead.count == 1)
        #expect(notRead.first?.hasPrefix("Kit/Project.swift:3: ") == true, "\(notRead)")
        #expect(notRead.first?.contains("takes more than 500000 steps to compute") == true, "\(notRead)")
        #expect(model.projects.map(\.name).contains("App"))
    }
}
