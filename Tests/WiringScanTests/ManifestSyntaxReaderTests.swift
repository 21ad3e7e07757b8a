import Foundation
import SwiftParser
import Testing
@testable import WiringScan
@testable import WiringProjects

/// `Package.swift` read from its syntax: the ways real manifests build their lists, and a
/// `not read` line for whatever the reader cannot follow.
@Suite("Manifest syntax reader")
struct ManifestSyntaxReaderTests {
    private func read(_ source: String, folder: String = "/work/App") throws -> PackageDescription {
        try ManifestSource.read(source, folder: folder)
    }

    /// `name kind [dependencies] line`, one per target.
    private func summary(_ description: PackageDescription) -> [String] {
        description.targets.map { target in
            let dependencies = target.dependencies.map { dependency in
                let platforms = dependency.platforms.isEmpty ? "" : "@" + dependency.platforms.joined(separator: "+")
                return "\(dependency.form.rawValue):\(dependency.package.map { $0 + "/" } ?? "")\(dependency.name)\(platforms):\(dependency.line)"
            }
            return "\(target.name) \(target.kind) [\(dependencies.joined(separator: " "))] \(target.line)"
        }
    }

    @Test("variables, concatenation, append and += build the lists")
    func variables() throws {
        let description = try read("""
            import PackageDescription
            let core: Target.Dependency = "Core"
            var targets: [Target] = [.target(name: "Core")]
            targets += [.target(name: "UI", dependencies: [core])]
            targets.append(.target(name: "Net"))
            let package = Package(name: "App", targets: targets + [.testTarget(name: "AppTests", dependencies: ["UI"])])
            package.targets.append(contentsOf: [.executableTarget(name: "Tool", dependencies: ["Net"])])
            """)
        #expect(description.name == "App")
        #expect(summary(description) == [
            "Core library [] 3",
            "UI library [byName:Core:4] 4",
            "Net library [] 5",
            "AppTests test [byName:UI:6] 6",
            "Tool executable [byName:Net:7] 7",
        ])
        #expect(description.notRead.isEmpty)
    }

    @Test("a static a manifest adds to a generic library type written with its argument (extension Range<Version>) is read")
    func extensionOfGenericLibraryType() throws {
        let description = try read("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [
                    .github("apple", repo: "swift-log", .upTo("2.0.0")),
                    .github("pointfreeco", repo: "swift-clocks", .upToNextMajor(from: "1.0.0")),
                ],
                targets: [.target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")])]
            )
            extension Range<PackageDescription.Version> {
                static func upTo(_ version: Version) -> Self {
                    "0.0.0"..<version
                }
            }
            extension PackageDescription.Package.Dependency {
                static func github(_ author: String, repo: String, _ range: Range<Version>) -> Package.Dependency {
                    .package(url: "https://github.com/\\(author)/\\(repo)", range)
                }
            }
            """)
        #expect(description.dependencies.map(\.identity) == ["swift-log", "swift-clocks"])
        #expect(description.notRead.map(\.text) == [])
    }

    @Test("helper functions, static members, map and interpolation")
    func helpers() throws {
        let description = try read("""
            import PackageDescription
            extension Target.Dependency {
                static let tca: Self = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
                static var models: Self { "Models" }
            }
            func feature(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
                .target(name: "\\(name)Feature", dependencies: [.tca, .models] + dependencies)
            }
            let package = Package(
                name: "Features",
                targets: [
                    feature("Home"),
                    feature("Settings", dependencies: ["HomeFeature"]),
                ] + ["Models", "Util"].map { .target(name: $0) }
            )
            """)
        #expect(summary(description) == [
            "HomeFeature library [product:swift-composable-architecture/ComposableArchitecture:12 byName:Models:12] 12",
            "SettingsFeature library [product:swift-composable-architecture/ComposableArchitecture:13 byName:Models:13 byName:HomeFeature:13] 13",
            "Models library [] 14",
            "Util library [] 14",
        ])
    }

    @Test("#if is decided for this machine and the manifest's language mode")
    func conditions() throws {
        let description = try read("""
            import PackageDescription
            import Foundation
            var targets: [Target] = [.target(name: "Core")]
            #if os(Linux)
            targets.append(.target(name: "LinuxOnly"))
            #else
            targets.append(.target(name: "AppleOnly"))
            #endif
            #if swift(>=5.9)
            targets.append(.target(name: "Modern"))
            #endif
            let package = Package(name: "P", targets: targets)
            """)
        #if os(Linux)
        #expect(description.targets.map(\.name) == ["Core", "LinuxOnly", "Modern"])
        #else
        #expect(description.targets.map(\.name) == ["Core", "AppleOnly", "Modern"])
        #endif
        #expect(description.notRead.isEmpty)
    }

    @Test("a loop over package.targets that adds dependencies changes the targets")
    func loops() throws {
        let description = try read("""
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .testTarget(name: "ATests")])
            for target in package.targets where target.type != .test {
                target.dependencies.append("Shared")
            }
            """)
        #expect(summary(description) == ["A library [byName:Shared:2] 2", "B library [byName:Shared:2] 2", "ATests test [] 2"])
        #expect(description.notRead.isEmpty)
        let unknown = try read("""
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A")])
            for target in package.targets where target.name.utf8.count > 1 {
                target.dependencies.append("Shared")
            }
            """)
        // A condition the reader cannot compute: the loop is said not read, never guessed.
        #expect(unknown.targets.allSatisfy { $0.dependencies.isEmpty })
        #expect(unknown.notRead.contains { $0.line == 3 })
        let simple = try read("""
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
            for target in package.targets {
                target.dependencies += [.product(name: "Log", package: "swift-log")]
            }
            """)
        #expect(summary(simple) == ["A library [product:swift-log/Log:2] 2", "B library [product:swift-log/Log:2] 2"])
    }

    @Test("dependencies in every form, with conditions, settings and package dependencies")
    func forms() throws {
        let description = try read("""
            import PackageDescription
            let package = Package(
                name: "P",
                products: [.library(name: "Kit", targets: ["A", "B"])],
                dependencies: [
                    .package(path: "../Shared"),
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
                ],
                targets: [
                    .target(
                        name: "A",
                        dependencies: [
                            .target(name: "B", condition: .when(platforms: [.iOS, .macOS])),
                            .product(name: "Logging", package: "swift-log"),
                            .byName(name: "C"),
                        ],
                        path: "Code/A", exclude: ["Old"],
                        swiftSettings: [.define("FEATURE"), .define("IOS_ONLY", .when(platforms: [.iOS]))]),
                    .target(name: "B"),
                    .target(name: "C"),
                ])
            """, folder: "/work/App")
        #expect(summary(description).first == "A library [target:B@ios+macos:13 product:swift-log/Logging:14 byName:C:15] 11")
        let a = try #require(description.targets.first)
        #expect(a.path == "Code/A" && a.exclude == ["Old"])
        #expect(a.defines == ["FEATURE": true, "IOS_ONLY": false])
        #expect(description.products.map(\.name) == ["Kit"] && description.products.first?.targets == ["A", "B"])
        #expect(description.dependencies.map(\.identity) == ["shared", "swift-log"])
        #expect(description.dependencies.first?.path == "/work/Shared")
    }

    @Test("what the reader cannot compute is a not-read line at its place, never a guess")
    func notRead() throws {
        let description = try read("""
            import PackageDescription
            import Foundation
            let names = try FileManager.default.contentsOfDirectory(atPath: "Sources")
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Known"),
                    .target(name: computeName()),
                ] + names.map { .target(name: $0) }
            )
            """)
        #expect(description.targets.map(\.name) == ["Known"])
        #expect(description.notRead.map(\.line).contains(8))
        #expect(!description.notRead.isEmpty)
    }

    @Test("a manifest with no Package is a problem, and hostile computation ends")
    func hostile() throws {
        #expect(throws: ManifestSyntaxReader.ManifestProblem.self) { try read("let x = 1\n") }
        #expect(throws: ManifestSyntaxReader.ManifestProblem.self) {
            try read("""
                import PackageDescription
                func grow(_ list: [String]) -> [String] { grow(list + list) }
                let package = Package(name: "P", targets: grow(["A"]).map { .target(name: $0) })
                """)
        }
    }

    @Test("the manifest SwiftPM would read: the newest Package@swift-… this toolchain has, or Package.swift when newer")
    func versionedManifests() throws {
        let fixture = try ScanFixture([
            "A/Package.swift": "// swift-tools-version: 5.7\n",
            "A/Package@swift-5.9.swift": "// swift-tools-version: 5.9\n",
            "A/Package@swift-99.swift": "// swift-tools-version: 99.0\n",
            "B/Package.swift": "// swift-tools-version: 6.0\n",
            "B/Package@swift-5.8.swift": "// swift-tools-version: 5.8\n",
            "C/Package.swift": "// swift-tools-version: 99.0\n",
            "C/Package@swift-6.0.swift": "// swift-tools-version: 6.0\n",
        ])
        defer { fixture.remove() }
        func chosen(_ folder: String) -> String? {
            guard case .success(let choice) = ManifestChoice.manifest(in: fixture.root.path + "/" + folder, toolchain: [6, 3, 1]) else { return nil }
            return String(choice.path.dropFirst(fixture.root.path.count + 1))
        }
        #expect(chosen("A") == "A/Package@swift-5.9.swift")
        #expect(chosen("B") == "B/Package.swift")
        #expect(chosen("C") == "C/Package@swift-6.0.swift")
    }
}

@Suite("Manifest syntax reader: growth")
struct ManifestGrowthTests {
    @Test("a manifest that doubles a list or a string forty times is not followed, and says so")
    func growth() throws {
        let source = """
            import PackageDescription
            var names = ["A"]
            var text = "x"
            \(String(repeating: "names += names\ntext += text\n", count: 40))
            let package = Package(name: "P", targets: names.map { .target(name: $0 + text) })
            """
        #expect(throws: ManifestSyntaxReader.ManifestProblem.self) { try ManifestSource.read(source) }
    }
}

@Suite("Manifest syntax reader: closures")
struct ManifestClosureTests {
    @Test("a closure called where it is written gives what it returns")
    func calledClosure() throws {
        let source = """
            import PackageDescription
            let package = Package(
                name: "P",
                targets: {
                    var targets: [Target] = [.target(name: "A")]
                    #if os(Linux) || os(macOS)
                    targets.append(.target(name: "B", dependencies: ["A"]))
                    #endif
                    return targets
                }()
            )
            """
        let description = try ManifestSource.read(source)
        #expect(description.targets.map(\.name) == ["A", "B"])
        #expect(description.targets.last?.dependencies.map(\.name) == ["A"])
        #expect(description.notRead.isEmpty)
    }
}
