import Testing
import WiringInspect
import WiringModel
import WiringScan

/// An import of a module that only a target compiling no Swift links (a framework of a project
/// with no source file, linking a package's product) is no edge of the module graph: it is said
/// at the import's line, with the target that links it.
@Suite("Module graph: imports of what only a target with no Swift links")
struct ImportsThroughNoModuleTests {
    static let files = [
        "project.yml": """
            name: Shop
            packages:
              SnapKit:
                url: https://github.com/SnapKit/SnapKit
                from: 5.0.0
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: ThirdParty
              ThirdParty:
                type: framework
                platform: iOS
                dependencies:
                  - package: SnapKit
            """,
        "App/Main.swift": "import UIKit\nimport SnapKit\n\nlet x = 1\n",
        "App/Other.swift": "import SnapKit\n",
    ]

    @Test("the import is said at its line, with the target that links it; a system module's import is not")
    func importIsSaid() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let said = result.warnings.filter { $0.message.contains("'SnapKit'") && $0.message.contains("'ThirdParty'") }
        #expect(said.count == 1)
        #expect(said.first?.place == SourcePlace(file: "App/Main.swift", line: 2))
        #expect(said.first?.message.contains("its 2 imports in Shop are not drawn") == true)
        #expect(!result.warnings.contains { $0.message.contains("'UIKit'") })
        #expect(!result.snapshot.edgeSummary.contains { $0.contains("SnapKit") && $0.contains("imports") })
    }
}
