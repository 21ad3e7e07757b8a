import Testing
@testable import WiringProjects

@Suite("An initializer of the library the reader does not model is a value carried whole, said once, in a package too")
struct ManifestCarriedInitializerTests {
    @Test("'.init(5, 7, 0)' and 'Version(5, 7, 0)' for a version leave the package read, each said once")
    func versionInitializers() throws {
        let description = try ManifestSource.read("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/a/Nuke.git", from: .init(5, 7, 0)),
                    .package(url: "https://github.com/a/Kingfisher.git", .upToNextMajor(from: Version(7, 0, 0))),
                ],
                targets: [.target(name: "Core", dependencies: [.product(name: "Nuke", package: "Nuke")])]
            )

            extension Version {
                init(string: String) { self.init(stringLiteral: string) }
            }
            """)
        #expect(ManifestSource.targets(description) == ["Core: Nuke"])
        #expect(description.dependencies.map(\.identity) == ["nuke", "kingfisher"])
        #expect(description.notRead.isEmpty)
        #expect(description.notComputed.map(\.line) == [7, 8])
        #expect(description.notComputed.allSatisfy { $0.text.hasSuffix("is a library initializer the reader does not compute: its value is carried whole, not read") })

        // An implicit one labelled 'name:' first, of no known type, may make the package: it is not carried.
        let outcome = ManifestSource.outcome("""
            // swift-tools-version:5.9
            import PackageDescription

            func keep(_ value: Any) {}
            let package = Package(name: "App", dependencies: [.package(url: "https://github.com/a/Nuke.git", from: .init(5, 7, 0))])
            keep(.init(name: "Other", targets: []))
            """)
        #expect(outcome.failureLine == 6)
    }
}

extension Result<PackageDescription, ManifestSyntaxReader.ManifestProblem> {
    /// The line the package is not read at, when it is not read.
    fileprivate var failureLine: Int? {
        guard case .failure(let problem) = self else { return nil }
        return problem.line
    }
}
