import Testing
import WiringProjectModel
import WiringProjects

@Suite("XcodeGen specs that name nothing beside them")
struct XcodeGenUnnamedSpecTests {
    @Test("a spec written to be copied to the root says each include and source it misses, and the targets it leaves out")
    func copiedToRoot() throws {
        let tree = try TreeFixture([
            "Apps/Main/project.yml": """
                targets:
                  App:
                    type: application
                    sources:
                      - path: Apps/Main
                include:
                  - path: Core/project.yml
                  - Apps/Shared/base.yml
                """,
            "Apps/Main/A.swift": "",
            "Apps/Shared/base.yml": "name: Main\noptions:\n  bundleIdPrefix: org.example\n",
            "Core/project.yml": "targets:\n  Core:\n    type: framework\n    sources: [Sources]\n",
            "Core/Sources/C.swift": "",
            ".swiftlint.yml": "included:\n  - Apps\n",
            "tools/config.yml": "include:\n  - rules\nexcluded: [Pods]\n",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        let note = "is read from the spec's folder, as XcodeGen reads it; the tree has"
        #expect(model.findings.map(\.description) == [
            "Apps/Main/project.yml:1: the spec has no name, neither its own nor from a spec it includes, and no spec read includes it, "
                + "so XcodeGen cannot generate it as it stands; its target 'App' is left out",
            "Apps/Main/project.yml:5: 1 source path the spec names is not on disk (generated, or ignored by git?): Apps/Main/Apps/Main; "
                + "the files they would hold are left out ('Apps/Main' \(note) 'Apps/Main' at its root: is the spec copied there before xcodegen runs?)",
            "Apps/Main/project.yml:7: the included spec 'Apps/Main/Core/project.yml' is not on disk; what it declares is left out "
                + "('Core/project.yml' \(note) 'Core/project.yml' at its root: is the spec copied there before xcodegen runs?)",
            "Apps/Main/project.yml:8: the included spec 'Apps/Main/Apps/Shared/base.yml' is not on disk; what it declares is left out "
                + "('Apps/Shared/base.yml' \(note) 'Apps/Shared/base.yml' at its root: is the spec copied there before xcodegen runs?)",
            "Core/project.yml:1: the spec has no name, neither its own nor from a spec it includes, and no spec read includes it, "
                + "so XcodeGen cannot generate it as it stands; its target 'Core' is left out",
        ])
    }

    @Test("a template whose name is a placeholder YAML reads as a mapping is said at its own name, not at the spec it includes")
    func placeholderName() throws {
        let tree = try TreeFixture([
            "project.yml": "include:\n- Modules/App/app.yml\nname: {{App-Name}}\n",
            "Modules/App/app.yml": "targets:\n  '{{App-Name}}':\n    type: application\n    sources: [Sources]\n",
            "Modules/App/Sources/AppDelegate.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.projects.isEmpty)
        #expect(model.findings.map(\.description) == [
            "project.yml:3: the spec's name is not a string (YAML reads '{{…}}' as a mapping: a template's placeholder?), "
                + "so XcodeGen cannot generate it as it stands; its target '{{App-Name}}' is left out",
        ])
    }

    @Test("a spec with no name whose targets all come from the specs it includes is said at its own file")
    func unnamedIncluding() throws {
        let tree = try TreeFixture([
            "project.yml": "include:\n  - Modules/App/app.yml\noptions:\n  bundleIdPrefix: org.example\n",
            "Modules/App/app.yml": "targets:\n  App:\n    type: application\n    sources: [Sources]\n",
            "Modules/App/Sources/AppDelegate.swift": "",
        ])
        defer { tree.remove() }
        #expect(try tree.read().findings.map(\.description) == [
            "project.yml:1: the spec has no name, neither its own nor from a spec it includes, and no spec read includes it, "
                + "so XcodeGen cannot generate it as it stands; its target 'App' is left out",
        ])
    }
}
