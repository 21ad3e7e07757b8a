import SwiftParser
import Testing
@testable import WiringProjects

@Suite("What code the manifest reader does not follow may change is marked the same way on every run")
struct ManifestFootprintTests {
    @Test("properties unfollowed code may set are added to an object in the order of their names, and only those its type has")
    func addedPropertiesInNameOrder() throws {
        let source = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", targets: [.target(name: "Core")])

            if Bool.random() {
                others.swiftSettings.append(.define("A"))
                others.sources.append("A.swift")
                others.path.append("/A")
                others.exclude.append("B.swift")
                others.dependencies.append("Kit")
            }
            """
        let tree = Parser.parse(source: source)
        let lines = source.utf8.withContiguousStorageIfAvailable { LineTable($0) }!
        let interpreter = ManifestInterpreter(
            lines: lines, conditions: ManifestConditions(toolsVersion: [5, 9, 0], toolchain: { nil }), budget: ManifestBudget())
        guard case .root(let package) = interpreter.run(tree) else {
            Issue.record("the package is not read")
            return
        }
        let target = try #require(package.list("targets")?.first?.object)
        #expect(target.arguments.map(\.label) == ["name", "dependencies", "exclude", "path", "sources", "swiftSettings"])
        #expect(target.arguments.dropFirst().allSatisfy { if case .unknown = $0.value { true } else { false } })
        // A package has dependencies, but no sources, path, exclusions or settings of its own.
        #expect(package.arguments.map(\.label) == ["name", "targets", "dependencies"])
    }
}
