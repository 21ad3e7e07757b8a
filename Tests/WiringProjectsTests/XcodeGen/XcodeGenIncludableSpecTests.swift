import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen specs meant to be included")
struct XcodeGenIncludableSpecTests {
    static func tree(root: String) throws -> TreeFixture {
        try TreeFixture([
            "project.yml": root,
            "App/target.yml": "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n    dependencies:\n      - package: Nuke\n",
            "App/A.swift": "",
            "Share/target.yml": "name: Share\ntargets:\n  Share:\n    type: app-extension\n    sources: [Share]\n    dependencies:\n      - package: Nuke\n      - package: DeviceKit\n",
            "Share/S.swift": "",
        ])
    }

    @Test("a target spec no include reaches, linking packages it does not declare, is skipped beside the root spec, and said")
    func specLeftOutOfTheIncludes() throws {
        let tree = try Self.tree(root: """
            name: Riot
            packages:
              Nuke:
                url: https://github.com/kean/Nuke
                from: 12.0.0
            include:
              - path: App/target.yml
              # - path: Share/target.yml
            """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Riot"])
        #expect(model.projects.flatMap(\.targets).map(\.name) == ["App"])
        let skipped = model.findings.filter { $0.kind == .unused }.map(\.description)
        #expect(skipped == [
            "Share/target.yml:2: the spec's targets link packages it does not declare ('DeviceKit', 'Nuke') and no spec read includes it, "
                + "so XcodeGen cannot generate it as it stands: a spec meant to be included, skipped with its target 'Share'"
        ])
    }

    @Test("alone in its tree, a spec linking a package it does not declare is still read as a project")
    func aloneItIsAProject() throws {
        let tree = try TreeFixture([
            "Share/target.yml": "name: Share\ntargets:\n  Share:\n    type: app-extension\n    sources: [Share]\n    dependencies:\n      - package: Nuke\n",
            "Share/S.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.map(\.name) == ["Share"])
        #expect(!model.findings.contains { $0.kind == .unused })
    }
}
