import Testing
@testable import WiringProjects

/// The path helpers work on UTF-8 bytes; they must answer as splitting the path into characters does.
@Suite("Source layout paths")
struct SourceLayoutTests {
    private static let paths = [
        "", "/", "//", "a", "/a", "a/", "a//b", "/work/app/Sources/App/main.swift", "Sources/App/main.swift",
        "Sources/My-App/View.swift", "Tests/AppTests/AppTests.swift", "Sources/9Lives/A.swift", "Sources/Café/A.swift",
        "x/Sources/A/Tests/B/c.swift", "Sources/e\u{301}/A.swift", "/\u{301}a/b", "Sources//App/main.swift", "Sources/A",
    ]

    @Test("The last component and the parent folder are the ones a split into characters gives")
    func componentsMatchCharacters() {
        for path in Self.paths {
            #expect(SourceLayout.lastComponent(path) == (path.split(separator: "/").last.map(String.init) ?? path), "\(path)")
            let parent = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            #expect(SourceLayout.parent(of: path) == parent, "\(path)")
        }
    }

    @Test("The SwiftPM layout names the folder after the last Sources or Tests, as a module name")
    func layoutModule() {
        #expect(SourceLayout.layoutModule(of: "Sources/App/main.swift") == "App")
        #expect(SourceLayout.layoutModule(of: "x/Sources/A/Tests/B/c.swift") == "B")
        #expect(SourceLayout.layoutModule(of: "Sources/My-App/View.swift") == "My_App")
        #expect(SourceLayout.layoutModule(of: "Sources/9Lives/A.swift") == "_9Lives")
        #expect(SourceLayout.layoutModule(of: "Sources/Café/A.swift") == "Café")
        #expect(SourceLayout.layoutModule(of: "Sources//App/main.swift") == "App")
        #expect(SourceLayout.layoutModule(of: "Sources/A") == nil)
        #expect(SourceLayout.layoutModule(of: "App/main.swift") == nil)
    }

    @Test("A module name keeps letters, digits and underscores, and never starts with a digit")
    func moduleNames() {
        #expect(SourceLayout.moduleName("App_2") == "App_2")
        #expect(SourceLayout.moduleName("my app") == "my_app")
        #expect(SourceLayout.moduleName("2D") == "_2D")
        #expect(SourceLayout.moduleName("") == "_")
        #expect(SourceLayout.moduleName("Über") == "Über")
    }
}
