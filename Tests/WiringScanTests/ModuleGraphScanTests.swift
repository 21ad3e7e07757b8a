import Foundation
import Testing
import WiringModel
@testable import WiringProjects
@testable import WiringScan

/// The module graph: targets and declared dependencies as SwiftPM evaluates the manifest, and the
/// imports each target's files make, with the lines that state them.
@Suite("Module graph")
struct ModuleGraphScanTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let shared: [Target.Dependency] = ["Core"]
        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "Vendor/Payments")],
            targets: [
                .executableTarget(name: "App", dependencies: ["Feature", .product(name: "PaymentsKit", package: "Payments")]),
                .target(
                    name: "Feature",
                    dependencies: [
                        "Core",
                        .target(name: "Util", condition: .when(platforms: [.linux])),
                    ]),
                .target(name: "Core", path: "Code/Core", exclude: ["Skipped"]),
                .target(name: "Util", dependencies: shared),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                .plugin(name: "Lint", capability: .buildTool()),
            ] + ["Extra"].map { .target(name: $0) }
        )
        """

    static let files: [String: String] = [
        "Package.swift": manifest,
        "Sources/App/main.swift": """
            import Foundation
            import Feature
            @_exported import Core
            import PaymentsCore
            """,
        "Sources/Feature/Feature.swift": """
            // import Extra
            /* import Extra */
            let text = "import Extra"
            @preconcurrency import Core
            #if false
            import App
            #elseif canImport(UIKit)
            import Util
            #endif
            #if DEBUG
            import Extra
            #endif
            """,
        "Code/Core/Core.swift": "public struct Core {}\n",
        "Code/Core/Skipped/Old.swift": "import Feature\n",
        "Sources/Util/Util.swift": "import struct Core.Core\n",
        "Sources/Extra/Extra.swift": "",
        "Tests/FeatureTests/FeatureTests.swift": "import XCTest\n@testable import Feature\n",
        "Plugins/Lint/Lint.swift": "import PackagePlugin\n",
        "Vendor/Payments/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Payments",
                products: [.library(name: "PaymentsKit", targets: ["PaymentsCore"])],
                targets: [.target(name: "PaymentsCore")])
            """,
        "Vendor/Payments/Sources/PaymentsCore/Pay.swift": "public struct Pay {}\n",
    ]

    private func scan() throws -> (ScanResult, ScanFixture) {
        let fixture = try ScanFixture(Self.files)
        return (try fixture.scan(["."]), fixture)
    }

    @Test("every target is a module inside its package, with its kind and the line that declares it")
    func targets() throws {
        let (result, fixture) = try scan()
        defer { fixture.remove() }
        let modules = result.snapshot.nodes.filter { $0.kind == .module || $0.kind == .package }
        let summary = modules.map { node in
            "\(node.id) \(node.type) \(node.parent ?? "-") \(node.attributes["targetType"] ?? "-") \(node.place?.description ?? "-")"
        }
        let root = "package:" + fixture.root.lastPathComponent.lowercased()
        #expect(summary.sorted() == [
            "module:App App \(root) executable Package.swift:9",
            "module:Core Core \(root) library Package.swift:16",
            "module:Extra Extra \(root) library Package.swift:20",
            "module:Feature Feature \(root) library Package.swift:11",
            "module:FeatureTests FeatureTests \(root) test Package.swift:18",
            "module:Lint Lint \(root) plugin Package.swift:19",
            "module:PaymentsCore PaymentsCore package:payments library Vendor/Payments/Package.swift:6",
            "module:Util Util \(root) library Package.swift:17",
            "\(root) Shop - - Package.swift:1",
            "package:payments Payments - - Vendor/Payments/Package.swift:1",
            "product:payments/PaymentsKit PaymentsKit package:payments - -",
        ].sorted())
        let product = try #require(result.snapshot.nodes.first { $0.id == "product:payments/PaymentsKit" })
        #expect(product.attributes == ["product": "true", "targets": "PaymentsCore"])
    }

    @Test("declared dependencies as SwiftPM evaluates them, computed ones included, with conditions and lines")
    func dependencies() throws {
        let (result, fixture) = try scan()
        defer { fixture.remove() }
        let depends = result.snapshot.edges.filter { $0.kind == .depends }
            .map { "\($0.id) \($0.place?.description ?? "-")" }
        #expect(depends == [
            "module:App -depends-> module:Feature Package.swift:9",
            "module:App -depends-> product:payments/PaymentsKit Package.swift:9",
            "module:Feature -depends-> module:Core Package.swift:13",
            "module:Feature -depends-> module:Util [when linux] Package.swift:14",
            "module:FeatureTests -depends-> module:Feature Package.swift:18",
            "module:Util -depends-> module:Core Package.swift:17",
        ])
    }

    @Test("imports in every form, never from comments, strings, excluded files or inactive #if branches")
    func imports() throws {
        let (result, fixture) = try scan()
        defer { fixture.remove() }
        let imports = result.snapshot.edges.filter { $0.kind == .imports }
            .map { "\($0.id) \($0.place?.description ?? "-")" }
        #expect(imports == [
            "module:App -imports-> module:Core [@_exported] Sources/App/main.swift:3",
            "module:App -imports-> module:Feature Sources/App/main.swift:2",
            "module:App -imports-> module:PaymentsCore Sources/App/main.swift:4",
            "module:Feature -imports-> module:Core Sources/Feature/Feature.swift:4",
            "module:Feature -imports-> module:Extra [#if DEBUG] Sources/Feature/Feature.swift:11",
            "module:Feature -imports-> module:Util [#if canImport(UIKit)] Sources/Feature/Feature.swift:8",
            "module:FeatureTests -imports-> module:Feature Tests/FeatureTests/FeatureTests.swift:2",
            "module:Util -imports-> module:Core Sources/Util/Util.swift:1",
        ])
    }

    @Test("--no-modules leaves the module graph out")
    func switchedOff() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        var options = ScanOptions()
        options.modules = false
        let result = try SourceScanner(options: options).scan([fixture.root.path])
        #expect(!result.snapshot.nodes.contains { $0.kind == .module || $0.kind == .package })
    }

    @Test("a manifest the reader cannot read wholly is a warning naming its line, and the package is marked incomplete")
    func brokenManifest() throws {
        let fixture = try ScanFixture([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: 1)\n",
            "Sources/A/A.swift": "struct A {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(!result.snapshot.nodes.contains { $0.kind == .module })
        let warning = try #require(result.warnings.first { $0.place.file == "Package.swift" })
        #expect(warning.place.line == 3 && warning.message.contains("name") && warning.message.contains("incomplete"))
        let package = try #require(result.snapshot.nodes.first { $0.kind == .package })
        #expect(package.attributes["incomplete"] != nil)
        #expect(result.incompleteModules.count == 1)
    }

    @Test("a target's file nested past the scan's limits is left out of the module graph, with a warning at its line")
    func hostileFile() throws {
        let fixture = try ScanFixture([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"H\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n",
            "Sources/A/Deep.swift": "import B\nlet x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n",
            "Sources/B/B.swift": "public struct B {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(!result.snapshot.edges.contains { $0.kind == .imports })
        #expect(result.warnings.contains {
            $0.place == SourcePlace(file: "Sources/A/Deep.swift", line: 2) && $0.message.contains("left out of the module graph")
        })
    }

    @Test("without a toolchain the scan says so and goes on")
    func noToolchain() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let graph = ModuleGraphReader(source: .evaluation(ManifestEvaluator(swift: nil)), base: fixture.root.path)
            .read(packagesAt: [fixture.root.path])
        #expect(graph.nodes.map(\.kind) == [.package])
        #expect(graph.nodes.first?.attributes["incomplete"] != nil)
        #expect(graph.warnings.map(\.message).contains { $0.contains("no Swift toolchain") })
    }

    @Test("#if conditions: always, never, or it depends", arguments: [
        ("true", "yes"), ("false", "no"), ("!false", "yes"), ("SWIFT_PACKAGE", "yes"), ("UNDEFINED_FLAG", "no"),
        ("DEBUG", "maybe"), ("os(iOS)", "maybe"), ("canImport(UIKit) && false", "no"), ("os(iOS) || true", "yes"),
        ("false || os(Linux) && true", "maybe"), ("swift(>=5.9)", "yes"), ("swift(<5.0)", "no"),
        ("compiler(>=7.0)", "maybe"), ("(false)", "no"), ("DEFINED", "yes"), ("SOMETIMES", "maybe"),
    ])
    func conditions(_ condition: String, _ expected: String) {
        let truth = IfConfigTruth(defines: ["DEFINED": true, "SOMETIMES": false]).truth(of: condition)
        #expect("\(truth)" == expected)
    }
}

/// What a pull request cannot make the module graph do: run code, read outside the tree.
@Suite("Module graph: the scanned tree only")
struct ModuleGraphTreeTests {
    @Test("local packages and target folders outside the tree are warnings, not read; a link out is not followed")
    func outside() throws {
        let fixture = try ScanFixture([
            "Repo/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Repo",
                    dependencies: [.package(path: "../Elsewhere"), .package(path: "Linked")],
                    targets: [.target(name: "A", path: "../../../../etc"), .target(name: "B")])
                """,
            "Repo/Sources/B/B.swift": "import A\n",
            "Elsewhere/Package.swift": "import PackageDescription\nlet package = Package(name: \"Elsewhere\", targets: [.target(name: \"E\")])\n// swift-tools-version: 6.0\n",
            "Elsewhere/Sources/E/E.swift": "",
        ])
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: fixture.root.path + "/Repo/Linked", withDestinationPath: fixture.root.path + "/Elsewhere")
        let result = try SourceScanner().scan([fixture.root.path + "/Repo"])
        let ids = result.snapshot.nodes.map(\.id)
        #expect(!ids.contains("module:E"))
        #expect(ids.contains("module:A") && ids.contains("module:B"))
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("'elsewhere'") && $0.contains("outside the scanned folder") })
        #expect(messages.contains { $0.contains("'linked'") && $0.contains("through a link") })
        #expect(messages.contains { $0.contains("target 'A'") && $0.contains("outside the scanned folder") })
        var options = ScanOptions()
        options.allowedPaths = [fixture.root.path + "/Elsewhere"]
        let allowed = try SourceScanner(options: options).scan([fixture.root.path + "/Repo"])
        #expect(allowed.snapshot.nodes.contains { $0.id == "module:E" })
    }

    @Test("two local packages of one identity are both kept, apart, with a warning")
    func sameIdentity() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                import PackageDescription
                let package = Package(name: "Root", dependencies: [.package(path: "a/Core"), .package(path: "b/Core")], targets: [])
                // swift-tools-version: 6.0
                """,
            "a/Core/Package.swift": "import PackageDescription\nlet package = Package(name: \"Core\", targets: [.target(name: \"CoreA\")])\n// swift-tools-version: 6.0\n",
            "b/Core/Package.swift": "import PackageDescription\nlet package = Package(name: \"Core\", targets: [.target(name: \"CoreB\")])\n// swift-tools-version: 6.0\n",
            "a/Core/Sources/CoreA/A.swift": "",
            "b/Core/Sources/CoreB/B.swift": "",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let packages = result.snapshot.nodes.filter { $0.kind == .package }.map(\.id)
        #expect(packages.contains("package:core"))
        #expect(packages.contains { $0.hasPrefix("package:") && $0.hasSuffix("/Core") })
        #expect(result.warnings.contains { $0.message.contains("two packages have the identity 'core'") })
    }

    @Test("an evaluation runs with an empty environment and is killed, with all it started, at the deadline")
    func evaluationIsBounded() throws {
        let found = ManifestEvaluator.fromEnvironment()
        guard let swift = found.swift else { return }
        let marker = "wiring-sleeper-\(UUID().uuidString.prefix(8))"
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                import Foundation
                let names = ProcessInfo.processInfo.environment.keys.sorted().joined(separator: "_")
                let sleeper = Process()
                sleeper.executableURL = URL(fileURLWithPath: "/bin/sh")
                sleeper.arguments = ["-c", "exec -a \(marker) sleep 300"]
                try? sleeper.run()
                Thread.sleep(forTimeInterval: 300)
                let package = Package(name: "P", targets: [.target(name: names)])
                """,
        ])
        defer { fixture.remove() }
        let started = Date()
        var evaluator = ManifestEvaluator(swift: swift)
        evaluator.deadline = .now() + 40
        #expect(throws: ManifestEvaluator.Failure.timedOut) { try evaluator.evaluate(packageAt: fixture.root.path) }
        #expect(Date().timeIntervalSince(started) < 60)
        Thread.sleep(forTimeInterval: 0.5)
        #if os(Linux)
        #expect(processes(named: marker).isEmpty)
        #endif
    }

    @Test("an evaluation sees no variable of the scan's environment but PATH, HOME and TMPDIR")
    func evaluationEnvironment() throws {
        guard let swift = ManifestEvaluator.fromEnvironment().swift else { return }
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                import Foundation
                let names = ProcessInfo.processInfo.environment.keys.filter { !$0.hasPrefix("SWIFTPM_") }.sorted()
                let package = Package(name: "P", targets: names.map { .target(name: $0) })
                """,
        ])
        defer { fixture.remove() }
        setenv("WIRING_TEST_SECRET", "token", 1)
        defer { unsetenv("WIRING_TEST_SECRET") }
        let json = try ManifestEvaluator(swift: swift).evaluate(packageAt: fixture.root.path)
        let names = try #require(PackageDescription(json: json)).targets.map(\.name)
        #expect(!names.contains("WIRING_TEST_SECRET"))
        // And the evaluation's mark, by which every process it starts is found and ended.
        #expect(Set(names).isSubset(of: ["PATH", "HOME", "TMPDIR", "PWD", "SHLVL", "_", "OLDPWD", "WIRING_EVALUATION"]))
    }
}

/// Evaluation, when asked: the whole process tree ends with it, and where Linux allows it the
/// manifest sees no other process.
@Suite("Manifest evaluation kept apart")
struct ManifestEvaluationIsolationTests {
    @Test("a process that starts a session of its own does not outlive the evaluation")
    func sessionLeaderEnded() throws {
        guard let swift = ManifestEvaluator.fromEnvironment().swift else { return }
        let marker = "wiring-session-\(UUID().uuidString.prefix(8))"
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                import Foundation
                let daemon = Process()
                daemon.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
                daemon.arguments = ["-f", "/bin/sh", "-c", "exec -a \(marker) sleep 300"]
                try? daemon.run()
                daemon.waitUntilExit()
                let package = Package(name: "P", targets: [.target(name: "A")])
                """,
        ])
        defer { fixture.remove() }
        _ = try? ManifestEvaluator(swift: swift).evaluate(packageAt: fixture.root.path)
        Thread.sleep(forTimeInterval: 0.5)
        #if os(Linux)
        #expect(processes(named: marker).isEmpty)
        #endif
    }

    @Test("where the system allows it, the manifest cannot see the scan's process in /proc")
    func procHidden() throws {
        #if os(Linux)
        guard let swift = ManifestEvaluator.fromEnvironment().swift, !Isolation.available.isEmpty else { return }
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                import Foundation
                let seen = FileManager.default.fileExists(atPath: "/proc/\(getpid())/environ")
                let package = Package(name: "P", targets: [.target(name: seen ? "Visible" : "Hidden")])
                """,
        ])
        defer { fixture.remove() }
        let json = try ManifestEvaluator(swift: swift).evaluate(packageAt: fixture.root.path)
        #expect(PackageDescription(json: json)?.targets.map(\.name) == ["Hidden"])
        #endif
    }

    @Test("a FIFO planted as a cache entry is passed over, not opened")
    func fifoCacheEntry() throws {
        let fixture = try ScanFixture(["cache/.keep": ""])
        defer { fixture.remove() }
        let cache = ManifestCache(folder: fixture.root.path + "/cache")
        let manifests = ["Package.swift": "// swift-tools-version: 5.9\n"]
        cache.remember(["name": "P"], packageAt: "/p", manifests: manifests, toolchain: "t")
        let entries = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path + "/cache").filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        #expect(cache.description(packageAt: "/p", manifests: manifests, toolchain: "t")?["name"] as? String == "P")
        let entry = fixture.root.path + "/cache/" + entries[0]
        try FileManager.default.removeItem(atPath: entry)
        #expect(mkfifo(entry, 0o600) == 0)
        #expect(cache.description(packageAt: "/p", manifests: manifests, toolchain: "t") == nil)
    }
}

#if os(Linux)
/// The processes whose command line starts with `marker` (from `/proc`), left behind by an evaluation.
private func processes(named marker: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
        guard Int(entry) != nil, let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
        return String(decoding: line, as: UTF8.self).hasPrefix(marker)
    }
}
#endif
