import Testing
import WiringProjectModel

@Suite("The project model")
struct ProjectModelTests {
    static func target(_ name: String, _ product: ProductType, files: [String], development: [String] = []) -> Target {
        Target(name: name, product: product, place: ProjectPlace(file: "x", line: 1), files: files, developmentFiles: development)
    }

    @Test("a target name two projects share is qualified by its project; a project name two share, by its file")
    func ids() {
        let model = ProjectModel(root: "/r", projects: [
            Project(kind: .xcodegen, name: "App", id: "project:App", folder: "", file: "project.yml",
                    targets: [Self.target("Kit", .framework, files: ["Kit/A.swift"]), Self.target("App", .app, files: ["App/A.swift"])],
                    listsFiles: true),
            Project(kind: .xcode, name: "App", id: "project:App", folder: "Old", file: "Old/App.xcodeproj/project.pbxproj",
                    targets: [Self.target("Kit", .framework, files: ["Kit/A.swift"])], listsFiles: true),
        ])
        #expect(model.projects.map(\.id) == ["project:project.yml", "project:Old/App.xcodeproj"])
        #expect(model.projects.flatMap(\.targets).map(\.id) == ["module:project.yml/Kit", "module:App", "module:Old/App.xcodeproj/Kit"])
        #expect(model.module(of: "Kit/A.swift")?.moduleID == "module:project.yml/Kit")
    }

    @Test("a file is app code when a shipping target compiles it, development or test code otherwise")
    func roles() {
        let model = ProjectModel(root: "/r", projects: [
            Project(kind: .xcodegen, name: "App", id: "project:App", folder: "", file: "project.yml", targets: [
                Self.target("AppTests", .unitTest, files: ["Shared.swift", "T.swift"]),
                Self.target("App", .app, files: ["Shared.swift", "Preview/Mock.swift"], development: ["Preview/Mock.swift"]),
            ], listsFiles: true),
        ])
        #expect(model.module(of: "Shared.swift")?.role == .app)
        #expect(model.module(of: "Shared.swift")?.moduleName == "App")
        #expect(model.module(of: "T.swift")?.role == .test)
        #expect(model.module(of: "Preview/Mock.swift")?.role == .development)
        #expect(model.module(of: "Other.swift") == nil)
    }
}
