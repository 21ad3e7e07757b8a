import Foundation
import Testing

/// The module graph through the commands: `wiring scan` of a package, `check` failing on a
/// forbidden import with a SARIF result at its line, `diff` of two scans flagging a new import.
@Suite("Module graph commands")
struct ModuleCommandTests {
    static func package(in folder: TemporaryDirectory, appImports: [String]) throws {
        let files = [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Shop",
                    targets: [
                        .executableTarget(name: "App", dependencies: ["Feature"]),
                        .target(name: "Feature", dependencies: ["Persistence"]),
                        .target(name: "Persistence"),
                    ])
                """,
            "Sources/App/main.swift": appImports.map { "import \($0)\n" }.joined() + "print(1)\n",
            "Sources/Feature/Feature.swift": "import Persistence\npublic struct Feature {}\n",
            "Sources/Persistence/Store.swift": "public struct Store {}\n",
        ]
        for (path, text) in files {
            let url = folder.file(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    @Test("a forbidden import fails the check, with a SARIF result at the import line")
    func forbiddenImport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.package(in: folder, appImports: ["Feature", "Persistence"])
        let snapshot = folder.file("shop.wiring.json").path
        let scan = try WiringProcess.run(["scan", folder.url.path, "-o", snapshot, "--quiet"])
        #expect(scan.status == 0, "\(scan.stderr)")
        let rules = folder.file("rules.json")
        try Data(#"{"forbidden": [{"from": "App", "to": "Persistence", "reason": "the app talks to features only"}]}"#.utf8)
            .write(to: rules)
        let check = try WiringProcess.run(["check", snapshot, "--rules", rules.path, "--format", "sarif"])
        #expect(check.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        let places = results.compactMap { result -> String? in
            guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (location["region"] as? [String: Any])?["startLine"] as? Int
            else { return nil }
            return "\(result["ruleId"] ?? "") \(uri):\(line)"
        }
        #expect(places.contains("wiring/forbidden-crossing Sources/App/main.swift:2"))
        let inspect = try WiringProcess.run(["inspect", snapshot, "--warnings"])
        #expect(inspect.stdout.contains(
            "Sources/App/main.swift:2: App imports Persistence but does not declare it"))
    }

    @Test("diff of two scans flags a new import between modules as a new crossing")
    func newImport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.package(in: folder, appImports: ["Feature"])
        let before = folder.file("before.wiring.json").path
        let after = folder.file("after.wiring.json").path
        #expect(try WiringProcess.run(["scan", folder.url.path, "-o", before, "--quiet"]).status == 0)
        try Self.package(in: folder, appImports: ["Feature", "Persistence"])
        #expect(try WiringProcess.run(["scan", folder.url.path, "-o", after, "--quiet"]).status == 0)
        let diff = try WiringProcess.run(["diff", before, after])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("App -> Persistence (imports)"))
        #expect(diff.stdout.contains("Sources/App/main.swift:2"))
    }
}
