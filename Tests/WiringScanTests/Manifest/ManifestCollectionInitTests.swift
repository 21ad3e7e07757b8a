import Testing
@testable import WiringProjects
@testable import WiringScan

/// A collection type called as an initializer makes a collection: `[Target]()`, `[String: X]()`,
/// `Array<Target>()`, and a list's copy `[Target](list)`.
@Suite("Manifests: collection types called as initializers")
struct ManifestCollectionInitTests {
    @Test("an empty list made with '[Target]()' or 'Array<Target>()' is filled by appends", arguments: ["[Target]()", "Array<Target>()"])
    func emptyList(_ written: String) throws {
        let description = try ManifestSource.read("""
            // swift-tools-version: 5.9
            import PackageDescription
            var targets = \(written)
            targets.append(.target(name: "Kit"))
            targets.append(.testTarget(name: "KitTests", dependencies: ["Kit"]))
            let package = Package(name: "Shop", targets: targets)
            """)
        #expect(ManifestSource.targets(description) == ["Kit:", "KitTests: Kit"])
        #expect(description.notRead.isEmpty)
    }

    @Test("'[String: String]()' and 'Dictionary<String, String>()' are empty dictionaries", arguments: ["[String: String]()", "Dictionary<String, String>()"])
    func emptyDictionary(_ written: String) throws {
        let description = try ManifestSource.read("""
            // swift-tools-version: 5.9
            import PackageDescription
            let names = \(written)
            let package = Package(name: names.isEmpty ? "Empty" : "Full", targets: [.target(name: "Kit")])
            """)
        #expect(description.name == "Empty")
        #expect(description.notRead.isEmpty)
    }

    @Test("'[Target](list)' copies the list")
    func copiedList() throws {
        let description = try ManifestSource.read("""
            // swift-tools-version: 5.9
            import PackageDescription
            let base: [Target] = [.target(name: "Kit")]
            let package = Package(name: "Shop", targets: [Target](base) + [.target(name: "Api")])
            """)
        #expect(ManifestSource.targets(description) == ["Kit:", "Api:"])
    }

    @Test("another initializer of a collection type is said as not read, at its line")
    func otherInitializer() throws {
        let outcome = ManifestSource.outcome("""
            // swift-tools-version: 5.9
            import PackageDescription
            let targets = [Target](repeating: .target(name: "Kit"), count: 2)
            let package = Package(name: "Shop", targets: targets)
            """)
        switch outcome {
        case .success(let description):
            #expect(description.notRead.contains { $0.line == 3 })
        case .failure(let problem):
            #expect(problem.line == 3)
        }
    }
}
